import * as v from 'valibot';

// Spec 2/3: every change to a profile writes a log entry saying what
// changed, field by field, before and after. Values are kept as the text a
// reader saw at the time (names, not ids): a lookup renamed later does not
// rewrite history (decision 0027).

export const profileFieldLabels = {
  name: 'Name',
  status: 'Status',
  outreachDetails: 'Outreach pairs',
  managementLevels: 'Management levels',
  jobFunctions: 'Job functions',
  keywords: 'Keywords',
  industry: 'Industries',
  companyRevenue: 'Revenue ranges',
  companyEmployees: 'Employee ranges',
  states: 'States',
  geotargetProfileIds: 'Geo-target profiles',
  exclusiveCompanyProfiles: 'Exclusive company profiles',
  individualDomains: 'Individual domains',
  sfdcProjectId: 'SFDC project',
  platform: 'Platform',
  swimlanesEnabled: 'Swimlanes',
  monthlyProspects: 'Monthly prospects',
  dayToAdd: 'Day to add',
  prospects: 'Prospects',
} as const;

export type ProfileLogField = keyof typeof profileFieldLabels;

export const profileChangeSchema = v.object({
  field: v.string(),
  label: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type ProfileChange = v.InferOutput<typeof profileChangeSchema>;

/** A profile as text, field by field: null is "nothing chosen". */
export type ProfileDescription = Partial<Record<ProfileLogField, string | null>>;

/** The fields whose text differs, in the order of profileFieldLabels. */
export function describeChanges(before: ProfileDescription, after: ProfileDescription): ProfileChange[] {
  const changes: ProfileChange[] = [];
  for (const field of Object.keys(profileFieldLabels) as ProfileLogField[]) {
    if (!(field in after) && !(field in before)) continue;
    const was = before[field] ?? null;
    const now = field in after ? (after[field] ?? null) : was;
    if (was !== now) changes.push({ field, label: profileFieldLabels[field], before: was, after: now });
  }
  return changes;
}

/** A list as one line; an empty one is null ("none"). */
export const listText = (items: readonly string[]): string | null => (items.length ? items.join(', ') : null);
