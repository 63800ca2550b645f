import { Button, Code, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { auditEntities, auditEntityLabels, type AuditEntity, type AuditEntry } from '../../../domain/audit/audit-types';
import { useAuditLog } from '../hooks/use-audit-log';
import { RemoteNotice } from '../../../ui/remote-notice';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return <Text size="xs">—</Text>;
  return (
    <Stack gap={2}>
      {keys.map((k) => (
        <Text key={k} size="xs">
          <Code>{k}</Code> {entry.before ? `${show(entry.before[k])} → ` : ''}
          {entry.after ? show(entry.after[k]) : 'removed'}
        </Text>
      ))}
    </Stack>
  );
}

/** Every change made in the administration area: who, when, what, before and after (super-admins). */
export function AuditPage({ entity, onEntity }: { entity: AuditEntity | undefined; onEntity: (entity: AuditEntity | undefined) => void }) {
  const log = useAuditLog(entity);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Audit log
      </Title>
      <Select
        label="Changes to"
        placeholder="Everything"
        clearable
        w={220}
        data={auditEntities.map((e) => ({ value: e, label: auditEntityLabels[e] }))}
        value={entity ?? null}
        onChange={(e) => onEntity((e as AuditEntity) ?? undefined)}
      />
      {/* Nothing to show yet while loading or failed; an empty log is an answer, not a load that never ends. */}
      <RemoteNotice remote={{ ...log, data: log.entries.length || (!log.loading && !log.error) ? log.entries : undefined }} what="audit log entries" />
      {log.entries.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Before → after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.entries.map((e) => (
                <Table.Tr key={e.id} data-testid="audit-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(e.at)}</Table.Td>
                  <Table.Td>{e.actor?.name ?? '—'}</Table.Td>
                  <Table.Td>{e.summary}</Table.Td>
                  <Table.Td>
                    <Changes entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!log.loading && !log.error && log.entries.length === 0 && <Text c="dimmed">No changes recorded yet.</Text>}
      {log.hasMore && (
        <Group>
          <Button variant="default" onClick={log.more} loading={log.loading}>
            Show older changes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
