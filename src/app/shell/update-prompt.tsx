import { Button, Group, Notification, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { hasDirtyForms } from '../../ui/dirty-forms';
import { useDeviceSynced } from './use-device-synced';

const updateCheckMs = 30 * 60_000;

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
  return registered ? <WorkerUpdates /> : null;
}

/**
 * The update flow (decision 0016): a new version waits until the rep chooses to
 * reload, and never reloads under a form with unsaved input.
 */
function WorkerUpdates() {
  const [blocked, setBlocked] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
    },
  });

  if (!needRefresh) return null;
  return (
    <Notification
      title="A new version is ready"
      onClose={() => setNeedRefresh(false)}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 360 }}
      role="status"
    >
      <Text size="sm">{blocked ? 'Save or close the open form first, then reload.' : 'Reload to use it. Nothing you queued is lost.'}</Text>
      <Group mt="xs">
        <Button
          size="xs"
          onClick={() => {
            if (hasDirtyForms()) setBlocked(true);
            else void updateServiceWorker(true);
          }}
        >
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
