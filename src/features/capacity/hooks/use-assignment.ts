import { useEffect, useMemo, useRef, useState } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { remoteFailure } from '../../../data/http/remote-call';
import { useAsync } from '../../../data/react/use-async';
import { callsByRecord, useCallsOverlay, useQueuedCalls } from '../../../data/react/use-queued-calls';
import { readsState, type ReadsState } from '../../../data/react/remote-status';
import { useRemote } from '../../../data/react/use-remote';
import { serverReached } from '../../../data/sync/connection';
import { listClients } from '../../../domain/clients/client-endpoints';
import type { Client } from '../../../domain/clients/client-types';
import { queuedAssignments } from '../../../domain/capacity/plan-edits';
import { repLoad } from '../../../domain/capacity/rep-load';
import type { UserSummary } from '../../../domain/lookups/lookup-types';
import { listUsers } from '../../../domain/users/user-endpoints';

export type RepDesk = { rep: UserSummary; capacity: number; clients: (Client & { queued: boolean })[]; load: number };

export type Assignment = ReadsState & {
  /** Clients nobody works, less those assigned while their call waits. */
  unassigned: Client[];
  desks: RepDesk[];
  pending: Map<string, OutboxEntry[]>;
  waiting: number;
};

const repsQuery = { query: { active: true, startingCapacity: true } };

type RepClients = Map<number, Client[]>;

type Kept = { data: RepClients; at: number; fromCache: boolean };

/**
 * Each rep's clients (spec 7: GET /api/clients?user={id}), read together at
 * first; after an assignment reaches the server, only the reps it touched
 * are read again.
 */
function repClientsSource(repIds: number[] | null, stale: (since: number) => { ids: number[] | null; at: number }, kept: { current: Kept | null }) {
  if (!repIds) return null;
  return {
    call: JSON.stringify(['rep-clients', repIds]),
    load: async (signal: AbortSignal) => {
      // A saved copy (offline) is replaced whole.
      const last = kept.current && !kept.current.fromCache ? kept.current : null;
      const wanted = stale(last?.at ?? -1);
      const ids = wanted.ids ?? repIds;
      const answers = await Promise.all(ids.map((id) => callEndpoint(listClients, { query: { user: id } }, { signal })));
      const data = new Map(last && wanted.ids ? last.data : []);
      ids.forEach((id, i) => data.set(id, answers[i].data));
      const fromCache = answers.some((a) => a.headers.get('X-From-Cache') === '1');
      kept.current = { data, at: wanted.at, fromCache };
      return { data, fromCache };
    },
    describe: remoteFailure,
    retry: serverReached,
  };
}

/** The Assign tab: unassigned clients (spec 7: ?unassigned=1) and each rep's load against capacity. */
export function useAssignment(): Assignment {
  const calls = useQueuedCalls(['client-team']);
  const reps = useRemote(listUsers, repsQuery);
  const unassigned = useRemote(listClients, { query: { unassigned: true } }, calls.settled);
  const repIds = reps.data?.map((r) => r.id) ?? null;
  const kept = useRef<Kept | null>(null);
  // The reps whose assignments left the outbox since the last read (the last
  // 50 calls that left are known; past that, every rep is read again).
  const stale = (since: number) => {
    const at = calls.settled;
    const gone = calls.gone.filter((g) => g.at > since);
    if (since < 0 || (gone.length === calls.gone.length && calls.gone.length >= 50)) return { ids: null, at };
    const touched = gone.map((g) => (g.entry.body as { user?: number } | undefined)?.user);
    return { ids: [...new Set(touched.filter((id): id is number => typeof id === 'number'))], at };
  };
  const repClients = useAsync(repClientsSource(repIds, stale, kept), calls.settled);
  const overlay = useCallsOverlay(calls, unassigned.loading || repClients.loading);
  // Every client seen unassigned: after an assignment is accepted, the fresh
  // unassigned list (without the client) may come before the rep's own, and
  // the desk still shows it meanwhile, instead of dropping it for a moment.
  const [seen, setSeen] = useState<ReadonlyMap<number, Client>>(new Map());
  useEffect(() => {
    if (unassigned.data) setSeen((before) => new Map([...before, ...unassigned.data!.map((c) => [c.id, c] as const)]));
  }, [unassigned.data]);

  return useMemo(() => {
    const assigned = queuedAssignments(overlay);
    const waiting = unassigned.data ?? [];
    const byId = new Map([...seen, ...waiting.map((c) => [c.id, c] as const)]);
    const desks: RepDesk[] = (reps.data ?? []).map((rep) => {
      const own = (repClients.data?.get(rep.id) ?? []).map((c) => ({ ...c, queued: false }));
      const queued = [...assigned]
        .filter(([clientId, repId]) => repId === rep.id && byId.has(clientId) && !own.some((c) => c.id === clientId))
        .map(([clientId]) => ({ ...byId.get(clientId)!, queued: true }));
      const clients = [...queued, ...own];
      return { rep, capacity: rep.startingCapacity ?? 0, clients, load: repLoad(clients) };
    });
    return {
      ...readsState([reps, unassigned, repClients]),
      unassigned: waiting.filter((c) => !assigned.has(c.id)),
      desks,
      pending: callsByRecord(calls.entries),
      waiting: calls.entries.length,
    };
  }, [reps, unassigned, repClients, overlay, calls.entries, seen]);
}
