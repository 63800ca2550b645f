import { Button, Group, Notification, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { hasDirtyForms } from '../../ui/dirty-forms';

const updateCheckMs = 30 * 60_000;

/**
 * The update flow (decision 0016): a new version waits until the rep chooses to
 * reload, and never reloads under a form with unsaved input.
 */
// Registered once per page, outside React's render: the root's render can be
// thrown away and retried while a route's code loads, and a registration
// made in a render (useRegisterSW's state initialiser) would then run again,
// each with its own half-hourly check.
let waiting = false;
const listeners = new Set<() => void>();
const setWaiting = (value: boolean) => {
  waiting = value;
  for (const listener of listeners) listener();
};
let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null;
function register() {
  updateServiceWorker ??= registerSW({
    // After the page's load event: the first screen comes first.
    immediate: false,
    onNeedRefresh: () => setWaiting(true),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
    },
  });
}
/**
 * Asks the waiting worker to take over and reloads once it controls the page.
 * The reload is ours, not the plugin's: workbox-window reloads only when a
 * worker already controlled the page when it registered, and in a device's
 * first session the worker took the page later (its first install claims it),
 * so the rep's Reload did nothing there.
 */
function takeUpdate() {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void updateServiceWorker?.(true);
}

const subscribe = (listener: () => void) => {
  register();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function WorkerUpdates() {
  const [blocked, setBlocked] = useState(false);
  const needRefresh = useSyncExternalStore(subscribe, () => waiting);
  const setNeedRefresh = setWaiting;

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
            else takeUpdate();
          }}
        >
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
