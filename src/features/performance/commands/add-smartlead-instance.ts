import { callEndpoint } from '../../../data/http/call-endpoint';
import { createSmartleadInstance } from '../../../domain/smartlead/smartlead-endpoints';

/** A new Smartlead account with its API key: sent at once (a key is not kept in the device's outbox). */
export async function addSmartleadInstance(name: string, apiKey: string) {
  return (await callEndpoint(createSmartleadInstance, { body: { name, apiKey } })).data;
}
