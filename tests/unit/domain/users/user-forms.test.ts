import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { setPasswordFormSchema } from '../../../../src/domain/auth/password-rules';
import { changedFields } from '../../../../src/domain/audit/audit-types';
import { temporaryPasswordFrom } from '../../../../src/domain/users/temporary-password';
import { userCreateSchema, userPatchSchema } from '../../../../src/domain/users/user-schema';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : Object.keys(v.flatten(r.issues).nested ?? {});
};

describe('temporary passwords', () => {
  it('are 16 characters from an alphabet without look-alikes, in groups of four', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256);
    const pw = temporaryPasswordFrom(bytes);
    expect(pw).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/);
    expect(temporaryPasswordFrom(bytes)).toBe(pw);
  });

  it('skip bytes that would favour some characters, and need enough of them', () => {
    expect(() => temporaryPasswordFrom(new Uint8Array(64).fill(255))).toThrow('Not enough random bytes');
  });
});

describe('the user forms and bodies', () => {
  const good = { name: 'Nora New', email: ' Nora@Agency.Test ', roles: ['sdr'], temporaryPassword: 'Abcd-Efgh-Jkmn-Pqrs' };

  it('reads a new user with defaults, the email trimmed and lower-cased', () => {
    expect(v.parse(userCreateSchema, good)).toEqual({ ...good, email: 'nora@agency.test', permissions: [], teamIds: [], startingCapacity: null });
  });

  it('names the field of each rule', () => {
    expect(fields(userCreateSchema, { ...good, name: '  ' })).toEqual(['name']);
    expect(fields(userCreateSchema, { ...good, email: 'nora' })).toEqual(['email']);
    expect(fields(userCreateSchema, { ...good, roles: [] })).toEqual(['roles']);
    expect(fields(userCreateSchema, { ...good, roles: ['guest'] })).toEqual(['roles.0']);
    expect(fields(userCreateSchema, { ...good, permissions: ['fly'] })).toEqual(['permissions.0']);
    expect(fields(userCreateSchema, { ...good, teamIds: [1, 1] })).toEqual(['teamIds']);
    expect(fields(userCreateSchema, { ...good, startingCapacity: 2.5 })).toEqual(['startingCapacity']);
    expect(fields(userCreateSchema, { ...good, temporaryPassword: 'short' })).toEqual(['temporaryPassword']);
    expect(fields(userCreateSchema, { ...good, isGuest: true })).toEqual(['isGuest']);
    expect(fields(userPatchSchema, { active: 'no' })).toEqual(['active']);
    expect(fields(userPatchSchema, { email: 'x@y.z' })).toEqual(['email']);
  });

  it('asks for the new password twice, at least 10 characters', () => {
    expect(fields(setPasswordFormSchema, { password: 'short', confirm: 'short' })).toEqual(['password']);
    expect(fields(setPasswordFormSchema, { password: 'long enough!', confirm: 'long enough?' })).toEqual(['confirm']);
    expect(fields(setPasswordFormSchema, { password: 'long enough!', confirm: 'long enough!' })).toEqual([]);
  });
});

describe('audit entries keep the changed fields only', () => {
  it('before and after hold the fields that differ', () => {
    expect(changedFields({ name: 'A', roles: ['sdr'], active: true }, { name: 'A', roles: ['pdm'], active: false })).toEqual({
      before: { roles: ['sdr'], active: true },
      after: { roles: ['pdm'], active: false },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
    expect(changedFields({}, { webhook: 'x' })).toEqual({ before: { webhook: null }, after: { webhook: 'x' } });
  });
});
