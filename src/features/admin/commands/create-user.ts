import { callEndpoint } from '../../../data/http/call-endpoint';
import { createUser as createUserCall } from '../../../domain/users/user-endpoints';
import type { UserCreateInput } from '../../../domain/users/user-schema';

/** Adds a user (needs a connection: the temporary password is shown only when the server has it). */
export async function createUser(body: UserCreateInput) {
  return (await callEndpoint(createUserCall, { body })).data;
}
