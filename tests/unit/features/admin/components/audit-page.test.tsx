import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../../src/domain/audit/audit-types';
import { AuditPage } from '../../../../../src/features/admin/components/audit-page';

// An empty audit log said "Loading the audit log entries…" for ever, beside
// "No changes recorded yet."; offline, it said there were no changes.

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const entry: AuditEntry = {
  id: 7,
  at: '2026-11-20T10:00:00.000Z',
  actor: { id: 1, name: 'Ada Admin' },
  entity: 'settings',
  entityId: null,
  action: 'update',
  summary: 'Changed the settings',
  before: { agencyName: 'Old' },
  after: { agencyName: 'New' },
};

function openWith(fetch: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>(fetch));
  render(
    <MantineProvider env="test">
      <AuditPage entity={undefined} onEntity={() => {}} />
    </MantineProvider>,
  );
}
const loading = () => screen.queryByText('Loading the audit log entries…');

afterEach(() => vi.unstubAllGlobals());

describe('the audit log page', () => {
  it('says loading until the answer, then that an empty log has no changes, and no longer loading', async () => {
    openWith(async () => answer([]));
    expect(loading()).not.toBeNull();
    await screen.findByText('No changes recorded yet.');
    expect(loading()).toBeNull();
    expect(screen.queryByTestId('audit-table')).toBeNull();
  });

  it('lists the entries it got', async () => {
    openWith(async () => answer([entry]));
    await screen.findByText('Changed the settings');
    expect(loading()).toBeNull();
    expect(screen.queryByText('No changes recorded yet.')).toBeNull();
  });

  it('offline and never read, says it needs a connection, not that nothing changed', async () => {
    openWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByText(/need a connection the first time/);
    expect(screen.queryByText('No changes recorded yet.')).toBeNull();
    expect(loading()).toBeNull();
  });
});
