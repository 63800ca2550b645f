import { asc } from 'drizzle-orm';
import { clients } from '../../src/server/db/schema/clients';
import { createTestApi, type ApiClient, type TestApi } from './api-client';

export type GuestScope = {
  api: TestApi;
  sdr: ApiClient;
  guest: ApiClient;
  /** The client the demo guest belongs to. */
  guestClientId: number;
  /** A client that is not the guest's: the server must refuse it to them. */
  otherClientId: number;
};

/** A fresh API with a rep and the demo guest signed in, for client-scoped calls. */
export async function openGuestScope(): Promise<GuestScope> {
  const api = await createTestApi();
  const sdr = await api.as('sdr@demo.test');
  const guest = await api.as('guest@demo.test');
  const guestClientId: number = (await guest.get('/me')).body.clientId;
  const rows = await api.database.db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  const otherClientId = rows.find((r) => r.id !== guestClientId)!.id;
  return { api, sdr, guest, guestClientId, otherClientId };
}
