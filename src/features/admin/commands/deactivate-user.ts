import { callEndpoint } from '../../../data/http/call-endpoint';
import { updateUser } from '../../../domain/users/user-endpoints';

/** Ends the user's sessions at once; their clients, tasks and meetings stay. */
export async function deactivateUser(id: number) {
  return (await callEndpoint(updateUser, { params: { id }, body: { active: false } })).data;
}
