import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema/prospect-files';

// Files in the database, a chunk per row (schema/prospect-files.ts): written
// and read a chunk at a time, so memory stays flat whatever the size.

export const fileChunkBytes = 512 * 1024;

/** Writes a file chunk by chunk as it is produced; `close` records its size. */
export async function createFileWriter(db: Db, name: string, contentType = 'text/csv') {
  const [file] = await db.insert(storedFiles).values({ name, contentType }).returning({ id: storedFiles.id });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    // As hex text: PGlite's own bytea serializer turns each byte into a string of its own (a 10 MB upload made gigabytes of garbage).
    await db.execute(sql`insert into ${storedFileChunks} (file_id, seq, data) values (${file.id}, ${seq++}, decode(${data.toString('hex')}, 'hex'))`);
  };
  return {
    id: file.id,
    async write(bytes: Uint8Array | string) {
      const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      pending.push(buf);
      pendingBytes += buf.length;
      size += buf.length;
      if (pendingBytes >= fileChunkBytes) await flush();
    },
    async close() {
      await flush();
      await db.update(storedFiles).set({ size, chunks: seq }).where(eq(storedFiles.id, file.id));
      return { id: file.id, size };
    },
  };
}

/** Stores a stream (an uploaded file) and answers its id and size. */
export async function storeStream(db: Db, name: string, stream: ReadableStream<Uint8Array>, contentType = 'text/csv') {
  const writer = await createFileWriter(db, name, contentType);
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) await writer.write(r.value);
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
