import { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';

// A streaming CSV reader (csv-parse): records come as they are parsed, with
// the bytes read so far; the file is never held whole in memory.

export type CsvRecord = { cells: string[]; bytes: number };

const options = {
  bom: true,
  info: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
} as const;

export async function* csvRecords(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const parser = Readable.from(source).pipe(parse(options));
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      yield { cells: item.record, bytes: item.info.bytes };
    }
  } finally {
    parser.destroy();
  }
}

/** The first `n` records of a file (its header and a first row, when asked for two). */
export async function firstRecords(stream: ReadableStream<Uint8Array>, n: number): Promise<string[][]> {
  const out: string[][] = [];
  const source = Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>);
  const records = csvRecords(source);
  try {
    for await (const r of records) {
      out.push(r.cells);
      if (out.length >= n) break;
    }
  } finally {
    source.destroy();
    await records.return(undefined);
  }
  return out;
}
