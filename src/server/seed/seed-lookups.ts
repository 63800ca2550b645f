import { meetingTimezones } from '../../domain/time/timezones';
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
import {
  emailTenantRows,
  employeeRangeLabels,
  industryTree,
  jobFunctionTree,
  managementLevelNames,
  meetingTypeRows,
  revenueRangeLabels,
  stateRows,
} from './lookup-data';

export async function seedLookups(db: Db) {
  await db.insert(states).values(stateRows.map(([abbreviation, name]) => ({ abbreviation, name })));
  await db.insert(employeeRanges).values(employeeRangeLabels.map((label, i) => ({ label, position: i + 1 })));
  await db.insert(revenueRanges).values(revenueRangeLabels.map((label, i) => ({ label, position: i + 1 })));
  await db.insert(managementLevels).values(managementLevelNames.map((name, i) => ({ name, position: i + 1 })));
  for (const [parent, children] of Object.entries(jobFunctionTree)) {
    const [p] = await db.insert(jobFunctions).values({ name: parent }).returning();
    await db.insert(jobFunctions).values(children.map((name) => ({ name, parentId: p.id })));
  }
  for (const [category, names] of Object.entries(industryTree)) {
    const [cat] = await db.insert(industryCategories).values({ name: category }).returning();
    await db.insert(industries).values(names.map((name) => ({ name, categoryId: cat.id })));
  }
  await db.insert(timezones).values(meetingTimezones.map((z, i) => ({ ...z, position: i + 1 })));
  await db.insert(meetingTypes).values(meetingTypeRows.map(([name, durationMinutes]) => ({ name, durationMinutes })));
  await db.insert(emailTenants).values(emailTenantRows.map(([name, domain]) => ({ name, domain })));
}
