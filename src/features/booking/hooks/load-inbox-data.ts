import { appDb } from '../../../data/db/app-db-instance';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { remoteFailure } from '../../../data/http/remote-call';
import { getInboxData } from '../../../domain/meetings/booking-endpoints';
import type { InboxData } from '../../../domain/meetings/booking-lookups';

export type InboxDataAnswer = { data: InboxData; fromCache: boolean } | { data: null; offline: boolean; error: string };

const cacheKey = (inboxId: number) => `booking-inbox:${inboxId}`;

/**
 * POST /meeting/get-inbox-data (form-encoded id): the inbox's title prefix,
 * time zone and survey recipients. A POST is not kept by the service worker,
 * so the last answer per inbox is kept in the mirror's meta table for offline.
 */
export async function loadInboxData(inboxId: number): Promise<InboxDataAnswer> {
  const db = appDb();
  try {
    const { data } = await callEndpoint(getInboxData, { body: { id: String(inboxId) } });
    await db.meta.put({ key: cacheKey(inboxId), value: data });
    return { data, fromCache: false };
  } catch (e) {
    const { offline } = remoteFailure(e);
    const saved = (await db.meta.get(cacheKey(inboxId)))?.value as InboxData | undefined;
    if (offline && saved) return { data: saved, fromCache: true };
    return { data: null, offline, error: e instanceof Error ? e.message : String(e) };
  }
}
