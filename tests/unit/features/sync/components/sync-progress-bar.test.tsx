import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncEngine, SyncState } from '../../../../../src/data/sync/engine';
import { setSyncEngine } from '../../../../../src/data/sync/engine-instance';
import { SyncProgressBar } from '../../../../../src/features/sync/components/sync-progress-bar';

function engineWith(state: Partial<SyncState>) {
  const full: SyncState = { online: true, pulling: true, draining: false, progress: null, lastPulledAt: null, lastError: null, authRequired: false, ...state };
  setSyncEngine({ getState: () => full, subscribe: () => () => {} } as unknown as SyncEngine);
}

afterEach(() => setSyncEngine(null));

const showBar = () =>
  render(
    <MantineProvider>
      <SyncProgressBar />
    </MantineProvider>,
  );

describe('the first-sync progress bar', () => {
  it('shows how much of the data is on the device', () => {
    engineWith({ progress: { done: 3000, total: 12000 } });
    showBar();
    expect(screen.getByRole('status').textContent).toContain('Downloading your data for offline use: 25%');
  });

  it('moves in steps, with no width transition (not compositable: each page of a first sync redrew the screen for six frames), and lays out only itself', () => {
    engineWith({ progress: { done: 3000, total: 12000 } });
    showBar();
    const bar = screen.getByRole('progressbar', { name: 'Download progress' });
    // Mantine's section transition reads this variable (100 ms when unset).
    const root = bar.closest<HTMLElement>('.mantine-Progress-root')!;
    expect(root.style.getPropertyValue('--progress-transition-duration')).toBe('0ms');
    expect(screen.getByRole('status').style.contain).toBe('layout paint');
  });

  it('stays away for small pulls', () => {
    engineWith({ progress: { done: 10, total: 40 } });
    showBar();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Downloading/)).toBeNull();
  });
});
