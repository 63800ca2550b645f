import { callEndpoint } from '../../../data/http/call-endpoint';
import { patchOutreachInstance } from '../../../domain/outreach/outreach-instance-endpoints';
import type { OutreachInstanceStatus } from '../../../domain/outreach/outreach-instance-types';

/** Pauses or resumes an Outreach instance; a live account's state, so it needs a connection. */
export async function setOutreachInstanceStatus(id: number, status: OutreachInstanceStatus) {
  return (await callEndpoint(patchOutreachInstance, { params: { id }, body: { status } })).data;
}
