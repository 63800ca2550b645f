import type { Context } from 'hono';
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

/** The JSON body, or 400 when it is missing or malformed. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw new HttpError(415, 'Send the request body as JSON.');
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

export async function validBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return validate(schema, await jsonBody(c));
}

/** A positive integer id from the path, or 404. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpError(404, 'Not found');
  return Number(raw);
}
