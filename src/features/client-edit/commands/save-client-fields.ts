import { queueCall } from '../../../data/sync/queue-call';
import { patchClient } from '../../../domain/clients/client-endpoints';
import type { ClientPatch } from '../../../domain/clients/client-patch-schema';
import type { Client } from '../../../domain/clients/client-types';

/**
 * PATCH /api/clients/{id}: shown at once and kept until the server has it
 * (also offline). `display` carries what the mirror shows beside the ids
 * (the industry's name).
 */
export function saveClientFields(client: Client, patch: ClientPatch, display: Partial<Client> = {}) {
  return queueCall(
    patchClient,
    { params: { id: client.id }, body: patch },
    { label: `Edit client ${client.name}`, alsoShow: display, resume: { href: `/client/edit/${client.id}`, label: 'Open the client' } },
  );
}
