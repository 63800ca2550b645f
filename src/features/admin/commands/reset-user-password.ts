import { callEndpoint } from '../../../data/http/call-endpoint';
import { resetUserPassword as resetCall } from '../../../domain/users/user-endpoints';

export async function resetUserPassword(id: number, temporaryPassword: string) {
  return (await callEndpoint(resetCall, { params: { id }, body: { temporaryPassword } })).data;
}
