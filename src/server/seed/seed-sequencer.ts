import { asc, eq, sql } from 'drizzle-orm';
import { describeChanges, type ProfileChange } from '../../domain/sequencer/profile-changes';
import { profileStatuses } from '../../domain/sequencer/profile-statuses';
import { jobFunctionWords, prospectMatches, type ProspectFacts } from '../../domain/sequencer/prospect-matching';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sendingMailboxes } from '../db/schema/clients';
import { employeeRanges, exclusiveCompanyProfiles, geoTargetProfiles, industries, jobFunctions, managementLevels, revenueRanges, states } from '../db/schema/lookups';
import { outreachSequences, sequenceProfiles } from '../db/schema/outreach';
import { companies, prospects } from '../db/schema/prospects';
import {
  exclusiveCompanyProfileCompanies,
  geoTargetProfileStates,
  outreachInstances,
  profileLogs,
  profileNotes,
  profilePairs,
  profileProspects,
  profileRemovals,
} from '../db/schema/sequencer';
import { describeProfile, type ProfileLookups, type ProfileState } from '../queries/profile-lookups';
import { createRandom, inChunks } from './random';
import type { SeededClient } from './seed-clients';
import { broadCriteria, demoCriteria, regionStates } from './seed-sequencer-criteria';
import type { People } from './seed-people';

// Its own random stream: the sequencer's demo data never moves anyone else's.
const sequencerSeed = 18_2026;

const noteTexts = [
  'Client asked to focus on the Northeast this quarter.',
  'Swapped the follow-up sequence after low reply rates.',
  'Keep an eye on bounce rates for the new mailbox.',
  'Agreed with the PSM to widen the size range next month.',
  'Prospects in this profile respond best on Tuesdays.',
  'Waiting on the client for the target account list.',
];
const removalReasons = ["No longer matches the profile's criteria", 'Bounced', 'Opted out', 'Already in another profile'];

/**
 * The sequencer's demo data: the existing profiles get targeting, outreach
 * pairs, settings and every status (Archived as well), prospects (some no
 * longer matching), notes, a log and removals; every client an Outreach
 * instance; geo-target profiles their states and exclusive company profiles
 * their companies.
 */
export async function seedSequencer(db: Db, people: People, clientList: SeededClient[]) {
  const rnd = createRandom(sequencerSeed);
  // Up to n distinct items by random index: pickSome copies the whole list
  // each time, too slow for 12,000 prospects per profile at SEED_SCALE=10.
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const picked = new Set<number>();
    for (let tries = 0; picked.size < Math.min(n, items.length) && tries < n * 3; tries++) picked.add(rnd.int(0, items.length - 1));
    return [...picked].map((i) => items[i]);
  };
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000 - rnd.int(0, 86_399) * 1000);

  // Instances: one per client; a few paused (never the first, the demo client).
  await inChunks(clientList, 500, (chunk) =>
    db.insert(outreachInstances).values(chunk.map((c, i) => ({ clientId: c.id, name: `${c.name} Outreach`, status: i > 3 && rnd.chance(0.06) ? 'paused' : 'active' }))),
  );

  const stateList = (await db.select({ abbreviation: states.abbreviation, name: states.name }).from(states).orderBy(asc(states.name))).map((s) => s);
  const geo = await db.select().from(geoTargetProfiles);
  const geoStates = new Map<number, string[]>(
    geo.map((g) => [g.id, regionStates[g.name] ?? rnd.pickSome(stateList.map((s) => s.abbreviation), rnd.int(3, 6))]),
  );
  await db.insert(geoTargetProfileStates).values([...geoStates].flatMap(([id, list]) => list.map((state) => ({ geoTargetProfileId: id, state }))));
  const companyRows = await db.select({ id: companies.id, name: companies.name, domain: companies.domain }).from(companies);
  const ecp = await db.select().from(exclusiveCompanyProfiles);
  const ecpCompanies = new Map<number, number[]>(ecp.map((e) => [e.id, rnd.pickSome(companyRows, rnd.int(15, 40)).map((c) => c.id)]));
  await db
    .insert(exclusiveCompanyProfileCompanies)
    .values([...ecpCompanies].flatMap(([id, list]) => list.map((companyId) => ({ exclusiveCompanyProfileId: id, companyId }))));

  const named = <T extends { id: number }>(rows: T[], name: (r: T) => string) => rows.map((r) => ({ id: r.id, name: name(r) }));
  const levels = named(await db.select().from(managementLevels).orderBy(asc(managementLevels.position)), (r) => r.name);
  const revenue = named(await db.select().from(revenueRanges).orderBy(asc(revenueRanges.position)), (r) => r.label);
  const employees = named(await db.select().from(employeeRanges).orderBy(asc(employeeRanges.position)), (r) => r.label);
  const industryRows = named(await db.select().from(industries).orderBy(asc(industries.name)), (r) => r.name);
  const functionRows = await db.select().from(jobFunctions).orderBy(asc(jobFunctions.id));
  const order = {
    revenueRanges: revenue.map((r) => r.id),
    employeeRanges: employees.map((r) => r.id),
    managementLevels: levels.map((r) => r.id),
    states: stateList.map((s) => s.abbreviation),
  };

  const facts = await db
    .select({
      id: prospects.id,
      email: prospects.email,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      archived: prospects.archived,
      title: prospects.title,
      state: prospects.state,
      managementLevelId: prospects.managementLevelId,
      industryId: sql<number | null>`coalesce(${prospects.industryId}, ${companies.industryId})`,
      revenueRangeId: companies.revenueRangeId,
      employeeRangeId: companies.employeeRangeId,
      companyId: prospects.companyId,
      domain: companies.domain,
      company: companies.name,
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId));

  const sequencesByClient = group(await db.select().from(outreachSequences));
  const mailboxesByClient = group(await db.select().from(sendingMailboxes));
  const profiles = await db.select({ id: sequenceProfiles.id, clientId: sequenceProfiles.clientId, name: sequenceProfiles.name, status: sequenceProfiles.status }).from(sequenceProfiles).orderBy(asc(sequenceProfiles.id));
  const editors = [people.demo['strategist@demo.test'], people.demo['psm@demo.test'], people.demo['dso@demo.test'], ...people.byRole.strategist, ...people.byRole.psm].filter(Boolean);

  const updates: { id: number; status: string; criteria: unknown; sfdc: string | null; swimlanes: boolean; monthly: number | null; day: number | null; createdAt: Date }[] = [];
  const pairRows: { profile_id: number; sequence_id: number; mailbox_id: number }[] = [];
  const prospectRows: { profile_id: number; prospect_id: number; status: string; added_at: string }[] = [];
  const noteRows: { profile_id: number; user_id: number; notes: string; created_at: string; updated_at: string }[] = [];
  const logRows: { profile_id: number; user_id: number; action: string; changes: ProfileChange[]; created_at: string }[] = [];
  const removalRows: Record<string, string | number | null>[] = [];
  const firstOfClient = new Set<number>();

  for (const profile of profiles) {
    const first = !firstOfClient.has(profile.clientId);
    firstOfClient.add(profile.clientId);
    const clientSequences = sequencesByClient.get(profile.clientId) ?? [];
    const clientMailboxes = mailboxesByClient.get(profile.clientId) ?? [];
    const ownGeo = geo.filter((g) => g.clientId === null || g.clientId === profile.clientId).map((g) => g.id);
    const ownEcp = ecp.filter((e) => e.clientId === null || e.clientId === profile.clientId).map((e) => e.id);
    const criteria = (first ? broadCriteria : demoCriteria)(rnd, {
      order,
      industryIds: industryRows.map((i) => i.id),
      jobFunctionIds: functionRows.map((f) => f.id),
      geoIds: ownGeo,
      ecpIds: ownEcp,
      domains: sample(companyRows, 6).flatMap((c) => (c.domain ? [c.domain] : [])),
    });
    // Every status: the first profile of a client stays as seeded (the demo
    // client's is its Active one); some others are archived.
    const status = first ? profile.status : rnd.chance(0.15) ? 'Archived' : profile.status;
    const createdDaysAgo = rnd.int(20, 400);
    const pairs = rnd.pickSome(
      clientSequences.flatMap((s) => clientMailboxes.map((m) => ({ outreachSequence: s.id, mailbox: m.id }))),
      first ? 2 : rnd.int(1, 3),
    );
    // The first pair of a client's first profile sends from its connected mailbox.
    if (first && pairs.length && clientMailboxes[0]) pairs[0] = { ...pairs[0], mailbox: clientMailboxes[0].id };
    const unique = [...new Map(pairs.map((p) => [`${p.outreachSequence}:${p.mailbox}`, p])).values()];
    pairRows.push(...unique.map((p) => ({ profile_id: profile.id, sequence_id: p.outreachSequence, mailbox_id: p.mailbox })));
    const swimlanes = rnd.chance(0.25);
    const settings = {
      sfdc: rnd.chance(0.5) ? `a0X${rnd.int(100000, 999999)}` : null,
      swimlanes,
      monthly: swimlanes ? rnd.int(2, 20) * 100 : null,
      day: swimlanes ? rnd.int(1, 28) : null,
    };
    updates.push({ id: profile.id, status, criteria, ...settings, createdAt: ago(createdDaysAgo) });

    // Its prospects: matching ones in every state of Outreach, and a few
    // that no longer match (the criteria moved since they were added).
    const geoList = criteria.geotargetProfileIds.flatMap((id) => geoStates.get(id) ?? []);
    const ecpList = criteria.exclusiveCompanyProfiles.flatMap((id) => ecpCompanies.get(id) ?? []);
    const resolved = { ...criteria, geoStates: geoList, ecpCompanyIds: ecpList, jobFunctionWords: jobFunctionWords(criteria.jobFunctions, functionRows) };
    const fits: typeof facts = [];
    const others: typeof facts = [];
    for (const p of sample(facts, 400)) (prospectMatches(p as ProspectFacts, resolved) ? fits : others).push(p);
    const matching = fits.slice(0, first ? 40 : rnd.int(5, 30));
    const mismatched = others.slice(0, first ? 3 : rnd.int(0, 2));
    const held = new Set<number>();
    matching.forEach((p, i) => {
      held.add(p.id);
      const status = first && i < 6 ? 'pending' : rnd.pick(['active', 'active', 'pending', 'failed']);
      prospectRows.push({ profile_id: profile.id, prospect_id: p.id, status, added_at: ago(rnd.int(1, createdDaysAgo)).toISOString() });
    });
    for (const p of mismatched) {
      held.add(p.id);
      prospectRows.push({ profile_id: profile.id, prospect_id: p.id, status: 'active', added_at: ago(rnd.int(1, createdDaysAgo)).toISOString() });
    }
    for (const p of others.filter((p) => !held.has(p.id)).slice(0, rnd.int(0, 4))) {
      removalRows.push({
        profile_id: profile.id,
        prospect_id: p.id,
        user_id: rnd.pick(editors),
        reason: rnd.pick(removalReasons),
        email: p.email,
        name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email,
        company: p.company,
        title: p.title,
        removed_at: ago(rnd.int(1, createdDaysAgo)).toISOString(),
      });
    }
    for (let n = rnd.int(first ? 1 : 0, 3); n > 0; n--) {
      const at = ago(rnd.int(1, createdDaysAgo)).toISOString();
      noteRows.push({ profile_id: profile.id, user_id: rnd.pick(editors), notes: rnd.pick(noteTexts), created_at: at, updated_at: at });
    }

    // Its log: the creation, then a change or two.
    const lookups: ProfileLookups = {
      managementLevels: levels,
      jobFunctions: named(functionRows, (r) => r.name),
      industries: industryRows,
      revenueRanges: revenue,
      employeeRanges: employees,
      states: stateList,
      geoTargetProfiles: named(geo.filter((g) => ownGeo.includes(g.id)), (r) => r.name),
      exclusiveCompanyProfiles: named(ecp.filter((e) => ownEcp.includes(e.id)), (r) => r.name),
      sequences: named(clientSequences, (r) => r.name),
      mailboxes: clientMailboxes.map((m) => ({ id: m.id, email: m.email })),
    };
    const base: ProfileState = { name: profile.name, status: 'Draft', criteria: { ...criteria, keywords: [] }, pairs: unique.slice(0, 1), sfdcProjectId: settings.sfdc, platform: 'outreach', swimlanesEnabled: false, monthlyProspects: null, dayToAdd: null };
    const final: ProfileState = { ...base, status, criteria, pairs: unique, swimlanesEnabled: settings.swimlanes, monthlyProspects: settings.monthly, dayToAdd: settings.day };
    const log = (at: Date, action: string, changes: ProfileChange[]) => {
      if (changes.length) logRows.push({ profile_id: profile.id, user_id: rnd.pick(editors), action, changes, created_at: at.toISOString() });
    };
    log(ago(createdDaysAgo), 'created', describeChanges({}, describeProfile(lookups, base)));
    const mid: ProfileState = { ...final, swimlanesEnabled: false, monthlyProspects: null, dayToAdd: null };
    log(ago(rnd.int(1, Math.max(1, createdDaysAgo - 1))), 'updated', describeChanges(describeProfile(lookups, base), describeProfile(lookups, mid)));
    log(ago(0), 'settings', describeChanges(describeProfile(lookups, mid), describeProfile(lookups, final)));
  }

  // One JSON parameter per chunk: a statement of thousands of bound values
  // costs more to build than to run (SEED_SCALE=10 has some 4,000 profiles).
  await inChunks(updates, 2000, (chunk) =>
    db.execute(sql`
      update ${sequenceProfiles} p set
        status = v.status, criteria = v.criteria, sfdc_project_id = v.sfdc, swimlanes_enabled = v.swimlanes,
        monthly_prospects = v.monthly, day_to_add = v.day, created_at = v.created, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(chunk.map((u) => ({ ...u, created: u.createdAt.toISOString() })))}::jsonb)
        as v(id int, status text, criteria jsonb, sfdc text, swimlanes boolean, monthly int, day int, created timestamptz)
      where p.id = v.id`),
  );
  await insertRecords(db, profileProspects, { profile_id: 'int', prospect_id: 'int', status: 'text', added_at: 'timestamptz' }, prospectRows);
  await insertRecords(db, profilePairs, { profile_id: 'int', sequence_id: 'int', mailbox_id: 'int' }, pairRows);
  await insertRecords(db, profileNotes, { profile_id: 'int', user_id: 'int', notes: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' }, noteRows);
  await insertRecords(db, profileLogs, { profile_id: 'int', user_id: 'int', action: 'text', changes: 'jsonb', created_at: 'timestamptz' }, logRows);
  await insertRecords(
    db,
    profileRemovals,
    { profile_id: 'int', prospect_id: 'int', user_id: 'int', reason: 'text', email: 'text', name: 'text', company: 'text', title: 'text', removed_at: 'timestamptz' },
    removalRows,
  );
  return { statuses: profileStatuses.length };
}

/**
 * Many rows in statements of one JSON parameter each (`jsonb_to_recordset`):
 * building a statement of thousands of bound values costs more than running
 * it. `columns` names each column (as in the rows) with its SQL type.
 */
async function insertRecords(db: Db, table: PgTable, columns: Record<string, string>, rows: readonly object[]) {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', '));
  await inChunks([...rows], 10_000, (chunk) =>
    db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${types}) on conflict do nothing`),
  );
}

function group<T extends { clientId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.clientId, [...(map.get(r.clientId) ?? []), r]);
  return map;
}
