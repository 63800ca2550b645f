import { Temporal } from 'temporal-polyfill';
import { clientStatuses } from '../../domain/clients/client-status';
import { meetingTimezones } from '../../domain/time/timezones';
import type { Db } from '../db/client';
import {
  clientContacts,
  clientMeetingGoals,
  clientMeetingTypes,
  clientTeamMembers,
  clients,
  dneDomains,
  schedulingInboxes,
  sendingMailboxes,
} from '../db/schema/clients';
import { exclusiveCompanyProfiles, geoTargetProfiles, industries, meetingTypes, states } from '../db/schema/lookups';
import { bunchMembers } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { eq } from 'drizzle-orm';
import { companySuffixes, companyWords, firstNames, lastNames, sharedEcpProfiles, sharedGeoProfiles } from './lookup-data';
import type { People } from './seed-people';
import { inChunks, type Random } from './random';

export type SeededClient = { id: number; name: string; domain: string; timezone: string; status: string };

const taskTagPool = ['VIP', 'Enterprise', 'Warm lead', 'Re-engage', 'Conference', 'Referral', 'Q4 push'];

export async function seedClients(db: Db, rnd: Random, scale: number, people: People, today: Temporal.PlainDate) {
  const count = Math.round(40 * scale ** 1.7);
  const industryIds = (await db.select({ id: industries.id }).from(industries)).map((r) => r.id);
  const stateAbbrs = (await db.select({ a: states.abbreviation }).from(states)).map((r) => r.a);
  const typeIds = (await db.select({ id: meetingTypes.id }).from(meetingTypes)).map((r) => r.id);

  const names = new Set<string>();
  const rows = Array.from({ length: count }, (_, i) => {
    let name = i === 0 ? 'Acme Corp' : `${rnd.pick(companyWords)} ${rnd.pick(companySuffixes)}`;
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    let status = i < 3 ? 'active' : rnd.pick([...clientStatuses, 'active', 'active', 'active']);
    // The 6th client (Outreach disconnected, below) must be bookable for its
    // booking dialog to be reachable; set after the pick to keep the sequence.
    if (i === 5) status = 'active';
    const onboarding = today.subtract({ days: rnd.int(-30, 720) });
    return {
      name,
      status,
      industryId: rnd.pick(industryIds),
      onboardingDate: onboarding.toString(),
      sendDate: onboarding.add({ days: rnd.int(7, 30) }).toString(),
      outreachPairsCount: rnd.int(1, 6),
      details: `${name} sells to ${rnd.pick(['mid-market', 'enterprise', 'SMB'])} buyers in ${rnd.pick(stateAbbrs)}.`,
      teamId: rnd.pick(people.teamIds),
      taskTags: rnd.pickSome(taskTagPool, rnd.int(0, 3)),
      meetingLocation: rnd.chance(0.7) ? 'Zoom (link in the invite)' : 'Google Meet',
      meetingDescription: `Introductory call between ${name} and the prospect to discuss their goals.`,
      // Every client but Acme can have its Outreach account drop (dialog path).
      outreachStatus: i === 5 ? 'disconnected' : 'connected',
    };
  });
  const seeded: SeededClient[] = [];
  await inChunks(rows, 500, async (chunk) => {
    const inserted = await db.insert(clients).values(chunk).returning({ id: clients.id, name: clients.name, status: clients.status });
    for (const c of inserted) {
      const domain = `${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
      seeded.push({ ...c, domain, timezone: rnd.pick(meetingTimezones.slice(0, 5)).iana });
    }
  });

  await inChunks(seeded, 500, (chunk) =>
    db.insert(clientContacts).values(
      chunk.map((c) => {
        const first = rnd.pick(firstNames);
        const last = rnd.pick(lastNames);
        return {
          clientId: c.id,
          name: `${first} ${last}`,
          email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${c.domain}`,
          address: `${rnd.int(10, 9999)} ${rnd.pick(['Main', 'Oak', 'Market', 'Pine', 'Cedar'])} St`,
          state: rnd.pick(stateAbbrs),
          city: rnd.pick(['Springfield', 'Riverside', 'Franklin', 'Greenville', 'Madison', 'Austin']),
          zipCode: String(rnd.int(10000, 99999)),
          phone: `+1 555 ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`,
        };
      }),
    ),
  );

  await inChunks(seeded, 500, (chunk) =>
    db
      .insert(clientMeetingTypes)
      .values(chunk.flatMap((c) => rnd.pickSome(typeIds, rnd.int(1, 3)).map((meetingTypeId) => ({ clientId: c.id, meetingTypeId })))),
  );

  // Scheduling inboxes and sending mailboxes, grouped by header~status in
  // the booking form. One client of every few has a disconnected one.
  await inChunks(seeded, 300, async (chunk) => {
    await db.insert(schedulingInboxes).values(
      chunk.flatMap((c, i) => [
        {
          clientId: c.id,
          email: `calendar@${c.domain}`,
          header: `${c.name} Calendar`,
          status: 'connected',
          titlePrefix: c.name,
          timezone: c.timezone,
          clientEmails: [`success@${c.domain}`, `owner@${c.domain}`],
        },
        {
          clientId: c.id,
          email: `meetings@${c.domain}`,
          header: `${c.name} Meetings`,
          status: i % 4 === 3 || c.name === 'Acme Corp' ? 'disconnected' : 'connected',
          titlePrefix: null,
          timezone: 'America/Chicago',
          clientEmails: [`success@${c.domain}`],
        },
      ]),
    );
    await db.insert(sendingMailboxes).values(
      chunk.flatMap((c) => [
        { clientId: c.id, email: `hello@${c.domain}`, header: `${c.name} Outreach`, status: 'connected' },
        { clientId: c.id, email: `team@${c.domain}`, header: `${c.name} Outreach`, status: rnd.chance(0.3) ? 'disconnected' : 'connected' },
      ]),
    );
  });

  // Do-not-email domains: every client has its competitors' domains listed.
  await inChunks(seeded, 500, (chunk) =>
    db.insert(dneDomains).values(
      chunk.flatMap((c) => [
        { clientId: c.id, domain: `competitor-of-${c.domain}` },
        ...(c.name === 'Acme Corp' ? [{ clientId: c.id, domain: 'globex.example' }] : []),
      ]),
    ),
  );

  const thisMonth = today.toPlainYearMonth();
  await inChunks(seeded, 300, (chunk) =>
    db.insert(clientMeetingGoals).values(
      chunk.flatMap((c) =>
        [-1, 0, 1].map((m) => ({ clientId: c.id, month: thisMonth.add({ months: m }).toString(), goal: rnd.int(4, 20) })),
      ),
    ),
  );

  // Client teams: reps, a PDM, and a PSM with the strategist of their bunch.
  const bunchRows = await db.select().from(bunchMembers);
  const reps = [...people.byRole.sdr, ...people.byRole.ssdr];
  const sdrDemo = people.demo['sdr@demo.test'];
  await inChunks(seeded, 300, (chunk) =>
    db
      .insert(clientTeamMembers)
      .values(
        chunk.flatMap((c, i) => {
          const members = new Set<number>(rnd.pickSome(reps, 2));
          if (seeded.indexOf(c) < 12) members.add(sdrDemo);
          if (people.byRole.pdm.length) members.add(rnd.pick(people.byRole.pdm));
          const bunchId = people.bunchIds.length ? people.bunchIds[i % people.bunchIds.length] : null;
          for (const m of bunchRows) if (m.bunchId === bunchId && i % 3 !== 2) members.add(m.userId);
          return [...members].map((userId) => ({ clientId: c.id, userId }));
        }),
      )
      .onConflictDoNothing(),
  );

  await db.insert(geoTargetProfiles).values([
    ...sharedGeoProfiles.map((name) => ({ name })),
    ...seeded.slice(0, 10).map((c) => ({ name: `${c.name} territory`, clientId: c.id })),
  ]);
  await db.insert(exclusiveCompanyProfiles).values([
    ...sharedEcpProfiles.map((name) => ({ name })),
    ...seeded.slice(0, 10).map((c) => ({ name: `${c.name} target accounts`, clientId: c.id })),
  ]);

  // The guest demo user is a contact of the first client.
  await db.update(users).set({ clientId: seeded[0].id }).where(eq(users.id, people.demo['guest@demo.test']));
  return seeded;
}
