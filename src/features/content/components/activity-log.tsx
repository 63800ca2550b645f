import { Accordion, Table } from '@mantine/core';
import type { ContentSequence } from '../../../domain/content/content-types';

const words: Record<string, string> = {
  created: 'Created',
  built: 'Steps planned',
  renamed: 'Renamed',
  'owner-changed': 'Owner changed',
  'outreach-linked': 'Outreach link changed',
  shared: 'Shared with the client',
  unshared: 'No longer shared',
  archived: 'Archived',
  unarchived: 'Unarchived',
  moved: 'Moved',
  approved: 'Approved',
  unapproved: 'Approval taken back',
  feedback: 'Feedback',
  'template-added': 'Template added',
  notified: 'Client notified',
  'sync-requested': 'Sync asked for',
  synced: 'Synced with Outreach',
  'upload-requested': 'Upload asked for',
  uploaded: 'Uploaded to Outreach',
};

/** What was done to the sequence, when and by whom (sync, upload, move, archive, …). */
export function ActivityLog({ sequence }: { sequence: ContentSequence }) {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="activity">
        <Accordion.Control>History</Accordion.Control>
        <Accordion.Panel>
          <Table data-testid="activity-log">
            <Table.Tbody>
              {sequence.activity.map((a, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{new Date(a.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                  <Table.Td>{words[a.action] ?? a.action}</Table.Td>
                  <Table.Td>{a.by?.name ?? '—'}</Table.Td>
                  <Table.Td>{a.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
