import { submitEdit } from '../../data/sync/submit-edit';
import type { Client } from '../../domain/clients/client-types';
import { contactSaveCall } from '../../domain/clients/contact-save';
import type { ContactInput } from '../../domain/clients/contact-schema';

/**
 * Spec 4: the contact is created (POST) when it has no id, else updated
 * (PATCH); the task tags are saved afterwards (POST /api/clients/task-tags).
 * Both are commands on the client's record, so they replay in this order.
 */
export async function saveContactAndTags(client: Client, contact: ContactInput | null, taskTags: string[] | null) {
  const resume = { href: `/client/edit/${client.id}`, label: 'Open the client' };
  if (contact) {
    const call = contactSaveCall(client.id, client.contact);
    await submitEdit({
      label: `${call.create ? 'Add' : 'Update'} the contact of ${client.name}`,
      method: call.method,
      url: call.url,
      body: contact,
      collection: 'clients',
      entityId: client.id,
      op: { kind: 'patch', patch: { contact: call.create ? { ...contact } : { ...contact, id: call.contactId } } },
      ifMatch: true,
      responseRow: '',
      resume,
    });
  }
  if (taskTags) {
    await submitEdit({
      label: `Save the task tags of ${client.name}`,
      method: 'POST',
      url: '/api/clients/task-tags',
      body: { id: client.id, taskTags },
      collection: 'clients',
      entityId: client.id,
      op: { kind: 'patch', patch: { taskTags } },
      ifMatch: true,
      responseRow: '',
      resume,
    });
  }
}
