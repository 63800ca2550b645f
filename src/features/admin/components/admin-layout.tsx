import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '../../../domain/auth/me-schema';
import type { AdminSection } from '../../../domain/users/admin-guards';
import { useAdminSections } from '../hooks/use-admin-sections';

export const adminSectionLabels: Record<AdminSection, string> = {
  users: 'Users',
  teams: 'Teams',
  bunches: 'Bunches',
  roles: 'Roles and permissions',
  settings: 'Settings',
  audit: 'Audit log',
};

/** The Administration area: the screens this user may open, and the one asked for (or a refusal). */
export function AdminLayout({ me, section, children }: { me: Me; section: AdminSection | null; children: ReactNode }) {
  const sections = useAdminSections(me);
  if (!sections) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Administration
      </Title>
      {sections.length > 0 && (
        <Group gap={4} component="nav" aria-label="Administration">
          {sections.map((s) => (
            <Button
              key={s}
              component={Link}
              to={`/admin/${s}`}
              size="compact-md"
              variant={s === section ? 'filled' : 'subtle'}
              aria-current={s === section ? 'page' : undefined}
            >
              {adminSectionLabels[s]}
            </Button>
          ))}
        </Group>
      )}
      {section !== null && !sections.includes(section) ? (
        <Alert color="gray" variant="light" role="status" title="Not for you">
          {sections.length ? 'This administration screen is not open to you.' : 'The administration area is for super-admins, team managers, team leads and settings editors.'}
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
