import { Button, Modal, Stack, Text } from '@mantine/core';

/** The reload notice itself (loaded only when needed: a modal brings focus-trap and scroll-area code). */
export function ReloadNeededModal({ state }: { state: 'outdated' | 'blocked' }) {
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
