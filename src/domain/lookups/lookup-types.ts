import type { RoleRef } from '../access/roles';

// Shapes of the lookup calls (spec 3, lookups), shared by server and app.
export type State = { id: number; abbreviation: string; name: string; label: string };
export type RangeItem = { id: number; label: string; position: number };
export type ManagementLevel = { id: number; name: string; position: number };
export type JobFunction = { id: number; name: string; parentId: number | null };
export type JobFunctionGroup = { id: number; name: string; children: JobFunction[] };
export type Industry = { id: number; name: string; categoryId: number | null; category: string | null };
export type IndustryCategory = { id: number; name: string; industries: Industry[] };
export type TimezoneItem = { id: number; name: string; abbreviation: string; region: string; iana: string };
export type MeetingType = { id: number; name: string; durationMinutes: number };
export type EmailTenant = { id: number; name: string; domain: string };
export type Department = { id: number; name: string };
export type NamedRef = { id: number; name: string };
export type Team = {
  id: number;
  name: string;
  department: Department | null;
  teamLead: NamedRef | null;
  slackWebhookUrl: string | null;
  memberIds: number[];
};
export type UserSummary = {
  id: number;
  name: string;
  email: string;
  active: boolean;
  isGuest: boolean;
  roles: RoleRef[];
  role: string | null;
  permissions: string[];
  teamIds: number[];
  startingCapacity: number | null;
};
export type ProfileRef = { id: number; name: string; clientId: number | null };

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
  roles: RoleRef[];
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
