import { callEndpoint } from '../../../data/http/call-endpoint';
import { removeBunchMember as removeCall } from '../../../domain/teams/bunch-endpoints';

/** `membershipId` is the member row's id (DELETE /api/bunch/member/{id}); answers the bunch. */
export async function removeBunchMember(membershipId: number) {
  return (await callEndpoint(removeCall, { params: { id: membershipId } })).data;
}
