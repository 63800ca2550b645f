export type TaskProspect = {
  id: number;
  name: string;
  email: string;
  title: string | null;
  company: string | null;
  phone: string | null;
  state: string | null;
};

/** A call task as mirrored and as the task calls answer (spec 3, call task). */
export type CallTask = {
  id: number;
  clientId: number;
  clientName: string;
  /** Month of relationship of the client (see domain/clients). */
  clientMor: number | null;
  priority: string;
  taskType: string;
  tags: string[];
  assigneeId: number | null;
  assigneeName: string | null;
  dueDate: string;
  status: string;
  outcome: string | null;
  notes: string;
  skippedAt: string | null;
  completedAt: string | null;
  prospect: TaskProspect | null;
  version: number;
};
