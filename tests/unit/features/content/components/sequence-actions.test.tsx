import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentSequence } from '../../../../../src/domain/content/content-types';
import { SequenceActions } from '../../../../../src/features/content/components/sequence-actions';

const colin = { id: 3, name: 'Colin Tate' };
const approved = (over: Partial<ContentSequence> = {}): ContentSequence => ({
  id: 12,
  title: 'Intro sequence',
  status: 'Approved',
  shareStatus: 'shared',
  archived: false,
  version: 4,
  clonedFrom: null,
  client: { id: 1, name: 'Acme Corp', assignedTeams: [], assignedUsers: [] },
  sapperOwner: colin,
  outreachSequence: { id: 5, name: 'Cold intro' },
  cadence: null,
  steps: [{ step: 1, dayOffset: 0, channel: 'email' }],
  templatesCount: 1,
  approvedCount: 1,
  pending: null,
  lastSync: null,
  lastUpload: null,
  outreachState: null,
  activity: [],
  clientGuests: [
    { id: 6, name: 'Grace Guest', email: 'guest@demo.test' },
    { id: 7, name: 'Riley Reviewer', email: 'reviewer@demo.test' },
  ],
  sampleProspect: {},
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...over,
});
const templates = [{ id: 40, cadenceStep: 1, subject: 'Hi', body: '<p>Hi</p>', approved: true, channel: 'email' }];

const actions = (sequence: ContentSequence, onChanged = () => {}) => (
  <MantineProvider>
    <SequenceActions sequence={sequence} templates={templates} online onChanged={onChanged} onOpen={() => {}} />
  </MantineProvider>
);

describe('the sequence actions', () => {
  it('while an upload runs: the moves wait (the job would undo them) and say why; Upload and Sync wait yet stay focusable', () => {
    render(actions(approved({ pending: { action: 'upload', since: '2026-11-24T10:00:00Z', by: colin } })));
    expect(screen.getByRole('button', { name: 'Reopen as draft' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('moves-held').textContent).toMatch(/once the upload is done/);
    for (const name of ['Upload to Outreach', 'Sync']) {
      const button = screen.getByRole('button', { name });
      // Not `disabled`: the confirmation hands the focus back to it.
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Uploading to Outreach/);
  });

  it('with nothing under way, the moves and the upload are offered', () => {
    render(actions(approved()));
    expect(screen.getByRole('button', { name: 'Reopen as draft' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('moves-held')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload to Outreach' }).getAttribute('aria-disabled')).toBeNull();
  });
});
