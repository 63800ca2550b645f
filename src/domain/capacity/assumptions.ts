// The capacity model's named inputs (decision 0029): each with its unit, its
// bounds and the value a new plan starts from. The rows hold only the value
// (spec 3, assumption: id, val); what a key means lives here, once.

export const assumptionKeys = ['rampMonths', 'repsPerClient', 'monthlyChurnPct', 'newClientsPerMonth'] as const;
export type AssumptionKey = (typeof assumptionKeys)[number];

export type AssumptionDefinition = {
  name: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  /** Whole numbers only. */
  integer: boolean;
  defaultValue: number;
  description: string;
};

export const assumptionCatalogue: Record<AssumptionKey, AssumptionDefinition> = {
  rampMonths: {
    name: 'Ramp-up',
    unit: 'months',
    min: 0,
    max: 12,
    step: 1,
    integer: true,
    defaultValue: 3,
    description: 'Months a new hire takes to reach their full capacity; until then they carry a growing share of it.',
  },
  repsPerClient: {
    name: 'Reps per client',
    unit: 'reps',
    min: 0.5,
    max: 5,
    step: 0.5,
    integer: false,
    defaultValue: 2,
    description: "How many reps work each client: every client takes this many of the reps' client seats.",
  },
  monthlyChurnPct: {
    name: 'Monthly churn',
    unit: '%',
    min: 0,
    max: 50,
    step: 0.5,
    integer: false,
    defaultValue: 3,
    description: 'Share of clients lost each month, unless a month of the projections sets its own.',
  },
  newClientsPerMonth: {
    name: 'New clients per month',
    unit: 'clients',
    min: 0,
    max: 500,
    step: 1,
    integer: true,
    defaultValue: 4,
    description: 'New clients expected in a month that has no projection of its own yet.',
  },
};

export type AssumptionValues = Record<AssumptionKey, number>;

export const isAssumptionKey = (key: string): key is AssumptionKey => (assumptionKeys as readonly string[]).includes(key);

/** Why a value does not fit an assumption, or null when it does (the form and the server say the same). */
export function assumptionValueIssue(key: AssumptionKey, val: number): string | null {
  const d = assumptionCatalogue[key];
  if (!Number.isFinite(val)) return `${d.name} must be a number.`;
  if (d.integer && !Number.isInteger(val)) return `${d.name} must be a whole number of ${d.unit}.`;
  if (val < d.min || val > d.max) return `${d.name} must be between ${d.min} and ${d.max} ${d.unit}.`;
  return null;
}

/** The values of a plan: the rows' values over the defaults (a key with no row keeps its default). */
export function assumptionValues(rows: readonly { key: string; val: number }[]): AssumptionValues {
  const values = Object.fromEntries(assumptionKeys.map((k) => [k, assumptionCatalogue[k].defaultValue])) as AssumptionValues;
  for (const row of rows) if (isAssumptionKey(row.key)) values[row.key] = row.val;
  return values;
}
