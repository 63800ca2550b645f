import * as v from 'valibot';
import { HttpError } from './errors';

/** Validates with the shared schema; 422 with a message per field otherwise. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
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
