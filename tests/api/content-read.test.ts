import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSequences } from '../../src/server/db/schema/outreach';
import type { ApiClient, TestApi } from '../support/api-client';
import { openGuestScope } from '../support/guest-scope';

let api: TestApi;
let sdr: ApiClient;
let guest: ApiClient;
let guestClientId: number;
let otherClientId: number;
beforeAll(async () => {
  ({ api, sdr, guest, guestClientId, otherClientId } = await openGuestScope());
});
afterAll(() => api.close());

describe('GET /api/content/sequences?client', () => {
  it("lists the client's sequences with title, status and share status", async () => {
    const res = await sdr.get(`/api/content/sequences?client=${otherClientId}`);
    expect(res.status).toBe(200);
    const rows = await api.database.db.select({ id: contentSequences.id }).from(contentSequences).where(eq(contentSequences.clientId, otherClientId));
    expect(res.body).toHaveLength(rows.length);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      clientId: otherClientId,
      title: expect.any(String),
      status: expect.any(String),
      shareStatus: expect.any(String),
      archived: expect.any(Boolean),
    });
  });

  it('scopes a guest to their own client and refuses bad ids', async () => {
    const own = await guest.get('/api/content/sequences');
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((s: { clientId: number }) => s.clientId === guestClientId)).toBe(true);
    expect((await guest.get(`/api/content/sequences?client=${otherClientId}`)).status).toBe(403);
    expect((await sdr.get('/api/content/sequences?client=abc')).status).toBe(422);
  });
});
