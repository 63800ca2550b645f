/** Spec 9: the task flyout reopens 1 second after a task is completed or removed. */
export const flyoutReopenDelayMs = 1000;

export type FlyoutState = {
  /** The task shown (or about to be shown again) in the flyout. */
  selectedId: number | null;
  opened: boolean;
  /** Closed after a complete or remove: reopen on `selectedId` after the delay. */
  reopenPending: boolean;
};

export type FlyoutEvent =
  | { type: 'open'; id: number }
  | { type: 'close' }
  /** `order`: the task ids as listed when the rep acted, the worked task included. */
  | { type: 'completed' | 'removed'; id: number; order: readonly number[] }
  | { type: 'skipped'; id: number; order: readonly number[] }
  /** The delay has passed. */
  | { type: 'reopen' };

export const closedFlyout: FlyoutState = { selectedId: null, opened: false, reopenPending: false };

/**
 * Spec 4: after completing or removing a task, the next one in the list, or
 * the first when it was the last; null when no other task is left.
 */
export function nextOrFirst(order: readonly number[], id: number): number | null {
  const rest = order.filter((x) => x !== id);
  if (!rest.length) return null;
  const at = order.indexOf(id);
  const next = at >= 0 ? order.slice(at + 1).find((x) => x !== id) : undefined;
  return next ?? rest[0];
}

/** Spec 4: skipping goes to the next task; after the last there is none. */
export function nextAfter(order: readonly number[], id: number): number | null {
  const at = order.indexOf(id);
  if (at < 0) return null;
  return order.slice(at + 1).find((x) => x !== id) ?? null;
}

/**
 * The flyout of the call-task screen as a state machine. Complete and
 * remove select the next task (or the first), close the flyout and ask for a
 * reopen after `flyoutReopenDelayMs`; skip opens the next task at once, or
 * closes the flyout after the last one.
 */
export function flyoutReducer(state: FlyoutState, event: FlyoutEvent): FlyoutState {
  switch (event.type) {
    case 'open':
      return { selectedId: event.id, opened: true, reopenPending: false };
    case 'close':
      return closedFlyout;
    case 'completed':
    case 'removed': {
      const next = nextOrFirst(event.order, event.id);
      return next === null ? closedFlyout : { selectedId: next, opened: false, reopenPending: true };
    }
    case 'skipped': {
      const next = nextAfter(event.order, event.id);
      return next === null ? closedFlyout : { selectedId: next, opened: true, reopenPending: false };
    }
    case 'reopen':
      return state.reopenPending && state.selectedId !== null ? { ...state, opened: true, reopenPending: false } : state;
  }
}
