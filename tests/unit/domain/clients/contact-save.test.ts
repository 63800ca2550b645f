import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactSaveCall } from '../../../../src/domain/clients/contact-save';
import { contactSchema } from '../../../../src/domain/clients/contact-schema';

describe('saving a client contact (spec 4: created if it has no id, otherwise updated)', () => {
  it('creates a contact without an id with POST', () => {
    expect(contactSaveCall(7, { id: undefined })).toEqual({ method: 'POST', url: '/api/clients/7/contacts', create: true });
    expect(contactSaveCall(7, null)).toEqual({ method: 'POST', url: '/api/clients/7/contacts', create: true });
  });

  it('updates a contact with an id with PATCH on its id', () => {
    expect(contactSaveCall(7, { id: 31 })).toEqual({ method: 'PATCH', url: '/api/clients/7/contacts/31', create: false, contactId: 31 });
  });
});

describe('the contact schema', () => {
  it('needs a name and a valid email; the rest may be empty', () => {
    expect(v.parse(contactSchema, { name: ' Jo Park ', email: 'jo@acme.com' })).toEqual({
      name: 'Jo Park',
      email: 'jo@acme.com',
      address: null,
      state: null,
      city: null,
      zipCode: null,
      phone: null,
    });
    expect(v.safeParse(contactSchema, { name: '', email: 'jo@acme.com' }).success).toBe(false);
    expect(v.safeParse(contactSchema, { name: 'Jo', email: 'jo@acme' }).success).toBe(false);
    expect(v.safeParse(contactSchema, { name: 'Jo', email: 'jo@acme.com', fax: '1' }).success).toBe(false);
  });
});
