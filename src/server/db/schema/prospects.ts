import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { employeeRanges, industries, managementLevels, revenueRanges } from './lookups';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain'),
  industryId: integer('industry_id').references(() => industries.id),
  employeeRangeId: integer('employee_range_id').references(() => employeeRanges.id),
  revenueRangeId: integer('revenue_range_id').references(() => revenueRanges.id),
});

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
  },
  (t) => [index('prospects_company_idx').on(t.companyId)],
);
