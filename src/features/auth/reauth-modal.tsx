import { Modal, Stack, Text } from '@mantine/core';
import { syncEngine } from '../../data/sync/engine-instance';
import { SignInForm } from './sign-in-page';

type Props = { opened: boolean; email: string; waiting: number };

/**
 * The server answered 401 while edits were waiting: everything is kept and
 * paused until the same user signs in again.
 */
export function ReauthModal({ opened, email, waiting }: Props) {
  return (
    <Modal opened={opened} onClose={() => {}} withCloseButton={false} title="Sign in again" centered closeOnEscape={false} closeOnClickOutside={false}>
      <Stack>
        <Text size="sm">
          Your session has ended. Sign in again to send {waiting === 1 ? 'your waiting edit' : `your ${waiting} waiting edits`}; nothing
          has been lost.
        </Text>
        <SignInForm lockedEmail={email} onSignedIn={() => void syncEngine()?.resume()} />
      </Stack>
    </Modal>
  );
}
