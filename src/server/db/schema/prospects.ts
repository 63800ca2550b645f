import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { employeeRanges, industries, managementLevels, revenueRanges } from './lookups';

// Search at a million rows (issue 21): "contains" searches use pg_trgm GIN
// indexes on the lower-cased text (the extension is created by the migration
// 0003_pg_trgm); exact look-ups (an upload's emails, booking) use btree ones.
// Index expressions here are repeated word for word in queries/prospect-search.ts:
// PostgreSQL uses an expression index only for the same expression.

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain'),
    industryId: integer('industry_id').references(() => industries.id),
    employeeRangeId: integer('employee_range_id').references(() => employeeRanges.id),
    revenueRangeId: integer('revenue_range_id').references(() => revenueRanges.id),
    zoominfoCompanyId: text('zoominfo_company_id'),
    sicCode: text('sic_code'),
    naicsCode: text('naics_code'),
  },
  (t) => [
    index('companies_name_lower_idx').on(sql`lower(${t.name})`),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_zoominfo_idx').on(t.zoominfoCompanyId),
    index('companies_sic_idx').on(sql`${t.sicCode} text_pattern_ops`),
    index('companies_naics_idx').on(sql`${t.naicsCode} text_pattern_ops`),
  ],
);

export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    title: text('title'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phonePersonal: text('phone_personal'),
    phoneWork: text('phone_work'),
    state: text('state'),
    companyId: integer('company_id').references(() => companies.id),
    industryId: integer('industry_id').references(() => industries.id),
    managementLevelId: integer('management_level_id').references(() => managementLevels.id),
    archived: boolean('archived').notNull().default(false),
    zoominfoContactId: text('zoominfo_contact_id'),
    // The address sequence emails go to when it is not the prospect's own (an assistant, an alias).
    emailTo: text('email_to'),
    emailDomain: text('email_domain').generatedAlwaysAs(sql`lower(split_part(email, '@', 2))`),
    // The client whose upload last added or changed the prospect: its daily export lists it.
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    // The upload that last added or changed it: a second row of the same file is a repeat.
    uploadId: integer('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prospects_company_idx').on(t.companyId),
    index('prospects_email_lower_idx').on(sql`lower(${t.email})`),
    index('prospects_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('prospects_name_trgm_idx').using('gin', sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    index('prospects_email_to_trgm_idx').using('gin', sql`lower(${t.emailTo}) gin_trgm_ops`),
    index('prospects_domain_idx').on(t.emailDomain),
    index('prospects_zoominfo_idx').on(t.zoominfoContactId),
    index('prospects_industry_idx').on(t.industryId),
    index('prospects_name_sort_idx').on(sql`lower(coalesce(${t.lastName}, ''))`, sql`lower(coalesce(${t.firstName}, ''))`, t.id),
    index('prospects_updated_idx').on(t.updatedAt, t.id),
    index('prospects_client_updated_idx').on(t.clientId, t.updatedAt),
    // A sequence profile's estimate (queries/profile-matching.ts): each criterion an index narrows.
    index('prospects_state_idx').on(t.state),
    index('prospects_management_level_idx').on(t.managementLevelId),
    index('prospects_title_words_idx').using('gin', sql`regexp_split_to_array(lower(coalesce(${t.title}, '')), '[^a-z0-9]+')`),
  ],
);
