import { callEndpoint } from '../../../data/http/call-endpoint';
import type { CreateSequence } from '../../../domain/content/content-bodies';
import { createContentSequence } from '../../../domain/content/content-endpoints';

/** A new Draft: online, the server gives its id (the address becomes /content/{id}). */
export async function createSequence(body: CreateSequence) {
  return (await callEndpoint(createContentSequence, { body })).data;
}
