import { callEndpoint } from '../../../data/http/call-endpoint';
import { syncSmartleadInstance } from '../../../domain/smartlead/smartlead-endpoints';

/** Asks Smartlead for the instance's mailboxes; the instance reads syncing until it is done. */
export async function syncSmartlead(id: number) {
  return (await callEndpoint(syncSmartleadInstance, { params: { id } })).data;
}
