import { callEndpoint } from '../../../data/http/call-endpoint';
import { syncCampaign } from '../../../domain/sequencer/sequence-profile-endpoints';

/** Spec 4: asks Outreach to sync the profile (one mailbox, or all: null); answers the instance to poll. */
export async function requestSync(profileId: number, mailbox: number | null) {
  return (await callEndpoint(syncCampaign, { params: { id: profileId }, body: { mailbox } })).data;
}
