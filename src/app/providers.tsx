import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// The container of toasts, loaded beside the first screen rather than before
// it: a notifications.show() made earlier waits in the store until it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function AppProviders() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} />
      </Suspense>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
