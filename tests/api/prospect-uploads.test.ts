import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProspectUpload, UploadListAnswer } from '../../src/domain/prospects/prospect-types';
import { clients, dneDomains } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { prospectUploads } from '../../src/server/db/schema/prospect-files';
import { companies, prospects } from '../../src/server/db/schema/prospects';
import { optOuts } from '../../src/server/db/schema/settings';
import { jobHandlers } from '../../src/server/jobs/job-handlers';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { processUpload, uploadBatchRows } from '../../src/server/queries/prospect-upload-job';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { parseCsv } from '../support/csv';
import { csvOf, uploadForm, type UploadInput } from '../support/prospect-upload';

let api: TestApi;
let admin: ApiClient;
let clientId: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@demo.test');
  [{ id: clientId }] = await api.database.db.select({ id: clients.id }).from(clients).limit(1);
});
afterAll(() => api.close());

const send = (as: ApiClient, input: Omit<UploadInput, 'client'> & { client?: number | string }, headers: Record<string, string> = {}) =>
  as.request<ProspectUpload>('POST', '/api/prospect/uploads', { body: uploadForm({ client: clientId, ...input }), headers });

/** Sends a file, runs the jobs it queued, and answers the upload as Past Files shows it. */
async function uploadAndRun(input: Omit<UploadInput, 'client'>): Promise<ProspectUpload> {
  const res = await send(admin, input);
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ status: 'queued', progress: 0, client: { id: clientId } });
  await api.jobs.runDue();
  return pastFile(res.body.id);
}

async function pastFile(id: number): Promise<ProspectUpload> {
  const list = await admin.get<UploadListAnswer>('/api/prospect/uploads');
  expect(list.status).toBe(200);
  return list.body.uploads.find((u) => u.id === id)!;
}

const prospectByEmail = async (email: string) =>
  (await api.database.db.select().from(prospects).where(eq(prospects.email, email)))[0];

async function report(id: number) {
  const res = await admin.get(`/api/prospect/uploads/${id}/rejected`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/rejected-rows\.csv"$/);
  return parseCsv(res.text);
}

describe('POST /api/prospect/uploads with a good file', () => {
  it('stores the file, processes it in a job, and creates the prospects for the client', async () => {
    const upload = await uploadAndRun({
      csv: csvOf([
        ['Ann.Upload@Good-Upload.test', 'Ann', 'Upload', 'Goodupload Inc', 'CEO'],
        ['ben.upload@good-upload.test', 'Ben', 'Upload', 'Goodupload Inc', ''],
        ['cal.upload@good-upload.test', 'Cal', 'Upload', '', 'VP Sales'],
      ]),
      name: 'good.csv',
    });
    expect(upload).toMatchObject({ status: 'done', progress: 1, rowsDone: 3, counts: { created: 3, updated: 0, skipped: {} }, rejected: 0, fileName: 'good.csv', uploadedBy: 'Ada Admin' });
    const ann = await prospectByEmail('ann.upload@good-upload.test');
    expect(ann).toMatchObject({ firstName: 'Ann', lastName: 'Upload', title: 'CEO', clientId });
    const [company] = await api.database.db.select().from(companies).where(eq(companies.id, ann.companyId!));
    expect(company.name).toBe('Goodupload Inc');
    expect((await prospectByEmail('ben.upload@good-upload.test')).companyId).toBe(ann.companyId);
    // Findable at once.
    const found = await admin.get('/api/prospects?email_or_domain=good-upload.test');
    expect(found.body.total).toBe(3);
  });

  it('splits a full name on spaces when there are no first and last name columns (spec 5)', async () => {
    const upload = await uploadAndRun({
      csv: csvOf([['dora@fullname.test', 'Dora Van Der Berg']], ['E-mail Address', 'Name']),
      mapping: { email: 'E-mail Address', fullName: 'Name' },
    });
    expect(upload.counts.created).toBe(1);
    expect(await prospectByEmail('dora@fullname.test')).toMatchObject({ firstName: 'Dora', lastName: 'Van Der Berg' });
  });
});

describe('rows that are skipped, each with its reason', () => {
  it('counts a missing email, a bad email, a value too long, an opted-out email and a DNE domain, and lists them in the report', async () => {
    const db = api.database.db;
    await db.insert(optOuts).values({ email: 'gone@optout.test' });
    await db.insert(dneDomains).values({ clientId, domain: 'blocked-domain.test' });
    const upload = await uploadAndRun({
      csv: csvOf([
        ['ok.row@bad-rows.test', 'Ok', 'Row', '', ''],
        ['', 'No', 'Email', '', ''],
        ['a@b.c', 'Short', 'Tld', '', ''],
        ['x@y.abcdefghijk', 'Long', 'Tld', '', ''],
        ['long.title@bad-rows.test', 'Long', 'Title', '', 'T'.repeat(201)],
        ['GONE@optout.test', 'Opted', 'Out', '', ''],
        ['someone@blocked-domain.test', 'Dne', 'Domain', '', ''],
        ['=cmd@bad-rows.test', 'Formula', 'Email', '', ''],
      ]),
    });
    expect(upload).toMatchObject({
      status: 'done',
      rowsDone: 8,
      counts: { created: 2, updated: 0, skipped: { missing_email: 1, invalid_email: 2, too_long: 1, opted_out: 1, dne_domain: 1 } },
      rejected: 6,
    });
    expect(await prospectByEmail('gone@optout.test')).toBeUndefined();
    expect(await prospectByEmail('someone@blocked-domain.test')).toBeUndefined();
    const [header, ...rows] = await report(upload.id);
    expect(header).toEqual(['Line', 'Reason', 'Email', 'First Name', 'Last Name', 'Company', 'Title']);
    expect(rows.map((r) => [r[0], r[2]])).toEqual([
      ['3', ''],
      ['4', 'a@b.c'],
      ['5', 'x@y.abcdefghijk'],
      ['6', 'long.title@bad-rows.test'],
      ['7', 'GONE@optout.test'],
      ['8', 'someone@blocked-domain.test'],
    ]);
    expect(rows[0][1]).toBe('No email address');
    expect(rows[4][1]).toBe('The email is opted out');
    expect(rows[5][1]).toBe("The domain is on the client's do-not-email list");
  });
});

describe('duplicates', () => {
  const dupRows = (n: number) => Array.from({ length: n }, (_, i) => [`dup${i % 10}@dups.test`, `New${i}`, 'Dup', '', `Title ${i}`]);

  it('updates known prospects once and skips the later repeats of the file (update chosen)', async () => {
    await api.database.db.insert(prospects).values([
      { email: 'dup0@dups.test', firstName: 'Old', lastName: 'Name', title: 'Old title' },
      { email: 'DUP1@dups.test', firstName: 'Old', lastName: 'Name' },
    ]);
    const upload = await uploadAndRun({ csv: csvOf(dupRows(50)), duplicates: 'update' });
    expect(upload.counts).toEqual({ created: 8, updated: 2, skipped: { duplicate_in_file: 40 } });
    expect(await prospectByEmail('dup0@dups.test')).toMatchObject({ firstName: 'New0', title: 'Title 0', clientId });
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(prospects).where(sql`lower(email) like '%@dups.test'`);
    expect(n).toBe(10);
  });

  it('leaves known prospects as they are when skip is chosen', async () => {
    const upload = await uploadAndRun({
      csv: csvOf([
        ['dup0@dups.test', 'Other', 'Name', '', ''],
        ['fresh@dups.test', 'Fresh', 'One', '', ''],
        ['fresh@dups.test', 'Fresh', 'Again', '', ''],
      ]),
      duplicates: 'skip',
    });
    expect(upload.counts).toEqual({ created: 1, updated: 0, skipped: { already_exists: 1, duplicate_in_file: 1 } });
    expect((await prospectByEmail('dup0@dups.test')).firstName).toBe('New0');
  });
});

describe('files that are refused', () => {
  it.each([
    ['a spreadsheet, not a CSV', { csv: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1]), name: 'book.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, 415, 'file'],
    ['a binary file named .csv', { csv: new Uint8Array([0x45, 0, 0x46, 0x47]), name: 'trick.csv' }, 415, 'file'],
    ['an empty file', { csv: '' }, 422, 'file'],
    ['a file of blank lines', { csv: '\r\n\r\n' }, 422, 'file'],
    ['a header and no rows', { csv: 'Email,First Name,Last Name,Company,Title\r\n' }, 422, 'file'],
    ['no email column mapped', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), mapping: { firstName: 'First Name' } }, 422, 'mapping'],
    ['a mapped column not in the file', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), mapping: { email: 'Email', title: 'Job' } }, 422, 'mapping'],
    ['a mapping that is not JSON', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), mapping: '{email' }, 422, 'mapping'],
    ['an unknown field', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), mapping: { email: 'Email', shoeSize: 'Title' } }, 422, 'mapping'],
    ['an unknown client', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), client: 999999 }, 422, 'client'],
    ['a client that is not an id', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), client: 'acme' }, 422, 'client'],
    ['an unknown duplicates choice', { csv: csvOf([['a@b.co', 'A', 'B', '', '']]), duplicates: 'merge' }, 422, 'duplicates'],
  ] as const)('%s: %i naming %s', async (_, input, status, field) => {
    const before = (await api.database.db.select({ id: prospectUploads.id }).from(prospectUploads)).length;
    const res = await send(admin, input as Omit<UploadInput, 'client'>);
    expect(res.status, res.text).toBe(status);
    expect((res.body as unknown as { error: string }).error).toEqual(expect.any(String));
    expect(Object.keys((res.body as unknown as { fields?: object }).fields ?? {})).toContain(field);
    // A refused request leaves no upload and no job behind.
    expect((await api.database.db.select({ id: prospectUploads.id }).from(prospectUploads)).length).toBe(before);
  });

  it('refuses a file over 50 MB with 413 before reading it', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 10).fill(0x61);
    const res = await send(admin, { csv: big, name: 'big.csv' });
    expect(res.status).toBe(413);
    expect((res.body as unknown as { error: string }).error).toMatch(/larger than 50 MB/);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await admin.post('/api/prospect/uploads', { client: clientId });
    expect(res.status).toBe(415);
  });
});

describe('an upload interrupted by a server restart', () => {
  it('is taken over once its lease runs out and finishes from its stored progress, counting each row once', async () => {
    const rows = Array.from({ length: uploadBatchRows * 2 + 500 }, (_, i) => [`restart${i}@restart.test`, 'Re', `Start${i}`, 'Restart Co', '']);
    const res = await send(admin, { csv: csvOf(rows) });
    expect(res.status).toBe(201);
    const id = res.body.id;
    const stored = async () => (await api.database.db.select().from(prospectUploads).where(eq(prospectUploads.id, id)))[0];

    // The first process dies after its first batch: its heartbeat never comes back.
    const dying = createJobRunner({
      db: api.database.db,
      integrations: api.integrations,
      handlers: { ...jobHandlers, 'prospects.upload': (ctx) => processUpload({ ...ctx, heartbeat: () => new Promise(() => {}) }) },
    });
    void dying.runDue();
    await expect.poll(async () => (await stored()).rowsDone, { timeout: 20_000 }).toBe(uploadBatchRows);
    expect(await pastFile(id)).toMatchObject({ status: 'processing', counts: { created: uploadBatchRows } });
    expect((await pastFile(id)).progress).toBeGreaterThan(0.3);
    expect((await pastFile(id)).progress).toBeLessThan(0.5);

    // Not taken over while its lease lasts; then, the lease run out, another process finishes it.
    expect(await api.jobs.runDue()).toBe(0);
    await api.database.db.update(jobs).set({ leasedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.kind, 'prospects.upload'));
    expect(await api.jobs.runDue()).toBe(1);
    expect(await pastFile(id)).toMatchObject({ status: 'done', rowsDone: rows.length, counts: { created: rows.length, updated: 0, skipped: {} } });
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(prospects).where(sql`email like '%@restart.test'`);
    expect(n).toBe(rows.length);
  });
});

describe('idempotency', () => {
  it('applies a repeated request with the same key and the same bytes once', async () => {
    const boundary = 'prospects-test-boundary';
    const csv = csvOf([['once@idem.test', 'Once', 'Only', '', '']]);
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="once.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="client"\r\n\r\n${clientId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n{"email":"Email"}\r\n--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'Idempotency-Key': 'upload-key-0001' };
    const first = await admin.request('POST', '/api/prospect/uploads', { body, headers });
    const again = await admin.request('POST', '/api/prospect/uploads', { body, headers });
    expect(first.status, first.text).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(prospectUploads).where(eq(prospectUploads.fileName, 'once.csv'));
    expect(n).toBe(1);
  });
});

describe('who may upload', () => {
  const file = () => ({ csv: csvOf([[`perm${Math.random().toString(36).slice(2)}@perm.test`, 'P', 'Erm', '', '']]) });

  it('super-admins and SDR group leads upload; other staff see Past Files but may not send one; guests get nothing', async () => {
    const pdm = await api.as('pdm@demo.test'); // leads Team Falcon, whose members are SDRs
    expect((await send(pdm, file())).status).toBe(201);
    expect((await pdm.get<UploadListAnswer>('/api/prospect/uploads')).body.mayUpload).toBe(true);
    expect((await admin.get<UploadListAnswer>('/api/prospect/uploads')).body.mayUpload).toBe(true);
    for (const email of ['sdr@demo.test', 'ssdr@demo.test', 'content@demo.test']) {
      const staff = await api.as(email);
      const res = await send(staff, file());
      expect(res.status, email).toBe(403);
      expect((res.body as unknown as { error: string }).error).toMatch(/super-admins and SDR team leads/);
      const list = await staff.get<UploadListAnswer>('/api/prospect/uploads');
      expect(list.status).toBe(200);
      expect(list.body.mayUpload).toBe(false);
      expect(list.body.uploads.length).toBeGreaterThan(0);
    }
    const guest = await api.as('guest@demo.test');
    expect((await send(guest, file())).status).toBe(403);
    expect((await guest.get('/api/prospect/uploads')).status).toBe(403);
    expect((await guest.get(`/api/prospect/uploads/1/rejected`)).status).toBe(403);
    expect((await send(api.anonymous(), file())).status).toBe(401);
    expect((await api.anonymous().get('/api/prospect/uploads')).status).toBe(401);
    const noXsrf = await admin.request('POST', '/api/prospect/uploads', { body: uploadForm({ client: clientId, ...file() }), noXsrf: true });
    expect(noXsrf.status).toBe(403);
  });

  it('answers 404 for the report of an unknown upload', async () => {
    expect((await admin.get('/api/prospect/uploads/999999/rejected')).status).toBe(404);
  });
});
