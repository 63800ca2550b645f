import { roleNames, type RoleSlug } from '../access/roles';
import { matchEndpoint } from '../api/match-path';
import { assignClientTeamMember } from '../teams/team-member-endpoints';
import { assumptionValueIssue, isAssumptionKey } from './assumptions';
import { createHire, patchAssumption, patchHire, patchProjection } from './capacity-endpoints';
import type { Assumption, Hire, Projection } from './capacity-types';

// The plan as the director sees it before the server has their edits: the
// last answers with the queued calls applied in order (decision 0029). The
// same calls, replayed, make the server's answers agree.

/** A queued call as the outbox holds it. */
export type QueuedCall = { method: string; url: string; body?: unknown; status: string };

/** Calls that still count: pending ones, and conflicted ones until the director chooses (a failed one is undone). */
export const stillQueued = (call: QueuedCall) => call.status !== 'failed';

/**
 * A call the server accepted, shown while the screen reads again ('accepted'):
 * one read may answer before another, so what it created may already be in
 * the answers. Each saved row (id > 0) like it stands for one such call, so
 * it is not shown twice.
 */
export function alreadySaved<T extends { id: number }>(call: QueuedCall, rows: readonly T[], claimed: Set<number>, same: (row: T) => boolean): boolean {
  if (call.status !== 'accepted') return false;
  const row = rows.find((r) => r.id > 0 && !claimed.has(r.id) && same(r));
  if (row) claimed.add(row.id);
  return row !== undefined;
}

export type CapacityState = { assumptions: Assumption[]; projections: Projection[]; hires: Hire[] };

const roleName = (slug: string) => roleNames[slug as RoleSlug] ?? slug;

export function applyCapacityCalls(state: CapacityState, calls: readonly QueuedCall[]): CapacityState {
  let { assumptions, projections, hires } = state;
  let newId = 0;
  const claimed = new Set<number>();
  for (const call of calls.filter(stillQueued)) {
    const body = (call.body ?? {}) as Record<string, unknown>;
    let params = matchEndpoint(patchAssumption, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      const val = body.val as number;
      assumptions = assumptions.map((a) => (a.id === id && isAssumptionKey(a.key) && assumptionValueIssue(a.key, val) === null ? { ...a, val } : a));
      continue;
    }
    params = matchEndpoint(patchProjection, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      projections = projections.map((p) => (p.id === id ? { ...p, ...(body as Partial<Projection>) } : p));
      continue;
    }
    params = matchEndpoint(patchHire, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      hires = hires.map((h) => (h.id === id ? { ...h, ...(body as Partial<Hire>), roleName: roleName(typeof body.role === 'string' ? body.role : h.role) } : h));
      continue;
    }
    if (matchEndpoint(createHire, call.method, call.url)) {
      // Not on the server yet: a negative id, and no edits until it is.
      const hire = body as Pick<Hire, 'name' | 'role' | 'startDate' | 'startingCapacity'>;
      const same = (h: Hire) => h.name === hire.name && h.role === hire.role && h.startDate === hire.startDate && h.startingCapacity === hire.startingCapacity;
      if (alreadySaved(call, state.hires, claimed, same)) continue;
      hires = [...hires, { ...hire, id: --newId, roleName: roleName(hire.role), archived: false, version: 0 }];
    }
  }
  return { assumptions, projections, hires };
}

/** Clients assigned while their call waits: client id → rep id (POST /api/clients/{id}/team/members). */
export function queuedAssignments(calls: readonly QueuedCall[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const call of calls.filter(stillQueued)) {
    const params = matchEndpoint(assignClientTeamMember, call.method, call.url);
    const user = (call.body as { user?: unknown } | undefined)?.user;
    if (params && typeof user === 'number') out.set(Number(params.id), user);
  }
  return out;
}
