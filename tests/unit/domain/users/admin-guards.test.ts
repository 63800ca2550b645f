import { describe, expect, it } from 'vitest';
import {
  adminSections,
  effectivePermissions,
  teamAccess,
  teamChangeRefusal,
  userChangeRefusal,
  userCreateRefusal,
  type UserRights,
} from '../../../../src/domain/users/admin-guards';

const admin = { id: 1, isGuest: false, permissions: ['super-admin'] };
const otherAdmin = { id: 2, isGuest: false, permissions: ['super-admin'] };
const manager = { id: 3, isGuest: false, permissions: ['manage-teams', 'book-meetings'] };
const lead = { id: 4, isGuest: false, permissions: ['book-meetings', 'edit-clients'] };
const sdr = { id: 5, isGuest: false, permissions: ['book-meetings', 'work-tasks'] };
const strategist = { id: 6, isGuest: false, permissions: ['sequencer-settings-edit'] };
const guest = { id: 7, isGuest: true, permissions: [] };

const rights = (over: Partial<UserRights> = {}): UserRights => ({ active: true, roles: ['sdr'], permissions: ['book-meetings', 'work-tasks'], ...over });
const superRights = (over: Partial<UserRights> = {}): UserRights => rights({ roles: ['admin'], permissions: ['super-admin'], ...over });

describe('who manages users (issue 22)', () => {
  it('a super-admin adds and changes users; no one else', () => {
    expect(userCreateRefusal(admin)).toBeNull();
    for (const actor of [manager, lead, sdr, strategist, guest]) {
      expect(userCreateRefusal(actor)?.status).toBe(403);
      expect(userChangeRefusal({ actor, targetId: 5, before: rights(), after: rights({ active: false }), activeSuperAdmins: 2 })?.status).toBe(403);
    }
    expect(userChangeRefusal({ actor: admin, targetId: 5, before: rights(), after: rights({ roles: ['pdm'], permissions: ['edit-clients'] }), activeSuperAdmins: 1 })).toBeNull();
  });
});

describe('no one raises their own rights', () => {
  it('refuses a role or permission added to oneself, naming the field', () => {
    const role = userChangeRefusal({ actor: admin, targetId: admin.id, before: superRights(), after: superRights({ roles: ['admin', 'sdr'] }), activeSuperAdmins: 2 });
    expect(role).toMatchObject({ status: 403, field: 'roles' });
    const perm = userChangeRefusal({
      actor: admin,
      targetId: admin.id,
      before: superRights(),
      after: superRights({ permissions: ['super-admin', 'edit-content'] }),
      activeSuperAdmins: 2,
    });
    expect(perm).toMatchObject({ status: 403, field: 'permissions' });
  });

  it('lets a user change their own name or give up a right (when another super-admin remains)', () => {
    expect(userChangeRefusal({ actor: admin, targetId: admin.id, before: superRights(), after: superRights(), activeSuperAdmins: 1 })).toBeNull();
    const both = superRights({ roles: ['admin', 'sdr'], permissions: ['book-meetings', 'super-admin', 'work-tasks'] });
    expect(userChangeRefusal({ actor: admin, targetId: admin.id, before: both, after: rights(), activeSuperAdmins: 2 })).toBeNull();
    expect(userChangeRefusal({ actor: admin, targetId: admin.id, before: both, after: rights(), activeSuperAdmins: 1 })?.status).toBe(409);
  });

  it("counts a new role as raising one's rights even when its permissions are held already", () => {
    expect(userChangeRefusal({ actor: admin, targetId: admin.id, before: superRights(), after: rights({ roles: ['sdr'] }), activeSuperAdmins: 2 })).toMatchObject({
      status: 403,
      field: 'roles',
    });
  });

  it('refuses deactivating oneself', () => {
    expect(userChangeRefusal({ actor: admin, targetId: admin.id, before: superRights(), after: superRights({ active: false }), activeSuperAdmins: 3 })).toMatchObject({
      status: 422,
      field: 'active',
    });
  });

  it('never lets a manager make themselves a team lead, nor a lead hand their team to someone', () => {
    expect(teamChangeRefusal({ actor: manager, team: { teamLeadId: 9, archived: false }, change: { teamLead: manager.id } })).toMatchObject({ status: 403, field: 'teamLead' });
    expect(teamChangeRefusal({ actor: manager, team: null, change: { name: 'New', teamLead: manager.id } })).toMatchObject({ status: 403, field: 'teamLead' });
    expect(teamChangeRefusal({ actor: lead, team: { teamLeadId: lead.id, archived: false }, change: { teamLead: 9 } })).toMatchObject({ status: 403, field: 'teamLead' });
    expect(teamChangeRefusal({ actor: admin, team: { teamLeadId: 9, archived: false }, change: { teamLead: admin.id } })).toBeNull();
  });
});

describe('the last super-admin', () => {
  it('cannot be deactivated, lose the role, or lose a direct grant while they are the only one', () => {
    for (const after of [superRights({ active: false }), rights(), superRights({ roles: ['sdr'], permissions: ['book-meetings'] })]) {
      expect(userChangeRefusal({ actor: otherAdmin, targetId: admin.id, before: superRights(), after, activeSuperAdmins: 1 })?.status).toBe(409);
    }
  });

  it('can, once another is active', () => {
    expect(userChangeRefusal({ actor: otherAdmin, targetId: admin.id, before: superRights(), after: superRights({ active: false }), activeSuperAdmins: 2 })).toBeNull();
  });

  it('an inactive super-admin does not count as keeping the role', () => {
    expect(userChangeRefusal({ actor: admin, targetId: 9, before: superRights({ active: false }), after: rights({ active: false }), activeSuperAdmins: 1 })).toBeNull();
  });
});

describe('teams: managers, and leads for their own team', () => {
  const team = { teamLeadId: lead.id, archived: false };
  it('tells how each may change a team', () => {
    expect(teamAccess(admin, team)).toBe('manage');
    expect(teamAccess(manager, team)).toBe('manage');
    expect(teamAccess(lead, team)).toBe('lead');
    expect(teamAccess(lead, { teamLeadId: 99 })).toBeNull();
    expect(teamAccess(sdr, team)).toBeNull();
    expect(teamAccess({ ...guest, id: lead.id }, team)).toBeNull();
  });

  it('a lead edits the name, department and webhook of their own team, not another, and does not archive it', () => {
    expect(teamChangeRefusal({ actor: lead, team, change: { name: 'Renamed', department: 2, slackWebhookUrl: null, teamLead: lead.id } })).toBeNull();
    expect(teamChangeRefusal({ actor: lead, team: { teamLeadId: 99, archived: false }, change: { name: 'X' } })?.status).toBe(403);
    expect(teamChangeRefusal({ actor: lead, team, change: { archived: false } })?.status).toBe(403);
    expect(teamChangeRefusal({ actor: lead, team: null, change: { name: 'New' } })?.status).toBe(403);
  });

  it('an archived team is restored before it is edited', () => {
    const archived = { teamLeadId: 9, archived: true };
    expect(teamChangeRefusal({ actor: manager, team: archived, change: { name: 'X' } })?.status).toBe(409);
    expect(teamChangeRefusal({ actor: manager, team: archived, change: { archived: false, name: 'X' } })).toBeNull();
  });
});

describe('the administration area', () => {
  it('shows each screen to those who may use it, and nothing to the rest', () => {
    expect(adminSections(admin)).toEqual(['users', 'teams', 'bunches', 'roles', 'settings', 'audit']);
    expect(adminSections(manager)).toEqual(['teams', 'bunches', 'roles']);
    expect(adminSections(lead, [3])).toEqual(['teams']);
    expect(adminSections(strategist)).toEqual(['settings']);
    expect(adminSections(sdr)).toEqual([]);
    expect(adminSections(lead)).toEqual([]);
    expect(adminSections({ ...guest, permissions: ['super-admin'] })).toEqual([]);
    expect(adminSections(null)).toEqual([]);
  });
});

describe('effective permissions', () => {
  it('joins what the roles give with direct grants, once each, sorted', () => {
    const map = { sdr: ['work-tasks', 'book-meetings'], content: ['edit-content'] };
    expect(effectivePermissions(['sdr'], ['edit-content', 'book-meetings'], map)).toEqual(['book-meetings', 'edit-content', 'work-tasks']);
    expect(effectivePermissions(['unknown'], [], map)).toEqual([]);
  });
});
