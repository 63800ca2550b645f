import { callEndpoint } from '../../../data/http/call-endpoint';
import { createBunch as createBunchCall } from '../../../domain/teams/bunch-endpoints';

export async function createBunch(name: string) {
  return (await callEndpoint(createBunchCall, { body: { name } })).data;
}
