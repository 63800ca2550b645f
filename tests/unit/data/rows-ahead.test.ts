// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { appliesTo, readTicket, resetRowsAhead, rowsAhead, showAhead, subscribeRowsAhead } from '../../../src/data/sync/rows-ahead';

afterEach(() => resetRowsAhead());

describe('rows shown ahead of the mirror', () => {
  it('are laid over reads begun before their write committed, and never over a read begun after', () => {
    const before = readTicket();
    const ahead = showAhead('meetings', 7, { status: 'Initial Meeting' }, { status: 'Proposals' });
    const [entry] = rowsAhead();
    expect(entry).toMatchObject({ collection: 'meetings', id: '7', committedAt: null });
    // While the write is on its way, every read (older or newer) gets it.
    expect(appliesTo(entry, before)).toBe(true);
    const during = readTicket();
    expect(appliesTo(entry, during)).toBe(true);

    ahead.written();
    const [committed] = rowsAhead();
    expect(appliesTo(committed, before)).toBe(true);
    expect(appliesTo(committed, during)).toBe(true);
    // A read begun after the commit reads the mirror as it is: the write, or something newer.
    expect(appliesTo(committed, readTicket())).toBe(false);
  });

  it('go at once when the write fails, and a new drop of the same row replaces the old one', () => {
    const heard: number[] = [];
    const stop = subscribeRowsAhead(() => heard.push(rowsAhead().length));
    const first = showAhead('meetings', 7, { status: 'A' }, { status: 'B' });
    showAhead('meetings', 7, { status: 'B' }, { status: 'C' });
    expect(rowsAhead().map((e) => e.row)).toEqual([{ status: 'C' }]);
    // The first drop's outcome no longer concerns what is shown.
    first.failed();
    expect(rowsAhead()).toHaveLength(1);
    const other = showAhead('meetings', 8, { status: 'A' }, { status: 'B' });
    other.failed();
    expect(rowsAhead().map((e) => e.id)).toEqual(['7']);
    stop();
    expect(heard).toEqual([1, 1, 2, 1]);
  });

  it('keep a bounded number of committed rows', () => {
    for (let i = 0; i < 80; i++) showAhead('meetings', i, {}, {}).written();
    expect(rowsAhead().length).toBe(50);
    expect(rowsAhead()[0].id).toBe('30');
  });
});
