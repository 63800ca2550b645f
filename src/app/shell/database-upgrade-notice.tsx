import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { upgradeState } from '../../data/db/app-db-instance';

/** Tells the rep when another tab's newer version needs this one reloaded. */
export function DatabaseUpgradeNotice() {
  const state = useSyncExternalStore(upgradeState.subscribe, upgradeState.get);
  if (state === 'ok') return null;
  return (
    <Modal opened onClose={() => {}} withCloseButton={false} centered title="Reload needed">
      <Stack>
        <Text size="sm">
          {state === 'outdated'
            ? 'A newer version of SDR Ops is open in another tab. Reload this tab to keep working; your queued edits are kept.'
            : 'SDR Ops is updating its storage. Close other SDR Ops tabs, or reload them, to finish.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Modal>
  );
}
