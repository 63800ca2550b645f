import { asc, eq, isNull, or } from 'drizzle-orm';
import { listText, type ProfileDescription } from '../../domain/sequencer/profile-changes';
import type { CriteriaField, ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import type { ArmorOrder } from '../../domain/sequencer/sequence-armor';
import type { Db } from '../db/client';
import { sendingMailboxes } from '../db/schema/clients';
import {
  employeeRanges,
  exclusiveCompanyProfiles,
  geoTargetProfiles,
  industries,
  jobFunctions,
  managementLevels,
  revenueRanges,
  states,
} from '../db/schema/lookups';
import { outreachSequences } from '../db/schema/outreach';

type Named = { id: number; name: string };

/** What a profile write checks its ids against, and names them with for the log: one client's view of the lookups. */
export type ProfileLookups = {
  managementLevels: Named[];
  jobFunctions: Named[];
  industries: Named[];
  revenueRanges: Named[];
  employeeRanges: Named[];
  states: { abbreviation: string; name: string }[];
  geoTargetProfiles: Named[];
  exclusiveCompanyProfiles: Named[];
  sequences: Named[];
  mailboxes: { id: number; email: string }[];
};

export async function loadProfileLookups(db: Db, clientId: number): Promise<ProfileLookups> {
  // Shared profiles (no client) and the client's own.
  const geo = db
    .select({ id: geoTargetProfiles.id, name: geoTargetProfiles.name })
    .from(geoTargetProfiles)
    .where(or(isNull(geoTargetProfiles.clientId), eq(geoTargetProfiles.clientId, clientId)))
    .orderBy(asc(geoTargetProfiles.name));
  const ecp = db
    .select({ id: exclusiveCompanyProfiles.id, name: exclusiveCompanyProfiles.name })
    .from(exclusiveCompanyProfiles)
    .where(or(isNull(exclusiveCompanyProfiles.clientId), eq(exclusiveCompanyProfiles.clientId, clientId)))
    .orderBy(asc(exclusiveCompanyProfiles.name));
  return {
    managementLevels: await db.select({ id: managementLevels.id, name: managementLevels.name }).from(managementLevels).orderBy(asc(managementLevels.position)),
    jobFunctions: await db.select({ id: jobFunctions.id, name: jobFunctions.name }).from(jobFunctions).orderBy(asc(jobFunctions.id)),
    industries: await db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.name)),
    revenueRanges: await db.select({ id: revenueRanges.id, name: revenueRanges.label }).from(revenueRanges).orderBy(asc(revenueRanges.position)),
    employeeRanges: await db.select({ id: employeeRanges.id, name: employeeRanges.label }).from(employeeRanges).orderBy(asc(employeeRanges.position)),
    states: await db.select({ abbreviation: states.abbreviation, name: states.name }).from(states).orderBy(asc(states.name)),
    geoTargetProfiles: await geo,
    exclusiveCompanyProfiles: await ecp,
    sequences: await db.select({ id: outreachSequences.id, name: outreachSequences.name }).from(outreachSequences).where(eq(outreachSequences.clientId, clientId)),
    mailboxes: await db.select({ id: sendingMailboxes.id, email: sendingMailboxes.email }).from(sendingMailboxes).where(eq(sendingMailboxes.clientId, clientId)),
  };
}

export function armorOrderOf(l: ProfileLookups): ArmorOrder {
  return {
    revenueRanges: l.revenueRanges.map((r) => r.id),
    employeeRanges: l.employeeRanges.map((r) => r.id),
    managementLevels: l.managementLevels.map((r) => r.id),
    states: l.states.map((s) => s.abbreviation),
  };
}

const idFields: [CriteriaField, keyof ProfileLookups, string][] = [
  ['managementLevels', 'managementLevels', 'management level'],
  ['jobFunctions', 'jobFunctions', 'job function'],
  ['industry', 'industries', 'industry'],
  ['companyRevenue', 'revenueRanges', 'revenue range'],
  ['companyEmployees', 'employeeRanges', 'employee range'],
  ['geotargetProfileIds', 'geoTargetProfiles', "geo-target profile open to this client"],
  ['exclusiveCompanyProfiles', 'exclusiveCompanyProfiles', 'exclusive company profile open to this client'],
];

export type Pair = { outreachSequence: number; mailbox: number };

/** Ids that name nothing (or something of another client): 422 fields. */
export function referenceProblems(l: ProfileLookups, c: ProfileCriteria, pairs: readonly Pair[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, lookup, noun] of idFields) {
    const known = new Set((l[lookup] as Named[]).map((x) => x.id));
    const unknown = (c[field] as number[]).find((id) => !known.has(id));
    if (unknown !== undefined) out[field] = `There is no ${noun} with the id ${unknown}.`;
  }
  const stateSet = new Set(l.states.map((s) => s.abbreviation));
  const badState = c.states.find((s) => !stateSet.has(s));
  if (badState) out.states = `${badState} is not a state.`;
  const sequences = new Set(l.sequences.map((s) => s.id));
  const mailboxes = new Set(l.mailboxes.map((m) => m.id));
  pairs.forEach((p, i) => {
    if (!sequences.has(p.outreachSequence)) out[`outreachDetails.${i}.outreachSequence`] = "Choose one of this client's Outreach sequences.";
    if (!mailboxes.has(p.mailbox)) out[`outreachDetails.${i}.mailbox`] = "Choose one of this client's mailboxes.";
  });
  return out;
}

/** The fields a log entry compares, as text (domain/sequencer/profile-changes). */
export type ProfileState = {
  name: string;
  status: string;
  criteria: ProfileCriteria;
  pairs: readonly Pair[];
  sfdcProjectId: string | null;
  platform: string;
  swimlanesEnabled: boolean;
  monthlyProspects: number | null;
  dayToAdd: number | null;
};

function names(items: readonly Named[], ids: readonly number[]): string | null {
  const chosen = new Set(ids);
  return listText(items.filter((x) => chosen.has(x.id)).map((x) => x.name));
}

export function describeProfile(l: ProfileLookups, s: ProfileState): ProfileDescription {
  const c = s.criteria;
  const sequence = new Map(l.sequences.map((x) => [x.id, x.name]));
  const mailbox = new Map(l.mailboxes.map((x) => [x.id, x.email]));
  const pairTexts = s.pairs.map((p) => `${sequence.get(p.outreachSequence) ?? `#${p.outreachSequence}`} / ${mailbox.get(p.mailbox) ?? `#${p.mailbox}`}`).sort();
  return {
    name: s.name,
    status: s.status,
    outreachDetails: listText(pairTexts),
    managementLevels: names(l.managementLevels, c.managementLevels),
    jobFunctions: names(l.jobFunctions, c.jobFunctions),
    keywords: listText(c.keywords),
    industry: names(l.industries, c.industry),
    companyRevenue: names(l.revenueRanges, c.companyRevenue),
    companyEmployees: names(l.employeeRanges, c.companyEmployees),
    // Spec 5: no state restriction is all states.
    states: c.states.length ? [...c.states].sort().join(', ') : 'All states',
    geotargetProfileIds: names(l.geoTargetProfiles, c.geotargetProfileIds),
    exclusiveCompanyProfiles: names(l.exclusiveCompanyProfiles, c.exclusiveCompanyProfiles),
    individualDomains: listText([...c.individualDomains].sort()),
    sfdcProjectId: s.sfdcProjectId,
    platform: s.platform,
    swimlanesEnabled: s.swimlanesEnabled ? 'On' : 'Off',
    monthlyProspects: s.monthlyProspects === null ? null : String(s.monthlyProspects),
    dayToAdd: s.dayToAdd === null ? null : String(s.dayToAdd),
  };
}
