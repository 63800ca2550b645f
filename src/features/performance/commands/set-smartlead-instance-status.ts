import { callEndpoint } from '../../../data/http/call-endpoint';
import { patchSmartleadInstance } from '../../../domain/smartlead/smartlead-endpoints';
import type { SmartleadInstance } from '../../../domain/smartlead/smartlead-types';

/** Pauses or resumes a Smartlead instance; a live account's state, so it needs a connection. */
export async function setSmartleadInstanceStatus(id: number, status: SmartleadInstance['status']) {
  return (await callEndpoint(patchSmartleadInstance, { params: { id }, body: { status } })).data;
}
