import type { PipelineStatus } from './pipeline-statuses';

/**
 * Spec 4: moving a meeting to a column patches its status only if it is not
 * already there. null means "send nothing".
 */
export function pipelineMovePatch(currentStatus: string, target: PipelineStatus): { status: PipelineStatus } | null {
  return currentStatus === target ? null : { status: target };
}
