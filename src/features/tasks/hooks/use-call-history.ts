import { remoteStatus, type RemoteStatus } from '../../../data/react/remote-status';
import { useRemote } from '../../../data/react/use-remote';
import { listTaskCalls } from '../../../domain/outreach/outreach-endpoints';
import type { CallRecord } from '../../../domain/tasks/call-record';

/**
 * GET /api/outreach/calls?task=..: online. Offline, the service worker
 * answers with the last copy it kept (fromCache); without one the history
 * is unavailable. Read again when the task changes (a logged outcome adds a
 * call), showing the last answer meanwhile; another task starts empty.
 */
export function useCallHistory(taskId: number | null, version: number | undefined): RemoteStatus<CallRecord[]> {
  return remoteStatus(useRemote(listTaskCalls, taskId === null ? null : { query: { task: taskId } }, version));
}
