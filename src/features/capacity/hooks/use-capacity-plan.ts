import { useMemo } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { callsByRecord, useCallsOverlay, useQueuedCalls } from '../../../data/react/use-queued-calls';
import { readsState, type ReadsState } from '../../../data/react/remote-status';
import { useRemote } from '../../../data/react/use-remote';
import { assumptionValues, type AssumptionValues } from '../../../domain/capacity/assumptions';
import { listAssumptions, listHires, listProjections } from '../../../domain/capacity/capacity-endpoints';
import { capacityPlan, type PlanMonth } from '../../../domain/capacity/capacity-model';
import { applyCapacityCalls, type CapacityState } from '../../../domain/capacity/plan-edits';
import type { UserSummary } from '../../../domain/lookups/lookup-types';
import { listUsers } from '../../../domain/users/user-endpoints';

export const capacityCollections = ['capacity-assumptions', 'capacity-projections', 'capacity-hires'] as const;

export type CapacityView = ReadsState & {
  asOf: string | null;
  months: string[];
  startMonth: string | null;
  knownClients: { month: string; count: number }[];
  /** The last answers with the queued edits applied. */
  state: CapacityState;
  values: AssumptionValues;
  reps: UserSummary[];
  /** The model's numbers for the planned months, computed here from state. */
  plan: PlanMonth[];
  /** Queued edits by record (`collection:id`), for pending marks. */
  pending: Map<string, OutboxEntry[]>;
  waiting: number;
};

const repsQuery = { query: { active: true, startingCapacity: true } };

/**
 * The capacity plan as the director sees it: the last answers (offline, the
 * service worker's), their queued edits applied, the model computed in the
 * browser; read again when the server accepts an edit (decision 0029).
 */
export function useCapacityPlan(): CapacityView {
  const calls = useQueuedCalls(capacityCollections);
  const assumptions = useRemote(listAssumptions, {}, calls.settled);
  const projections = useRemote(listProjections, {}, calls.settled);
  const hires = useRemote(listHires, {}, calls.settled);
  const reps = useRemote(listUsers, repsQuery);
  const reads = [assumptions, projections, hires, reps];
  const overlay = useCallsOverlay(calls, reads.some((r) => r.loading));

  return useMemo(() => {
    const state = applyCapacityCalls(
      { assumptions: assumptions.data ?? [], projections: projections.data?.rows ?? [], hires: hires.data ?? [] },
      overlay,
    );
    const values = assumptionValues(state.assumptions);
    const months = projections.data?.months ?? [];
    const knownClients = projections.data?.knownClients ?? [];
    const repList = reps.data ?? [];
    const reads = readsState([assumptions, projections, hires, reps]);
    const plan = reads.status === 'ready'
      ? capacityPlan({ months, reps: repList.map((r) => ({ capacity: r.startingCapacity ?? 0 })), hires: state.hires, assumptions: values, projections: state.projections, knownClients })
      : [];
    return {
      ...reads,
      asOf: projections.data?.asOf ?? null,
      months,
      startMonth: projections.data?.startMonth ?? null,
      knownClients,
      state,
      values,
      reps: repList,
      plan,
      pending: callsByRecord(calls.entries),
      waiting: calls.entries.length,
    };
  }, [assumptions, projections, hires, reps, overlay, calls.entries]);
}
