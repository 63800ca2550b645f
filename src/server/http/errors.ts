import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with a status and a sentence for the user; never a stack trace. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'Not found');
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);

/**
 * What is logged of an unexpected error: a failed query's statement and the
 * database's message, never its parameters (issue 17: they hold contacts'
 * personal data).
 */
export function loggable(err: unknown): unknown {
  if (!(err instanceof Error) || !('query' in err) || !('params' in err)) return err;
  const cause = err.cause instanceof Error ? err.cause : null;
  const code = cause && 'code' in cause ? ` (${String(cause.code)})` : '';
  const out = new Error(`Failed query: ${String(err.query)}\n${cause ? `${cause.message}${code}` : ''}`);
  out.stack = `${out.message}\n${(err.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at ')).join('\n')}`;
  return out;
}

export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof HttpError) return c.json({ error: err.message, ...err.extra }, err.status);
  console.error(loggable(err));
  return c.json({ error: 'Something went wrong on the server. Please try again.' }, 500);
}
