import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTemplates, outreachContentSteps } from '../../src/server/db/schema/content';
import { sentMail } from '../../src/server/db/schema/mail';
import { userNotifications } from '../../src/server/db/schema/notifications';
import { outreachSequences } from '../../src/server/db/schema/outreach';
import type { ContentTemplate } from '../../src/domain/content/content-types';
import type { ApiClient } from '../support/api-client';
import { openContentScope, sharedInReview, type ContentScope } from '../support/content-fixture';

let s: ContentScope;
let fiveSteps: number;
beforeAll(async () => {
  s = await openContentScope();
  fiveSteps = ((await s.owner.get('/api/content/cadences')).body as { id: number; steps: unknown[] }[]).find((c) => c.steps.length === 5)!.id;
});
afterAll(() => s.api.close());

const path = (id: number, rest = '') => `/api/content/sequences/${id}${rest}`;
const templatesOf = async (who: ApiClient, id: number) => (await who.get<ContentTemplate[]>(path(id, '/templates'))).body;
const later = () => new Date(Date.now() + 10_000);

/** A Draft of the guest's client, built from the 5-step cadence, linked, every template written. */
async function writtenDraft(clientId = s.guestClientId) {
  const seq = await s.draft(clientId, { cadenceId: fiveSteps });
  for (const t of await templatesOf(s.owner, seq.id)) {
    const res = await s.owner.patch(path(seq.id, `/templates/${t.id}`), { subject: `Step ${t.cadenceStep} for {{first_name}}`, body: `<p>Hello {{first_name}} at {{company}}, step ${t.cadenceStep}.</p>` });
    expect(res.status, res.text).toBe(200);
  }
  return seq;
}

/** Moves along the table, approving every template on the way (as the owner). */
async function approvedSequence(clientId = s.guestClientId) {
  const seq = await writtenDraft(clientId);
  expect((await s.owner.patch(path(seq.id, '/move'), {})).body.status).toBe('In Review');
  for (const t of await templatesOf(s.owner, seq.id)) await s.owner.patch(path(seq.id, `/templates/${t.id}`), { approved: true });
  const moved = await s.owner.patch(path(seq.id, '/move'), {});
  expect(moved.body.status).toBe('Approved');
  return moved.body;
}

describe('writing templates (PATCH …/templates/{tid})', () => {
  it('stores and serves HTML harmless: no script, no event handler, no javascript: link', async () => {
    const seq = await s.draft(s.otherClientId, { cadenceId: fiveSteps });
    const [t] = await templatesOf(s.owner, seq.id);
    const dirty =
      '<p onclick="steal()">Hi {{first_name}}<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="https://example.com/pricing">pricing</a>';
    const res = await s.owner.patch<ContentTemplate>(path(seq.id, `/templates/${t.id}`), { subject: 'Hi', body: dirty });
    expect(res.status).toBe(200);
    for (const body of [res.body.body, (await templatesOf(s.staff, seq.id))[0].body]) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(body).toContain('Hi {{first_name}}');
      expect(body).toContain('href="https://example.com/pricing"');
    }
    const [stored] = await s.api.database.db.select().from(contentTemplates).where(eq(contentTemplates.id, t.id));
    expect(stored.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses an unknown merge field, naming it, in the subject and in the body', async () => {
    const seq = await s.draft(s.otherClientId, { cadenceId: fiveSteps });
    const [t] = await templatesOf(s.owner, seq.id);
    const body = await s.owner.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Hi {{frist_name}}</p>' });
    expect(body.status).toBe(422);
    expect(body.body.fields.body).toContain('{{frist_name}}');
    const subject = await s.owner.patch(path(seq.id, `/templates/${t.id}`), { subject: 'About {{company_size}}' });
    expect(subject.status).toBe(422);
    expect(subject.body.fields.subject).toContain('{{company_size}}');
    expect((await s.owner.patch(path(seq.id, `/templates/${t.id}`), { body: 'x'.repeat(200_001) })).body.fields.body).toBeDefined();
    expect((await s.owner.patch(path(seq.id, `/templates/${t.id}`), { colour: 'red' })).status).toBe(422);
  });

  it('keeps every saved change; a stale If-Match is 412 with the template as it is', async () => {
    const seq = await s.draft(s.otherClientId, { cadenceId: fiveSteps });
    const [t] = await templatesOf(s.owner, seq.id);
    const first = await s.owner.patch<ContentTemplate>(path(seq.id, `/templates/${t.id}`), { body: '<p>One</p>' }, { headers: { 'If-Match': String(t.version) } });
    expect(first.status).toBe(200);
    const second = await s.admin.patch<ContentTemplate>(path(seq.id, `/templates/${t.id}`), { body: '<p>Two</p>' });
    expect(second.body.history.map((h) => h.version)).toEqual([3, 2, 1]);
    expect(second.body.updatedBy!.name).toBe('Ada Admin');
    const stale = await s.owner.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Mine</p>' }, { headers: { 'If-Match': String(first.body.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: t.id, body: '<p>Two</p>', version: 3 });
  });

  it('is for editors, in Draft only', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const [t] = await templatesOf(s.owner, seq.id);
    const notDraft = await s.owner.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Late change</p>' });
    expect(notDraft.status).toBe(422);
    expect(notDraft.body.error).toMatch(/Draft/);
    expect((await s.guest.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Mine</p>' })).status).toBe(403);
    expect((await s.staff.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Mine</p>' })).status).toBe(403);
    // A template of another sequence is not found under this one.
    const other = await s.draft(s.otherClientId, { cadenceId: fiveSteps });
    const [foreign] = await templatesOf(s.owner, other.id);
    expect((await s.owner.patch(path(seq.id, `/templates/${foreign.id}`), { approved: true })).status).toBe(404);
  });
});

describe('approving', () => {
  it('lets the guest approve in review and the next unapproved template is what remains', async () => {
    const seq = await writtenDraft();
    await s.owner.patch(path(seq.id), { shareStatus: 'shared' });
    const [t1] = await templatesOf(s.owner, seq.id);
    const draftApproval = await s.guest.patch(path(seq.id, `/templates/${t1.id}`), { approved: true });
    expect(draftApproval.status).toBe(422);
    expect(draftApproval.body.fields.approved).toMatch(/In Review/);
    await s.owner.patch(path(seq.id, '/move'), {});
    const ok = await s.guest.patch<ContentTemplate>(path(seq.id, `/templates/${t1.id}`), { approved: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ approved: true, approvedBy: { id: s.ids.guest } });
    expect((await s.staff.patch(path(seq.id, `/templates/${t1.id}`), { approved: false })).status).toBe(403);
    expect((await s.stranger.patch(path(seq.id, `/templates/${t1.id}`), { approved: false })).status).toBe(403);
    expect((await s.guest.patch(path(seq.id, `/templates/${t1.id}`), { approved: 'yes' })).status).toBe(422);
  });
});

describe('feedback (POST …/feedbacks)', () => {
  it('takes feedback from staff and the guest, and shows each reader what changed since their last feedback', async () => {
    const seq = await writtenDraft();
    await s.owner.patch(path(seq.id), { shareStatus: 'shared' });
    const [t] = await templatesOf(s.owner, seq.id);
    const mine = await s.guest.post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: 'Warmer opening, please.' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ templateId: t.id, author: { id: s.ids.guest, isGuest: true }, templateVersion: t.version });
    expect((await s.staff.post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: 'Agreed.' })).status).toBe(201);
    expect((await templatesOf(s.guest, seq.id))[0].sinceYourFeedback).toBeNull();
    await s.owner.patch(path(seq.id, `/templates/${t.id}`), { body: '<p>Dear {{first_name}}, a warmer hello.</p>' });
    const [seen] = await templatesOf(s.guest, seq.id);
    expect(seen.feedbacks.map((f) => f.text)).toEqual(['Warmer opening, please.', 'Agreed.']);
    expect(seen.sinceYourFeedback).toMatchObject({ version: t.version, body: t.body });
    expect(seen.body).toContain('warmer hello');
    // The owner hears of the client's feedback in their bell.
    const ownerNotes = (await s.owner.get('/notification-user')).body as { notification: { text: string } }[];
    expect(ownerNotes[0].notification.text).toContain('Grace Guest left feedback');
  });

  it('refuses empty feedback, and readers who cannot see the sequence', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const [t] = await templatesOf(s.owner, seq.id);
    const empty = await s.guest.post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.fields.text).toBeDefined();
    expect((await s.stranger.post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: 'Hi' })).status).toBe(403);
    expect((await s.guest.post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: 'Hi' }, { noXsrf: true })).status).toBe(403);
    expect((await s.api.anonymous().post(path(seq.id, `/templates/${t.id}/feedbacks`), { text: 'Hi' })).status).toBe(401);
  });
});

describe('adding a template (POST …/templates)', () => {
  it('needs a linked Outreach sequence (spec 5), a Draft and a step that exists or comes next', async () => {
    const bare = await s.draft(s.otherClientId, { linked: false, cadenceId: fiveSteps });
    const unlinked = await s.owner.post(path(bare.id, '/templates'), { step: 1 });
    expect(unlinked.status).toBe(422);
    expect(unlinked.body.error).toMatch(/Outreach sequence/);
    const seq = await s.draft(s.otherClientId, { cadenceId: fiveSteps });
    const variant = await s.owner.post<ContentTemplate>(path(seq.id, '/templates'), { step: 2 });
    expect(variant.status).toBe(201);
    expect(variant.body).toMatchObject({ cadenceStep: 2, subject: '', approved: false, version: 1 });
    const next = await s.owner.post(path(seq.id, '/templates'), { step: 6 });
    expect(next.status).toBe(201);
    expect((await s.owner.get(path(seq.id))).body.steps).toHaveLength(6);
    for (const step of [0, 8, 'two']) {
      const res = await s.owner.post(path(seq.id, '/templates'), { step });
      expect(res.status).toBe(422);
      expect(res.body.fields.step).toBeDefined();
    }
    expect((await s.staff.post(path(seq.id, '/templates'), { step: 1 })).status).toBe(403);
    expect((await s.guest.post(path(seq.id, '/templates'), { step: 1 })).status).toBe(403);
  });
});

describe('moving (PATCH …/move)', () => {
  it('follows the status table and refuses the rest with a reason', async () => {
    const blank = await s.draft(s.guestClientId, { cadenceId: fiveSteps });
    const notWritten = await s.owner.patch(path(blank.id, '/move'), {});
    expect(notWritten.status).toBe(422);
    expect(notWritten.body.fields.status).toMatch(/Template 1 has no/);
    const seq = await writtenDraft();
    expect((await s.owner.patch(path(seq.id, '/move'), { status: 'Uploaded' })).body.fields.status).toMatch(/upload/i);
    const review = await s.owner.patch(path(seq.id, '/move'), {});
    expect(review.body.status).toBe('In Review');
    const early = await s.owner.patch(path(seq.id, '/move'), { status: 'Approved' });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatch(/5 of 5 templates are not approved/);
    expect((await s.owner.patch(path(seq.id, '/move'), { status: 'Someday' })).status).toBe(422);
    expect((await s.staff.patch(path(seq.id, '/move'), {})).status).toBe(403);
    expect((await s.guest.patch(path(seq.id, '/move'), {})).status).toBe(403);
    const back = await s.owner.patch(path(seq.id, '/move'), { status: 'Draft' });
    expect(back.body.status).toBe('Draft');
    expect(back.body.activity[0]).toMatchObject({ action: 'moved', detail: 'In Review → Draft', by: { id: s.ids.owner } });
  });
});

describe('upload and sync (the Outreach sandbox)', () => {
  it('uploads an approved sequence a few seconds later, creating its Outreach sequence, recorded with time and user', async () => {
    const draft = await writtenDraft(s.otherClientId);
    const seq = await approvedSequence(s.otherClientId);
    expect((await s.owner.patch(path(draft.id, '/upload'), {})).status).toBe(422);
    await s.owner.patch(path(seq.id), {});
    const asked = await s.owner.patch(path(seq.id, '/upload'), {});
    expect(asked.status).toBe(200);
    expect(asked.body.pending).toMatchObject({ action: 'upload', by: { id: s.ids.owner } });
    expect((await s.owner.patch(path(seq.id, '/sync'), {})).status).toBe(409);
    // A move while it runs would be undone when the job sets Uploaded: refused, and the status stays.
    const moved = await s.owner.patch(path(seq.id, '/move'), { status: 'Draft' });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatch(/upload .* under way/);
    await s.api.jobs.runDue(later());
    const done = (await s.owner.get(path(seq.id))).body;
    expect(done).toMatchObject({ status: 'Uploaded', pending: null, lastUpload: { by: { id: s.ids.owner } } });
    expect(Date.parse(done.lastUpload.at)).toBeGreaterThan(Date.now() - 60_000);
    const steps = await s.api.database.db.select().from(outreachContentSteps).where(eq(outreachContentSteps.outreachSequenceId, done.outreachSequence.id));
    expect(steps).toHaveLength(5);
    expect(steps[0].body).toContain('{{first_name}}');
    expect(done.outreachState).toMatchObject({ stepCount: 5, differingTemplateIds: [] });
    expect((await s.staff.patch(path(seq.id, '/upload'), {})).status).toBe(403);
    expect((await s.guest.patch(path(seq.id, '/upload'), {})).status).toBe(403);
  });

  it("syncs the Outreach side's state back: a template changed on Outreach shows as differing", async () => {
    const unlinked = await s.draft(s.otherClientId, { linked: false });
    expect((await s.owner.patch(path(unlinked.id, '/sync'), {})).status).toBe(422);
    const seq = await approvedSequence(s.otherClientId);
    await s.owner.patch(path(seq.id, '/upload'), {});
    await s.api.jobs.runDue(later());
    const [edited] = await s.api.database.db
      .update(outreachContentSteps)
      .set({ body: '<p>Changed on Outreach</p>' })
      .where(and(eq(outreachContentSteps.outreachSequenceId, seq.outreachSequence.id), eq(outreachContentSteps.step, 2)))
      .returning();
    const asked = await s.owner.patch(path(seq.id, '/sync'), {});
    expect(asked.body.pending.action).toBe('sync');
    await s.api.jobs.runDue(later());
    const done = (await s.owner.get(path(seq.id))).body;
    expect(done).toMatchObject({ pending: null, lastSync: { by: { id: s.ids.owner } }, outreachState: { differingTemplateIds: [edited.contentTemplateId] } });
    expect(done.activity[0].detail).toMatch(/1 templates differ/);
    expect((await s.staff.patch(path(seq.id, '/sync'), {})).status).toBe(403);
  });

  it('upload updates a linked Outreach sequence instead of making another', async () => {
    const seq = await approvedSequence();
    const before = await s.api.database.db.select().from(outreachSequences);
    await s.owner.patch(path(seq.id, '/upload'), {});
    await s.api.jobs.runDue(later());
    expect(await s.api.database.db.select().from(outreachSequences)).toHaveLength(before.length);
  });
});

describe('notifying guests (POST …/notifications)', () => {
  it('reaches the chosen guests only: a notification in their feed, and mail', async () => {
    const seq = await writtenDraft();
    const unshared = await s.owner.post(path(seq.id, '/notifications'), { guests: [s.ids.reviewer] });
    expect(unshared.status).toBe(422);
    expect(unshared.body.fields.guests).toMatch(/Share/);
    await s.owner.patch(path(seq.id), { shareStatus: 'shared' });
    const before = await s.api.database.db.select().from(userNotifications).where(inArray(userNotifications.userId, [s.ids.guest, s.ids.reviewer]));
    const res = await s.owner.post(path(seq.id, '/notifications'), { guests: [s.ids.reviewer], message: 'Please look <b>today</b>' });
    expect(res.status).toBe(200);
    expect(res.body.notified.map((g: { id: number }) => g.id)).toEqual([s.ids.reviewer]);
    const after = await s.api.database.db.select().from(userNotifications).where(inArray(userNotifications.userId, [s.ids.guest, s.ids.reviewer]));
    const added = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(added.map((n) => n.userId)).toEqual([s.ids.reviewer]);
    const reviewer = await s.api.as('reviewer@demo.test');
    const pulled = await reviewer.get('/api/sync/pull?cursor=0&limit=5000');
    const note = pulled.body.changes.find((c: { collection: string; id: string }) => c.collection === 'notifications' && c.id === String(added[0].id));
    expect(note.data.notification.text).toContain('is ready for your review');
    expect(note.data.notification.text).toContain('&#60;b&#62;today');
    const guestPull = await s.guest.get('/api/sync/pull?cursor=0&limit=5000');
    expect(guestPull.body.changes.some((c: { collection: string; id: string }) => c.collection === 'notifications' && c.id === String(added[0].id))).toBe(false);
    const [mail] = await s.api.database.db.select().from(sentMail).where(eq(sentMail.kind, 'content-review')).orderBy(desc(sentMail.id)).limit(1);
    expect(mail).toMatchObject({ to: 'reviewer@demo.test', subject: expect.stringContaining('Ready for your review') });
  });

  it("refuses guests of another client, an empty choice, and callers who are not editors", async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const foreign = await s.owner.post(path(seq.id, '/notifications'), { guests: [s.ids.stranger] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields.guests).toContain(String(s.ids.stranger));
    expect((await s.owner.post(path(seq.id, '/notifications'), { guests: [] })).body.fields.guests).toBeDefined();
    expect((await s.staff.post(path(seq.id, '/notifications'), { guests: [s.ids.guest] })).status).toBe(403);
    expect((await s.guest.post(path(seq.id, '/notifications'), { guests: [s.ids.guest] })).status).toBe(403);
  });
});

// Tables a content call writes to, directly or by its side effects (steps,
// activity, notifications, mail, jobs, the sync feed, idempotency records).
const watched = [
  'content_sequences',
  'content_steps',
  'content_templates',
  'content_template_versions',
  'content_feedbacks',
  'content_activity',
  'outreach_sequences',
  'outreach_content_steps',
  'notifications',
  'user_notifications',
  'sent_mail',
  'jobs',
  'changes',
  'idempotency_keys',
  'audit_log',
];

/** Row count and a hash of the rows of each watched table. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of watched) {
    const result = (await s.api.database.db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h from "${name}" t`),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${result.rows[0].n}:${result.rows[0].h}`;
  }
  return out;
}

type Call = { what: string; method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown };
const call = (who: ApiClient, c: Call) =>
  c.method === 'GET' ? who.get(c.url) : c.method === 'POST' ? who.post(c.url, c.body) : who.patch(c.url, c.body);

describe('a guest of another client', () => {
  it('is refused every content call on this client, and nothing changes', async () => {
    // Shared targets the owner could act on (the control below shows it): a
    // written, linked Draft; another to add a template to (a move would find
    // the added one empty); an approved sequence for the upload.
    const draft = await writtenDraft();
    const spare = await s.draft(s.guestClientId, { cadenceId: fiveSteps });
    const approved = await approvedSequence();
    for (const seq of [draft, spare, approved]) expect((await s.owner.patch(path(seq.id), { shareStatus: 'shared' })).status).toBe(200);
    const calls: (Call & { owner: number })[] = [
      { what: 'list of the other client', method: 'GET', url: `/api/content/sequences?client=${s.guestClientId}`, owner: 200 },
      { what: 'templates', method: 'GET', url: path(draft.id, '/templates'), owner: 200 },
      { what: 'create for the other client', method: 'POST', url: '/api/content/sequences', body: { clientId: s.guestClientId, title: 'Not yours' }, owner: 201 },
      { what: 'create for their own client', method: 'POST', url: '/api/content/sequences', body: { clientId: s.otherClientId, title: 'Not yours' }, owner: 201 },
      { what: 'add a template', method: 'POST', url: path(spare.id, '/templates'), body: { step: 1 }, owner: 201 },
      { what: 'move', method: 'PATCH', url: path(draft.id, '/move'), body: {}, owner: 200 },
      { what: 'sync', method: 'PATCH', url: path(draft.id, '/sync'), body: {}, owner: 200 },
      { what: 'upload', method: 'PATCH', url: path(approved.id, '/upload'), body: {}, owner: 200 },
      { what: 'notify guests', method: 'POST', url: path(draft.id, '/notifications'), body: { guests: [s.ids.guest] }, owner: 200 },
      { what: 'cadences', method: 'GET', url: '/api/content/cadences', owner: 200 },
    ];
    const before = await fingerprint();
    for (const c of calls) {
      const res = await call(s.stranger, c);
      // Soft: a failure names every call that was let through, not only the first.
      expect.soft(res.status, `${c.what}: ${res.text}`).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
    // The control: the same calls, in the same order, pass for the content owner.
    for (const c of calls) {
      const res = await call(s.owner, c);
      expect(res.status, `owner, ${c.what}: ${res.text}`).toBe(c.owner);
    }
  });

  it("lists only their own client's shared sequences, whatever the other client shares", async () => {
    const mine = await s.draft(s.otherClientId);
    await s.owner.patch(path(mine.id), { shareStatus: 'shared' });
    const theirs = await sharedInReview(s.api, s.guestClientId);
    expect(theirs).toBeDefined();
    const res = await s.stranger.get<{ id: number; clientId: number; shareStatus: string; archived: boolean }[]>('/api/content/sequences');
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toContain(mine.id);
    expect(res.body.every((r) => r.clientId === s.otherClientId && r.shareStatus === 'shared' && !r.archived)).toBe(true);
  });
});

describe("the client's own guest", () => {
  it('may not ask for a sync of a shared sequence of their client', async () => {
    const seq = await s.draft(s.guestClientId);
    await s.owner.patch(path(seq.id), { shareStatus: 'shared' });
    expect((await s.guest.get(path(seq.id))).status).toBe(200);
    const before = await fingerprint();
    const res = await s.guest.patch(path(seq.id, '/sync'), {});
    expect(res.status).toBe(403);
    expect(await fingerprint()).toEqual(before);
    expect((await s.owner.get(path(seq.id))).body.pending).toBeNull();
  });
});

describe('bad input', () => {
  it('GET …/{id}/templates: a non-numeric id, one above 2^31-1, and an unknown one are not found', async () => {
    for (const id of ['abc', '2147483648', '2147483647', '0']) {
      const res = await s.owner.get(`/api/content/sequences/${id}/templates`);
      expect.soft(res.status, id).toBe(404);
    }
  });

  it('PATCH …/{id}/sync: an unknown field is refused, named, and nothing is asked', async () => {
    const seq = await s.draft(s.otherClientId);
    const before = await fingerprint();
    const res = await s.owner.patch(path(seq.id, '/sync'), { force: true });
    expect(res.status).toBe(422);
    expect(res.body.fields.force).toMatch(/Unknown field "force"/);
    expect(await fingerprint()).toEqual(before);
    expect((await s.owner.get(path(seq.id))).body.pending).toBeNull();
  });
});
