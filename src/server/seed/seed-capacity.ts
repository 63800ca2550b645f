import { inArray, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { assumptionCatalogue, assumptionKeys } from '../../domain/capacity/assumptions';
import { loadStatuses } from '../../domain/capacity/rep-load';
import { revenueByMonth } from '../../domain/revenue/revenue-sums';
import { addMonths, daysOfMonth, monthRange, splitMonth } from '../../domain/time/year-months';
import type { Db } from '../db/client';
import { capacityAssumptions, capacityHires, capacityProjections } from '../db/schema/capacity';
import { clients } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { dailyOnboardings, monthlyProjections, uncommonDeals } from '../db/schema/revenue';
import { currentMonth, planLength } from '../queries/capacity';
import { loadRevenueEvents } from '../queries/revenue';
import { listUsers } from '../queries/users';
import { firstNames, lastNames } from './lookup-data';
import { createRandom } from './random';
import type { SeededClient } from './seed-clients';

// Its own random stream: the plan's demo data never changes the rest.
const capacitySeed = 20260923;

const signedClients = [
  'Brightline Dental',
  'Kestrel Logistics',
  'Orchard Analytics',
  'Tidewater Insurance',
  'Larkspur Software',
  'Granite Peak Solar',
  'Bluebird Staffing',
  'Copperleaf Finance',
  'Meridian Freight',
  'Saltmarsh Studios',
  'Juniper Health',
  'Foxglove Robotics',
  'Harborview Legal',
  'Quarry Lane Foods',
];

const monthNotes = ['Partner referrals expected', 'Two enterprise renewals', 'New vertical: healthcare', 'Pricing change goes live', 'Trade show leads'];

/**
 * Capacity and revenue planning (decision 0029): the assumptions, a year of
 * history and the next twelve months of projections, hires in the pipeline,
 * signed clients waiting to be assigned, uncommon deals, daily onboardings
 * and monthly goals set near what the model projects.
 */
export async function seedCapacity(db: Db, scale: number, clientList: SeededClient[], today: Temporal.PlainDate) {
  const rnd = createRandom(capacitySeed);
  const start = currentMonth(today);
  const history = monthRange(addMonths(start, -12), 12);
  const plan = monthRange(start, planLength);

  await db.insert(capacityAssumptions).values(assumptionKeys.map((key) => ({ key, val: assumptionCatalogue[key].defaultValue })));

  // Signed clients nobody works yet: onboarding in the next weeks.
  const industryIds = (await db.select({ id: industries.id }).from(industries)).map((r) => r.id);
  const waiting = Math.min(signedClients.length, 4 + Math.round(scale));
  await db.insert(clients).values(
    signedClients.slice(0, waiting).map((name, i) => ({
      name,
      status: 'onboarding',
      industryId: rnd.pick(industryIds),
      onboardingDate: today.add({ days: 5 + i * 9 + rnd.int(0, 6) }).toString(),
      outreachPairsCount: rnd.int(1, 4),
      details: `${name} signed recently and waits for its team.`,
    })),
  );

  // A year of history (recorded clients and capacity), then the plan.
  const [{ n: clientsNow }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(inArray(clients.status, [...loadStatuses]));
  const reps = await listUsers(db, { active: true, startingCapacity: true });
  const capacityNow = reps.reduce((s, r) => s + (r.startingCapacity ?? 0), 0);
  const perMonth = Math.max(1, clientsNow / 30);
  await db.insert(capacityProjections).values([
    ...history.map((month, i) => ({
      month,
      newClients: Math.round(rnd.int(2, 6) * perMonth),
      churnPct: null,
      note: '',
      actualClients: Math.round(clientsNow * (0.7 + (0.3 * i) / 12) + rnd.int(-2, 2)),
      actualCapacity: capacityNow - 12 * Math.floor((12 - i) / 4),
    })),
    ...plan.map((month, i) => ({
      month,
      newClients: Math.round(rnd.int(6, 11) * perMonth),
      churnPct: splitMonth(month).month === 12 ? 5 : null,
      note: i % 4 === 1 ? rnd.pick(monthNotes) : '',
    })),
  ]);

  // Hires: one ramping, some in the pipeline, one archived (now a user).
  const hireName = () => `${rnd.pick(firstNames)} ${rnd.pick(lastNames)}`;
  const startOf = (monthsOn: number) => `${addMonths(start, monthsOn)}-${String(rnd.int(1, 20)).padStart(2, '0')}`;
  await db.insert(capacityHires).values([
    { name: hireName(), role: 'sdr', startDate: startOf(-1), startingCapacity: rnd.int(8, 14) },
    ...Array.from({ length: 2 + Math.round(scale) }, (_, i) => ({
      name: hireName(),
      role: i % 3 === 2 ? 'ssdr' : 'sdr',
      startDate: startOf(1 + i * 2),
      startingCapacity: rnd.int(8, 14),
    })),
    { name: hireName(), role: 'sdr', startDate: startOf(-5), startingCapacity: 12, archived: true },
  ]);

  // Uncommon deals: a few a month, over the year and the next two months.
  const dealClients = clientList.slice(0, Math.min(clientList.length, 40));
  const deals = [...history, start, addMonths(start, 1)].flatMap((month, i) =>
    Array.from({ length: i >= history.length ? rnd.int(1, 2) : rnd.int(0, 2) }, () => {
      const client = rnd.pick(dealClients);
      const revenue = rnd.int(4, 60) * 500;
      const thisMonthRec = Math.round((revenue * rnd.int(1, 4)) / 4 / 500) * 500;
      const kind = rnd.pick(['Event sponsorship', 'Data clean-up project', 'List build', 'Workshop', 'Pilot extension']);
      return {
        name: `${kind}: ${client.name}`,
        clientId: client.id,
        date: `${month}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        revenue,
        thisMonthRec,
        nextMonthRec: revenue - thisMonthRec,
      };
    }),
  );
  if (deals.length) await db.insert(uncommonDeals).values(deals);

  // Daily onboardings: about one weekday in five, over the year and the plan.
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;
  const days = [...history, ...plan].flatMap((month) =>
    daysOfMonth(month)
      .filter((date) => weekday(date) && rnd.chance(0.2))
      .map((date) => {
        const count = rnd.chance(0.8) ? 1 : 2;
        return { date, count, revenue: count * rnd.int(4, 16) * 250 };
      }),
  );
  if (days.length) await db.insert(dailyOnboardings).values(days);

  // Goals: near what the model projects (most a little above), in round thousands.
  const byMonth = revenueByMonth(await loadRevenueEvents(db, start));
  await db.insert(monthlyProjections).values(
    [...history, ...plan].map((month) => {
      const projected = byMonth.get(month)?.total ?? 0;
      return { ...splitMonth(month), goal: Math.max(5000, Math.round((projected * (1 + rnd.int(-10, 20) / 100)) / 1000) * 1000) };
    }),
  );
}
