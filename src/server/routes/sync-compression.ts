import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from Accept-Encoding (q=0 refuses one; none sent: none used). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  // Brotli first when both are equally welcome: a third smaller at about gzip's cost at these settings.
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

// Below this an answer goes as it is: the headers would outweigh the saving.
const threshold = 1024;

/**
 * Compresses the pull's answers (decision 0037): a first sync carries
 * megabytes of JSON that shrink about tenfold, which a rep on a slow line
 * waits for. Fast settings (gzip level 1, brotli quality 4), in libuv's
 * threads so the server's event loop keeps serving while it compresses.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method !== 'GET' || !res.body || res.headers.has('Content-Encoding')) return;
    const vary = res.headers.get('Vary');
    c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const packed =
      body.length < threshold
        ? null
        : encoding === 'br'
          ? await brotliAsync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
            })
          : await gzipAsync(body, { level: 1 });
    c.res = new Response(packed ?? body, { status: res.status, headers: res.headers });
    c.res.headers.delete('Content-Length');
    if (packed) c.res.headers.set('Content-Encoding', encoding);
  };
}
