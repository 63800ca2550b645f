import { callEndpoint } from '../../../data/http/call-endpoint';
import { syncContentSequence } from '../../../domain/content/content-endpoints';

/** Asks for the Outreach side's state; done a few seconds later. */
export async function syncSequence(id: number) {
  return (await callEndpoint(syncContentSequence, { params: { id }, body: {} })).data;
}
