import * as v from 'valibot';

export const taskProspectSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  company: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  state: v.nullable(v.string()),
});

export type TaskProspect = v.InferOutput<typeof taskProspectSchema>;

/** A call task as mirrored and as the task calls answer (spec 3, call task). */
export const callTaskSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  clientName: v.string(),
  /** Month of relationship of the client (see domain/clients). */
  clientMor: v.nullable(v.number()),
  priority: v.string(),
  taskType: v.string(),
  tags: v.array(v.string()),
  assigneeId: v.nullable(v.number()),
  assigneeName: v.nullable(v.string()),
  dueDate: v.string(),
  status: v.string(),
  outcome: v.nullable(v.string()),
  notes: v.string(),
  skippedAt: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  prospect: v.nullable(taskProspectSchema),
  version: v.number(),
});

export type CallTask = v.InferOutput<typeof callTaskSchema>;
