import { appDb } from '../db/app-db-instance';
import type { OutboxEntry } from '../db/outbox-types';
import { enqueueEdit, type EditInput } from './enqueue';
import { syncEngine } from './engine-instance';

/**
 * What feature commands call: the edit shows at once (also offline) and
 * is sent as soon as the outbox can drain.
 */
export async function submitEdit(input: EditInput): Promise<OutboxEntry> {
  const entry = await enqueueEdit(appDb(), input);
  syncEngine()?.queued();
  return entry;
}
