import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SkipReason } from '../../domain/prospects/upload-rules';
import type { Db } from '../db/client';
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

  const opted = new Set(
    (await db.select({ email: optOuts.email }).from(optOuts).where(inArray(optOuts.email, emails))).map((r) => r.email.toLowerCase()),
  );
  const lowerEmail = sql<string>`lower(${prospects.email})`;
  const known = new Map(
    (
      await db
        .select({ id: prospects.id, email: lowerEmail, uploadId: prospects.uploadId })
        .from(prospects)
        .where(inArray(lowerEmail, emails))
    ).map((p) => [p.email, p]),
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

  let created = 0;
  if (toInsert.length) {
    const inserted = await db
      .insert(prospects)
      .values(
        toInsert.map((row) => ({
          email: row.email,
          firstName: row.firstName ?? null,
          lastName: row.lastName ?? null,
          title: row.title ?? null,
          phoneWork: row.phoneWork ?? null,
          phonePersonal: row.phonePersonal ?? null,
          state: row.state ?? null,
          companyId: companyId(row),
          industryId: industryId(row),
          zoominfoContactId: row.zoominfoContactId ?? null,
          emailTo: row.emailTo ?? null,
          clientId: ctx.clientId,
          uploadId: ctx.uploadId,
        })),
      )
      .onConflictDoNothing()
      .returning({ email: prospects.email });
    created = inserted.length;
    // Written meanwhile by someone else (a booking) under the same address.
    const written = new Set(inserted.map((r) => r.email));
    for (const row of toInsert) if (!written.has(row.email)) reject(row, 'already_exists');
  }

  if (toUpdate.length) {
    const text = (v: string | undefined) => sql`${v ?? null}::text`;
    const int = (v: number | null) => sql`${v}::int`;
    const values = sql.join(
      toUpdate.map(
        (r) =>
          sql`(${int(r.id)}, ${text(r.firstName)}, ${text(r.lastName)}, ${text(r.title)}, ${text(r.phoneWork)}, ${text(r.phonePersonal)},
            ${text(r.state)}, ${int(companyId(r))}, ${int(industryId(r))}, ${text(r.zoominfoContactId)}, ${text(r.emailTo)})`,
      ),
      sql`, `,
    );
    // A blank cell keeps what the prospect had.
    await db.execute(sql`update prospects p set
        first_name = coalesce(v.first_name, p.first_name), last_name = coalesce(v.last_name, p.last_name),
        title = coalesce(v.title, p.title), phone_work = coalesce(v.phone_work, p.phone_work),
        phone_personal = coalesce(v.phone_personal, p.phone_personal), state = coalesce(v.state, p.state),
        company_id = coalesce(v.company_id, p.company_id), industry_id = coalesce(v.industry_id, p.industry_id),
        zoominfo_contact_id = coalesce(v.zoominfo_contact_id, p.zoominfo_contact_id), email_to = coalesce(v.email_to, p.email_to),
        client_id = ${ctx.clientId}, upload_id = ${ctx.uploadId}, updated_at = now()
      from (values ${values}) as v(id, first_name, last_name, title, phone_work, phone_personal, state, company_id, industry_id, zoominfo_contact_id, email_to)
      where p.id = v.id`);
  }
  return { created, updated: toUpdate.length, rejects };
}

/**
 * The company id of each company name in the rows (lower-cased), creating
 * the companies not known yet; codes the file brings fill those a known
 * company lacks.
 */
async function companiesFor(db: Db, rows: UploadRow[], ctx: UploadContext): Promise<Map<string, number>> {
  const byName = new Map<string, UploadRow>();
  for (const row of rows) if (row.company && !byName.has(row.company.toLowerCase())) byName.set(row.company.toLowerCase(), row);
  if (!byName.size) return new Map();
  const lowerName = sql<string>`lower(${companies.name})`;
  const ids = new Map<string, number>();
  for (const c of await db.select({ id: companies.id, name: lowerName }).from(companies).where(inArray(lowerName, [...byName.keys()]))) {
    if (!ids.has(c.name)) ids.set(c.name, c.id);
  }
  const missing = [...byName.entries()].filter(([name]) => !ids.has(name));
  if (missing.length) {
    const created = await db
      .insert(companies)
      .values(
        missing.map(([, row]) => ({
          name: row.company!,
          domain: row.companyDomain ?? row.domain,
          industryId: row.industry ? (ctx.industryIds.get(row.industry.toLowerCase()) ?? null) : null,
          zoominfoCompanyId: row.zoominfoCompanyId ?? null,
          sicCode: row.sicCode ?? null,
          naicsCode: row.naicsCode ?? null,
        })),
      )
      .returning({ id: companies.id, name: companies.name });
    for (const c of created) ids.set(c.name.toLowerCase(), c.id);
  }
  const coded = [...byName.entries()].filter(
    ([name, row]) => !missing.some(([m]) => m === name) && (row.zoominfoCompanyId || row.sicCode || row.naicsCode),
  );
  if (coded.length) {
    const values: SQL = sql.join(
      coded.map(([name, r]) => sql`(${ids.get(name)!}::int, ${r.zoominfoCompanyId ?? null}::text, ${r.sicCode ?? null}::text, ${r.naicsCode ?? null}::text)`),
      sql`, `,
    );
    await db.execute(sql`update companies c set zoominfo_company_id = coalesce(c.zoominfo_company_id, v.z),
        sic_code = coalesce(c.sic_code, v.s), naics_code = coalesce(c.naics_code, v.n)
      from (values ${values}) as v(id, z, s, n) where c.id = v.id`);
  }
  return ids;
}

