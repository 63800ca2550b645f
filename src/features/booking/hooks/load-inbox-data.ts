import { appDb } from '../../../data/db/app-db-instance';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { remoteFailure } from '../../../data/http/remote-call';
import { getInboxData } from '../../../domain/meetings/booking-endpoints';
import type { InboxData } from '../../../domain/meetings/booking-lookups';
import { inboxDataOf } from '../../../domain/meetings/client-booking-lookups';

export type InboxDataAnswer = { data: InboxData; fromCache: boolean } | { data: null; offline: boolean; error: string };

/**
 * POST /meeting/get-inbox-data (form-encoded id): the inbox's title prefix,
 * time zone and survey recipients. A POST is not kept by the service worker:
 * offline, the client's booking lookups mirrored on the device answer
 * (issue 16), whether or not the inbox was ever chosen here.
 */
export async function loadInboxData(clientId: number | null, inboxId: number): Promise<InboxDataAnswer> {
  try {
    const { data } = await callEndpoint(getInboxData, { body: { id: String(inboxId) } });
    return { data, fromCache: false };
  } catch (e) {
    const { offline } = remoteFailure(e);
    const row = clientId === null ? undefined : await appDb().bookingLookups.get(clientId);
    const saved = row ? inboxDataOf(row, inboxId) : null;
    if (offline && saved) return { data: saved, fromCache: true };
    return { data: null, offline, error: e instanceof Error ? e.message : String(e) };
  }
}
