import { callEndpoint } from '../../../data/http/call-endpoint';
import { updateUser } from '../../../domain/users/user-endpoints';

export async function reactivateUser(id: number) {
  return (await callEndpoint(updateUser, { params: { id }, body: { active: true } })).data;
}
