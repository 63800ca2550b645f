import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { ApiClient, createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
let distDir: string;
let withApp: ReturnType<typeof createApp>;
const script = `export const rows = [${Array.from({ length: 500 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
beforeAll(async () => {
  api = await createTestApi();
  // A stand-in build, so navigations can be told apart from API answers.
  distDir = await mkdtemp(join(tmpdir(), 'dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"><!--screen-heading--><p role="status">Opening</p></div>');
  // A script with the compressed copies the build writes beside it (vite.config.ts, precompress).
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'assets', 'app-1a2b.js'), script);
  await writeFile(join(distDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  await writeFile(join(distDir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  withApp = createApp({
    database: api.database,
    integrations: api.integrations,
    config: { distDir, secureCookies: false, demoPassword: 'demo' },
  });
});
afterAll(async () => {
  await api.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('unknown paths', () => {
  it('answers 404 JSON {error: "Not found"} to a signed-in caller', async () => {
    const sdr = await api.as('sdr@demo.test');
    for (const path of ['/api/nope', '/api/states/extra/segments', '/notification-user/nope']) {
      const res = await sdr.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: 'Not found' });
    }
    const post = await sdr.post('/api/nope', { a: 1 });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ error: 'Not found' });
  });

  it('answers 401 to an anonymous caller before revealing anything', async () => {
    const res = await api.anonymous().get('/api/nope');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTypeOf('string');
  });
});

describe('browser navigations with the built app', () => {
  const signedIn = async (email: string) => {
    const browser = new ApiClient(withApp);
    for (const [k, v] of (await api.as(email)).cookies) browser.cookies.set(k, v);
    return browser;
  };

  it("paint the board's and the tasks' heading before the code, for staff only (issue 16)", async () => {
    const sdr = await signedIn('sdr@demo.test');
    const board = await sdr.get('/meetings', { headers: html });
    expect(board.text).toContain('<div class="shell-heading"><h1>Meetings</h1></div><p role="status">');
    const tasks = await sdr.get('/tasks/', { headers: html });
    expect(tasks.text).toContain('<h1>Call tasks</h1><p>Everything here works offline; edits are sent when you are back online.</p>');
    // Other screens keep the plain frame.
    expect((await sdr.get('/clients', { headers: html })).text).not.toContain('shell-heading');
    // A guest is told the screen is not theirs, and sees nothing of it first.
    const guest = await signedIn('guest@demo.test');
    expect((await guest.get('/meetings', { headers: html })).text).not.toContain('shell-heading');
    // Signed out, or with a session that has ended: the frame only.
    expect((await new ApiClient(withApp).get('/meetings', { headers: html })).text).not.toContain('shell-heading');
    const ended = new ApiClient(withApp);
    ended.cookies.set('sid', 'no-such-session');
    expect((await ended.get('/tasks', { headers: html })).text).not.toContain('shell-heading');

    // The database unreachable: the session cannot be looked up, and the app is still sent.
    const down = new Proxy(api.database.db, { get: (db, key) => (key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(db, key)) });
    const cut = createApp({ database: { ...api.database, db: down }, integrations: api.integrations, config: { distDir, secureCookies: false, demoPassword: 'demo' } });
    const unreachable = new ApiClient(cut);
    for (const [k, v] of sdr.cookies) unreachable.cookies.set(k, v);
    const page = await unreachable.get('/meetings', { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.text).not.toContain('shell-heading');
  });

  it('get index.html for app routes, also under API prefixes', async () => {
    const browser = new ApiClient(withApp);
    for (const path of ['/meeting/new', '/opt-out', '/content/3', '/sequencer/profile/12', '/client/edit/7']) {
      const res = await browser.get(path, { headers: html });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root">');
    }
  });

  it('get index.html at the root address', async () => {
    const res = await new ApiClient(withApp).get('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('never turn an /api path or a fetch into the shell', async () => {
    const browser = new ApiClient(withApp);
    const nav = await browser.get('/api/nope', { headers: html });
    expect(nav.status).toBe(401);
    expect(nav.text).not.toContain('<div id="root">');
    const fetchMe = await browser.get('/me', { headers: { accept: 'application/json' } });
    expect(fetchMe.status).toBe(401);
    expect(fetchMe.body.error).toBeTypeOf('string');
  });

  it('get index.html for a plain GET of / or an app route (curl, a readiness check), JSON for API paths', async () => {
    const plain = new ApiClient(withApp);
    for (const [path, headers] of [
      ['/', {}],
      ['/', { accept: '*/*' }],
      ['/opt-out', {}],
      ['/content/3', { accept: '*/*' }],
      // App routes under API prefixes: no described GET answers them.
      ['/meeting/new', {}],
      ['/sequencer', {}],
      ['/sequencer/profile/12', { accept: '*/*' }],
      ['/sequencer/profile/new', {}],
    ] as const) {
      const res = await plain.get(path, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.text, path).toContain('<div id="root">');
    }
    // API paths, and callers asking for JSON, keep their JSON answers.
    for (const [path, headers] of [
      ['/api/nope', {}],
      ['/me', {}],
      ['/notification-user', { accept: '*/*' }],
      ['/meeting/fill-dropdowns', {}],
      ['/sequence-performance/12/steps', {}],
      ['/dne/check-domain/1/a@b.example', { accept: '*/*' }],
      ['/notification-user/nope', { accept: 'application/json' }],
      ['/opt-out', { accept: 'application/json' }],
    ] as const) {
      const res = await plain.get(path, { headers });
      expect(res.status, path).not.toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
    }
    // A missing file is a 404, never the shell (a stale chunk must not load HTML).
    const chunk = await plain.get('/assets/gone-1234.js', { headers: { accept: '*/*' } });
    expect(chunk.status).toBe(404);
    expect(chunk.text).not.toContain('<div id="root">');
  });
});

describe('the built files', () => {
  const get = (path: string, acceptEncoding?: string) =>
    withApp.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('are sent brotli- or gzip-compressed to a browser that accepts it, from the copies the build made, and plain to one that does not', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
