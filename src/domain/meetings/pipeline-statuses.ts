// Spec 4: meeting pipeline statuses, in column order.
export const pipelineStatuses = [
  'Reschedule',
  'Initial Meeting',
  'Next Steps',
  'On Hold',
  'Proposals',
  'Closed Won',
  'Closed Lost',
] as const;

export type PipelineStatus = (typeof pipelineStatuses)[number];

export function isPipelineStatus(value: unknown): value is PipelineStatus {
  return typeof value === 'string' && (pipelineStatuses as readonly string[]).includes(value);
}

/** A booked meeting enters the pipeline here. */
export const initialPipelineStatus: PipelineStatus = 'Initial Meeting';
