import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import { clients } from '../../src/server/db/schema/clients';
import { contentSequences } from '../../src/server/db/schema/content';
import { outreachSequences } from '../../src/server/db/schema/outreach';
import { users } from '../../src/server/db/schema/users';
import { createTestApi, type ApiClient, type TestApi } from './api-client';

export type ContentScope = {
  api: TestApi;
  /** content@demo.test: edit-content, the demo content owner. */
  owner: ApiClient;
  admin: ApiClient;
  /** sdr@demo.test: staff without edit-content. */
  staff: ApiClient;
  /** guest@demo.test, a contact of guestClientId. */
  guest: ApiClient;
  /** A contact of another client. */
  stranger: ApiClient;
  guestClientId: number;
  otherClientId: number;
  ids: { owner: number; guest: number; reviewer: number; stranger: number };
  /** A new Draft of a client, linked to one of its Outreach sequences unless told not to. */
  draft: (clientId: number, options?: { linked?: boolean; cadenceId?: number; title?: string }) => Promise<any>;
};

/** The API with content's roles signed in, and a guest of another client made for the test. */
export async function openContentScope(): Promise<ContentScope> {
  const api = await createTestApi();
  const db = api.database.db;
  const [owner, admin, staff, guest] = await Promise.all(['content@demo.test', 'admin@demo.test', 'sdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)));
  const guestMe = (await guest.get('/me')).body;
  const rows = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  const otherClientId = rows.find((r) => r.id !== guestMe.clientId)!.id;
  const [made] = await db
    .insert(users)
    .values({ email: 'other-guest@demo.test', name: 'Olive Other', passwordHash: await hashPassword('demo'), isGuest: true, clientId: otherClientId })
    .returning();
  const stranger = await api.as('other-guest@demo.test');
  const id = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const ids = { owner: await id('content@demo.test'), guest: guestMe.id as number, reviewer: await id('reviewer@demo.test'), stranger: made.id };
  let n = 0;
  const draft: ContentScope['draft'] = async (clientId, options = {}) => {
    const res = await owner.post('/api/content/sequences', { clientId, title: options.title ?? `Test sequence ${++n}`, ...(options.cadenceId ? { cadenceId: options.cadenceId } : {}) });
    if (res.status !== 201) throw new Error(`draft: ${res.status} ${res.text}`);
    if (options.linked === false) return res.body;
    const [link] = await db.select({ id: outreachSequences.id }).from(outreachSequences).where(eq(outreachSequences.clientId, clientId)).limit(1);
    const linked = await owner.patch(`/api/content/sequences/${res.body.id}`, { outreachSequenceId: link.id });
    if (linked.status !== 200) throw new Error(`link: ${linked.status} ${linked.text}`);
    return linked.body;
  };
  return { api, owner, admin, staff, guest, stranger, guestClientId: guestMe.clientId, otherClientId, ids, draft };
}

/** A shared sequence of the guest's client, in review (the seed makes one). */
export async function sharedInReview(api: TestApi, clientId: number) {
  const [row] = await api.database.db
    .select()
    .from(contentSequences)
    .where(and(eq(contentSequences.clientId, clientId), eq(contentSequences.shareStatus, 'shared'), eq(contentSequences.status, 'In Review'), eq(contentSequences.archived, false)))
    .orderBy(asc(contentSequences.id))
    .limit(1);
  return row;
}
