import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { showsHeaderActions } from '../../domain/access/permissions';
import { UserMenu } from '../../features/auth/user-menu';
import { BookingSentNotice } from '../../features/booking/components/booking-sent-notice';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SyncProgressBar } from '../../features/sync/components/sync-progress-bar';
import { SyncStatus } from '../../features/sync/components/sync-status';
import { benchMarkOncePerPage } from '../../ui/bench-marks';
import { PlusIcon } from '../../ui/icons';
import { session } from '../session';
import { BoardReadAhead } from './board-read-ahead';
import { NavLinks } from './nav-links';
import { ReauthGate } from './reauth-gate';
import { useCurrentUser } from './use-current-user';

export function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // For the bench: when the signed-in shell first shows data from the mirror.
  useEffect(() => {
    if (me) benchMarkOncePerPage('app-shell-rendered');
  }, [me]);

  if (!me) return null;
  // Spec 2 and 6: the header's shortcut and bell are for staff only.
  const staff = showsHeaderActions(me);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text component={Link} to="/" fw={700} size="lg" c="blue.8" td="none">
              SDR Ops
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <SyncStatus />
            {staff && (
              <>
                <Button component={Link} to="/meeting/new" leftSection={<PlusIcon size={16} />} size="sm" visibleFrom="xs">
                  New meeting
                </Button>
                <NotificationBell fetchOnLoad={pathname !== '/opt-out'} />
              </>
            )}
            <UserMenu
              name={me.name}
              email={me.email}
              onSignedOut={() => {
                session.signedOut();
                void navigate({ to: '/sign-in', search: { redirect: undefined } });
              }}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <NavLinks me={me} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <SyncProgressBar />
        {children}
      </AppShell.Main>
      <ReauthGate email={me.email} />
      {staff && <BookingSentNotice />}
      {/* Staff only: guests have no board of their own (spec 6). */}
      <BoardReadAhead enabled={staff && pathname !== '/meetings'} />
    </AppShell>
  );
}
