import { callEndpoint } from '../../../data/http/call-endpoint';
import type { PatchProfileInput } from '../../../domain/sequencer/profile-body-schema';
import type { SavedProfile } from '../../../domain/sequencer/profile-types';
import { patchProfile } from '../../../domain/sequencer/sequence-profile-endpoints';

/**
 * Saves a profile's changes on the version the rep loaded (If-Match: a
 * change made meanwhile by someone else is a 412, not overwritten). Needs a
 * connection: the armor and the mismatched leads are counted by the server.
 */
export async function saveProfile(id: number, version: number, body: PatchProfileInput): Promise<SavedProfile> {
  return (await callEndpoint(patchProfile, { params: { id }, body }, { headers: { 'If-Match': String(version) } })).data;
}
