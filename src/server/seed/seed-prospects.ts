import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../db/client';
import { pgArray } from '../db/pg-array';
import { industries, states } from '../db/schema/lookups';
import { clientsChangedOn, writeDailyExport } from '../queries/prospect-daily-exports';
import { companySuffixes, companyWords, firstNames, jobTitles, lastNames } from './lookup-data';
import { createRandom } from './random';
import type { SeededClient } from './seed-clients';

// The prospect database behind search, upload and the daily exports (issue
// 21): a few thousand prospects at scale 1, a million at scale 10 (the bench
// searches and exports at that size). Its own random stream, so the rest of
// the demo data does not change.
const prospectsSeed = 21_2026;

export const seededProspectCount = (scale: number) => (scale >= 10 ? 100_000 * scale : Math.round(2_500 * scale));

// Real SIC and NAICS codes of the kind of companies an agency prospects.
const sicCodes = ['7372', '7371', '7373', '7374', '8742', '8748', '6022', '6211', '5045', '3571', '8062', '8731', '4813', '5961', '7389'];
const naicsCodes = ['511210', '541511', '541512', '518210', '541611', '541618', '522110', '523120', '423430', '334111', '622110', '541715', '517311', '454110', '561499'];

const insertRows = 20_000;

export async function seedProspects(db: Db, scale: number, clientList: SeededClient[], today: Temporal.PlainDate) {
  const rnd = createRandom(prospectsSeed);
  const count = seededProspectCount(scale);
  const industryIds = (await db.select({ id: industries.id }).from(industries)).map((r) => r.id);
  const stateAbbrs = (await db.select({ a: states.abbreviation }).from(states)).map((r) => r.a);

  // Companies: about twenty prospects each.
  const companyCount = Math.max(50, Math.round(count / 20));
  const company = Array.from({ length: companyCount }, (_, i) => {
    const name = `${rnd.pick(companyWords)} ${rnd.pick(companyWords)} ${rnd.pick(companySuffixes)}`;
    return {
      name,
      // The hyphen keeps these apart from the pipeline's companies' domains.
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${i}.example`,
      industryId: rnd.pick(industryIds),
      zoominfo: String(300_000_000 + i),
      sic: rnd.pick(sicCodes),
      naics: rnd.pick(naicsCodes),
    };
  });
  const companyIds: number[] = [];
  for (let i = 0; i < company.length; i += insertRows) {
    const chunk = company.slice(i, i + insertRows);
    const result = await db.execute(sql`insert into companies (name, domain, industry_id, zoominfo_company_id, sic_code, naics_code)
      select * from unnest(${pgArray(chunk.map((c) => c.name))}::text[], ${pgArray(chunk.map((c) => c.domain))}::text[],
        ${pgArray(chunk.map((c) => c.industryId))}::int[], ${pgArray(chunk.map((c) => c.zoominfo))}::text[],
        ${pgArray(chunk.map((c) => c.sic))}::text[], ${pgArray(chunk.map((c) => c.naics))}::text[])
      returning id`);
    companyIds.push(...(result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  }

  // A million rows load much faster into a table without its search indexes,
  // built once afterwards (the GIN ones above all).
  const big = count > 200_000;
  const saved = big ? await dropProspectIndexes(db) : [];
  const now = Date.parse(`${today.toString()}T12:00:00Z`);
  for (let start = 0; start < count; start += insertRows) {
    const n = Math.min(insertRows, count - start);
    const cols = {
      email: [] as string[],
      first: [] as string[],
      last: [] as string[],
      title: [] as string[],
      work: [] as (string | null)[],
      personal: [] as (string | null)[],
      state: [] as string[],
      companyId: [] as number[],
      industryId: [] as number[],
      zoominfo: [] as string[],
      emailTo: [] as (string | null)[],
      clientId: [] as (number | null)[],
      archived: [] as boolean[],
      created: [] as string[],
      updated: [] as string[],
    };
    for (let k = 0; k < n; k++) {
      const i = start + k;
      const c = rnd.int(0, companyCount - 1);
      const first = rnd.pick(firstNames);
      const last = rnd.pick(lastNames);
      const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
      cols.email.push(`${slug}${i}@${company[c].domain}`);
      cols.first.push(first);
      cols.last.push(last);
      cols.title.push(rnd.pick(jobTitles));
      cols.work.push(rnd.chance(0.8) ? `+1 555 ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}` : null);
      cols.personal.push(rnd.chance(0.3) ? `+1 555 ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}` : null);
      cols.state.push(rnd.pick(stateAbbrs));
      cols.companyId.push(companyIds[c]);
      cols.industryId.push(company[c].industryId);
      cols.zoominfo.push(String(1_000_000_000 + i));
      cols.emailTo.push(rnd.chance(0.03) ? `assistant.${last.toLowerCase()}@${company[c].domain}` : null);
      // A third came through a client's upload (the daily exports list them).
      cols.clientId.push(clientList.length && rnd.chance(0.3) ? rnd.pick(clientList).id : null);
      cols.archived.push(rnd.chance(0.05));
      const created = now - rnd.int(0, 365) * 86_400_000 - rnd.int(0, 86_399) * 1000;
      const updated = rnd.chance(0.3) ? Math.min(now, created + rnd.int(0, 120) * 86_400_000) : created;
      cols.created.push(new Date(created).toISOString());
      cols.updated.push(new Date(updated).toISOString());
    }
    await db.execute(sql`insert into prospects (email, first_name, last_name, title, phone_work, phone_personal, state, company_id,
        industry_id, zoominfo_contact_id, email_to, client_id, archived, created_at, updated_at)
      select * from unnest(${pgArray(cols.email)}::text[], ${pgArray(cols.first)}::text[], ${pgArray(cols.last)}::text[],
        ${pgArray(cols.title)}::text[], ${pgArray(cols.work)}::text[], ${pgArray(cols.personal)}::text[], ${pgArray(cols.state)}::text[],
        ${pgArray(cols.companyId)}::int[], ${pgArray(cols.industryId)}::int[], ${pgArray(cols.zoominfo)}::text[],
        ${pgArray(cols.emailTo)}::text[], ${pgArray(cols.clientId)}::int[], ${pgArray(cols.archived)}::boolean[],
        ${pgArray(cols.created)}::timestamptz[], ${pgArray(cols.updated)}::timestamptz[])`);
  }
  if (big) await restoreIndexes(db, saved);
  // The planner's statistics: at scale the choice of index is what makes search fast.
  if (count > 50_000) {
    await db.execute(sql`analyze prospects`);
    await db.execute(sql`analyze companies`);
  }

  // The last three days' exports (of ten clients at most a day), so the list is not empty in a new database.
  for (let d = 1; d <= 3; d++) {
    const day = today.subtract({ days: d }).toString();
    for (const clientId of (await clientsChangedOn(db, day)).slice(0, 10)) await writeDailyExport(db, clientId, day);
  }
  return { prospects: count, companies: companyCount };
}

type SavedIndex = { name: string; definition: string };

async function dropProspectIndexes(db: Db): Promise<SavedIndex[]> {
  const result = await db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'prospects' and indexname like 'prospects\\_%\\_idx'`);
  const saved = (result as unknown as { rows: SavedIndex[] }).rows;
  for (const index of saved) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  return saved;
}

async function restoreIndexes(db: Db, saved: SavedIndex[]) {
  for (const index of saved) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
  }
}
