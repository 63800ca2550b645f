import { callEndpoint } from '../../../data/http/call-endpoint';
import { submitOptOut as submitOptOutCall } from '../../../domain/opt-out/opt-out-endpoints';

/**
 * POST /api/opt-out: online only (the page says so when the call cannot
 * get through, and keeps the list); carries an Idempotency-Key, so a retry
 * after a lost answer adds nothing twice.
 */
export async function submitOptOut(emails: string[]) {
  const { data } = await callEndpoint(submitOptOutCall, { body: { emails } });
  return data;
}
