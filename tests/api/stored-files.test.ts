import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createFileWriter, fileChunkBytes, readFileChunks, storeBytes } from '../../src/server/queries/stored-files';

// src/server/queries/stored-files.ts: files kept in the database a chunk per
// row, cut from what is written however it comes (one large view of an
// upload's body, or many small pieces), and read back byte for byte.

describe('stored files', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  const readBack = async (id: number) => {
    const chunks: Buffer[] = [];
    for await (const chunk of readFileChunks(database.db, id)) chunks.push(chunk);
    return chunks;
  };
  const bytesOf = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + (i >> 8)) % 256));

  it('stores one large write as whole chunks and a last short one', async () => {
    const bytes = bytesOf(fileChunkBytes * 5 + 123);
    const stored = await storeBytes(database.db, 'big.csv', [bytes]);
    expect(stored.size).toBe(bytes.length);
    const chunks = await readBack(stored.id);
    expect(chunks.map((c) => c.length)).toEqual([...Array(5).fill(fileChunkBytes), 123]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('stores writes of every size, across chunk boundaries, and text, in order', async () => {
    const bytes = bytesOf(fileChunkBytes * 3 + 77);
    const writer = await createFileWriter(database.db, 'pieces.csv');
    const sizes = [1, 0, fileChunkBytes - 2, 3, fileChunkBytes * 2 - 5, 40];
    let at = 0;
    for (const size of sizes) {
      await writer.write(bytes.subarray(at, at + size));
      at += size;
    }
    await writer.write(bytes.subarray(at));
    await writer.write('é,end\r\n');
    const stored = await writer.close();
    const expected = Buffer.concat([bytes, Buffer.from('é,end\r\n', 'utf8')]);
    expect(stored.size).toBe(expected.length);
    const chunks = await readBack(stored.id);
    expect(chunks.slice(0, -1).every((c) => c.length === fileChunkBytes)).toBe(true);
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
  });
});
