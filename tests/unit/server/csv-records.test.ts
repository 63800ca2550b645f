import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRecords, firstRecords, parserPieceBytes } from '../../../src/server/queries/csv-records';

// src/server/queries/csv-records.ts hands the parser small pieces of each
// chunk (issue 21's memory): records across pieces and chunks must read the same.

const collect = async (chunks: Uint8Array[]) => {
  const out: { cells: string[]; bytes: number }[] = [];
  for await (const r of csvRecords(chunks)) out.push(r);
  return out;
};

describe('csvRecords', () => {
  it('reads records split across pieces and chunks, quoted line breaks included, as a whole parse does', async () => {
    const lines = ['Email,Note,Company'];
    for (let i = 0; i < 3000; i++) lines.push(`p${i}@acme.test,"line one\r\nline ""two"" ${i}",Company ${i % 7}`);
    const text = `\uFEFF${lines.join('\r\n')}\r\n`;
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.length).toBeGreaterThan(parserPieceBytes * 4);
    // Chunks of odd sizes, so pieces and chunks both cut records (and a multi-byte BOM) anywhere.
    const chunks: Uint8Array[] = [];
    for (let at = 0, size = 1; at < bytes.length; at += size, size = Math.min(size * 7 + 3, 70_001)) chunks.push(bytes.subarray(at, at + size));
    const records = await collect(chunks);
    expect(records.map((r) => r.cells)).toEqual(parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }));
    const progress = records.map((r) => r.bytes);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeLessThanOrEqual(bytes.length);
    expect(progress.at(-1)).toBeGreaterThan(bytes.length - parserPieceBytes);
  });

  it('answers the first records of a file without reading the rest', async () => {
    const bytes = Buffer.from('Email,Name\r\na@b.co,Ann\r\nc@d.co,Cy\r\n');
    expect(await firstRecords([bytes.subarray(0, 5), bytes.subarray(5)], 2)).toEqual([
      ['Email', 'Name'],
      ['a@b.co', 'Ann'],
    ]);
  });
});
