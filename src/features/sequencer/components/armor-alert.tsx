import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { armorMessage, armorMessageMs } from '../../../domain/sequencer/sequence-armor';
import { AlertIcon } from '../../../ui/icons';

/** Spec 5 and 9: the armor's message at the top, word for word, for 6 seconds after it clears a choice. */
export function ArmorAlert({ notice }: { notice: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (notice === 0) return;
    setShown(notice);
    const timer = setTimeout(() => setShown(0), armorMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!shown) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      c="dark.9"
      icon={<AlertIcon size={18} />}
      role="alert"
      data-testid="armor-message"
      pos="sticky"
      top={64}
      style={{ zIndex: 5 }}
    >
      {armorMessage}
    </Alert>
  );
}
