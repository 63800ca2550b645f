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

export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof HttpError) return c.json({ error: err.message, ...err.extra }, err.status);
  console.error(err);
  return c.json({ error: 'Something went wrong on the server. Please try again.' }, 500);
}
