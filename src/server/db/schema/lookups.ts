import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  abbreviation: text('abbreviation').notNull().unique(),
  name: text('name').notNull(),
});

export const employeeRanges = pgTable('employee_ranges', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const revenueRanges = pgTable('revenue_ranges', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const managementLevels = pgTable('management_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const jobFunctions = pgTable('job_functions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // null for a top-level function; children are grouped under their parent.
  parentId: integer('parent_id'),
});

export const industryCategories = pgTable('industry_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  categoryId: integer('category_id').references(() => industryCategories.id),
});

export const timezones = pgTable('timezones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  region: text('region').notNull(),
  iana: text('iana').notNull().unique(),
  position: integer('position').notNull(),
});

export const meetingTypes = pgTable('meeting_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  durationMinutes: integer('duration_minutes').notNull().default(30),
});

export const emailTenants = pgTable('email_tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
});

// clientId null: open to every client; otherwise private to that client.
export const geoTargetProfiles = pgTable('geo_target_profiles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  clientId: integer('client_id'),
});

export const exclusiveCompanyProfiles = pgTable('exclusive_company_profiles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  clientId: integer('client_id'),
});
