import { callEndpoint } from '../../../data/http/call-endpoint';
import { updateUser as updateUserCall } from '../../../domain/users/user-endpoints';
import type { UserPatchInput } from '../../../domain/users/user-schema';

/** Changes a user on the version the admin read (If-Match): a newer edit by someone else is a 412, not overwritten. */
export async function updateUser(id: number, version: number, body: UserPatchInput) {
  return (await callEndpoint(updateUserCall, { params: { id }, body }, { headers: { 'If-Match': String(version) } })).data;
}
