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
import { mainContentId, SkipLink } from './skip-link';
import { ReauthGate } from './reauth-gate';
import { useCurrentUser } from './use-current-user';

/** The signed-in shell; `showScreen` false holds its screen back for a frame after a sign-in (useLandingStage). */
export function AppLayout({ children, showScreen }: { children: ReactNode; showScreen: boolean }) {
  const [opened, { toggle, close }] = useDisclosure();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // For the bench: when the signed-in shell first shows data from the mirror.
  useEffect(() => {
    if (me) benchMarkOncePerPage('app-shell-rendered');
  }, [me]);
  // The collapsed navigation closes once the user has gone somewhere.
  useEffect(() => close(), [pathname, close]);

  if (!me) return null;
  // Spec 2 and 6: the header's shortcut and bell are for staff only.
  const staff = showsHeaderActions(me);

  return (
    // Below a laptop's width (a tablet at 768 px) the navigation folds into the burger.
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        {/* Narrower margins on a phone: its 412 px hold the header's five controls uncut. */}
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="app-navigation"
            />
            <Text component={Link} to="/" fw={700} fz={{ base: 'md', xs: 'lg' }} c="blue.8" td="none" style={{ whiteSpace: 'nowrap' }}>
              SDR Ops
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
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
      <AppShell.Navbar p="sm" id="app-navigation">
        <NavLinks me={me} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <SyncProgressBar />
        {showScreen && children}
      </AppShell.Main>
      <ReauthGate email={me.email} />
      {staff && <BookingSentNotice />}
      {/* Staff only: guests have no board of their own (spec 6). */}
      <BoardReadAhead enabled={staff && pathname !== '/meetings'} />
    </AppShell>
  );
}
