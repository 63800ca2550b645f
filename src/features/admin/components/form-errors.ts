import * as v from 'valibot';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field (`roles.0` counts as `roles`), or null when the input is valid. */
export function fieldErrorsOf<S extends v.GenericSchema>(schema: S, input: unknown): { output: v.InferOutput<S>; errors: null } | { output: null; errors: FieldErrors } {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { output: parsed.output, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? '';
    errors[field] ??= issue.message;
  }
  return { output: null, errors };
}

export type WriteFailure = { message: string; fields: FieldErrors; status: number | undefined; offline: boolean; current?: unknown };

/** A failed administration write, as a form shows it: a sentence, and errors next to their fields. */
export function writeFailure(e: unknown): WriteFailure {
  const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
  const body = isTransportError(e) ? (e.data as { fields?: FieldErrors; current?: unknown } | undefined) : undefined;
  return {
    message: offline ? 'You are offline: this change needs a connection. Nothing was saved; try again when you are back online.' : errorMessage(e),
    fields: body?.fields ?? {},
    status: isTransportError(e) ? e.status : undefined,
    offline,
    current: body?.current,
  };
}
