import { Button, Group, Menu, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { syncEngine } from '../../data/sync/engine-instance';
import { LogoutIcon, UserIcon } from '../../ui/icons';
import { countUnsentEdits, signOutAndWipe } from './sign-out';

type Props = { name: string; email: string; onSignedOut: () => void };

/**
 * Sign-out wipes the device. With edits not yet sent it first says how many
 * would be lost and offers to wait for them.
 */
export function UserMenu({ name, email, onSignedOut }: Props) {
  const [unsent, setUnsent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function finish() {
    setBusy(true);
    await signOutAndWipe();
    setBusy(false);
    setUnsent(null);
    onSignedOut();
  }

  async function start() {
    const count = await countUnsentEdits();
    if (count > 0) setUnsent(count);
    else await finish();
  }

  return (
    <>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button variant="subtle" color="gray" leftSection={<UserIcon size={18} />} maw={200} px="xs">
            <VisuallyHidden>Account: </VisuallyHidden>
            {/* On a phone the header has no room for the name: the icon shows, and the name is still read out. */}
            <Text size="sm" component="span" truncate visibleFrom="sm">
              {name}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{email}</Menu.Label>
          <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void start()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={unsent !== null} onClose={() => setUnsent(null)} title="Edits not sent yet" centered>
        <Stack>
          <Text size="sm">
            {unsent === 1 ? '1 edit has' : `${unsent} edits have`} not reached the server yet. Signing out now removes
            {unsent === 1 ? ' it' : ' them'} from this device for good.
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setUnsent(null);
                void syncEngine()?.drain();
              }}
            >
              Wait and sync
            </Button>
            <Button color="red" loading={busy} onClick={() => void finish()}>
              Sign out and lose {unsent === 1 ? 'it' : 'them'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
