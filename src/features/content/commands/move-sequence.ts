import { callEndpoint } from '../../../data/http/call-endpoint';
import type { ContentStatus } from '../../../domain/content/content-status';
import { moveContentSequence } from '../../../domain/content/content-endpoints';

export async function moveSequence(id: number, status: ContentStatus) {
  return (await callEndpoint(moveContentSequence, { params: { id }, body: { status } })).data;
}
