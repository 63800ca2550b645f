import { Button, Group, Notification, Text } from '@mantine/core';
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { hasDirtyForms } from '../../ui/dirty-forms';

const updateCheckMs = 30 * 60_000;

/**
 * The update flow (decision 0016): a new version waits until the rep chooses to
 * reload, and never reloads under a form with unsaved input.
 */
export function WorkerUpdates() {
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
