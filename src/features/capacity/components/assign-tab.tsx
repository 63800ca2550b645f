import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Client } from '../../../domain/clients/client-types';
import { assignClient } from '../commands/assign-client';
import { useAssignment, type RepDesk as Desk } from '../hooks/use-assignment';
import { LastSeen } from '../../../ui/last-seen';
import { ReadFailed } from '../../../ui/remote-notice';
import { assignAnnouncements, assignInstructions } from './assign-announcements';
import { deskKeyboardCoordinates } from './desk-keyboard-coordinates';
import { RepDesk } from './rep-desk';
import { ClientCardPreview, UnassignedClientCard } from './unassigned-client-card';
import { PromptKeyboardSensor } from '../../../ui/dnd/prompt-keyboard-sensor';

// Pointer drops go to the rep under the pointer; keyboard drops to the rep the client was carried onto.
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

/** Spec 2, AssignTab: unassigned clients onto reps, each rep with load against capacity. */
export function AssignTab({ canAssign }: { canAssign: boolean }) {
  const view = useAssignment();
  const [active, setActive] = useState<Client | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: deskKeyboardCoordinates, keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  const assign = (client: Client, desk: Desk) =>
    void assignClient(client, desk.rep).catch((e: unknown) =>
      notifications.show({ color: 'red', title: 'The assignment was not saved', message: e instanceof Error ? e.message : String(e) }),
    );

  function onDragStart(event: DragStartEvent) {
    setActive((event.active.data.current as { client: Client }).client);
  }
  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    const client = (event.active.data.current as { client?: Client } | undefined)?.client;
    const rep = (event.over?.data.current as { rep?: Desk['rep'] } | undefined)?.rep;
    const desk = rep && view.desks.find((d) => d.rep.id === rep.id);
    if (client && desk) assign(client, desk);
  }

  if (view.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading clients and reps…</Text>
      </Group>
    );
  }
  if (view.status === 'error') {
    return <ReadFailed error={view.error} offline={view.offline} what="clients and reps" />;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements: assignAnnouncements, screenReaderInstructions: assignInstructions }}
    >
      <Stack gap="sm">
        <LastSeen fromCache={view.fromCache} asOf={null} waiting={view.waiting} />
        {!canAssign && (
          <Text size="sm" c="dimmed">
            You can see who works which client; Directors of Strategic Operations assign them.
          </Text>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }} component="section" aria-labelledby="unassigned-title" data-testid="unassigned-clients">
            <Stack gap="xs">
            <Title order={2} size="h4" id="unassigned-title">
              Unassigned clients ({view.unassigned.length})
            </Title>
            {view.unassigned.length === 0 && (
              <Text size="sm" c="dimmed">
                Every client has a team.
              </Text>
            )}
            {view.unassigned.map((c) => (
              <UnassignedClientCard key={c.id} client={c} desks={view.desks} canAssign={canAssign} onAssign={assign} edits={view.pending.get(`client-team:${c.id}`)} />
            ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} component="section" aria-labelledby="reps-title">
            <Stack gap="xs">
            <Title order={2} size="h4" id="reps-title">
              Reps: load against capacity
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" data-testid="rep-desks">
              {view.desks.map((d) => (
                <RepDesk key={d.rep.id} desk={d} />
              ))}
            </SimpleGrid>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <DragOverlay dropAnimation={null}>{active && <ClientCardPreview client={active} />}</DragOverlay>
    </DndContext>
  );
}
