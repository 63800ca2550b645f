import { lazy, Suspense, useSyncExternalStore } from 'react';
import { upgradeState } from '../../data/db/app-db-instance';

// Rarely shown: its modal's code stays out of the first load (decision 0035).
const ReloadNeededModal = lazy(() => import('./reload-needed-modal').then((m) => ({ default: m.ReloadNeededModal })));

/** Tells the rep when another tab's newer version needs this one reloaded. */
export function DatabaseUpgradeNotice() {
  const state = useSyncExternalStore(upgradeState.subscribe, upgradeState.get);
  if (state === 'ok') return null;
  return (
    <Suspense fallback={null}>
      <ReloadNeededModal state={state} />
    </Suspense>
  );
}
