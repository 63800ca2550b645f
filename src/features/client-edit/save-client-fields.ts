import { submitEdit } from '../../data/sync/submit-edit';
import type { ClientPatch } from '../../domain/clients/client-patch-schema';
import type { Client } from '../../domain/clients/client-types';

/**
 * PATCH /api/clients/{id}: a command, so it is shown at once and kept until
 * the server has it (also offline). `display` carries what the mirror shows
 * beside the ids (the industry's name).
 */
export function saveClientFields(client: Client, patch: ClientPatch, display: Partial<Client> = {}) {
  return submitEdit({
    label: `Edit client ${client.name}`,
    method: 'PATCH',
    url: `/api/clients/${client.id}`,
    body: patch,
    collection: 'clients',
    entityId: client.id,
    op: { kind: 'patch', patch: { ...patch, ...display } },
    ifMatch: true,
    responseRow: '',
    resume: { href: `/client/edit/${client.id}`, label: 'Open the client' },
  });
}
