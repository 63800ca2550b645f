import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { permissionNames, type Permission } from '../../../domain/access/permissions';
import { groupsOfRole, roleGroupLabels } from '../../../domain/users/role-groups';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { useRoles } from '../hooks/use-roles';
import { RemoteNotice } from '../../../ui/remote-notice';

/** Roles and permissions, read only (spec 6): each role, what it gives, its groupings and who holds it. */
export function RolesPage() {
  const remote = useRoles();
  const roles = remote.data;
  const users = useLookupItems('users') ?? [];
  const holders = (slug: string) => users.filter((u) => u.active && u.roles.some((r) => r.slug === slug)).length;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Roles and permissions
      </Title>
      <Text size="sm" c="dimmed">
        Roles are fixed; a super-admin gives them to users, with extra permissions where needed. Super-admin holds every permission.
      </Text>
      <RemoteNotice remote={remote} what="roles" />
      {roles && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Groupings</Table.Th>
                <Table.Th>Active users</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {r.permissions.map((p) => (
                        <Badge key={p} variant="light" c="dark.9" title={p}>
                          {permissionNames[p as Permission] ?? p}
                        </Badge>
                      ))}
                      {!r.permissions.length && <Text size="sm">—</Text>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{groupsOfRole(r.name).map((g) => roleGroupLabels[g]).join(', ') || '—'}</Table.Td>
                  <Table.Td>{r.slug === 'guest' ? '—' : holders(r.slug)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} size="h4">
        Permissions
      </Title>
      <Table verticalSpacing={4} data-testid="permissions-table">
        <Table.Tbody>
          {(Object.keys(permissionNames) as Permission[]).map((p) => (
            <Table.Tr key={p}>
              <Table.Td>
                <code>{p}</code>
              </Table.Td>
              <Table.Td>{permissionNames[p]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
