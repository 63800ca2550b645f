import * as v from 'valibot';

// Spec 3: hire, assumption, projection, as the capacity calls answer them.

/** An assumption with what it means (assumptions.ts): the value is `val`. */
export const assumptionSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  unit: v.string(),
  min: v.number(),
  max: v.number(),
  step: v.number(),
  integer: v.boolean(),
  description: v.string(),
  val: v.number(),
  version: v.number(),
});
export type Assumption = v.InferOutput<typeof assumptionSchema>;

export const hireSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** A role slug (sdr, ssdr, ...). */
  role: v.string(),
  roleName: v.string(),
  startDate: v.string(),
  startingCapacity: v.number(),
  archived: v.boolean(),
  version: v.number(),
});
export type Hire = v.InferOutput<typeof hireSchema>;

/** The model's numbers for a planned month (capacity-model.ts), one decimal. */
export const planMonthSchema = v.object({
  month: v.string(),
  capacity: v.number(),
  hireCapacity: v.number(),
  clients: v.number(),
  demand: v.number(),
  gap: v.number(),
});

/**
 * A month of the plan. Editable: newClients, churnPct (null: the
 * assumption), note; the current month and later only. Past months keep what
 * was recorded (actualClients, actualCapacity).
 */
export const projectionSchema = v.object({
  id: v.number(),
  month: v.string(),
  newClients: v.number(),
  churnPct: v.nullable(v.number()),
  note: v.string(),
  actualClients: v.nullable(v.number()),
  actualCapacity: v.nullable(v.number()),
  version: v.number(),
  /** The server's numbers for a planned month; null for history. */
  plan: v.nullable(planMonthSchema),
});
export type Projection = v.InferOutput<typeof projectionSchema>;

/** GET /api/capacity/projections. */
export const projectionsAnswerSchema = v.object({
  /** When the server answered: an offline copy says how old it is. */
  asOf: v.string(),
  /** The current month: the first planned one. */
  startMonth: v.string(),
  /** The months planned, the current one first. */
  months: v.array(v.string()),
  /** Clients already signed, by the month they are first counted. */
  knownClients: v.array(v.object({ month: v.string(), count: v.number() })),
  rows: v.array(projectionSchema),
});
export type ProjectionsAnswer = v.InferOutput<typeof projectionsAnswerSchema>;
