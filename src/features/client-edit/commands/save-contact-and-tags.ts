import { queueCall } from '../../../data/sync/queue-call';
import { createClientContact, saveClientTaskTags, updateClientContact } from '../../../domain/clients/client-endpoints';
import type { Client } from '../../../domain/clients/client-types';
import { contactSaveCall } from '../../../domain/clients/contact-save';
import type { ContactInput } from '../../../domain/clients/contact-schema';

/**
 * Spec 4: the contact is created (POST) when it has no id, else updated
 * (PATCH); the task tags are saved afterwards (POST /api/clients/task-tags).
 * Both are commands on the client's record, so they replay in this order.
 */
export async function saveContactAndTags(client: Client, contact: ContactInput | null, taskTags: string[] | null) {
  const resume = { href: `/client/edit/${client.id}`, label: 'Open the client' };
  if (contact) {
    const call = contactSaveCall(client.id, client.contact);
    if (call.create) {
      await queueCall(createClientContact, { params: { id: client.id }, body: contact }, { label: `Add the contact of ${client.name}`, resume });
    } else {
      await queueCall(
        updateClientContact,
        { params: { id: client.id, contactId: call.contactId }, body: contact },
        { label: `Update the contact of ${client.name}`, resume },
      );
    }
  }
  if (taskTags) {
    await queueCall(saveClientTaskTags, { body: { id: client.id, taskTags } }, { label: `Save the task tags of ${client.name}`, resume });
  }
}
