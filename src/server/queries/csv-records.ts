import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

// A streaming CSV reader (csv-parse): records come as they are parsed, with
// the bytes read so far; the file is never held whole in memory.

export type CsvRecord = { cells: string[]; bytes: number };

const options = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
} as const;

/**
 * Bytes handed to the parser at a time. The parser turns each piece it gets
 * into records at once, whatever its reader has taken: a 512 KiB stored chunk
 * made some 5,000 records that waited for their batches, long enough to reach
 * the old generation (most of a 100,000-row upload's peak memory, issue 21).
 */
export const parserPieceBytes = 16 * 1024;

async function* inPieces(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    for (let at = 0; at < chunk.byteLength; at += parserPieceBytes) yield chunk.subarray(at, at + parserPieceBytes);
  }
}

export async function* csvRecords(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const parser = Readable.from(inPieces(source)).pipe(parse(options));
  try {
    // The parser's own count rather than `info: true`, which copies its state into every record:
    // it may run ahead of the record by the rest of its piece, close enough for progress.
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { cells, bytes: parser.info.bytes };
    }
  } finally {
    parser.destroy();
  }
}

/** The first `n` records of a file (its header and a first row, when asked for two). */
export async function firstRecords(source: Iterable<Uint8Array>, n: number): Promise<string[][]> {
  const out: string[][] = [];
  const records = csvRecords(source);
  try {
    for await (const r of records) {
      out.push(r.cells);
      if (out.length >= n) break;
    }
  } finally {
    await records.return(undefined);
  }
  return out;
}
