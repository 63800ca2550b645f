import * as v from 'valibot';
import { endpoint, type AnySchema } from '../api/endpoint';
import { flagField, idField } from '../api/fields';
import {
  emailTenantSchema,
  industryCategorySchema,
  industrySchema,
  jobFunctionGroupSchema,
  managementLevelSchema,
  meetingTypeSchema,
  profileRefSchema,
  rangeItemSchema,
  stateSchema,
  timezoneItemSchema,
} from './lookup-types';

const tag = 'lookups';

const list = <S extends AnySchema, const P extends `/${string}`>(path: P, summary: string, item: S, access = 'signed-in users') =>
  endpoint({ method: 'GET', path, summary, tag, access, answer: v.array(item) });

// Spec 3, lookups; spec 7 lists them as resources with GET list.
export const listStates = list('/api/states', 'US states (abbreviation, name, label)', stateSchema);
export const listEmployeeRanges = list('/api/employee-ranges', 'Company employee ranges, in order', rangeItemSchema);
export const listRevenueRanges = list('/api/revenue-ranges', 'Company revenue ranges, in order', rangeItemSchema);
export const listManagementLevels = list('/api/management-levels', 'Management levels, in order', managementLevelSchema);
export const listJobFunctions = list('/api/job-functions', 'Job functions grouped by parent', jobFunctionGroupSchema);
export const listTimezones = list('/api/timezones', 'The meeting time zones of spec 9', timezoneItemSchema);
export const listMeetingTypes = list('/api/meeting-types', 'Meeting types', meetingTypeSchema);
export const listEmailTenants = list('/api/email-tenants', 'Email tenants', emailTenantSchema, 'staff');
// GET /api/roles (users/user-endpoints.ts), /api/teams and /api/teams/departments
// (teams/team-endpoints.ts) are described with the administration area.

/** with-categories: grouped by category; sort=name: alphabetical. */
export const listIndustries = endpoint({
  method: 'GET',
  path: '/api/industries',
  summary: 'Industries, or industries grouped by category (with-categories=1)',
  tag,
  access: 'signed-in users',
  query: v.object({ 'with-categories': v.optional(flagField), sort: v.optional(v.picklist(['name'], 'sort may only be name.')) }),
  answer: v.union([v.array(industrySchema), v.array(industryCategorySchema)]),
});

const clientProfiles = <const P extends `/${string}`>(path: P, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    tag,
    access: 'staff, and guests for their own client',
    params: v.object({ id: idField }),
    answer: v.array(profileRefSchema),
  });

/** The profiles open to a client: shared ones (no client) and its own. */
export const listGeoTargetProfiles = clientProfiles('/api/clients/{id}/geo-target-profiles', "Geo-target profiles open to a client");
export const listEcpProfiles = clientProfiles('/api/clients/{id}/ecp-profiles', 'Exclusive company profiles open to a client');
