import * as v from 'valibot';
import { roleRefSchema } from '../access/roles';

// Shapes of the lookup calls (spec 3, lookups), shared by server and app.
export const stateSchema = v.object({ id: v.number(), abbreviation: v.string(), name: v.string(), label: v.string() });
export const rangeItemSchema = v.object({ id: v.number(), label: v.string(), position: v.number() });
export const managementLevelSchema = v.object({ id: v.number(), name: v.string(), position: v.number() });
export const jobFunctionSchema = v.object({ id: v.number(), name: v.string(), parentId: v.nullable(v.number()) });
export const jobFunctionGroupSchema = v.object({ id: v.number(), name: v.string(), children: v.array(jobFunctionSchema) });
export const industrySchema = v.object({ id: v.number(), name: v.string(), categoryId: v.nullable(v.number()), category: v.nullable(v.string()) });
export const industryCategorySchema = v.object({ id: v.number(), name: v.string(), industries: v.array(industrySchema) });
export const timezoneItemSchema = v.object({ id: v.number(), name: v.string(), abbreviation: v.string(), region: v.string(), iana: v.string() });
export const meetingTypeSchema = v.object({ id: v.number(), name: v.string(), durationMinutes: v.number() });
export const emailTenantSchema = v.object({ id: v.number(), name: v.string(), domain: v.string() });
export const departmentSchema = v.object({ id: v.number(), name: v.string() });
export const namedRefSchema = v.object({ id: v.number(), name: v.string() });
export const teamSchema = v.object({
  id: v.number(),
  name: v.string(),
  department: v.nullable(departmentSchema),
  teamLead: v.nullable(namedRefSchema),
  slackWebhookUrl: v.nullable(v.string()),
  memberIds: v.array(v.number()),
});
export const userSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  active: v.boolean(),
  isGuest: v.boolean(),
  roles: v.array(roleRefSchema),
  role: v.nullable(v.string()),
  permissions: v.array(v.string()),
  teamIds: v.array(v.number()),
  startingCapacity: v.nullable(v.number()),
});
export const profileRefSchema = v.object({ id: v.number(), name: v.string(), clientId: v.nullable(v.number()) });

export type State = v.InferOutput<typeof stateSchema>;
export type RangeItem = v.InferOutput<typeof rangeItemSchema>;
export type ManagementLevel = v.InferOutput<typeof managementLevelSchema>;
export type JobFunction = v.InferOutput<typeof jobFunctionSchema>;
export type JobFunctionGroup = v.InferOutput<typeof jobFunctionGroupSchema>;
export type Industry = v.InferOutput<typeof industrySchema>;
export type IndustryCategory = v.InferOutput<typeof industryCategorySchema>;
export type TimezoneItem = v.InferOutput<typeof timezoneItemSchema>;
export type MeetingType = v.InferOutput<typeof meetingTypeSchema>;
export type EmailTenant = v.InferOutput<typeof emailTenantSchema>;
export type Department = v.InferOutput<typeof departmentSchema>;
export type NamedRef = v.InferOutput<typeof namedRefSchema>;
export type Team = v.InferOutput<typeof teamSchema>;
export type UserSummary = v.InferOutput<typeof userSummarySchema>;
export type ProfileRef = v.InferOutput<typeof profileRefSchema>;

/**
 * The lookups mirrored in the browser, each one row of the `lookups`
 * collection keyed by this name.
 */
export type Lookups = {
  states: State[];
  employeeRanges: RangeItem[];
  revenueRanges: RangeItem[];
  managementLevels: ManagementLevel[];
  jobFunctions: JobFunctionGroup[];
  industries: Industry[];
  timezones: TimezoneItem[];
  meetingTypes: MeetingType[];
  emailTenants: EmailTenant[];
  /** With the permissions each gives (GET /api/roles). */
  roles: (v.InferOutput<typeof roleRefSchema> & { permissions: string[] })[];
  teams: Team[];
  departments: Department[];
  users: UserSummary[];
};

export type LookupName = keyof Lookups;

export const lookupNames: readonly LookupName[] = [
  'states',
  'employeeRanges',
  'revenueRanges',
  'managementLevels',
  'jobFunctions',
  'industries',
  'timezones',
  'meetingTypes',
  'emailTenants',
  'roles',
  'teams',
  'departments',
  'users',
];
