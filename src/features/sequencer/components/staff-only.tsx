import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec 6: staff read the sequencer; guests (client contacts) get nothing of it. */
export function StaffOnly({ isGuest, children }: { isGuest: boolean; children: ReactNode }) {
  if (!isGuest) return children;
  return (
    <Alert color="gray" title="Sequence profiles are for agency staff" maw={640}>
      Your account can see your company's views only.
    </Alert>
  );
}
