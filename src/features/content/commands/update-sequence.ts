import { callEndpoint } from '../../../data/http/call-endpoint';
import type { PatchSequence } from '../../../domain/content/content-bodies';
import { patchContentSequence } from '../../../domain/content/content-endpoints';

/** Owner, Outreach link, cadence, share status, archive: online (the answer is the sequence as it is now). */
export async function updateSequence(id: number, body: PatchSequence) {
  return (await callEndpoint(patchContentSequence, { params: { id }, body })).data;
}
