import { useEffect } from 'react';
import type { SequenceProfile } from '../../../domain/sequencer/profile-types';
import { requestSync } from '../commands/request-sync';
import { useSyncPoll } from '../hooks/use-sync-poll';
import { SyncControl } from './sync-control';

type Props = { profile: SequenceProfile; blocked: string | null; refresh: () => void };

/** Sync under the pairs: request, then poll the instance every 5 s until its flag clears, then refresh the counts (spec 4). */
export function ProfileSync({ profile, blocked, refresh }: Props) {
  const poll = useSyncPoll(refresh);
  const { start } = poll;
  const instance = profile.outreachInstance;
  const runningId = instance?.sequencesSyncRequested && !blocked ? instance.id : null;
  // A profile opened while its sync runs waits for it too.
  useEffect(() => {
    if (runningId !== null) start(runningId);
  }, [runningId, start]);
  const mailboxes = [...new Map(profile.outreachDetails.map((p) => [p.mailbox.id, { id: p.mailbox.id, email: p.mailbox.email }])).values()];
  const noPairs = profile.outreachDetails.length === 0 ? 'Add an outreach pair before syncing.' : null;
  return (
    <SyncControl
      mailboxes={mailboxes}
      syncing={poll.syncing}
      blocked={blocked ?? noPairs}
      onSync={async (mailbox) => {
        const answer = await requestSync(profile.id, mailbox);
        poll.start(answer.id);
      }}
    />
  );
}
