import { NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import type { Me } from '../../domain/auth/me-schema';
import { useAdminSections } from '../../features/admin/hooks/use-admin-sections';
import {
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  DownloadIcon,
  LayoutColumnsIcon,
  MailOffIcon,
  MessageIcon,
  PhoneIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
  TrendIcon,
  UploadIcon,
} from '../../ui/icons';

type Item = { to: string; label: string; icon: React.ReactNode; staffOnly: boolean };

// The areas that exist today; each issue adds its own.
const items: Item[] = [
  { to: '/meeting/new', label: 'Book a meeting', icon: <PlusIcon size={18} />, staffOnly: true },
  { to: '/meetings', label: 'Meetings', icon: <CalendarIcon size={18} />, staffOnly: true },
  { to: '/tasks', label: 'Call tasks', icon: <PhoneIcon size={18} />, staffOnly: true },
  { to: '/clients', label: 'Clients', icon: <BuildingIcon size={18} />, staffOnly: true },
  // Spec 6: every staff member reads sequence profiles; guests get nothing.
  { to: '/sequencer', label: 'Sequencer', icon: <LayoutColumnsIcon size={18} />, staffOnly: true },
  // Spec 2: the sequence performance panel and the instances, for staff.
  { to: '/performance', label: 'Performance', icon: <ChartIcon size={18} />, staffOnly: true },
  // Staff write and read content; a client contact reviews their company's (spec 1).
  { to: '/content', label: 'Content', icon: <MessageIcon size={18} />, staffOnly: false },
  { to: '/opt-out', label: 'Opt-out', icon: <MailOffIcon size={18} />, staffOnly: true },
  { to: '/capacity', label: 'Capacity', icon: <TrendIcon size={18} />, staffOnly: true },
  { to: '/prospects', label: 'Prospects', icon: <SearchIcon size={18} />, staffOnly: true },
  { to: '/prospect-uploads', label: 'Prospect upload', icon: <UploadIcon size={18} />, staffOnly: true },
  { to: '/prospect-exports', label: 'Daily exports', icon: <DownloadIcon size={18} />, staffOnly: true },
];

/**
 * The main navigation. Its links are built again only when what they show
 * changes: the reads it follows (the user, the teams they lead) answer
 * again during a first sync, and each time all twelve links rendered again
 * (some ninety Mantine elements).
 */
export const NavLinks = memo(function NavLinks({ me, onNavigate }: { me: Me; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Issue 22: the Administration item only for those who may open one of its screens.
  const admin = Boolean(useAdminSections(me)?.length);
  const { isGuest, clientId } = me;
  return useMemo(() => {
    const adminItems: Item[] = admin ? [{ to: '/admin', label: 'Administration', icon: <SettingsIcon size={18} />, staffOnly: true }] : [];
    // A client contact sees their own company's overview.
    const own: Item[] =
      isGuest && clientId !== null ? [{ to: `/client/overview/${clientId}`, label: 'My company', icon: <BuildingIcon size={18} />, staffOnly: false }] : [];
    return (
      <Stack gap={4} component="nav" aria-label="Main">
        {[...own, ...items, ...adminItems]
          .filter((i) => !i.staffOnly || !isGuest)
          .map((i) => (
            <NavLink
              key={i.to}
              component={Link}
              to={i.to}
              label={i.label}
              leftSection={i.icon}
              active={pathname === i.to || pathname.startsWith(`${i.to}/`)}
              onClick={onNavigate}
            />
          ))}
      </Stack>
    );
  }, [admin, isGuest, clientId, pathname, onNavigate]);
});
