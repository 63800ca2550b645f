import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNotificationDate } from '../../../domain/notifications/notification-date';
import type { UserNotification } from '../../../domain/notifications/notification-schema';
import { AlertIcon, BellIcon, BuildingIcon, CalendarIcon, MessageIcon, PhoneIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';

const glyphs: Record<string, ReactNode> = {
  'icon-calendar-check': <CalendarIcon size={16} />,
  'icon-phone': <PhoneIcon size={16} />,
  'icon-message': <MessageIcon size={16} />,
  'icon-alert': <AlertIcon size={16} />,
  'icon-building': <BuildingIcon size={16} />,
};

export function NotificationItem({ item }: { item: UserNotification }) {
  const { text, createdAt, type } = item.notification;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" py="xs" data-testid="notification">
      <ThemeIcon radius="xl" size={32} className={type.iconClass} style={{ background: type.backgroundColor }} aria-hidden>
        {glyphs[type.iconClass] ?? <BellIcon size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" component="div" className="notification-text">
          <SafeHtml html={text} />
        </Text>
        <Text size="xs" c="dimmed">
          {formatNotificationDate(createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}
