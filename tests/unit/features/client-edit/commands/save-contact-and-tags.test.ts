import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import type { Client } from '../../../../../src/domain/clients/client-types';
import { saveClientFields } from '../../../../../src/features/client-edit/commands/save-client-fields';
import { saveContactAndTags } from '../../../../../src/features/client-edit/commands/save-contact-and-tags';

const contact = { name: 'Jo Park', email: 'jo@acme.com', address: null, state: null, city: null, zipCode: null, phone: null };
const client = (patch: Partial<Client> = {}): Client => ({
  id: 7,
  name: 'Acme Corp',
  status: 'active',
  industryId: 1,
  industry: 'Software',
  sendDate: null,
  onboardingDate: '2026-01-05',
  outreachPairsCount: 2,
  details: null,
  team: null,
  contact: null,
  taskTags: [],
  mor: 3,
  meetingLocation: null,
  meetingDescription: null,
  outreachStatus: 'connected',
  version: 4,
  ...patch,
});

beforeEach(async () => {
  await Promise.all(appDb().tables.map((t) => t.clear()));
});

describe('saving a client contact and its task tags (spec 4)', () => {
  it('creates a contact without an id (POST), then saves the tags, in that order', async () => {
    await appDb().clients.put(client());
    await saveContactAndTags(client(), contact, ['VIP']);
    const outbox = await appDb().outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.method, e.url, e.body])).toEqual([
      ['POST', '/api/clients/7/contacts', contact],
      ['POST', '/api/clients/task-tags', { id: 7, taskTags: ['VIP'] }],
    ]);
    expect(await appDb().clients.get(7)).toMatchObject({ contact, taskTags: ['VIP'] });
  });

  it('updates a contact with an id (PATCH on it); unchanged tags send nothing', async () => {
    const existing = client({ contact: { ...contact, id: 31 } });
    await appDb().clients.put(existing);
    await saveContactAndTags(existing, { ...contact, name: 'Jo Park-Lee' }, null);
    const outbox = await appDb().outbox.toArray();
    expect(outbox.map((e) => [e.method, e.url])).toEqual([['PATCH', '/api/clients/7/contacts/31']]);
    expect((await appDb().clients.get(7))!.contact).toMatchObject({ id: 31, name: 'Jo Park-Lee' });
  });

  it('client fields go as one PATCH with If-Match, showing the industry name at once', async () => {
    await appDb().clients.put(client());
    await saveClientFields(client(), { industryId: 2, details: 'B2B' }, { industry: 'Healthcare' });
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({ method: 'PATCH', url: '/api/clients/7', body: { industryId: 2, details: 'B2B' }, ifMatch: true, baseVersion: 4 });
    expect(await appDb().clients.get(7)).toMatchObject({ industryId: 2, industry: 'Healthcare', details: 'B2B' });
  });
});
