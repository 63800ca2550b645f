import * as v from 'valibot';
import { isValidEmail } from '../email/email-pattern';

const optionalText = (label: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} is at most ${max} characters.`))), null);

/**
 * The client contact of spec 3 (name, email, address, state, city, zip code,
 * phone), for POST /api/clients/{id}/contacts and PATCH .../contacts/{contactId}.
 */
export const contactSchema = v.strictObject({
  name: v.pipe(v.string('Name is required.'), v.trim(), v.minLength(1, 'Name is required.'), v.maxLength(200, 'Name is at most 200 characters.')),
  email: v.pipe(
    v.string('Email is required.'),
    v.trim(),
    v.minLength(1, 'Email is required.'),
    v.maxLength(254, 'An email address is at most 254 characters.'),
    v.check(isValidEmail, 'Enter a valid email address.'),
  ),
  address: optionalText('Address', 300),
  state: optionalText('State', 100),
  city: optionalText('City', 100),
  zipCode: optionalText('Zip code', 20),
  phone: optionalText('Phone', 50),
});

export type ContactInput = v.InferOutput<typeof contactSchema>;
