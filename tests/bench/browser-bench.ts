import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { pipelineStatuses } from '../../src/domain/meetings/pipeline-statuses';
import { launchProfile } from '../support/browser';

/** Reads the device's IndexedDB from the page. */
const idbCount = (page: Page, store: string) =>
  page.evaluate(
    (s) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sdr-ops');
        open.onsuccess = () => {
          const db = open.result;
          // Not created by the app yet: nothing stored.
          if (!db.objectStoreNames.contains(s)) {
            db.close();
            resolve(0);
            return;
          }
          const req = db.transaction(s).objectStore(s).count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
    store,
  );

export async function poll(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export type FirstSync = {
  ms: number;
  longestTaskMs: number;
  rows: Record<string, number>;
  rawFetchMs: number;
  rawBulkPutMs: number;
  /** The same bare puts into stores with the app's own indexes (its board and lists read by them): the browser's share of the work. */
  rawIndexedPutMs: number;
  bytes: number;
};

/** The budget's ratio (issue 24): the first sync against the bare fetch plus the bare puts of the same rows. */
export const rawRatio = (s: FirstSync) => s.ms / (s.rawFetchMs + s.rawBulkPutMs);
/** Reported beside it: against the bare fetch plus the puts into stores with the app's indexes. */
export const indexedRatio = (s: FirstSync) => s.ms / (s.rawFetchMs + s.rawIndexedPutMs);

/** A first sync on a device of its own (a new on-disk profile), closed and removed afterwards. */
export async function firstSyncOnFreshDevice(base: string): Promise<FirstSync> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await launchProfile(profile);
  try {
    return (await firstSync(context, base, 'admin@demo.test')).result;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * When the page's mirror first holds `firstSyncAt` (epoch ms), looked for
 * every 10 ms from inside the page on one connection. Asked from the bench
 * every 100 ms, each time over a new connection, the end was seen 50 ms
 * late on average (up to 100) and each look opened the database again in
 * the middle of the sync's writes.
 */
async function firstSyncSeenAt(page: Page, timeoutMs = 180_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // Text, not a function: tsx names the inner functions with a helper
    // (__name) that the page does not have.
    const seen = await page
      .evaluate<number | null>(`new Promise((resolve) => {
        let db = null;
        let look;
        const again = () => (Date.now() > ${until} ? resolve(null) : setTimeout(look, 10));
        look = () => {
          if (!db) {
            const open = indexedDB.open('sdr-ops');
            open.onsuccess = () => {
              const opened = open.result;
              if (!opened.objectStoreNames.contains('meta')) {
                opened.close();
                return again();
              }
              // The app may need to upgrade the database: make way for it.
              opened.onversionchange = () => {
                opened.close();
                db = null;
              };
              db = opened;
              look();
            };
            open.onerror = again;
            return;
          }
          try {
            const get = db.transaction('meta').objectStore('meta').get('firstSyncAt');
            get.onsuccess = () => {
              if (!get.result) return again();
              db.close();
              resolve(performance.timeOrigin + performance.now());
            };
            get.onerror = again;
          } catch {
            db = null;
            again();
          }
        };
        look();
      })`)
      // A navigation of the page ends the look: look again in the new document.
      .catch((e: Error) => {
        if (/context was destroyed|navigat/i.test(e.message)) return undefined;
        throw e;
      });
    if (typeof seen === 'number') return seen;
    if (seen === null || Date.now() > until) throw new Error('The first sync did not finish in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Signs in on a fresh device (an empty profile) and times the first sync, with the longest main-thread task during it. */
export async function firstSync(context: BrowserContext, base: string, email: string): Promise<{ page: Page; result: FirstSync }> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      // On one clock whatever the document: a sign-in that loaded a new page would otherwise read as no task at all.
      for (const e of list.getEntries()) w.__tasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}/sign-in`);
  await page.getByLabel(/^Email\b/).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  // The sign-in page installs the app (its service worker's precache of
  // every file) after it loads, which a rep's typing outlasts. Signed in at
  // once, that install ran beside the first sync and took about half a
  // second of it on this machine: it is the app's install, not the sync.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const ms = Math.round((await firstSyncSeenAt(page)) - t0);
  const longestTaskMs = await page.evaluate(
    (from) => Math.max(0, ...(window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks.filter((t) => t.start >= from).map((t) => t.duration)),
    clickedAt,
  );
  const rows: Record<string, number> = {};
  for (const store of ['meetings', 'clients', 'tasks', 'notifications', 'lookups']) rows[store] = await idbCount(page, store);

  // The app registers its service worker once the first sync is done: let
  // its install (a precache of the app) finish before the raw measures.
  await page.evaluate(() => navigator.serviceWorker.ready);

  // The same work done raw: fetch the same pages, and write the same rows
  // with one bare IndexedDB transaction per page.
  const raw = await page.evaluate(async () => {
    const pages: { changes: { collection: string; data?: unknown }[] }[] = [];
    let cursor = 0;
    let bytes = 0;
    const f0 = performance.now();
    for (;;) {
      const res = await fetch(`/api/sync/pull?cursor=${cursor}&limit=2000`);
      const text = await res.text();
      bytes += text.length;
      const body = JSON.parse(text);
      pages.push(body);
      cursor = body.cursor;
      if (!body.more) break;
    }
    const rawFetchMs = performance.now() - f0;
    // Every collection the feed sent (the list grows with the product).
    const stores = [...new Set(pages.flatMap((p) => p.changes.map((c) => c.collection)))];
    type Shape = { name: string; keyPath: string | string[]; indexes: { name: string; keyPath: string | string[]; multiEntry: boolean; unique: boolean }[] };
    // The stores shaped as the app's (key path and indexes copied from its database).
    const appShapes = await new Promise<Shape[]>((resolve, reject) => {
      const open = indexedDB.open('sdr-ops');
      open.onsuccess = () => {
        const app = open.result;
        const names = stores.filter((s) => app.objectStoreNames.contains(s));
        const tx = app.transaction(names);
        resolve(
          names.map((name) => {
            const store = tx.objectStore(name);
            const indexes = [...store.indexNames].map((i) => {
              const index = store.index(i);
              return { name: i, keyPath: index.keyPath, multiEntry: index.multiEntry, unique: index.unique };
            });
            return { name, keyPath: store.keyPath as string | string[], indexes };
          }),
        );
        app.close();
      };
      open.onerror = () => reject(open.error);
    });
    const plainShapes: Shape[] = stores.map((name) => ({ name, keyPath: name === 'lookups' ? 'name' : 'id', indexes: [] }));
    // Each: a fresh database of these stores, each page's rows put in one bare transaction, timed.
    // (Inline, not a named function: the bench's transform would name it with a helper the page lacks.)
    const times: number[] = [];
    for (const [label, shapes] of [['raw-bench', plainShapes], ['raw-indexed-bench', appShapes]] as const) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`${label}-${Date.now()}`, 1);
        open.onupgradeneeded = () => {
          for (const shape of shapes) {
            const store = open.result.createObjectStore(shape.name, { keyPath: shape.keyPath });
            for (const i of shape.indexes) store.createIndex(i.name, i.keyPath, { multiEntry: i.multiEntry, unique: i.unique });
          }
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const t0 = performance.now();
      for (const p of pages) {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(shapes.map((s) => s.name), 'readwrite');
          for (const c of p.changes) if (c.data && db.objectStoreNames.contains(c.collection)) tx.objectStore(c.collection).put(c.data);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      times.push(performance.now() - t0);
      db.close();
    }
    const [rawBulkPutMs, rawIndexedPutMs] = times;
    return { rawFetchMs, rawBulkPutMs, rawIndexedPutMs, bytes };
  });
  return { page, result: { ms, longestTaskMs, rows, ...raw } };
}

/** Navigation start to first data on screen, per sample: the shell (a light page) and the pipeline. */
export type WarmStartSamples = { shell: number[]; board: number[] };
export type WarmStart = {
  /** The app loaded again in its tab, after it sat idle for 2 s. */
  sameTab: WarmStartSamples;
  /** The app opened in a new tab (a new renderer process, as an installed app's new window), its last tab closed. */
  newTab: WarmStartSamples;
  /** The same data work done raw in a quiet page, per sample: a bare IndexedDB open, the board's first cards read, written to the page and painted. */
  raw: number[];
  /** The page to go on with (the last new tab). */
  page: Page;
};

/**
 * In the page: what a warm start of the board must do with the device's
 * data, done bare. A new IndexedDB connection, each column's newest cards
 * read by the index the board uses (as many as its first render shows, and
 * the slack it reads beyond them), their text written to the page, and the
 * next frame painted. No app, no framework.
 */
async function bareBoardRead(statuses: readonly string[]): Promise<number> {
  const t = performance.now();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('sdr-ops');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const store = db.transaction('meetings').objectStore('meetings').index('[status+startAt]');
  const columns = await Promise.all(
    statuses.map(
      (status) =>
        new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const rows: Record<string, unknown>[] = [];
          // [status] sorts before every [status, startAt], and [status, []] after them.
          const req = store.openCursor(IDBKeyRange.bound([status], [status, []]), 'prev');
          req.onsuccess = () => {
            const cursor = req.result;
            if (cursor && rows.length < 40) {
              rows.push(cursor.value as Record<string, unknown>);
              cursor.continue();
            } else resolve(rows);
          };
          req.onerror = () => reject(req.error);
        }),
    ),
  );
  const board = document.createElement('div');
  board.style.cssText = 'position:fixed;inset:0;overflow:hidden;background:#fff;z-index:99999;display:flex;gap:8px';
  for (const rows of columns) {
    const column = document.createElement('div');
    column.textContent = rows.slice(0, 24).map((m) => `${String(m.prospect_name)} ${String(m.prospect_title)} ${String(m.prospect_company)}`).join('\n');
    column.style.whiteSpace = 'pre';
    board.append(column);
  }
  document.body.append(board);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const ms = performance.now() - t;
  board.remove();
  db.close();
  return ms;
}

/**
 * Starts of an installed app with its data on the device, offline: the app
 * loaded again in its tab, and opened in a new tab. Each start comes after
 * the last page went quiet: a navigation away from a page whose IndexedDB
 * reads are still under way waits for them in the browser's storage backend
 * (the database's open took about 170 ms more), which is not a start.
 */
export async function warmStartOffline(context: BrowserContext, page: Page, base: string): Promise<WarmStart> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await context.setOffline(true);
  const markAfterLoad = async (p: Page, path: string) => {
    const name = path === '/meetings' ? 'pipeline-first-render' : 'app-shell-rendered';
    await p.goto(`${base}${path}`);
    return p
      .waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: 20_000 })
      .then(() => p.evaluate((n) => performance.getEntriesByName(n)[0].startTime, name))
      .catch(() => null);
  };
  const sameTab: WarmStartSamples = { shell: [], board: [] };
  const newTab: WarmStartSamples = { shell: [], board: [] };
  const keep = (into: WarmStartSamples, path: string, value: number | null) => value !== null && (path === '/meetings' ? into.board : into.shell).push(value);
  const paths = ['/meetings', '/opt-out', '/meetings', '/opt-out', '/meetings', '/opt-out'];
  for (const path of paths) {
    await page.waitForTimeout(2000);
    keep(sameTab, path, await markAfterLoad(page, path));
  }
  const raw: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(2000);
    raw.push(await page.evaluate(bareBoardRead, pipelineStatuses));
  }
  for (const path of paths) {
    await page.close();
    await new Promise((r) => setTimeout(r, 1000));
    page = await context.newPage();
    keep(newTab, path, await markAfterLoad(page, path));
  }
  await context.setOffline(false);
  return { sameTab, newTab, raw, page };
}

export type BoardTimings = {
  /** Page load (navigation start) to every column showing its first cards. */
  loadMs: number | null;
  /** The board's own part of that: from its first render call to its cards. */
  ownMs: number | null;
  /** From a click on Meetings in the navigation to the cards, the board shown before in this page (its first cards kept). */
  inAppSamples: number[];
  /** The same on a page that has not shown the board yet, the click as soon as the page shows (nothing read ahead yet). */
  atOnceFirstVisitSamples: number[];
  /** The same, 1.5 s after the page shows, no pointer on the link (the first cards read ahead when the page was idle). */
  firstVisitSamples: number[];
  /** The same, the pointer resting on the link first as a person's does (the router reads the first cards ahead). */
  pointedFirstVisitSamples: number[];
  /** From the key press that drops a card to the next frame after the board shows it there, per sample. */
  dropSamples: number[];
};

const lastMark = (page: Page, name: string) => page.evaluate((n) => performance.getEntriesByName(n).at(-1)?.startTime ?? null, name);
const marksOf = (page: Page, name: string) => page.evaluate((n) => performance.getEntriesByName(n).length, name);

/** The pipeline at full size: first render (three ways), and keyboard drops until painted. */
export async function board(page: Page, base: string): Promise<BoardTimings> {
  await page.goto(`${base}/meetings`);
  const loadMs = await page
    .waitForFunction(() => performance.getEntriesByName('pipeline-first-render').length > 0, undefined, { timeout: 30_000 })
    .then(() => lastMark(page, 'pipeline-first-render'))
    .catch(() => null);
  const mounted = await lastMark(page, 'pipeline-board-mounted');
  const ownMs = loadMs !== null && mounted !== null ? loadMs - mounted : null;

  // One sample of each is mostly noise on a shared 2-core machine: five, and the median.
  const meetingsLink = 'nav a[href="/meetings"]';
  const clickToBoard = async () => {
    const before = await marksOf(page, 'pipeline-first-render');
    const clickedAt = await page.evaluate((selector) => {
      const t = performance.now();
      document.querySelector<HTMLAnchorElement>(selector)!.click();
      return t;
    }, meetingsLink);
    await page.waitForFunction((n) => performance.getEntriesByName('pipeline-first-render').length > n, before, { timeout: 30_000 });
    return (await lastMark(page, 'pipeline-first-render'))! - clickedAt;
  };
  const inAppSamples: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      await page.getByRole('link', { name: 'New meeting' }).first().click();
      await page.waitForURL((url) => url.pathname === '/meeting/new');
      await page.waitForTimeout(1500);
      inAppSamples.push(await clickToBoard());
    }
  } catch {
    // Reported as far as it got.
  }
  // A page load forgets the board: a click as soon as the page shows finds
  // nothing read; later, the page's idle time or the pointer has read ahead.
  const atOnceFirstVisitSamples: number[] = [];
  const firstVisitSamples: number[] = [];
  const pointedFirstVisitSamples: number[] = [];
  try {
    for (let i = 0; i < 3 * samples; i++) {
      const kind = (['atOnce', 'idle', 'pointed'] as const)[i % 3];
      await page.goto(`${base}/meeting/new`);
      await page.getByRole('form', { name: 'Book a meeting' }).waitFor({ timeout: 30_000 });
      if (kind !== 'atOnce') await page.waitForTimeout(1500);
      if (kind === 'pointed') {
        await page.locator(meetingsLink).first().hover();
        await page.waitForTimeout(250);
      }
      const sample = await clickToBoard();
      ({ atOnce: atOnceFirstVisitSamples, idle: firstVisitSamples, pointed: pointedFirstVisitSamples })[kind].push(sample);
    }
  } catch {
    // Reported as far as it got.
  }
  const dropSamples: number[] = [];
  try {
    await page.evaluate(() => {
      const w = window as unknown as { __lastSpace: number };
      window.addEventListener('keydown', (e) => { if (e.key === ' ' || e.code === 'Space') w.__lastSpace = performance.now(); }, { capture: true });
    });
    for (let i = 0; i < samples; i++) {
      const card = page.locator('[data-testid="pipeline-card"]').first();
      await card.waitFor({ timeout: 10_000 });
      await page.waitForTimeout(1000);
      const before = await marksOf(page, 'pipeline-drop-painted');
      await card.focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(200);
      await page.keyboard.press('Space');
      await page.waitForFunction((n) => performance.getEntriesByName('pipeline-drop-painted').length > n, before, { timeout: 5_000 });
      dropSamples.push(
        await page.evaluate(() => {
          const painted = performance.getEntriesByName('pipeline-drop-painted').at(-1)!.startTime;
          return painted - (window as unknown as { __lastSpace: number }).__lastSpace;
        }),
      );
    }
  } catch {
    // Reported as far as it got.
  }
  return { loadMs, ownMs, inAppSamples, atOnceFirstVisitSamples, firstVisitSamples, pointedFirstVisitSamples, dropSamples };
}

const samples = 5;

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
