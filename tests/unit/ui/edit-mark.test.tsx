import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditMark } from '../../../src/ui/edit-mark';
import { PendingMark } from '../../../src/ui/pending-mark';

const shown = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the marks of edits not on the server yet', () => {
  it("show the state's head word and speak its whole words", () => {
    shown(<PendingMark />);
    const mark = screen.getByLabelText('Waiting to be sent');
    expect(mark.textContent).toBe('waiting');
  });

  it('count the waiting edits of one record', () => {
    shown(<EditMark edits={[{ status: 'pending' }, { status: 'sending' }]} />);
    expect(screen.getByLabelText('2 edits waiting to be sent').textContent).toBe('waiting');
  });

  it('say a refused or conflicting edit needs the rep, whatever the record', () => {
    shown(
      <>
        <EditMark edits={[{ status: 'pending' }, { status: 'failed', lastError: 'Domain on the do-not-email list' }]} />
        <EditMark edits={[{ status: 'conflict' }]} />
      </>,
    );
    expect(screen.getByLabelText('Not saved: Domain on the do-not-email list').textContent).toBe('needs your action');
    expect(screen.getByLabelText('Changed by someone else: open the sync panel').textContent).toBe('needs your action');
  });
});
