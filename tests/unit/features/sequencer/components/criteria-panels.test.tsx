import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyCriteria } from '../../../../../src/domain/sequencer/profile-criteria';
import { CriteriaPanels } from '../../../../../src/features/sequencer/components/criteria-panels';
import type { SequencerLookups } from '../../../../../src/features/sequencer/hooks/use-sequencer-lookups';

const none: SequencerLookups = {
  ready: false,
  order: { revenueRanges: [], employeeRanges: [], managementLevels: [], states: [] },
  states: [],
  revenueRanges: [],
  employeeRanges: [],
  managementLevels: [],
  jobFunctions: [],
  industries: [],
  geoTargetProfiles: [],
  exclusiveCompanyProfiles: [],
};
const arrived: SequencerLookups = {
  ...none,
  ready: true,
  order: { ...none.order, states: ['AK', 'AL'] },
  states: [
    { abbreviation: 'AK', name: 'Alaska', label: 'AK - Alaska' },
    { abbreviation: 'AL', name: 'Alabama', label: 'AL - Alabama' },
  ] as SequencerLookups['states'],
};

const panels = (lookups: SequencerLookups) => (
  <MantineProvider>
    <CriteriaPanels criteria={emptyCriteria()} lookups={lookups} editable onChange={() => {}} />
  </MantineProvider>
);

describe('the criteria panels', () => {
  it('says an open picker is loading, then shows the choices once the lookups arrive', async () => {
    const view = render(panels(none));
    fireEvent.click(screen.getByRole('button', { name: 'Choose states' }));
    const dialog = await screen.findByRole('dialog', { name: 'States' });
    expect(dialog.textContent).toContain('Loading the choices…');
    expect(dialog.textContent).not.toContain('Nothing matches');
    // The first sync lands while the picker is open: its list follows.
    view.rerender(panels(arrived));
    expect(await screen.findByRole('checkbox', { name: 'Alaska' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'States' }).textContent).not.toContain('Loading the choices…');
  });
});
