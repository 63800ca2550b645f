import { describe, expect, it } from 'vitest';
import { roleGroups } from '../../../../src/domain/access/roles';
import { roleGroupLabel, usersToAssign } from '../../../../src/domain/teams/psm-assignment';
import { teamRowSize } from '../../../../src/domain/teams/team-rows';

const psm = { id: 1, roles: [{ name: 'Partner Success Manager' }] };
const strategist = { id: 2, roles: [{ name: 'Campaign Strategist' }] };
const otherStrategist = { id: 3, roles: [{ name: 'Campaign Strategist' }] };
const sdr = { id: 4, roles: [{ name: 'SDR' }] };
const users = [psm, strategist, otherStrategist, sdr];
const memberships = [
  { bunchId: 10, userId: 1 },
  { bunchId: 10, userId: 2 },
  { bunchId: 10, userId: 4 },
  { bunchId: 11, userId: 3 },
];

describe('assigning a PSM (spec 6)', () => {
  it('also assigns the campaign strategist of the same bunch', () => {
    expect(usersToAssign(1, users, memberships)).toEqual([1, 2]);
  });

  it('brings nobody else of the bunch, and no strategist of another bunch', () => {
    expect(usersToAssign(1, users, memberships)).not.toContain(4);
    expect(usersToAssign(1, users, memberships)).not.toContain(3);
  });

  it('brings no one for a user who is not a PSM, or a PSM in no bunch', () => {
    expect(usersToAssign(4, users, memberships)).toEqual([4]);
    expect(usersToAssign(2, users, memberships)).toEqual([2]);
    expect(usersToAssign(1, users, [])).toEqual([1]);
  });
});

describe('role groupings (spec 6)', () => {
  it('name strategists, PSMs, PDMs and the SDR group', () => {
    expect(roleGroups.strategists).toEqual(['Campaign Strategist']);
    expect(roleGroups.psms).toEqual(['Partner Success Manager']);
    expect(roleGroups.pdms).toEqual(['Partner Delivery Manager']);
    expect(roleGroups.sdrGroup).toEqual(['SDR', 'Partner Delivery Manager', 'Director of Strategic Operations', 'Strategic SDR']);
    expect(roleGroupLabel([{ name: 'Strategic SDR' }])).toBe('SDR group');
    expect(roleGroupLabel([{ name: 'Partner Delivery Manager' }])).toBe('PDM');
    expect(roleGroupLabel([{ name: 'Content Owner' }])).toBeNull();
  });
});

describe('team rows (spec 9)', () => {
  it('hold 4 members each', () => {
    expect(teamRowSize).toBe(4);
  });
});
