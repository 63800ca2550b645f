import { queueCall } from '../../../data/sync/queue-call';
import type { Client } from '../../../domain/clients/client-types';
import { assignClientTeamMember } from '../../../domain/teams/team-member-endpoints';

/** The client joins the rep's team: shown at once (also offline), sent when the outbox drains. */
export function assignClient(client: Pick<Client, 'id' | 'name'>, rep: { id: number; name: string }) {
  return queueCall(assignClientTeamMember, { params: { id: client.id }, body: { client: client.id, user: rep.id } }, { label: `Assign ${client.name} to ${rep.name}` });
}
