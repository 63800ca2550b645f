import { sql, type SQL } from 'drizzle-orm';
import { emailOrDomainMatch, searchPhrase } from '../../domain/prospects/email-or-domain';
import type { ProspectFilters, ProspectSort, SortOrder } from '../../domain/prospects/prospect-search';
import type { ProspectRow } from '../../domain/prospects/prospect-types';
import type { Db } from '../db/client';
import { pgArray } from '../db/pg-array';
import { isoInstant } from '../db/api-formats';

// Prospect search at a million rows (issue 21). Each condition is one an
// index answers (schema/prospects.ts, expressions written the same way): the
// "contains" ones through pg_trgm, a company's fields through the ids of the
// matching companies (Basic's `= any(array(...))`, which a btree answers, so
// an OR of them is a BitmapOr of index scans rather than a scan of every row;
// Advanced's `in (select ...)`, a semi-join the planner can weigh).

const nameExpr = sql`lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;

/** LIKE's own characters taken literally (backslash is PostgreSQL's default escape). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (s: string) => `%${escapeLike(searchPhrase(s))}%`;
const companiesWhere = (condition: SQL) => sql`p.company_id = any(array(select id from companies where ${condition}))`;

export function prospectConditions(f: ProspectFilters): SQL[] {
  const where: SQL[] = [];
  if (!(f.includeArchived || f.archived)) where.push(sql`not p.archived`);
  if (f.criteria?.trim()) {
    const pattern = contains(f.criteria);
    where.push(
      sql`(lower(p.email) like ${pattern} or ${nameExpr} like ${pattern} or ${companiesWhere(sql`lower(name) like ${pattern}`)})`,
    );
  }
  const match = f.email_or_domain ? emailOrDomainMatch(f.email_or_domain) : null;
  if (match?.kind === 'email') where.push(sql`lower(p.email) like ${`${escapeLike(match.prefix)}%`}`);
  if (match?.kind === 'domain') {
    where.push(sql`(p.email_domain = ${match.domain} or lower(p.email) like ${`%.${escapeLike(match.domain)}`})`);
  }
  if (f.name?.trim()) where.push(sql`${nameExpr} like ${contains(f.name)}`);
  // The company's own fields narrow the companies first, in one look-up.
  const company: SQL[] = [];
  if (f.company?.trim()) company.push(sql`lower(name) like ${contains(f.company)}`);
  if (f.zoominfo_company_id) company.push(sql`zoominfo_company_id = ${f.zoominfo_company_id}`);
  if (f.sic_code) company.push(sql`sic_code like ${`${f.sic_code}%`}`);
  if (f.naics_code) company.push(sql`naics_code like ${`${f.naics_code}%`}`);
  // A semi-join here, not the array: the planner then weighs how many
  // companies match (a broad SIC prefix matches a third of them, and the
  // array made every page sort all their prospects: 1 s against 10 ms).
  if (company.length) where.push(sql`p.company_id in (select id from companies where ${sql.join(company, sql` and `)})`);
  if (f.zoominfo_contact_id) where.push(sql`p.zoominfo_contact_id = ${f.zoominfo_contact_id}`);
  if (f.industry !== undefined) where.push(sql`p.industry_id = ${f.industry}`);
  if (f.email_to?.trim()) where.push(sql`lower(p.email_to) like ${contains(f.email_to)}`);
  return where;
}

const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

type SortKey = { expr: SQL; cast?: SQL };

// The order of each sort, ending with the id so that pages never overlap
// (but the email, which is unique: then its own index gives the order, and a
// page of a large export walks it from where the last one stopped).
const sortKeys: Record<ProspectSort, SortKey[]> = {
  email: [{ expr: sql`p.email` }],
  name: [{ expr: sql`lower(coalesce(p.last_name, ''))` }, { expr: sql`lower(coalesce(p.first_name, ''))` }],
  company: [{ expr: sql`coalesce(lower(c.name), '')` }],
  updated: [{ expr: sql`p.updated_at`, cast: sql`::timestamptz` }],
};

const uniqueSort = (sort: ProspectSort) => sort === 'email';

function orderBy(sort: ProspectSort, order: SortOrder) {
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  const keys = sortKeys[sort].map((k) => sql`${k.expr} ${dir}`);
  return sql.join(uniqueSort(sort) ? keys : [...keys, sql`p.id ${dir}`], sql`, `);
}

const selectRow = sql`p.id, p.email, p.title, p.first_name, p.last_name, p.phone_personal, p.phone_work, p.state,
  p.archived, p.zoominfo_contact_id, p.email_to,
  ${isoInstant(sql`p.updated_at`)} as updated_at,
  c.id as company_id, c.name as company_name, c.zoominfo_company_id, c.sic_code, c.naics_code, i.name as industry`;
const fromJoined = sql`from prospects p left join companies c on c.id = p.company_id left join industries i on i.id = p.industry_id`;

type RawRow = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;
// Columns read here are text, numbers or booleans.
const str = (v: unknown) => (v === null || v === undefined ? null : String(v as string | number | boolean));

export function toProspectRow(r: RawRow): ProspectRow {
  return {
    id: Number(r.id),
    email: String(r.email),
    title: str(r.title),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    phonePersonal: str(r.phone_personal),
    phoneWork: str(r.phone_work),
    state: str(r.state),
    company:
      r.company_id === null || r.company_id === undefined
        ? null
        : {
            id: Number(r.company_id),
            name: String(r.company_name),
            zoominfoCompanyId: str(r.zoominfo_company_id),
            sicCode: str(r.sic_code),
            naicsCode: str(r.naics_code),
          },
    industry: str(r.industry),
    zoominfoContactId: str(r.zoominfo_contact_id),
    emailTo: str(r.email_to),
    archived: r.archived === true || r.archived === 't',
    updatedAt: String(r.updated_at),
  };
}

export type SearchPage = { sort: ProspectSort; order: SortOrder; limit: number; offset: number };

/** One page of a search, in its order. */
export async function searchPage(db: Db, filters: ProspectFilters, page: SearchPage): Promise<ProspectRow[]> {
  const result = await db.execute(sql`select ${selectRow} ${fromJoined} ${whereOf(prospectConditions(filters))}
    order by ${orderBy(page.sort, page.order)} limit ${page.limit} offset ${page.offset}`);
  return rowsOf(result).map(toProspectRow);
}

/** Rows matching, counted up to `cap` + 1 (past the cap the exact number is not worth a full count). */
export const countMatches = (db: Db, filters: ProspectFilters, cap: number) => countWhere(db, prospectConditions(filters), cap);

async function countWhere(db: Db, where: SQL[], cap: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from prospects p ${whereOf(where)} limit ${cap + 1}) matched`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}

/**
 * Every row matching `where`, in order, a page at a time. The ids come first,
 * in the sort's order, from one query (the planner gathers the matches by
 * their indexes and sorts them once: four bytes a row held, 4 MB for a
 * million); then each page's rows by those ids, a short query of its own, so
 * an export never holds a transaction, nor on PGlite the one connection,
 * while the file downloads. (Paging by the sort's keys made each page walk
 * the whole email index past the rows that did not match: 100,000 rows took
 * 14 s on PostgreSQL and 21 s on PGlite.)
 */
export async function* exportCsvPages(db: Db, where: SQL[], sort: ProspectSort, order: SortOrder, pageSize = 2000) {
  const ids = Int32Array.from(
    rowsOf(await db.execute(sql`select p.id ${sort === 'company' ? fromJoined : sql`from prospects p`} ${whereOf(where)} order by ${orderBy(sort, order)}`)).map((r) => Number(r.id)),
  );
  for (let at = 0; at < ids.length; at += pageSize) {
    const page = ids.subarray(at, at + pageSize);
    const rows = rowsOf(await db.execute(sql`select ${selectRow} ${fromJoined} where p.id = any(${pgArray([...page])}::int[])`)).map(toProspectRow);
    // In the order of the ids; a row deleted meanwhile is left out.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = Array.from(page, (id) => byId.get(id)).filter((r): r is ProspectRow => r !== undefined);
    if (ordered.length) yield ordered;
  }
}
