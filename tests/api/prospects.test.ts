import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProspectRow, ProspectSearchAnswer } from '../../src/domain/prospects/prospect-types';
import { industries } from '../../src/server/db/schema/lookups';
import { companies, prospects } from '../../src/server/db/schema/prospects';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { parseCsv } from '../support/csv';

let api: TestApi;
let sdr: ApiClient;
let industry: { id: number; name: string };
const ids: Record<string, number> = {};

// Known prospects among the seeded thousands: every name here is made up to be unique.
beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
  const db = api.database.db;
  [industry] = await db.select({ id: industries.id, name: industries.name }).from(industries).limit(1);
  const [quokka, wombat] = await db
    .insert(companies)
    .values([
      { name: 'Quokka Quantum Labs', domain: 'quokkaquantum.test', zoominfoCompanyId: '777000111', sicCode: '7372', naicsCode: '511210' },
      { name: 'Wombat Widgets', domain: 'wombatwidgets.test', zoominfoCompanyId: '777000222', sicCode: '3571', naicsCode: '334111' },
    ])
    .returning();
  const rows = await db
    .insert(prospects)
    .values([
      { email: 'ada.zyx@quokkaquantum.test', firstName: 'Adaline', lastName: 'Zyxwood', companyId: quokka.id, industryId: industry.id, zoominfoContactId: '555000111', title: 'CTO' },
      { email: 'bob.zyx@mail.quokkaquantum.test', firstName: 'Bobbin', lastName: 'Zyxwood', companyId: quokka.id, emailTo: 'helper.zyx@quokkaquantum.test' },
      { email: 'cy@wombatwidgets.test', firstName: 'Cyrano', lastName: 'Quillfeather', companyId: wombat.id, archived: true },
      { email: 'dee@notquokkaquantum.test', firstName: 'Dee', lastName: 'Zyxwood', companyId: wombat.id, industryId: industry.id },
      // Cells a spreadsheet would run, and quoting.
      { email: 'eve@formula.test', firstName: '+SUM(1,2)', lastName: '-Minus', title: '=HYPERLINK("http://x.test","click")', companyId: null, state: '@NY', phoneWork: 'a, "quoted" value' },
    ])
    .returning({ id: prospects.id, email: prospects.email });
  for (const r of rows) ids[r.email.split('@')[0]] = r.id;
  // Enough rows to cap the count, named apart from everything else.
  await db.execute(sql`insert into prospects (email, first_name, last_name, updated_at)
    select 'cap' || lpad(i::text, 6, '0') || '@captest.test', 'Captest', 'Row' || (i % 97), now() - (i % 50) * interval '1 hour'
    from generate_series(1, 10001) i`);
});
afterAll(() => api.close());

const search = async (query: string, as = sdr) => {
  const res = await as.get<ProspectSearchAnswer>(`/api/prospects?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const cookieOf = (client: ApiClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const emailsOf = (answer: ProspectSearchAnswer) => answer.prospects.map((p) => p.email).sort();

describe('GET /api/prospects, Basic', () => {
  it('matches the criteria against the email or its domain, the name and the company; archived ones only when asked', async () => {
    expect(emailsOf(await search('criteria=zyxwood'))).toEqual(['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test', 'dee@notquokkaquantum.test']);
    expect(emailsOf(await search('criteria=Quokka%20Quantum'))).toEqual(['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test']);
    expect(emailsOf(await search('criteria=BOBBIN'))).toEqual(['bob.zyx@mail.quokkaquantum.test']);
    expect(emailsOf(await search('criteria=wombatwidgets.test'))).toEqual([]);
    expect(emailsOf(await search('criteria=wombatwidgets.test&includeArchived=1'))).toEqual(['cy@wombatwidgets.test']);
    // LIKE's own characters are taken literally.
    expect((await search('criteria=%25%25')).total).toBe(0);
  });

  it('answers the prospect as spec 3 describes it, with its company and industry', async () => {
    const [ada] = (await search('criteria=adaline')).prospects;
    expect(ada).toMatchObject({
      id: ids['ada.zyx'],
      email: 'ada.zyx@quokkaquantum.test',
      firstName: 'Adaline',
      lastName: 'Zyxwood',
      title: 'CTO',
      company: { name: 'Quokka Quantum Labs', zoominfoCompanyId: '777000111', sicCode: '7372', naicsCode: '511210' },
      industry: industry.name,
      zoominfoContactId: '555000111',
      archived: false,
    });
  });
});

describe('GET /api/prospects, Advanced', () => {
  const cases: [string, string, string[]][] = [
    ['email_or_domain: a domain covers its subdomains, not look-alikes', 'email_or_domain=quokkaquantum.test', ['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test']],
    ['email_or_domain: @domain', 'email_or_domain=%40quokkaquantum.test', ['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test']],
    ['email_or_domain: the beginning of an address', 'email_or_domain=ada.zyx%40', ['ada.zyx@quokkaquantum.test']],
    ['company', 'company=quokka', ['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test']],
    ['name', 'name=bobbin%20zyx', ['bob.zyx@mail.quokkaquantum.test']],
    ['zoominfo_company_id', 'zoominfo_company_id=777000222', ['dee@notquokkaquantum.test']],
    ['zoominfo_contact_id', 'zoominfo_contact_id=555000111', ['ada.zyx@quokkaquantum.test']],
    ['email_to', 'email_to=helper.zyx', ['bob.zyx@mail.quokkaquantum.test']],
    ['company and name together', 'company=quokka&name=adaline', ['ada.zyx@quokkaquantum.test']],
    ['name and industry together', `name=zyxwood&industry=${0}`, ['ada.zyx@quokkaquantum.test', 'dee@notquokkaquantum.test']],
    ['name and a SIC code prefix', 'name=zyxwood&sic_code=737', ['ada.zyx@quokkaquantum.test', 'bob.zyx@mail.quokkaquantum.test']],
    ['name and a NAICS code prefix', 'name=zyxwood&naics_code=3341', ['dee@notquokkaquantum.test']],
    ['email_or_domain and archived', 'email_or_domain=wombatwidgets.test&includeArchived=true', ['cy@wombatwidgets.test']],
  ];
  it.each(cases)('%s', async (_, query, expected) => {
    expect(emailsOf(await search(query.replace('industry=0', `industry=${industry.id}`)))).toEqual(expected);
  });

  it('filters alone by industry, SIC and NAICS code across the whole database', async () => {
    const byIndustry = await search(`industry=${industry.id}&pageSize=200`);
    expect(byIndustry.total).toBeGreaterThan(2);
    expect(byIndustry.prospects.every((p) => p.industry === industry.name)).toBe(true);
    const bySic = await search('sic_code=73&pageSize=200');
    expect(bySic.prospects.length).toBeGreaterThan(0);
    expect(bySic.prospects.every((p) => p.company?.sicCode?.startsWith('73'))).toBe(true);
    const byNaics = await search('naics_code=5112&pageSize=200');
    expect(byNaics.prospects.length).toBeGreaterThan(0);
    expect(byNaics.prospects.every((p) => p.company?.naicsCode?.startsWith('5112'))).toBe(true);
  });
});

describe('paging and sorting', () => {
  it('pages through the matches in order, without overlap, with the total', async () => {
    const all: ProspectRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await search(`criteria=captest&sort=name&order=desc&pageSize=200&page=${page}`);
      expect(answer).toMatchObject({ page, pageSize: 200, total: 10_000, totalCapped: true });
      all.push(...answer.prospects);
    }
    expect(all).toHaveLength(600);
    expect(new Set(all.map((p) => p.id)).size).toBe(600);
    const keys = all.map((p) => `${p.lastName}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('counts exactly below the cap', async () => {
    const answer = await search('criteria=zyxwood&pageSize=2');
    expect(answer).toMatchObject({ total: 3, totalCapped: false });
    expect(answer.prospects).toHaveLength(2);
    expect((await search('criteria=zyxwood&pageSize=2&page=2')).prospects).toHaveLength(1);
  });

  it('sorts by company and by last change', async () => {
    const byCompany = await search('criteria=zyxwood&sort=company');
    expect(byCompany.prospects.map((p) => p.company?.name)).toEqual(['Quokka Quantum Labs', 'Quokka Quantum Labs', 'Wombat Widgets']);
    const byUpdated = await search('criteria=captest&sort=updated&order=desc&pageSize=50');
    const times = byUpdated.prospects.map((p) => p.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('bad input and access', () => {
  it.each([
    ['sic_code=abc', 'sic_code'],
    ['naics_code=1', 'naics_code'],
    ['naics_code=1234567', 'naics_code'],
    ['zoominfo_company_id=x1', 'zoominfo_company_id'],
    ['zoominfo_contact_id=12a', 'zoominfo_contact_id'],
    ['industry=0', 'industry'],
    ['page=0', 'page'],
    ['pageSize=500', 'pageSize'],
    ['sort=bogus', 'sort'],
    ['order=up', 'order'],
    ['includeArchived=maybe', 'includeArchived'],
    [`criteria=${'x'.repeat(201)}`, 'criteria'],
    [`email_or_domain=${'x'.repeat(255)}`, 'email_or_domain'],
  ])('%s is refused with 422 naming the field', async (query, field) => {
    for (const path of ['/api/prospects', '/api/prospects/export']) {
      if (path.endsWith('export') && query.startsWith('page')) continue;
      const res = await sdr.get(`${path}?${query}`);
      expect(res.status, `${path}?${query}`).toBe(422);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
  });

  it('serves every staff role, refuses guests (403) and the signed-out (401)', async () => {
    for (const email of ['admin@demo.test', 'pdm@demo.test', 'dso@demo.test', 'ssdr@demo.test', 'strategist@demo.test', 'psm@demo.test', 'content@demo.test']) {
      expect((await (await api.as(email)).get('/api/prospects?criteria=zyxwood')).status, email).toBe(200);
    }
    const guest = await api.as('guest@demo.test');
    expect((await guest.get('/api/prospects')).status).toBe(403);
    expect((await guest.get('/api/prospects/export')).status).toBe(403);
    expect((await api.anonymous().get('/api/prospects')).status).toBe(401);
    expect((await api.anonymous().get('/api/prospects/export')).status).toBe(401);
  });
});

describe('GET /api/prospects/export', () => {
  it('downloads CSV with a file name, UTF-8 with BOM, no caching, and formula cells made inert', async () => {
    const res = await sdr.get('/api/prospects/export?email_or_domain=formula.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="prospects-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The text of an answer has its byte-order mark taken off: read the bytes.
    const raw = await api.app.request('/api/prospects/export?email_or_domain=formula.test', { headers: { cookie: cookieOf(sdr) } });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).startsWith('\uFEFFEmail,First name,Last name,Title,Company')).toBe(true);
    const [header, row, ...rest] = parseCsv(res.text);
    expect(rest).toEqual([]);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Email')).toBe('eve@formula.test');
    expect(cell('First name')).toBe("'+SUM(1,2)");
    expect(cell('Last name')).toBe("'-Minus");
    expect(cell('Title')).toBe(`'=HYPERLINK("http://x.test","click")`);
    expect(cell('State')).toBe("'@NY");
    expect(cell('Work phone')).toBe('a, "quoted" value');
    expect(res.text).toContain('"\'=HYPERLINK(""http://x.test"",""click"")"');
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it("takes spec 7's email_or_domain and archived", async () => {
    const without = parseCsv((await sdr.get('/api/prospects/export?email_or_domain=wombatwidgets.test')).text);
    expect(without).toHaveLength(1);
    const withArchived = parseCsv((await sdr.get('/api/prospects/export?email_or_domain=wombatwidgets.test&archived=1')).text);
    expect(withArchived.slice(1).map((r) => r[0])).toEqual(['cy@wombatwidgets.test']);
  });

  it('lists every match of the search, in its order, across many pages', async () => {
    for (const [sort, order] of [['email', 'asc'], ['name', 'desc'], ['updated', 'asc'], ['company', 'asc']]) {
      const res = await sdr.get(`/api/prospects/export?criteria=captest&sort=${sort}&order=${order}`);
      const [header, ...rows] = parseCsv(res.text);
      expect(rows, `${sort} ${order}`).toHaveLength(10_001);
      const emails = rows.map((r) => r[0]);
      expect(new Set(emails).size, `${sort} ${order}`).toBe(10_001);
      // The first page of the same search, in the same order.
      const first = await search(`criteria=captest&sort=${sort}&order=${order}&pageSize=200`);
      expect(emails.slice(0, 200), `${sort} ${order}`).toEqual(first.prospects.map((p) => p.email));
      expect(header[0]).toBe('Email');
    }
  });
});
