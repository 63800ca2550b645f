import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group, Menu, Paper, Stack, Text } from '@mantine/core';
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
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="unassigned-client" data-client-id={client.id} style={{ opacity: isDragging ? 0.4 : 1 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group
          ref={setNodeRef}
          {...(canAssign ? { ...attributes, ...listeners } : {})}
          aria-label={canAssign ? `${client.name}: drag to a rep to assign` : client.name}
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Assign ${client.name} to…`}>
                <Text size="lg" lh={1} aria-hidden="true">
                  ⋯
                </Text>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
              <Menu.Label>Assign to</Menu.Label>
              {desks.map((d) => (
                <Menu.Item key={d.rep.id} onClick={() => onAssign(client, d)}>
                  {d.rep.name} · {formatCount(d.load)} / {formatCount(d.capacity)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
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
