// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailDomain, isValidEmail } from '../../../../src/domain/email/email-pattern';

describe('the email pattern (spec 5: local part, @, domain, a top-level part of 2 to 10 letters)', () => {
  it.each(['a@b.co', 'a@b.abcdefghij', 'jane.doe+tag@mail.acme.example', 'X@Y.COM', ' padded@acme.io '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a@b.c', 'a one-letter top-level part'],
    ['a@b.abcdefghijk', 'an eleven-letter top-level part'],
    ['ab.co', 'no @'],
    ['a@@b.co', 'two @'],
    ['a b@c.co', 'a space in the local part'],
    ['a@b c.co', 'a space in the domain'],
    ['a@b.c0m', 'a digit in the top-level part'],
    ['a@.co', 'an empty domain label'],
    ['@b.co', 'no local part'],
    ['a@co', 'no dot in the domain'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('reads the domain of an address, lower-cased', () => {
    expect(emailDomain('Jane@Acme.Example')).toBe('acme.example');
    expect(emailDomain('no-at-sign')).toBe('');
  });
});
