import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Button, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Client } from '../../../domain/clients/client-types';
import { clientStatusColor } from '../../../domain/clients/client-status';
import { formatCount } from '../../../domain/format/count-format';
import { EditMark } from '../../../ui/edit-mark';
import { GripIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import type { RepDesk } from '../hooks/use-assignment';

type Props = {
  client: Client;
  desks: RepDesk[];
  canAssign: boolean;
  onAssign: (client: Client, desk: RepDesk) => void;
  edits?: readonly { status: string; lastError?: string }[];
};

function ClientFacts({ client }: { client: Client }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {client.name}
      </Text>
      <Group gap={6}>
        <StatusBadge color={clientStatusColor(client.status)}>{client.status}</StatusBadge>
        {client.onboardingDate && (
          <Text size="xs" c="dimmed">
            Onboards {client.onboardingDate}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** An unassigned client: dragged (or carried with the keyboard) onto a rep, or assigned from its menu. */
export function UnassignedClientCard({ client, desks, canAssign, onAssign, edits }: Props) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `client-${client.id}`, data: { client }, disabled: !canAssign });
  const [picking, setPicking] = useState(false);
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="unassigned-client" data-client-id={client.id} data-dragging={isDragging || undefined} style={{ opacity: isDragging ? 0.4 : 1 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group
          ref={setNodeRef}
          {...(canAssign ? { ...attributes, ...listeners } : {})}
          gap="xs"
          wrap="nowrap"
          style={{ cursor: canAssign ? 'grab' : 'default', flex: 1, touchAction: 'none' }}
          data-testid="client-drag-handle"
        >
          {canAssign && <GripIcon size={16} />}
          <ClientFacts client={client} />
        </Group>
        <EditMark edits={edits} />
        {canAssign && (
          <Popover position="bottom-end" withinPortal trapFocus shadow="md" opened={picking} onChange={setPicking}>
            <Popover.Target>
              <ActionIcon variant="subtle" aria-label={`Assign ${client.name} to…`} aria-haspopup="dialog" aria-expanded={picking} onClick={() => setPicking((o) => !o)}>
                <Text size="lg" lh={1} aria-hidden="true">
                  ⋯
                </Text>
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown p={4}>
              <Stack gap={0} mah={320} style={{ overflowY: 'auto' }}>
                <Text size="xs" c="dimmed" px="xs" py={4}>
                  Assign to
                </Text>
                {desks.map((d) => (
                  <Button
                    key={d.rep.id}
                    variant="subtle"
                    color="dark"
                    size="compact-sm"
                    justify="flex-start"
                    fw={400}
                    onClick={() => {
                      setPicking(false);
                      onAssign(client, d);
                    }}
                  >
                    {d.rep.name} · {formatCount(d.load)} / {formatCount(d.capacity)}
                  </Button>
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
    </Paper>
  );
}

/** What follows the pointer while a client is dragged. */
export function ClientCardPreview({ client }: { client: Client }) {
  return (
    <Paper withBorder shadow="md" p="xs" radius="sm" style={{ cursor: 'grabbing', width: 260 }}>
      <ClientFacts client={client} />
    </Paper>
  );
}
