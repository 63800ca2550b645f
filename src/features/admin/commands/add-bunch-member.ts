import { callEndpoint } from '../../../data/http/call-endpoint';
import { addBunchMember as addCall } from '../../../domain/teams/bunch-endpoints';

export async function addBunchMember(bunch: number, user: number) {
  return (await callEndpoint(addCall, { body: { bunch, user } })).data;
}
