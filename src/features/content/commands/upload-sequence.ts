import { callEndpoint } from '../../../data/http/call-endpoint';
import { uploadContentSequence } from '../../../domain/content/content-endpoints';

/** Asks for an upload to Outreach; the answer's `pending` shows it under way. */
export async function uploadSequence(id: number) {
  return (await callEndpoint(uploadContentSequence, { params: { id }, body: {} })).data;
}
