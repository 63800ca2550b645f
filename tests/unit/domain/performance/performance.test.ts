import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from '../../../../src/domain/format/csv';
import { formatCount, formatRate, replyRateOf, sortByCount } from '../../../../src/domain/performance/performance-counts';
import { sequenceCsvName, sequenceViewCsv } from '../../../../src/domain/performance/performance-csv';
import { offsetOfPage, pageBounds, pageCount, performanceFirstOffset, performancePageSize } from '../../../../src/domain/performance/performance-paging';
import type { SequenceRow } from '../../../../src/domain/performance/performance-types';
import { defaultStatusFilter, sequenceStatusOf, statusesOf, statusOfFilter } from '../../../../src/domain/performance/sequence-status-filter';
import { lastFour, maskedKey } from '../../../../src/domain/smartlead/smartlead-types';

describe('spec 4: the sequence status filter', () => {
  it('maps enabled to Active, disabled to Paused, locked to Locked', () => {
    expect(statusOfFilter).toEqual({ enabled: 'Active', disabled: 'Paused', locked: 'Locked' });
  });
  it('selects all three by default, and an empty choice reads as the default', () => {
    expect(defaultStatusFilter).toEqual(['enabled', 'disabled', 'locked']);
    expect(statusesOf(undefined)).toEqual(['Active', 'Paused', 'Locked']);
    expect(statusesOf([])).toEqual(['Active', 'Paused', 'Locked']);
    expect(statusesOf(['locked', 'enabled'])).toEqual(['Active', 'Locked']);
  });
  it("reads a sequence's flags: locked wins, else enabled is Active", () => {
    expect(sequenceStatusOf({ enabled: true, locked: false })).toBe('Active');
    expect(sequenceStatusOf({ enabled: false, locked: false })).toBe('Paused');
    expect(sequenceStatusOf({ enabled: true, locked: true })).toBe('Locked');
  });
});

describe('spec 9: page size 10 from offset 0', () => {
  it('pages by ten from offset 0', () => {
    expect(performancePageSize).toBe(10);
    expect(performanceFirstOffset).toBe(0);
    expect(offsetOfPage(1)).toBe(0);
    expect(offsetOfPage(2)).toBe(10);
    expect(offsetOfPage(13)).toBe(120);
    expect(offsetOfPage(0)).toBe(0);
  });
  it('counts pages and bounds, an empty list being one page of nothing', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(1234)).toBe(124);
    expect(pageBounds(10, 10)).toEqual({ first: 11, last: 20 });
    expect(pageBounds(1230, 4)).toEqual({ first: 1231, last: 1234 });
    expect(pageBounds(0, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('spec 9: reply rate as a whole percent, numbers with thousands separators', () => {
  it('rounds the reply rate to a whole percent of prospects', () => {
    expect(replyRateOf({ replied: 1, prospects: 3 })).toBe(33);
    expect(replyRateOf({ replied: 2, prospects: 3 })).toBe(67);
    expect(replyRateOf({ replied: 1, prospects: 200 })).toBe(1);
    expect(replyRateOf({ replied: 1, prospects: 201 })).toBe(0);
    expect(replyRateOf({ replied: 0, prospects: 0 })).toBe(0);
    expect(formatRate(67)).toBe('67%');
  });
  it('formats counts as 0,0', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('sorts by a count either way, ties by name', () => {
    const rows = [
      { name: 'b', replied: 3 },
      { name: 'a', replied: 3 },
      { name: 'c', replied: 9 },
    ];
    expect(sortByCount(rows, 'replied').map((r) => r.name)).toEqual(['c', 'a', 'b']);
    expect(sortByCount(rows, 'replied', 'asc').map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(sortByCount(rows, undefined)).toEqual(rows);
  });
});

const row = (over: Partial<SequenceRow> = {}): SequenceRow => ({
  id: 1,
  name: 'Cold intro',
  clientId: 2,
  clientName: 'Acme Corp',
  teamName: 'Team Falcon',
  reps: ['Sam Rivera', 'Sofia Strand'],
  status: 'Active',
  prospects: 1234,
  delivered: 3000,
  opened: 1500,
  replied: 40,
  replyRate: 3,
  bounced: 90,
  meetings: 4,
  repliesByWeek: [0, 0, 0, 0, 0, 0, 0, 0],
  ...over,
});

describe('the CSV of a view', () => {
  it('has a header and one line per row in the shown order, counts as plain numbers', () => {
    expect(sequenceViewCsv([row(), row({ id: 2, name: 'Follow-up', teamName: null, reps: [] })])).toBe(
      'Sequence,Segment,Team,Reps,Status,Prospects,Delivered,Opened,Replied,Reply rate (%),Bounced,Meetings\r\n' +
        'Cold intro,Acme Corp,Team Falcon,Sam Rivera; Sofia Strand,Active,1234,3000,1500,40,3,90,4\r\n' +
        'Follow-up,Acme Corp,,,Active,1234,3000,1500,40,3,90,4\r\n',
    );
  });
  it('quotes commas and quotes, and defuses formulas', () => {
    expect(escapeCsvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(escapeCsvCell('The "best"')).toBe('"The ""best"""');
    expect(escapeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('-5')).toBe("'-5");
    expect(escapeCsvCell(-5)).toBe('-5');
    expect(toCsv([['a', null]])).toBe('a,\r\n');
    expect(sequenceViewCsv([row({ name: '+cmd|calc' })]).split('\r\n')[1].startsWith("'+cmd|calc,")).toBe(true);
  });
  it('names the file by day', () => {
    expect(sequenceCsvName('2026-11-24')).toBe('sequence-performance-2026-11-24.csv');
  });
});

describe('Smartlead API keys', () => {
  it('shows only the last four characters', () => {
    expect(lastFour('sl_demo_eu_4f7a9c21')).toBe('9c21');
    expect(lastFour(null)).toBeNull();
    expect(maskedKey('9c21')).toBe('••••9c21');
    expect(maskedKey(null)).toBe('No key');
  });
});
