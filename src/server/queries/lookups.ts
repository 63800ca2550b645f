import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../domain/users/role-schema';
import type {
  Department,
  EmailTenant,
  Industry,
  IndustryCategory,
  JobFunctionGroup,
  LookupName,
  Lookups,
  ManagementLevel,
  MeetingType,
  RangeItem,
  State,
  TimezoneItem,
} from '../../domain/lookups/lookup-types';
import type { Db } from '../db/client';
import {
  emailTenants,
  employeeRanges,
  industries,
  industryCategories,
  jobFunctions,
  managementLevels,
  meetingTypes,
  revenueRanges,
  states,
  timezones,
} from '../db/schema/lookups';
import { departments } from '../db/schema/teams';
import { roles } from '../db/schema/users';
import { listTeams } from './teams';
import { listUsers, rolePermissionMap } from './users';

export async function listStates(db: Db): Promise<State[]> {
  const rows = await db.select().from(states).orderBy(asc(states.name));
  return rows.map((s) => ({ ...s, label: `${s.name} (${s.abbreviation})` }));
}

export const listEmployeeRanges = (db: Db): Promise<RangeItem[]> =>
  db.select().from(employeeRanges).orderBy(asc(employeeRanges.position));

export const listRevenueRanges = (db: Db): Promise<RangeItem[]> =>
  db.select().from(revenueRanges).orderBy(asc(revenueRanges.position));

export const listManagementLevels = (db: Db): Promise<ManagementLevel[]> =>
  db.select().from(managementLevels).orderBy(asc(managementLevels.position));

/** Top-level functions with their children (spec 3: grouped by parent). */
export async function listJobFunctions(db: Db): Promise<JobFunctionGroup[]> {
  const rows = await db.select().from(jobFunctions).orderBy(asc(jobFunctions.name));
  return rows
    .filter((r) => r.parentId === null)
    .map((parent) => ({ id: parent.id, name: parent.name, children: rows.filter((r) => r.parentId === parent.id) }));
}

export async function listIndustries(db: Db, sortByName = false): Promise<Industry[]> {
  const rows = await db
    .select({ id: industries.id, name: industries.name, categoryId: industries.categoryId, category: industryCategories.name })
    .from(industries)
    .leftJoin(industryCategories, eq(industryCategories.id, industries.categoryId))
    .orderBy(sortByName ? asc(industries.name) : asc(industries.id));
  return rows;
}

/** Industries grouped by category (GET /api/industries?with-categories=1). */
export async function listIndustryCategories(db: Db, sortByName = false): Promise<IndustryCategory[]> {
  const cats = await db.select().from(industryCategories).orderBy(asc(industryCategories.name));
  const all = await listIndustries(db, sortByName);
  return cats.map((c) => ({ id: c.id, name: c.name, industries: all.filter((i) => i.categoryId === c.id) }));
}

export async function listTimezones(db: Db): Promise<TimezoneItem[]> {
  const rows = await db.select().from(timezones).orderBy(asc(timezones.position));
  return rows.map(({ position: _position, ...z }) => z);
}

export const listMeetingTypes = (db: Db): Promise<MeetingType[]> =>
  db.select().from(meetingTypes).orderBy(asc(meetingTypes.name));

export const listEmailTenants = (db: Db): Promise<EmailTenant[]> =>
  db.select().from(emailTenants).orderBy(asc(emailTenants.name));

/** Each role with the permissions it gives (spec 6). */
export async function listRoles(db: Db): Promise<Role[]> {
  const [rows, perms] = await Promise.all([
    db.select({ id: roles.id, slug: roles.slug, name: roles.name }).from(roles).orderBy(asc(roles.name)),
    rolePermissionMap(db),
  ]);
  return rows.map((r) => ({ ...r, permissions: (perms[r.slug] ?? []).sort() }));
}

export const listDepartments = (db: Db): Promise<Department[]> =>
  db.select().from(departments).orderBy(asc(departments.name));

/** Every mirrored lookup by name (the sync feed's `lookups` collection). */
export const lookupLoaders: { [K in LookupName]: (db: Db) => Promise<Lookups[K]> } = {
  states: listStates,
  employeeRanges: listEmployeeRanges,
  revenueRanges: listRevenueRanges,
  managementLevels: listManagementLevels,
  jobFunctions: listJobFunctions,
  industries: (db) => listIndustries(db, true),
  timezones: listTimezones,
  meetingTypes: listMeetingTypes,
  emailTenants: listEmailTenants,
  roles: listRoles,
  teams: (db) => listTeams(db),
  departments: listDepartments,
  // Inactive users too: their clients, tasks and meetings still name them (issue 22).
  users: (db) => listUsers(db),
};

/** Lookups that only staff may read; the rest are open to guests too. */
export const staffOnlyLookups: readonly LookupName[] = ['teams', 'users', 'roles', 'departments', 'emailTenants'];
