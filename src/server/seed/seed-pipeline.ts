import { Temporal } from 'temporal-polyfill';
import type { PipelineStatus } from '../../domain/meetings/pipeline-statuses';
import { callOutcomes, taskPriorities, taskTypes } from '../../domain/tasks/task-constants';
import { wallClockToInstant } from '../../domain/time/wall-clock';
import type { Db } from '../db/client';
import { clientMeetingTypes, opportunities, schedulingInboxes, sendingMailboxes } from '../db/schema/clients';
import { employeeRanges, industries, managementLevels, revenueRanges, states } from '../db/schema/lookups';
import { meetings } from '../db/schema/meetings';
import { contentSequences } from '../db/schema/content';
import { mailingStats, outreachSequences, outreachUsers, sequenceProfiles } from '../db/schema/outreach';
import { companies, prospects } from '../db/schema/prospects';
import { callTasks, calls } from '../db/schema/tasks';
import { companySuffixes, companyWords, firstNames, jobTitles, lastNames } from './lookup-data';
import { inChunks, type Random } from './random';
import type { SeededClient } from './seed-clients';
import type { People } from './seed-people';

const statusWeights: [PipelineStatus, number][] = [
  ['Reschedule', 8],
  ['Initial Meeting', 35],
  ['Next Steps', 15],
  ['On Hold', 7],
  ['Proposals', 10],
  ['Closed Won', 12],
  ['Closed Lost', 13],
];

function weighted<T>(rnd: Random, items: [T, number][]): T {
  let r = rnd.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1][0];
}

export async function seedPipeline(db: Db, rnd: Random, scale: number, people: People, clientList: SeededClient[], today: Temporal.PlainDate) {
  const meetingCount = Math.round(600 * scale ** 1.222);
  const taskCount = Math.round(300 * scale ** 1.222);
  const ids = async (table: typeof industries | typeof employeeRanges | typeof revenueRanges | typeof managementLevels) =>
    (await db.select({ id: table.id }).from(table)).map((r) => r.id);
  const industryRows = await db.select().from(industries);
  const [empIds, revIds, levelIds] = [await ids(employeeRanges), await ids(revenueRanges), await ids(managementLevels)];
  const stateAbbrs = (await db.select({ a: states.abbreviation }).from(states)).map((r) => r.a);

  // Companies and their people.
  const companyRows = Array.from({ length: Math.max(60, Math.round(meetingCount / 6)) }, (_, i) => {
    const name = `${rnd.pick(companyWords)} ${rnd.pick(companySuffixes)}`;
    return {
      name,
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}${i}.example`,
      industryId: rnd.pick(industryRows).id,
      employeeRangeId: rnd.pick(empIds),
      revenueRangeId: rnd.pick(revIds),
    };
  });
  const companyList: (typeof companyRows[number] & { id: number })[] = [];
  await inChunks(companyRows, 1000, async (chunk) => {
    const inserted = await db.insert(companies).values(chunk).returning({ id: companies.id });
    inserted.forEach((r, i) => companyList.push({ ...chunk[i], id: r.id }));
  });
  const prospectRows = Array.from({ length: Math.round((meetingCount + taskCount) * 0.8) }, (_, i) => {
    const company = companyList[i % companyList.length];
    const first = rnd.pick(firstNames);
    const last = rnd.pick(lastNames);
    return {
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${i}@${company.domain}`,
      firstName: first,
      lastName: last,
      title: rnd.pick(jobTitles),
      phoneWork: rnd.chance(0.8) ? `+1 555 ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}` : null,
      phonePersonal: rnd.chance(0.4) ? `+1 555 ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}` : null,
      state: rnd.pick(stateAbbrs),
      companyId: company.id,
      industryId: company.industryId,
      managementLevelId: rnd.pick(levelIds),
    };
  });
  const prospectList: (typeof prospectRows[number] & { id: number })[] = [];
  await inChunks(prospectRows, 1000, async (chunk) => {
    const inserted = await db.insert(prospects).values(chunk).returning({ id: prospects.id });
    inserted.forEach((r, i) => prospectList.push({ ...chunk[i], id: r.id }));
  });

  // Per-client booking resources.
  const inboxes = await db.select().from(schedulingInboxes);
  const mailboxes = await db.select().from(sendingMailboxes);
  const clientTypes = await db.select().from(clientMeetingTypes);
  const byClient = <T extends { clientId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.clientId, [...(map.get(r.clientId) ?? []), r]);
    return map;
  };
  const inboxByClient = byClient(inboxes);
  const mailboxByClient = byClient(mailboxes);
  const typesByClient = byClient(clientTypes);

  // Sequence profiles (strategies) and outreach users/sequences per client.
  const profileRows = clientList.flatMap((c) =>
    Array.from({ length: rnd.int(1, 3) }, (_, k) => ({
      clientId: c.id,
      name: `${c.name} Profile ${['A', 'B', 'C'][k]}`,
      status: rnd.pick(['Active', 'Active', 'Paused', 'Draft']),
    })),
  );
  const profiles: { id: number; clientId: number }[] = [];
  await inChunks(profileRows, 1000, async (chunk) => {
    profiles.push(...(await db.insert(sequenceProfiles).values(chunk).returning({ id: sequenceProfiles.id, clientId: sequenceProfiles.clientId })));
  });
  const profilesByClient = byClient(profiles);

  const companyById = new Map(companyList.map((c) => [c.id, c]));
  const industryName = new Map(industryRows.map((r) => [r.id, r.name]));
  const reps = [...people.byRole.sdr, ...people.byRole.ssdr, ...people.byRole.pdm];
  const sdrDemo = people.demo['sdr@demo.test'];
  const meetingRows = Array.from({ length: meetingCount }, (_, i) => {
    // The first clients carry most of the demo user's meetings.
    const client = i % 5 === 0 ? clientList[i % Math.min(12, clientList.length)] : rnd.pick(clientList);
    const prospect = prospectList[i % prospectList.length];
    const company = companyById.get(prospect.companyId)!;
    const date = today.add({ days: rnd.int(-180, 45) });
    const slot = rnd.int(0, 35);
    const startsAt = `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
    const endMinutes = 8 * 60 + slot * 15 + rnd.pick([15, 30, 45, 60]);
    const endsAt = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
    const status = date.until(today).days < 0 ? 'Initial Meeting' : weighted(rnd, statusWeights);
    const inbox = (inboxByClient.get(client.id) ?? [])[0];
    const mailbox = (mailboxByClient.get(client.id) ?? [])[0];
    const type = (typesByClient.get(client.id) ?? [])[0];
    const won = status === 'Closed Won' || (status === 'Proposals' && rnd.chance(0.5));
    return {
      clientId: client.id,
      prospectId: prospect.id,
      meetingTypeId: type?.meetingTypeId ?? null,
      schedulingInboxId: inbox?.id ?? null,
      outreachMailboxId: mailbox?.id ?? null,
      sdrId: i % 7 === 0 ? sdrDemo : rnd.pick(reps),
      sequenceProfileId: profilesByClient.has(client.id) ? rnd.pick(profilesByClient.get(client.id)!).id : null,
      surveyEmails: `success@${client.domain}`,
      prospectEmail: prospect.email,
      prospectName: `${prospect.firstName} ${prospect.lastName}`,
      prospectTitle: prospect.title,
      prospectCompany: company.name,
      prospectIndustry: industryName.get(prospect.industryId) ?? null,
      prospectPhone: prospect.phoneWork ?? prospect.phonePersonal,
      prospectState: prospect.state,
      date: date.toString(),
      startsAt,
      endsAt,
      timezone: client.timezone,
      startAt: new Date(wallClockToInstant(date.toString(), startsAt, client.timezone).epochMilliseconds),
      title: `Call to Discuss: ${client.name}`,
      location: 'Zoom (link in the invite)',
      description: `Introductory call with ${company.name}.`,
      status,
      deleted: rnd.chance(0.04),
      quality: rnd.chance(0.8) ? rnd.int(1, 5) : null,
      generatedRevenue: won ? rnd.int(1, 250) * 1000 : null,
      notes: rnd.chance(0.3) ? `Prospect asked about ${rnd.pick(['pricing', 'integrations', 'timelines', 'security'])}.` : '',
    };
  });
  await inChunks(meetingRows, 1000, (chunk) => db.insert(meetings).values(chunk));

  // Deals: the won meetings of the first clients become opportunities.
  const contractTypes = ['One Time', 'Reoccurring', 'Both'] as const;
  await db.insert(opportunities).values(
    clientList.slice(0, Math.min(clientList.length, 60)).flatMap((c) =>
      Array.from({ length: rnd.int(1, 3) }, (_, k) => {
        const contractType = rnd.pick(contractTypes);
        const fixedPayment = contractType === 'Reoccurring' ? 0 : rnd.int(1, 20) * 500;
        const monthsCount = contractType === 'One Time' ? 0 : rnd.int(3, 12);
        const reoccurringAmount = contractType === 'One Time' ? 0 : rnd.int(1, 10) * 250;
        const revenue = (contractType === 'One Time' ? 0 : reoccurringAmount * monthsCount) + fixedPayment;
        return { clientId: c.id, name: `${c.name} deal ${k + 1}`, contractType, fixedPayment, monthsCount, reoccurringAmount, revenue };
      }),
    ),
  );

  // Call tasks, mostly open, due around today.
  const workers = [...people.byRole.sdr, ...people.byRole.ssdr, ...people.byRole.pdm, ...people.byRole.dso];
  const tagPool = ['VIP', 'Enterprise', 'Warm lead', 'Re-engage', 'Conference', 'Referral'];
  const taskRows = Array.from({ length: taskCount }, (_, i) => ({
    clientId: i % 4 === 0 ? clientList[i % Math.min(12, clientList.length)].id : rnd.pick(clientList).id,
    prospectId: prospectList[(i * 7) % prospectList.length].id,
    priority: rnd.pick([...taskPriorities, 'normal', 'normal', 'high']),
    taskType: rnd.pick([...taskTypes, 'call', 'call']),
    tags: rnd.pickSome(tagPool, rnd.int(0, 2)),
    assigneeId: i % 6 === 0 ? sdrDemo : rnd.pick(workers),
    dueDate: today.add({ days: rnd.int(-5, 10) }).toString(),
    status: rnd.chance(0.85) ? 'open' : 'completed',
    notes: '',
  }));
  const taskIds: number[] = [];
  await inChunks(taskRows, 1000, async (chunk) => {
    taskIds.push(...(await db.insert(callTasks).values(chunk).returning({ id: callTasks.id })).map((r) => r.id));
  });
  const callRows = taskIds.flatMap((taskId, i) =>
    Array.from({ length: rnd.int(0, 3) }, (_, k) => ({
      taskId,
      prospectId: taskRows[i].prospectId,
      userId: taskRows[i].assigneeId,
      calledAt: new Date(Date.now() - (k + 1) * rnd.int(1, 9) * 86_400_000),
      outcome: rnd.pick(callOutcomes),
      durationSeconds: rnd.int(0, 600),
      notes: rnd.chance(0.3) ? 'Gatekeeper asked to call back next week.' : null,
    })),
  );
  await inChunks(callRows, 1000, (chunk) => db.insert(calls).values(chunk));

  // Outreach users and sequences, monthly stats, content sequences.
  await inChunks(clientList, 300, async (chunk) => {
    const users = await db
      .insert(outreachUsers)
      .values(chunk.map((c) => ({ clientId: c.id, name: `${c.name} Outreach`, email: `outreach@${c.domain}` })))
      .returning();
    await db.insert(outreachSequences).values(
      users.flatMap((u) =>
        ['Cold intro', 'Follow-up', 'Re-engage'].map((n) => ({ clientId: u.clientId, outreachUserId: u.id, name: `${n} (${u.name})` })),
      ),
    );
  });
  const months = Array.from({ length: 6 }, (_, k) => today.toPlainYearMonth().subtract({ months: k }).toString());
  const statRows = profiles.flatMap((p) =>
    months.map((month) => {
      const delivered = rnd.int(200, 4000);
      return {
        clientId: p.clientId,
        sequenceProfileId: p.id,
        month,
        deliverCount: delivered,
        prospectsCount: Math.round(delivered * 0.6),
        replyCount: Math.round(delivered * rnd.int(1, 6) / 100),
      };
    }),
  );
  await inChunks(statRows, 1000, (chunk) => db.insert(mailingStats).values(chunk));
  await inChunks(clientList, 500, (chunk) =>
    db.insert(contentSequences).values(
      chunk.flatMap((c) =>
        Array.from({ length: rnd.int(1, 3) }, (_, k) => ({
          clientId: c.id,
          title: `${c.name} ${['Intro', 'Nurture', 'Event'][k]} sequence`,
          status: rnd.pick(['Draft', 'In Review', 'Approved', 'Live']),
          shareStatus: rnd.pick(['private', 'shared']),
        })),
      ),
    ),
  );
}
