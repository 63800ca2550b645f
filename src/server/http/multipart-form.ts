import busboy from 'busboy';

/** A file part: its bytes as views of the request's body, in order. */
export type FormFile = { name: string; type: string; size: number; truncated: boolean; chunks: Buffer[] };

export type MultipartForm = { fields: Map<string, string>; files: Map<string, FormFile> };

export type MultipartLimits = { fileBytes: number; fieldBytes: number; fields: number; files: number };

/**
 * A multipart/form-data body read with busboy from the request's bytes,
 * which Hono keeps once read (the Idempotency-Key's hash reads them first).
 * A file part is kept as views of those bytes, never copied: the platform's
 * `formData()` copied a 10 MB upload several times over, and the server grew
 * by some 50 MB for it (issue 21). A file over `fileBytes` comes back
 * `truncated`, so the caller answers 413 rather than storing part of it.
 * Rejects on a body that is not a well-formed form.
 */
export function readMultipart(body: Uint8Array, contentType: string, limits: MultipartLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files = new Map<string, FormFile>();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send file names as UTF-8 bytes.
        defParamCharset: 'utf8',
        limits: { fileSize: limits.fileBytes, fieldSize: limits.fieldBytes, fields: limits.fields, files: limits.files },
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      const file: FormFile = { name: info.filename, type: info.mimeType, size: 0, truncated: false, chunks: [] };
      if (!files.has(name)) files.set(name, file);
      stream.on('data', (chunk: Buffer) => {
        file.chunks.push(chunk);
        file.size += chunk.length;
      });
      stream.on('limit', () => {
        file.truncated = true;
      });
      // A body cut off inside the file fails its stream too: unheard, that error would end the process.
      stream.on('error', reject);
    });
    parser.on('error', reject);
    parser.on('close', () => resolve({ fields, files }));
    parser.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}

/** The first `n` bytes of a file part (fewer when it is shorter). */
export function firstBytes(file: FormFile, n: number): Uint8Array {
  const head = Buffer.alloc(Math.min(n, file.size));
  let at = 0;
  for (const chunk of file.chunks) {
    if (at >= head.length) break;
    at += chunk.copy(head, at, 0, Math.min(chunk.length, head.length - at));
  }
  return head;
}
