import { errorMessage, isTransportError } from '../http/transport-error';

/**
 * What a failed replay call means for the edit (decision 0001):
 * - offline: no answer at all (network error, timeout): every waiting edit backs off together;
 * - auth: 401, pause everything and ask to sign in, keeping every edit;
 * - conflict: 412, someone else changed the record (`current` is theirs);
 * - retry: 408, 409, 429 and 5xx, this record tries again later (after `retryAfterMs` at least);
 * - failed: any other refusal (400, 404, 422…), the edit cannot succeed as it is.
 */
export type ReplayFailure =
  | { kind: 'offline'; message: string }
  | { kind: 'auth'; message: string }
  | { kind: 'conflict'; message: string; current: Record<string, unknown> | null }
  | { kind: 'retry'; message: string; retryAfterMs: number }
  | { kind: 'failed'; message: string; status: number; body: unknown };

export function classifyFailure(error: unknown): ReplayFailure {
  const message = errorMessage(error);
  const status = isTransportError(error) ? error.status : undefined;
  if (status === undefined) return { kind: 'offline', message };
  if (status === 401) return { kind: 'auth', message };
  const body = isTransportError(error) ? error.data : undefined;
  if (status === 412) {
    const current = body && typeof body === 'object' ? ((body as { current?: unknown }).current ?? null) : null;
    return { kind: 'conflict', message, current: current as Record<string, unknown> | null };
  }
  if (status === 408 || status === 409 || status === 429 || status >= 500) {
    const retryAfter = Number(isTransportError(error) ? error.headers?.get('Retry-After') : undefined);
    return { kind: 'retry', message, retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0 };
  }
  return { kind: 'failed', message, status, body };
}

/** Whether a call that failed so is worth queueing to send again (the booking form's rule for its online attempt). */
export function worthSendingAgain(failure: ReplayFailure): boolean {
  return failure.kind === 'offline' || failure.kind === 'auth' || failure.kind === 'retry';
}
