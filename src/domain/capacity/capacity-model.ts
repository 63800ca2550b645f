import { addMonths, monthOfDay, monthsBetween } from '../time/year-months';
import type { AssumptionValues } from './assumptions';

// The capacity model of decision 0029. Capacity and demand are counted in
// client seats: a rep's starting capacity is how many clients they can
// work; a client takes `repsPerClient` seats.

export type PlanHire = { startDate: string; startingCapacity: number; archived: boolean };
export type PlanProjection = { month: string; newClients: number; churnPct: number | null };
/** Clients already signed (active or onboarding) who are first counted in `month`. */
export type KnownClients = { month: string; count: number };

export type CapacityInputs = {
  /** The months planned, in order; the first is the current month. */
  months: readonly string[];
  /** Active users with a starting capacity. */
  reps: readonly { capacity: number }[];
  hires: readonly PlanHire[];
  assumptions: AssumptionValues;
  projections: readonly PlanProjection[];
  knownClients: readonly KnownClients[];
};

export type PlanMonth = {
  month: string;
  /** Seats of the active reps and of the hires (ramping in). */
  capacity: number;
  /** The hires' share of `capacity`. */
  hireCapacity: number;
  /** Clients worked that month. */
  clients: number;
  /** Seats the clients take. */
  demand: number;
  /** capacity − demand: spare seats, or (negative) seats short. */
  gap: number;
};

/**
 * The share of a hire's starting capacity they carry in their n-th month
 * (0: the month they start): 1/(R+1), 2/(R+1), … then all of it from month R
 * on; R = 0 is full from the start.
 */
export function rampShare(monthsSinceStart: number, rampMonths: number): number {
  if (monthsSinceStart < 0) return 0;
  if (rampMonths <= 0) return 1;
  return Math.min(1, (monthsSinceStart + 1) / (rampMonths + 1));
}

/** What one hire adds in a month (nothing before their start month, nothing once archived). */
export function hireCapacityIn(hire: PlanHire, month: string, rampMonths: number): number {
  if (hire.archived) return 0;
  return hire.startingCapacity * rampShare(monthsBetween(monthOfDay(hire.startDate), month), rampMonths);
}

/**
 * Clients already signed, by the month they are first counted: active
 * clients, and onboarding ones without a date or dated on or before the end
 * of the first month, count from the first month; onboarding clients dated
 * later count from their month; those past the last month are not planned.
 */
export function knownClientsByMonth(clients: readonly { status: string; onboardingDate: string | null }[], months: readonly string[]): KnownClients[] {
  const counts = new Map(months.map((m) => [m, 0]));
  const first = months[0];
  for (const c of clients) {
    if (c.status !== 'active' && c.status !== 'onboarding') continue;
    const own = c.status === 'onboarding' && c.onboardingDate ? monthOfDay(c.onboardingDate) : first;
    const month = own < first ? first : own;
    if (counts.has(month)) counts.set(month, counts.get(month)! + 1);
  }
  return months.map((month) => ({ month, count: counts.get(month)! }));
}

/**
 * Capacity, demand and the gap per month. Clients carry over with churn:
 * clients(m) = clients(m−1) × (1 − churn(m)/100) + known(m) + new(m), where
 * churn(m) is the month's own churn or the assumption, and new(m) the
 * month's projected new clients or the assumption when the month has none.
 */
export function capacityPlan(inputs: CapacityInputs): PlanMonth[] {
  const { assumptions: a } = inputs;
  const repSeats = inputs.reps.reduce((sum, r) => sum + r.capacity, 0);
  const projections = new Map(inputs.projections.map((p) => [p.month, p]));
  const known = new Map(inputs.knownClients.map((k) => [k.month, k.count]));
  let clients = 0;
  return inputs.months.map((month) => {
    const p = projections.get(month);
    const churn = p?.churnPct ?? a.monthlyChurnPct;
    clients = clients * (1 - churn / 100) + (known.get(month) ?? 0) + (p?.newClients ?? a.newClientsPerMonth);
    const hireCapacity = inputs.hires.reduce((sum, h) => sum + hireCapacityIn(h, month, a.rampMonths), 0);
    const capacity = repSeats + hireCapacity;
    const demand = clients * a.repsPerClient;
    return { month, capacity, hireCapacity, clients, demand, gap: capacity - demand };
  });
}

/** The months a hire ramps through: what they add each month until full, and when they are. */
export function hireRamp(hire: PlanHire, rampMonths: number): { month: string; seats: number }[] {
  const start = monthOfDay(hire.startDate);
  return Array.from({ length: Math.max(0, rampMonths) + 1 }, (_, i) => {
    const month = addMonths(start, i);
    return { month, seats: hireCapacityIn({ ...hire, archived: false }, month, rampMonths) };
  });
}

/** Rounded for display and for answers compared across machines: one decimal. */
export const roundSeats = (n: number) => Math.round(n * 10) / 10;
