import { NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { Me } from '../../domain/auth/me-schema';
import { BuildingIcon, CalendarIcon, ChartIcon, LayoutColumnsIcon, MailOffIcon, PhoneIcon, PlusIcon } from '../../ui/icons';

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
  { to: '/opt-out', label: 'Opt-out', icon: <MailOffIcon size={18} />, staffOnly: true },
];

export function NavLinks({ me, onNavigate }: { me: Me; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A client contact sees their own company's overview.
  const own: Item[] =
    me.isGuest && me.clientId !== null
      ? [{ to: `/client/overview/${me.clientId}`, label: 'My company', icon: <BuildingIcon size={18} />, staffOnly: false }]
      : [];
  return (
    <Stack gap={4} component="nav" aria-label="Main">
      {[...own, ...items]
        .filter((i) => !i.staffOnly || !me.isGuest)
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
}
