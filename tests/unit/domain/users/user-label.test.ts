import { describe, expect, it } from 'vitest';
import { inactiveIds, userLabel } from '../../../../src/domain/users/user-label';

describe('userLabel (issue 22: an inactive rep stays named, marked inactive)', () => {
  it('names an active user as they are', () => {
    expect(userLabel({ name: 'Ana Reyes', active: true }, 'User 4')).toBe('Ana Reyes');
  });
  it('marks a deactivated user', () => {
    expect(userLabel({ name: 'Ana Reyes', active: false }, 'User 4')).toBe('Ana Reyes (inactive)');
  });
  it('falls back when the user is not known on this device', () => {
    expect(userLabel(undefined, 'User 4')).toBe('User 4');
  });
  it('lists only the users known to be inactive', () => {
    expect([...inactiveIds([{ id: 1, active: true }, { id: 2, active: false }, { id: 3 }])]).toEqual([2]);
  });
});
