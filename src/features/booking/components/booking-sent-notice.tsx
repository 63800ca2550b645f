import { Affix, Anchor, Notification, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { useQueuedBookings } from '../hooks/use-queued-bookings';

type Sent = { key: string; clientId: number | null; clientName: string };

const clientOf = (entry: OutboxEntry): Sent => {
  const row = entry.op.kind === 'create' ? entry.op.row : {};
  const client = (entry.body as { client?: unknown } | undefined)?.client;
  return {
    key: entry.id,
    clientId: typeof client === 'number' ? client : null,
    clientName: typeof row.clientName === 'string' ? row.clientName : 'the client',
  };
};

/**
 * Issue 16: a booking queued on this device says once, wherever the rep is,
 * that it reached the server, with a way to it on the board. An entry that
 * leaves the outbox while waiting or sending was accepted; a refused one
 * (failed) leaves only when the rep discards or rebooks it.
 */
export function BookingSentNotice() {
  const entries = useQueuedBookings();
  const seen = useRef(new Map<string, OutboxEntry>());
  const [sent, setSent] = useState<Sent[]>([]);

  useEffect(() => {
    const now = new Map(entries.map((e) => [e.id, e]));
    const arrived = [...seen.current.values()].filter((e) => !now.has(e.id) && (e.status === 'pending' || e.status === 'sending'));
    seen.current = now;
    if (arrived.length) setSent((list) => [...list, ...arrived.map(clientOf)]);
  }, [entries]);

  if (!sent.length) return null;
  const close = (key: string) => setSent((list) => list.filter((s) => s.key !== key));
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Stack gap="xs" maw={360}>
        {sent.map((s) => (
          <Notification key={s.key} color="green" title={`Booking for ${s.clientName} sent`} onClose={() => close(s.key)} closeButtonProps={{ 'aria-label': 'Close' }}
            // Mantine's dimmed description is 3.3:1 on white (axe, serious).
            styles={{ description: { color: 'var(--mantine-color-dark-7)' } }}
            role="status"
            data-testid="booking-sent"
          >
            <Text size="sm">
              The server has it now.{' '}
              <Anchor renderRoot={(props) => <Link {...props} to="/meetings" search={s.clientId === null ? {} : { client: s.clientId }} />} onClick={() => close(s.key)} size="sm" fw={600}>
                See it on the board
              </Anchor>
            </Text>
          </Notification>
        ))}
      </Stack>
    </Affix>
  );
}
