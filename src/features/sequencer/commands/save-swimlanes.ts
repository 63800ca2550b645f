import { callEndpoint } from '../../../data/http/call-endpoint';
import type { SequencerSettingsInput } from '../../../domain/sequencer/profile-body-schema';
import { patchSequencerSettings } from '../../../domain/sequencer/sequence-profile-endpoints';

/** The sequencer settings (swimlanes) of a profile, on the version loaded; needs a connection. */
export async function saveSwimlanes(id: number, version: number, body: SequencerSettingsInput) {
  return (await callEndpoint(patchSequencerSettings, { params: { id }, body }, { headers: { 'If-Match': String(version) } })).data;
}
