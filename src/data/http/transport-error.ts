export type TransportErrorKind = 'http' | 'network' | 'aborted' | 'timeout';

/**
 * A failed call, with the generic messages of spec 8: 'Request failed with
 * status code N', 'Network Error', 'Request aborted', 'timeout of Nms exceeded'.
 */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export const transportMessages = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
} as const;

export function isTransportError(e: unknown): e is TransportError {
  return e instanceof TransportError;
}

/**
 * Spec 8, shared resource handler: the server's `error` field, else its
 * `message` field, else the first body key as 'key: value', else the
 * transport's own message.
 */
export function errorMessage(e: unknown): string {
  if (e instanceof TransportError && e.data && typeof e.data === 'object') {
    const body = e.data as Record<string, unknown>;
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
    const [key] = Object.keys(body);
    if (key !== undefined) return `${key}: ${format(body[key])}`;
  }
  if (e instanceof Error) return e.message;
  return String(e);
}

function format(value: unknown): string {
  if (Array.isArray(value)) return value.map(format).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
