import { describe, expect, it } from 'vitest';
import { bookableRoleSlugs, inRoleGroup, roleNames } from '../../../../src/domain/access/roles';
import { groupsOfRole } from '../../../../src/domain/users/role-groups';

describe('role groupings (spec 6)', () => {
  it('strategists are Campaign Strategists; PSMs and PDMs their own roles', () => {
    expect(groupsOfRole('Campaign Strategist')).toEqual(['strategists']);
    expect(groupsOfRole('Partner Success Manager')).toEqual(['psms']);
    expect(groupsOfRole('Partner Delivery Manager')).toEqual(['pdms', 'sdrGroup']);
  });

  it('the SDR group is SDR, Partner Delivery Manager, Director of Strategic Operations and Strategic SDR', () => {
    const inSdrGroup = Object.values(roleNames).filter((name) => groupsOfRole(name).includes('sdrGroup'));
    expect(inSdrGroup.sort()).toEqual(['Director of Strategic Operations', 'Partner Delivery Manager', 'SDR', 'Strategic SDR']);
  });

  it('administrators, content owners and guests are in no grouping', () => {
    for (const name of ['Administrator', 'Content Owner', 'Client Contact']) expect(groupsOfRole(name)).toEqual([]);
  });

  it('a user is in a group when any of their roles is', () => {
    expect(inRoleGroup([{ name: 'Content Owner' }, { name: 'Strategic SDR' }], 'sdrGroup')).toBe(true);
    expect(inRoleGroup([{ name: 'Content Owner' }], 'sdrGroup')).toBe(false);
  });

  it('the reps bookable for a meeting are the sdr, pdm, dso and ssdr roles: the SDR group', () => {
    const bookable = bookableRoleSlugs.map((slug) => roleNames[slug]).sort();
    const group = Object.values(roleNames).filter((name) => groupsOfRole(name).includes('sdrGroup')).sort();
    expect(bookable).toEqual(group);
  });
});
