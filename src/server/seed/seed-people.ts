import { permissionNames, type Permission } from '../../domain/access/permissions';
import { roleNames, type RoleSlug } from '../../domain/access/roles';
import type { Db } from '../db/client';
import { bunches, bunchMembers, departments, teamMembers, teams } from '../db/schema/teams';
import { permissions, rolePermissions, roles, userPermissions, userRoles, users } from '../db/schema/users';
import { firstNames, lastNames } from './lookup-data';
import type { Random } from './random';

const rolePermissionMap: Record<RoleSlug, Permission[]> = {
  admin: ['super-admin'],
  sdr: ['book-meetings', 'work-tasks'],
  ssdr: ['book-meetings', 'work-tasks'],
  pdm: ['book-meetings', 'work-tasks', 'edit-clients'],
  dso: ['book-meetings', 'work-tasks', 'edit-clients', 'sequencer-edit', 'manage-teams', 'plan-capacity'],
  psm: ['book-meetings', 'edit-clients', 'sequencer-edit'],
  strategist: ['sequencer-edit', 'sequencer-settings-edit', 'edit-clients'],
  content: ['edit-content'],
  guest: [],
};

// The sign-ins printed at start and listed in the README.
export const demoAccounts: { email: string; name: string; role: RoleSlug }[] = [
  { email: 'admin@demo.test', name: 'Ada Admin', role: 'admin' },
  { email: 'sdr@demo.test', name: 'Sam Rivera', role: 'sdr' },
  { email: 'pdm@demo.test', name: 'Priya Desai', role: 'pdm' },
  { email: 'dso@demo.test', name: 'Dana Okafor', role: 'dso' },
  { email: 'ssdr@demo.test', name: 'Sofia Strand', role: 'ssdr' },
  { email: 'strategist@demo.test', name: 'Stefan Brandt', role: 'strategist' },
  { email: 'psm@demo.test', name: 'Paula Moreno', role: 'psm' },
  { email: 'content@demo.test', name: 'Colin Tate', role: 'content' },
  { email: 'guest@demo.test', name: 'Grace Guest', role: 'guest' },
];

export type People = {
  demo: Record<string, number>;
  byRole: Record<RoleSlug, number[]>;
  teamIds: number[];
  bunchIds: number[];
};

export async function seedPeople(db: Db, rnd: Random, scale: number, passwordHash: string): Promise<People> {
  const roleRows = await db
    .insert(roles)
    .values(Object.entries(roleNames).map(([slug, name]) => ({ slug, name })))
    .returning();
  const permRows = await db
    .insert(permissions)
    .values(Object.entries(permissionNames).map(([slug, name]) => ({ slug, name })))
    .returning();
  const roleId = (slug: string) => roleRows.find((r) => r.slug === slug)!.id;
  const permId = (slug: string) => permRows.find((p) => p.slug === slug)!.id;
  await db.insert(rolePermissions).values(
    Object.entries(rolePermissionMap).flatMap(([role, perms]) =>
      perms.map((p) => ({ roleId: roleId(role), permissionId: permId(p) })),
    ),
  );

  const byRole = Object.fromEntries(Object.keys(roleNames).map((r) => [r, [] as number[]])) as People['byRole'];
  const demo: Record<string, number> = {};
  for (const account of demoAccounts) {
    const [u] = await db
      .insert(users)
      .values({
        email: account.email,
        name: account.name,
        passwordHash,
        isGuest: account.role === 'guest',
        startingCapacity: account.role === 'sdr' ? 12 : null,
        timezone: 'America/New_York',
      })
      .returning();
    demo[account.email] = u.id;
    byRole[account.role].push(u.id);
    await db.insert(userRoles).values({ userId: u.id, roleId: roleId(account.role) });
  }
  // Content owners are users with edit-content (spec 6); the content demo
  // user holds it directly as well as through the role.
  await db.insert(userPermissions).values({ userId: demo['content@demo.test'], permissionId: permId('edit-content') });

  // Generated staff: mostly SDRs, some of every other client-facing role.
  const generatedRoles: RoleSlug[] = ['sdr', 'sdr', 'sdr', 'sdr', 'ssdr', 'pdm', 'psm', 'strategist', 'dso', 'content'];
  const count = 20 + 5 * scale;
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const role = generatedRoles[i % generatedRoles.length];
    let first = rnd.pick(firstNames);
    let last = rnd.pick(lastNames);
    while (seen.has(`${first} ${last}`)) [first, last] = [rnd.pick(firstNames), rnd.pick(lastNames)];
    seen.add(`${first} ${last}`);
    const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${i}@agency.test`;
    const [u] = await db
      .insert(users)
      .values({
        email,
        name: `${first} ${last}`,
        passwordHash,
        active: i % 17 !== 16,
        startingCapacity: role === 'sdr' || role === 'ssdr' ? rnd.int(8, 15) : null,
        timezone: rnd.pick(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']),
      })
      .returning();
    byRole[role].push(u.id);
    await db.insert(userRoles).values({ userId: u.id, roleId: roleId(role) });
  }

  const depts = await db
    .insert(departments)
    .values(['Sales Development', 'Client Success', 'Strategy', 'Content'].map((name) => ({ name })))
    .returning();
  const teamNames = ['Falcon', 'Harbor', 'Summit', 'Canyon', 'Aurora', 'Cascade', 'Delta', 'Ember'];
  const teamCount = Math.min(teamNames.length, 3 + Math.ceil(scale / 3));
  const reps = [...byRole.sdr, ...byRole.ssdr];
  const teamIds: number[] = [];
  for (let t = 0; t < teamCount; t++) {
    // The PDM demo user leads the first team, which holds the SDR demo users.
    const lead = t === 0 ? demo['pdm@demo.test'] : rnd.pick([...byRole.pdm, ...byRole.dso]);
    const [team] = await db
      .insert(teams)
      .values({ name: `Team ${teamNames[t]}`, departmentId: depts[t === teamCount - 1 ? 1 : 0].id, teamLeadId: lead })
      .returning();
    teamIds.push(team.id);
    const members = new Set([lead, ...reps.filter((_, i) => i % teamCount === t)]);
    if (t === 0) [demo['sdr@demo.test'], demo['ssdr@demo.test']].forEach((id) => members.add(id));
    await db.insert(teamMembers).values([...members].map((userId) => ({ teamId: team.id, userId })));
  }

  // Bunches pair a PSM with a campaign strategist (spec 6).
  const bunchIds: number[] = [];
  const pairs = Math.min(byRole.psm.length, byRole.strategist.length);
  for (let b = 0; b < pairs; b++) {
    const [bunch] = await db.insert(bunches).values({ name: `Bunch ${b + 1}` }).returning();
    bunchIds.push(bunch.id);
    await db.insert(bunchMembers).values([
      { bunchId: bunch.id, userId: byRole.psm[b] },
      { bunchId: bunch.id, userId: byRole.strategist[b] },
    ]);
  }
  return { demo, byRole, teamIds, bunchIds };
}
