import { useEffect, useReducer } from 'react';
import { closedFlyout, flyoutReducer, flyoutReopenDelayMs } from '../../../domain/tasks/task-flyout';

/** The flyout state machine of domain/tasks, with its 1-second reopen timer. */
export function useTaskFlyout() {
  const [state, dispatch] = useReducer(flyoutReducer, closedFlyout);
  useEffect(() => {
    if (!state.reopenPending) return;
    const timer = setTimeout(() => dispatch({ type: 'reopen' }), flyoutReopenDelayMs);
    return () => clearTimeout(timer);
  }, [state.reopenPending, state.selectedId]);
  return [state, dispatch] as const;
}
