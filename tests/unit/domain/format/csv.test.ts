// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvLine, escapeCsvCell } from '../../../../src/domain/format/csv';

describe('CSV cells against formula injection', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1 555 123 4567', "'+1 555 123 4567"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('puts an apostrophe before %j', (value, expected) => {
    expect(escapeCsvCell(value)).toBe(expected);
  });

  it('leaves ordinary text, numbers and characters inside a cell alone', () => {
    expect(escapeCsvCell('Jane')).toBe('Jane');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell('jane+tag@acme.io')).toBe('jane+tag@acme.io');
    expect(escapeCsvCell(42)).toBe('42');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, also after escaping a formula', () => {
    expect(escapeCsvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(escapeCsvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(escapeCsvCell('\rcr')).toBe('"\'\rcr"');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', '=b', null, 'c,d'])).toBe(`a,'=b,,"c,d"\r\n`);
  });
});
