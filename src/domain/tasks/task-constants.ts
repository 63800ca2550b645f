// Spec 4: task priority types.
export const taskPriorities = ['urgent', 'high', 'normal', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const taskTypes = ['call', 'follow-up', 'callback'] as const;
export type TaskType = (typeof taskTypes)[number];

export const taskTypeLabels: Record<TaskType, string> = {
  call: 'Call',
  'follow-up': 'Follow-up call',
  callback: 'Callback',
};

export const callOutcomes = [
  'Connected',
  'Left voicemail',
  'No answer',
  'Wrong number',
  'Meeting booked',
  'Not interested',
  'Call back later',
] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const taskStatuses = ['open', 'completed', 'removed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
