import type { ClientContact } from './client-types';

export type ContactSaveCall =
  | { method: 'POST'; url: string; create: true }
  | { method: 'PATCH'; url: string; create: false; contactId: number };

/**
 * Spec 4: a contact without an id is created
 * (POST /api/clients/{id}/contacts); one with an id is updated
 * (PATCH /api/clients/{id}/contacts/{contactId}). Task tags are saved after it.
 */
export function contactSaveCall(clientId: number, contact: Pick<ClientContact, 'id'> | null | undefined): ContactSaveCall {
  const id = contact?.id;
  if (id === undefined || id === null) return { method: 'POST', url: `/api/clients/${clientId}/contacts`, create: true };
  return { method: 'PATCH', url: `/api/clients/${clientId}/contacts/${id}`, create: false, contactId: id };
}
