import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema/prospect-files';

// Files in the database, a chunk per row (schema/prospect-files.ts): written
// and read a chunk at a time, so memory stays flat whatever the size.

/**
 * Small enough that a chunk and its hex text stay out of V8's large-object
 * space and die young: 512 KiB chunks made a 100,000-row upload's server
 * grow tens of MB more (issue 21). Files stored with other sizes read the same.
 */
export const fileChunkBytes = 32 * 1024;

/** Writes a file chunk by chunk as it is produced; `close` records its size. */
export async function createFileWriter(db: Db, name: string, contentType = 'text/csv') {
  const [file] = await db.insert(storedFiles).values({ name, contentType }).returning({ id: storedFiles.id });
  // Views of what was written, not yet stored: a chunk is cut from their front, copying at most its own bytes.
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const take = (n: number): Buffer => {
    pendingBytes -= n;
    if (pending[0].length >= n) {
      const out = pending[0].subarray(0, n);
      pending[0] = pending[0].subarray(n);
      if (!pending[0].length) pending.shift();
      return out;
    }
    const out = Buffer.allocUnsafe(n);
    for (let at = 0; at < n; ) {
      const head = pending[0];
      const k = Math.min(head.length, n - at);
      head.copy(out, at, 0, k);
      at += k;
      if (k === head.length) pending.shift();
      else pending[0] = head.subarray(k);
    }
    return out;
  };
  const flush = async (all: boolean) => {
    while (pendingBytes >= fileChunkBytes || (all && pendingBytes > 0)) {
      const data = take(Math.min(fileChunkBytes, pendingBytes));
      // As hex text: PGlite's own bytea serializer turns each byte into a string of its own (a 10 MB upload made gigabytes of garbage).
      await db.execute(sql`insert into ${storedFileChunks} (file_id, seq, data) values (${file.id}, ${seq++}, decode(${data.toString('hex')}, 'hex'))`);
    }
  };
  return {
    id: file.id,
    async write(bytes: Uint8Array | string) {
      const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      pending.push(buf);
      pendingBytes += buf.length;
      size += buf.length;
      await flush(false);
    },
    async close() {
      await flush(true);
      await db.update(storedFiles).set({ size, chunks: seq }).where(eq(storedFiles.id, file.id));
      return { id: file.id, size };
    },
  };
}

/** Stores a file's bytes (an uploaded file's parts) and answers its id and size. */
export async function storeBytes(db: Db, name: string, parts: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, contentType = 'text/csv') {
  const writer = await createFileWriter(db, name, contentType);
  for await (const part of parts) await writer.write(part);
  return writer.close();
}

/** The chunks of a file in order, one query each. */
export async function* readFileChunks(db: Db, fileId: number): AsyncGenerator<Buffer> {
  const [file] = await db.select({ chunks: storedFiles.chunks }).from(storedFiles).where(eq(storedFiles.id, fileId));
  for (let seq = 0; seq < (file?.chunks ?? 0); seq++) {
    // Read as hex text too, decoded natively (PGlite's bytea parser goes byte by byte).
    const result = await db.execute(sql`select encode(data, 'hex') as data from ${storedFileChunks} where file_id = ${fileId} and seq = ${seq}`);
    const [chunk] = (result as unknown as { rows: { data: string }[] }).rows;
    if (chunk) yield Buffer.from(chunk.data, 'hex');
  }
}

export async function deleteFile(db: Db, fileId: number) {
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/** Headers of a CSV download: a file name, no caching (the service worker skips it too). */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}

/** A stored file as a streamed download. */
export function fileDownload(db: Db, fileId: number, fileName: string): Response {
  const chunks = readFileChunks(db, fileId);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: csvHeaders(fileName) });
}
