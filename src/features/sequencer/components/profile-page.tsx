import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useConnection } from '../../../data/react/use-connection';
import type { Me } from '../../../domain/auth/me-schema';
import { CalendarIcon } from '../../../ui/icons';
import { cloneProfile } from '../commands/clone-profile';
import { useProfile } from '../hooks/use-profile';
import { CloneModal } from './clone-modal';
import { ProfileView } from './profile-view';

type Props = {
  me: Me;
  id: number;
  /** The page's client, for the booking modal the app places over it. */
  onClient: (clientId: number | null) => void;
  onBook?: () => void;
  onOpen: (id: number) => void;
};

export const bookButton = (onBook: (() => void) | undefined) =>
  onBook ? (
    <Button variant="light" leftSection={<CalendarIcon size={16} />} onClick={onBook}>
      Book a meeting
    </Button>
  ) : null;

/** /sequencer/profile/{id}: read online; a profile seen before opens offline from its last answer, marked as such. */
export function ProfilePage({ me, id, onClient, onBook, onOpen }: Props) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const [cloning, setCloning] = useState(false);
  const remote = useProfile(id, epoch);
  const profile = remote.data;
  const clientId = profile?.client.id ?? null;
  useEffect(() => onClient(clientId), [clientId, onClient]);

  if (!profile) {
    if (remote.error) {
      return (
        <Alert color={remote.offline ? 'gray' : 'red'} title={remote.offline ? 'Offline' : 'The profile did not load'}>
          {remote.offline ? 'This profile has not been opened on this device yet: it needs a connection the first time.' : remote.error}
        </Alert>
      );
    }
    return <Loader role="status" aria-label="Loading the profile" />;
  }
  return (
    <Stack gap="md">
      {remote.fromCache && !remote.refreshing && (
        <Alert color="gray" variant="light" title="Offline: last seen copy" data-testid="offline-copy">
          This is the profile as this device last saw it. Notes you add are queued and sent when you are back online; other edits need a connection.
        </Alert>
      )}
      <ProfileView
        key={profile.id}
        me={me}
        profile={profile}
        fromCache={remote.fromCache}
        refreshing={remote.refreshing}
        online={online}
        refresh={() => setEpoch((e) => e + 1)}
        onClone={() => setCloning(true)}
        bookButton={bookButton(onBook)}
      />
      {cloning && (
        <CloneModal
          sourceName={profile.name}
          onClose={() => setCloning(false)}
          onClone={async (name) => {
            const cloneId = await cloneProfile(profile, name);
            setCloning(false);
            onOpen(cloneId);
          }}
        />
      )}
    </Stack>
  );
}
