import { queueCall } from '../../../data/sync/queue-call';
import { patchContentSequence } from '../../../domain/content/content-endpoints';

/** Renames a Draft: queued (also offline) with If-Match on the version read. */
export function renameSequence(seq: { id: number; version: number }, title: string) {
  return queueCall(patchContentSequence, { params: { id: seq.id }, body: { title } }, { label: `Rename a content sequence to “${title}”`, baseVersion: seq.version });
}
