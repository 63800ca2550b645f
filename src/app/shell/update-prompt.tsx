import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useDeviceSynced } from '../../data/react/use-device-synced';

// Registered after the page's load event anyway: its code (a notification,
// workbox-window) stays out of the entry chunk (decision 0035).
const WorkerUpdates = lazy(() => import('./worker-updates').then((m) => ({ default: m.WorkerUpdates })));

/**
 * The service worker and its update flow, from the first load (decision
 * 0035): on the sign-in page, so a device that never signed in opens it
 * offline, and at once on a device that holds its data. Its registration
 * waits for the page's load event (workbox-window). A signed-in page still
 * waiting for its first sync (site data cleared) registers once that sync
 * ends: the worker's install, a precache of the whole app, would otherwise
 * compete with it for the network and the storage process (decision 0016).
 * Once registered it stays, whatever the route.
 */
export function UpdatePrompt() {
  const synced = useDeviceSynced();
  const signingIn = useRouterState({ select: (s) => s.location.pathname === '/sign-in' });
  const [registered, setRegistered] = useState(false);
  if (!registered && (synced || signingIn)) setRegistered(true);
  return registered ? (
    <Suspense fallback={null}>
      <WorkerUpdates />
    </Suspense>
  ) : null;
}
