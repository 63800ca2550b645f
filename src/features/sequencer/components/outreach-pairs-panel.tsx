import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ConnectionStatus } from '../../../domain/meetings/booking-lookups';
import type { OutreachMailbox } from '../../../domain/outreach/outreach-instance-types';
import type { OutreachSequence } from '../../../domain/outreach/outreach-types';
import { StatusBadge } from '../../../ui/status-badge';
import type { FormPair } from '../hooks/use-profile-form';

export type PairRow = { sequence: string; mailbox: string; status: ConnectionStatus | null };

type Props = {
  rows: PairRow[];
  editable: boolean;
  sequences: OutreachSequence[];
  mailboxes: OutreachMailbox[];
  onAdd: (pair: FormPair) => void;
  onRemove: (index: number) => void;
  children?: React.ReactNode;
};

export const mailboxStatusBadge = (status: ConnectionStatus | null) => (
  <StatusBadge color={status === 'connected' ? 'green' : status === 'disconnected' ? 'red' : 'gray'}>{status ?? 'unknown'}</StatusBadge>
);

/** Spec 3, outreachDetails: pairs of an Outreach sequence and the mailbox that sends it, with the mailbox's status. */
export function OutreachPairsPanel({ rows, editable, sequences, mailboxes, onAdd, onRemove, children }: Props) {
  const [sequence, setSequence] = useState<string | null>(null);
  const [mailbox, setMailbox] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="outreach-pairs">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Outreach pairs
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            No pairs yet. Each pair of a sequence and a mailbox takes 400 to 1,200 prospects.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sequence</Table.Th>
                  <Table.Th>Mailbox</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {editable && <Table.Th aria-label="Remove" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={`${r.sequence}:${r.mailbox}:${i}`} data-testid="pair-row">
                    <Table.Td>{r.sequence}</Table.Td>
                    <Table.Td>{r.mailbox}</Table.Td>
                    {/* Wide enough for "disconnected": a narrow screen wraps the sequence, never the status. */}
                    <Table.Td miw={150}>{mailboxStatusBadge(r.status)}</Table.Td>
                    {editable && (
                      <Table.Td>
                        <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i)} aria-label={`Remove the pair ${r.sequence} / ${r.mailbox}`}>
                          ×
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editable && (
          <Group align="flex-end" wrap="wrap">
            <Select label="Outreach sequence" data={sequences.map((s) => ({ value: String(s.id), label: s.name }))} value={sequence} onChange={setSequence} w={260} />
            <Select
              label="Mailbox"
              data={mailboxes.map((m) => ({ value: String(m.id), label: `${m.email} (${m.status})` }))}
              value={mailbox}
              onChange={setMailbox}
              w={260}
            />
            <Button
              variant="light"
              disabled={!sequence || !mailbox}
              onClick={() => {
                onAdd({ outreachSequence: Number(sequence), mailbox: Number(mailbox) });
                setSequence(null);
                setMailbox(null);
              }}
            >
              Add pair
            </Button>
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
