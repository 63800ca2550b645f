import * as v from 'valibot';
import { HttpError } from './errors';
import { shapeProblems } from './input-shape';

/** Validates with the shared schema; 422 with a message per field otherwise. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // What valibot lets through: a list for an object, unknown keys of a plain object, NUL bytes.
  const problems = shapeProblems(schema, input);
  const names = Object.keys(problems);
  if (names.length) throw new HttpError(422, problems[names[0]], { fields: problems });
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    fields[path] ??= issue.message;
  }
  const first = result.issues[0]?.message ?? 'The request is not valid.';
  throw new HttpError(422, first, { fields });
}
