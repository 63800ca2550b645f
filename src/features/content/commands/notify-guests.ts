import { callEndpoint } from '../../../data/http/call-endpoint';
import { notifyContentGuests } from '../../../domain/content/content-endpoints';

export async function notifyGuests(id: number, guests: number[], message: string) {
  return (await callEndpoint(notifyContentGuests, { params: { id }, body: { guests, ...(message.trim() ? { message } : {}) } })).data;
}
