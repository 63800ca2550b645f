import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { router } from './router';
import { whenIdle } from './when-idle';
import { cssVariablesResolver, theme } from './theme';

// The container of toasts, loaded beside the first screen rather than before
// it: a notifications.show() made earlier waits in the store until it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Mounted once the page is idle (at most 2 s after the first render): its
 * transition groups set state as they mount, a synchronous render inside
 * React's commit, which would pull the first screen's passive effects into
 * the commit's task (decision 0052).
 */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  ) : null;
}

export function AppProviders() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
