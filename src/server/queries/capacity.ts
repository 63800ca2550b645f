import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { roleNames, type RoleSlug } from '../../domain/access/roles';
import { assumptionCatalogue, assumptionValues, isAssumptionKey } from '../../domain/capacity/assumptions';
import { capacityPlan, knownClientsByMonth, roundSeats, type CapacityInputs } from '../../domain/capacity/capacity-model';
import type { Assumption, Hire, Projection, ProjectionsAnswer } from '../../domain/capacity/capacity-types';
import { loadStatuses } from '../../domain/capacity/rep-load';
import { monthRange } from '../../domain/time/year-months';
import type { Db } from '../db/client';
import { capacityAssumptions, capacityHires, capacityProjections } from '../db/schema/capacity';
import { clients } from '../db/schema/clients';
import { listUsers } from './users';

/** Decision 0029: the current month and the eleven after it. */
export const planLength = 12;

/** The current month (YYYY-MM, UTC): the first planned one. */
export const currentMonth = (today: Temporal.PlainDate = Temporal.Now.plainDateISO('UTC')) => today.toPlainYearMonth().toString();

export const planMonths = (start = currentMonth()) => monthRange(start, planLength);

type AssumptionRow = typeof capacityAssumptions.$inferSelect;

export function assumptionOf(row: AssumptionRow): Assumption | null {
  if (!isAssumptionKey(row.key)) return null;
  const d = assumptionCatalogue[row.key];
  return {
    id: row.id,
    key: row.key,
    name: d.name,
    unit: d.unit,
    min: d.min,
    max: d.max,
    step: d.step,
    integer: d.integer,
    description: d.description,
    val: row.val,
    version: row.version,
  };
}

/** The assumptions in the catalogue's order. */
export async function loadAssumptions(db: Db, where?: SQL): Promise<Assumption[]> {
  const rows = await db.select().from(capacityAssumptions).where(where);
  const order = Object.keys(assumptionCatalogue);
  return rows
    .map(assumptionOf)
    .filter((a): a is Assumption => a !== null)
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

export function hireOf(row: typeof capacityHires.$inferSelect): Hire {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    roleName: roleNames[row.role as RoleSlug] ?? row.role,
    startDate: row.startDate,
    startingCapacity: row.startingCapacity,
    archived: row.archived,
    version: row.version,
  };
}

export async function loadHires(db: Db, where?: SQL): Promise<Hire[]> {
  const rows = await db.select().from(capacityHires).where(where).orderBy(asc(capacityHires.startDate), asc(capacityHires.id));
  return rows.map(hireOf);
}

export const loadHire = async (db: Db, id: number) => (await loadHires(db, eq(capacityHires.id, id)))[0];

/** Everything the capacity model reads, for the planned months. */
export async function capacityInputs(db: Db, months: string[]) {
  const [reps, hires, assumptionRows, projections, known] = await Promise.all([
    listUsers(db, { active: true, startingCapacity: true }),
    loadHires(db),
    db.select().from(capacityAssumptions),
    db.select().from(capacityProjections).orderBy(asc(capacityProjections.month)),
    db.select({ status: clients.status, onboardingDate: clients.onboardingDate }).from(clients).where(inArray(clients.status, [...loadStatuses])),
  ]);
  const inputs: CapacityInputs = {
    months,
    reps: reps.map((r) => ({ capacity: r.startingCapacity ?? 0 })),
    hires,
    assumptions: assumptionValues(assumptionRows),
    projections,
    knownClients: knownClientsByMonth(known, months),
  };
  return { inputs, projections };
}

/** GET /api/capacity/projections: history as recorded, the plan with the model's numbers. */
export async function projectionsAnswer(db: Db, start = currentMonth()): Promise<ProjectionsAnswer> {
  const months = planMonths(start);
  const { inputs, projections } = await capacityInputs(db, months);
  const plan = new Map(capacityPlan(inputs).map((m) => [m.month, m]));
  const rows: Projection[] = projections.map((p) => {
    const month = plan.get(p.month);
    return {
      id: p.id,
      month: p.month,
      newClients: p.newClients,
      churnPct: p.churnPct,
      note: p.note,
      actualClients: p.actualClients,
      actualCapacity: p.actualCapacity,
      version: p.version,
      plan: month
        ? {
            month: month.month,
            capacity: roundSeats(month.capacity),
            hireCapacity: roundSeats(month.hireCapacity),
            clients: roundSeats(month.clients),
            demand: roundSeats(month.demand),
            gap: roundSeats(month.gap),
          }
        : null,
    };
  });
  return { asOf: new Date().toISOString(), startMonth: start, months, knownClients: [...inputs.knownClients], rows };
}

export async function loadProjection(db: Db, id: number): Promise<Projection | undefined> {
  return (await projectionsAnswer(db)).rows.find((r) => r.id === id);
}
