import { useRemote } from '../../../data/react/use-remote';
import { listOutreachMailboxes } from '../../../domain/outreach/outreach-instance-endpoints';
import { listOutreachSequences } from '../../../domain/outreach/outreach-endpoints';
import { getSequencerClientDetails } from '../../../domain/sequencer/sequencer-context-endpoints';

/** The client's Outreach sequences and mailboxes (to make pairs) and its details (team, account, instance). */
export function useClientOutreach(clientId: number | null, epoch = 0) {
  const input = clientId === null ? null : { query: { client: clientId } };
  const sequences = useRemote(listOutreachSequences, input);
  const mailboxes = useRemote(listOutreachMailboxes, input, epoch);
  const details = useRemote(getSequencerClientDetails, clientId === null ? null : { params: { id: clientId } }, epoch);
  return { sequences: sequences.data ?? [], mailboxes: mailboxes.data ?? [], details: details.data ?? null };
}
