import { Badge, Button, CloseButton, Group, Popover, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { countUnread, unreadBadge } from '../../../domain/notifications/unread-badge';
import { BellIcon } from '../../../ui/icons';
import { markAllRead } from '../commands/mark-all-read';
import { NotificationItem } from './notification-item';
import { useNotifications } from '../hooks/use-notifications';
import { useRefreshOnLoad } from '../hooks/use-refresh-on-load';

/**
 * Spec 2 and 4: the bell with the unread counter (capped "10+") toggles the
 * NOTIFICATIONS panel; opening it marks everything read once, and the
 * counter drops to 0 at once; closing calls nothing.
 */
export function NotificationBell({ fetchOnLoad }: { fetchOnLoad: boolean }) {
  const items = useNotifications();
  const [opened, setOpened] = useState(false);
  const unread = countUnread(items ?? []);
  // The counter drops to 0 on the click itself, before the mirror write lands.
  const [clearing, setClearing] = useState(false);
  useEffect(() => {
    if (unread === 0) setClearing(false);
  }, [unread]);
  const badge = clearing ? null : unreadBadge(unread);
  const marking = useRef(false);

  useRefreshOnLoad(fetchOnLoad);

  function toggle() {
    const next = !opened;
    setOpened(next);
    if (next && unread > 0 && !marking.current) {
      marking.current = true;
      setClearing(true);
      void markAllRead().finally(() => (marking.current = false));
    }
  }

  return (
    // Focus moves into the panel when it opens (it sits at the end of the page's
    // Tab order otherwise) and back to the bell when Escape or × closes it.
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button variant="subtle" color="gray" onClick={toggle} aria-expanded={opened} px="xs" data-testid="notification-bell" data-loaded={items !== undefined || undefined}>
          <BellIcon />
          <VisuallyHidden>Notifications</VisuallyHidden>
          {badge && (
            <Badge size="sm" color="red.9" ml={4} data-testid="unread-count">
              {badge}
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label="Notifications panel">
        <Stack gap="xs" w={360} maw="90vw">
          <Group justify="space-between">
            <Text fw={700} size="sm" component="h2" m={0}>
              NOTIFICATIONS
            </Text>
            <CloseButton aria-label="Close notifications" onClick={() => setOpened(false)} />
          </Group>
          {items && items.length === 0 && (
            <Text size="sm" c="dimmed">
              Nothing yet. Meetings booked, tasks due and client news will show here.
            </Text>
          )}
          <ScrollArea.Autosize mah={420} viewportProps={{ tabIndex: 0, 'aria-label': 'Notification list' }}>
            {items?.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
