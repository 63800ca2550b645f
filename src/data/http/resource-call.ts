import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { callEndpoint } from './call-endpoint';
import { errorMessage, isTransportError } from './transport-error';

/** How the app talks to the user about a call (the toasts of src/ui/notifier.ts). */
export type Notifier = {
  error: (message: string) => void;
  success: (message: string) => void;
};

/** Spec 8: after a successful delete. */
export const deletedMessage = 'The item has been deleted!';

/**
 * Spec 8, the shared resource handler: what to tell the user about a failed
 * call. Nothing for a 404 (the record is gone: false, silently); else the
 * server's `error`, else its `message`, else its first key as 'key: value'
 * (transport-error.ts), else the transport's own words ('Id is not provided'
 * for a call without its id).
 */
export function failureNotice(e: unknown): string | null {
  if (isTransportError(e) && e.status === 404) return null;
  return errorMessage(e);
}

/**
 * Calls a described endpoint online as spec 8's shared resource handler does:
 * the answer, or false after telling the user why (a 404 silently); a
 * successful DELETE says 'The item has been deleted!'.
 */
export async function resourceCall<E extends AnyEndpoint>(e: E, input: CallInput<E>, notify: Notifier): Promise<AnswerOf<E> | false> {
  try {
    const { data } = await callEndpoint(e, input);
    if (e.method === 'DELETE') notify.success(deletedMessage);
    return data;
  } catch (error) {
    const notice = failureNotice(error);
    if (notice !== null) notify.error(notice);
    return false;
  }
}
