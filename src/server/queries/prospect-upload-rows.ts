import { sql } from 'drizzle-orm';
import type { SkipReason } from '../../domain/prospects/upload-rules';
import type { Db } from '../db/client';
import { pgArray } from '../db/pg-array';
import { optOuts } from '../db/schema/settings';
import { companies, prospects } from '../db/schema/prospects';
import type { UploadContext } from './prospect-upload-job';

/** A row that passed the checks of its own (upload-row-check.ts). */
export type UploadRow = {
  line: number;
  cells: readonly string[];
  email: string;
  domain: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  company?: string;
  companyDomain?: string;
  industry?: string;
  state?: string;
  phoneWork?: string;
  phonePersonal?: string;
  zoominfoContactId?: string;
  zoominfoCompanyId?: string;
  sicCode?: string;
  naicsCode?: string;
  emailTo?: string;
};

type Reject = { line: number; reason: SkipReason; cells: string[] };


/**
 * Applies a batch in the caller's transaction: skips opted-out emails and
 * repeats, then creates the new prospects and (if so chosen) updates the
 * known ones, creating their companies as needed. Answers the counts and the
 * rows it refused, each with its reason.
 */
export async function applyUploadRows(db: Db, ctx: UploadContext, rows: UploadRow[]) {
  const rejects: Reject[] = [];
  const reject = (row: UploadRow, reason: SkipReason) => rejects.push({ line: row.line, reason, cells: [...row.cells] });
  const firsts = new Map<string, UploadRow>();
  for (const row of rows) {
    if (firsts.has(row.email)) reject(row, 'duplicate_in_file');
    else firsts.set(row.email, row);
  }
  const emails = [...firsts.keys()];
  if (!emails.length) return { created: 0, updated: 0, rejects };

  // Each statement takes its values as a few arrays (pg-array.ts): a batch is a handful of short statements.
  const opted = new Set(
    rowsOf<{ email: string }>(await db.execute(sql`select email from ${optOuts} where email = any(${pgArray(emails)}::text[])`)).map((r) => r.email.toLowerCase()),
  );
  const known = new Map(
    rowsOf<{ id: number; email: string; upload_id: number | null }>(
      await db.execute(sql`select id, lower(email) as email, upload_id from ${prospects} where lower(email) = any(${pgArray(emails)}::text[])`),
    ).map((p) => [p.email, { id: Number(p.id), uploadId: p.upload_id === null ? null : Number(p.upload_id) }]),
  );

  const toInsert: UploadRow[] = [];
  const toUpdate: (UploadRow & { id: number })[] = [];
  for (const row of firsts.values()) {
    const existing = known.get(row.email);
    if (opted.has(row.email)) reject(row, 'opted_out');
    // Touched by this very upload already (an earlier batch, or before a restart).
    else if (existing?.uploadId === ctx.uploadId) reject(row, 'duplicate_in_file');
    else if (existing && ctx.duplicates === 'skip') reject(row, 'already_exists');
    else if (existing) toUpdate.push({ ...row, id: existing.id });
    else toInsert.push(row);
  }

  const companyIds = await companiesFor(db, [...toInsert, ...toUpdate], ctx);
  const industryId = (row: UploadRow) => (row.industry ? (ctx.industryIds.get(row.industry.toLowerCase()) ?? null) : null);
  const companyId = (row: UploadRow) => (row.company ? (companyIds.get(row.company.toLowerCase()) ?? null) : null);
  const text = (list: UploadRow[], pick: (r: UploadRow) => string | undefined) => sql`${pgArray(list.map((r) => pick(r) ?? null))}::text[]`;
  const int = (list: UploadRow[], pick: (r: UploadRow) => number | null) => sql`${pgArray(list.map(pick))}::int[]`;

  let created = 0;
  if (toInsert.length) {
    const inserted = rowsOf<{ email: string }>(
      await db.execute(sql`insert into ${prospects} (email, first_name, last_name, title, phone_work, phone_personal, state, company_id, industry_id,
          zoominfo_contact_id, email_to, client_id, upload_id)
        select v.*, ${ctx.clientId}::int, ${ctx.uploadId}::int from unnest(${text(toInsert, (r) => r.email)}, ${text(toInsert, (r) => r.firstName)},
          ${text(toInsert, (r) => r.lastName)}, ${text(toInsert, (r) => r.title)}, ${text(toInsert, (r) => r.phoneWork)}, ${text(toInsert, (r) => r.phonePersonal)},
          ${text(toInsert, (r) => r.state)}, ${int(toInsert, companyId)}, ${int(toInsert, industryId)}, ${text(toInsert, (r) => r.zoominfoContactId)},
          ${text(toInsert, (r) => r.emailTo)}) as v
        on conflict do nothing returning email`),
    );
    created = inserted.length;
    // Written meanwhile by someone else (a booking) under the same address.
    const written = new Set(inserted.map((r) => r.email));
    for (const row of toInsert) if (!written.has(row.email)) reject(row, 'already_exists');
  }

  if (toUpdate.length) {
    // A blank cell keeps what the prospect had.
    await db.execute(sql`update ${prospects} p set
        first_name = coalesce(v.first_name, p.first_name), last_name = coalesce(v.last_name, p.last_name),
        title = coalesce(v.title, p.title), phone_work = coalesce(v.phone_work, p.phone_work),
        phone_personal = coalesce(v.phone_personal, p.phone_personal), state = coalesce(v.state, p.state),
        company_id = coalesce(v.company_id, p.company_id), industry_id = coalesce(v.industry_id, p.industry_id),
        zoominfo_contact_id = coalesce(v.zoominfo_contact_id, p.zoominfo_contact_id), email_to = coalesce(v.email_to, p.email_to),
        client_id = ${ctx.clientId}, upload_id = ${ctx.uploadId}, updated_at = now()
      from unnest(${pgArray(toUpdate.map((r) => r.id))}::int[], ${text(toUpdate, (r) => r.firstName)}, ${text(toUpdate, (r) => r.lastName)},
        ${text(toUpdate, (r) => r.title)}, ${text(toUpdate, (r) => r.phoneWork)}, ${text(toUpdate, (r) => r.phonePersonal)}, ${text(toUpdate, (r) => r.state)},
        ${int(toUpdate, companyId)}, ${int(toUpdate, industryId)}, ${text(toUpdate, (r) => r.zoominfoContactId)}, ${text(toUpdate, (r) => r.emailTo)})
        as v(id, first_name, last_name, title, phone_work, phone_personal, state, company_id, industry_id, zoominfo_contact_id, email_to)
      where p.id = v.id`);
  }
  return { created, updated: toUpdate.length, rejects };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The company id of each company name in the rows (lower-cased), creating
 * the companies not known yet; codes the file brings fill those a known
 * company lacks.
 */
async function companiesFor(db: Db, rows: UploadRow[], ctx: UploadContext): Promise<Map<string, number>> {
  const byName = new Map<string, UploadRow>();
  for (const row of rows) if (row.company && !byName.has(row.company.toLowerCase())) byName.set(row.company.toLowerCase(), row);
  if (!byName.size) return new Map();
  const ids = new Map<string, number>();
  const found = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, lower(name) as name from ${companies} where lower(name) = any(${pgArray([...byName.keys()])}::text[])`),
  );
  for (const c of found) if (!ids.has(c.name)) ids.set(c.name, Number(c.id));
  const missing = [...byName.entries()].filter(([name]) => !ids.has(name)).map(([, row]) => row);
  if (missing.length) {
    const created = rowsOf<{ id: number; name: string }>(
      await db.execute(sql`insert into ${companies} (name, domain, industry_id, zoominfo_company_id, sic_code, naics_code)
        select * from unnest(${pgArray(missing.map((r) => r.company!))}::text[], ${pgArray(missing.map((r) => r.companyDomain ?? r.domain))}::text[],
          ${pgArray(missing.map((r) => (r.industry ? (ctx.industryIds.get(r.industry.toLowerCase()) ?? null) : null)))}::int[],
          ${pgArray(missing.map((r) => r.zoominfoCompanyId ?? null))}::text[], ${pgArray(missing.map((r) => r.sicCode ?? null))}::text[],
          ${pgArray(missing.map((r) => r.naicsCode ?? null))}::text[])
        returning id, name`),
    );
    for (const c of created) ids.set(c.name.toLowerCase(), Number(c.id));
  }
  const fresh = new Set(missing.map((r) => r.company!.toLowerCase()));
  const coded = [...byName.entries()].filter(([name, row]) => !fresh.has(name) && (row.zoominfoCompanyId || row.sicCode || row.naicsCode));
  if (coded.length) {
    await db.execute(sql`update ${companies} c set zoominfo_company_id = coalesce(c.zoominfo_company_id, v.z),
        sic_code = coalesce(c.sic_code, v.s), naics_code = coalesce(c.naics_code, v.n)
      from unnest(${pgArray(coded.map(([name]) => ids.get(name)!))}::int[], ${pgArray(coded.map(([, r]) => r.zoominfoCompanyId ?? null))}::text[],
        ${pgArray(coded.map(([, r]) => r.sicCode ?? null))}::text[], ${pgArray(coded.map(([, r]) => r.naicsCode ?? null))}::text[]) as v(id, z, s, n)
      where c.id = v.id`);
  }
  return ids;
}
