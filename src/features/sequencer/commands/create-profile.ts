import { callEndpoint } from '../../../data/http/call-endpoint';
import type { CreateProfileInput } from '../../../domain/sequencer/profile-body-schema';
import { createProfile as createProfileCall } from '../../../domain/sequencer/sequence-profile-endpoints';

/** Creating a profile needs a connection (the armor and the references are the server's to check); answers its id. */
export async function createProfile(body: CreateProfileInput): Promise<number> {
  return (await callEndpoint(createProfileCall, { body })).data.id;
}
