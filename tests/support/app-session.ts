import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/start-server';
import { signIn } from './browser';
import type { TestServer } from './serve-app';

/** A fresh context (no cookies, no worker, empty IndexedDB) signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  email: string,
  path = '/',
  options: { withoutWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // withoutWorker: for a journey that holds calls with page.route, which never
  // sees a call the service worker makes for a page it controls.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: options.withoutWorker ? 'block' : 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await signIn(page, email);
  return { context, page };
}

/**
 * Takes the device off the network, or puts it back. Chromium's offline
 * emulation stops the page's calls, but it is not a whole outage: a CI run
 * saw an edit made "offline" reach the server before the test went back
 * online (a service worker woken by Background Sync is the likely path).
 * So the server drops every connection meanwhile too, as a real outage
 * would, and the app is tested against that.
 */
export async function setOnline(context: BrowserContext, server: TestServer, online: boolean) {
  if (online) server.setReachable(true);
  await context.setOffline(!online);
  if (!online) server.setReachable(false);
}

/**
 * Waits until the service worker controls the page. Its first install takes
 * the page (sw.ts claims it as it activates, just after `ready`); a reload is
 * only the fallback for a page it never took.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const taken = await page
    .waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!taken) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

/**
 * A row of the device's mirror as stored in IndexedDB (not a screen's
 * optimistic view); undefined when absent, or before the app created the store.
 */
export async function mirrorRow(page: Page, store: string, key: string | number): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ({ s, k }) =>
      new Promise<Record<string, unknown> | undefined>((resolve) => {
        const open = indexedDB.open('sdr-ops');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(s)) {
            db.close();
            resolve(undefined);
            return;
          }
          const get = db.transaction(s).objectStore(s).get(k);
          get.onsuccess = () => {
            resolve(get.result);
            db.close();
          };
          get.onerror = () => resolve(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
    { s: store, k: key },
  );
}

/** Whether the device's mirror has this meta key (false before the app created it). */
export async function hasMeta(page: Page, key: string): Promise<boolean> {
  return Boolean(await mirrorRow(page, 'meta', key));
}

/**
 * Asks `condition` again every `interval` ms until it holds; fails with
 * `message` after `timeout`. For states only a call can read (IndexedDB, the
 * server's database): waitForFunction does not wait for a promise's value.
 */
export async function waitUntil(condition: () => Promise<boolean> | boolean, message: string, timeout = 30_000, interval = 100) {
  const until = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The first sync finished: the device holds the user's data. */
export async function waitForFirstSync(page: Page, timeout = 60_000) {
  await waitUntil(() => hasMeta(page, 'firstSyncAt'), 'The first sync did not finish.', timeout, 200);
}

/** How many edits wait in the device's outbox. */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sdr-ops');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

export async function waitForEmptyOutbox(page: Page, timeout = 30_000) {
  await waitUntil(async () => (await outboxCount(page)) === 0, 'The outbox did not drain.', timeout, 200);
}

/** Counts calls to the API that match, from the page and its service worker (also ones that failed). */
export function countRequests(context: BrowserContext, match: (method: string, url: URL) => boolean) {
  const seen: string[] = [];
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (match(req.method(), url)) seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

/** Counts calls that reached the server and were answered. */
export function countAnswered(context: BrowserContext, match: (method: string, url: URL) => boolean) {
  const seen: string[] = [];
  context.on('response', (res) => {
    const url = new URL(res.url());
    if (match(res.request().method(), url)) seen.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
  });
  return seen;
}

/**
 * Follows the calls that match, from the page and its service worker: how
 * many were made, and whether every one has had its answer (or failed).
 * An assertion that a call was not made twice waits for `settled` first.
 */
export function trackRequests(context: BrowserContext, match: (method: string, url: URL) => boolean) {
  let made = 0;
  let done = 0;
  const matches = (req: { method(): string; url(): string }) => match(req.method(), new URL(req.url()));
  context.on('request', (req) => void (matches(req) && made++));
  context.on('requestfinished', (req) => void (matches(req) && done++));
  context.on('requestfailed', (req) => void (matches(req) && done++));
  return { made: () => made, settled: () => done === made };
}

/**
 * The page has done what it was doing: two frames have been painted (so
 * React has run the effects of what it shows) and a call of the page to the
 * server has come back, so every call the page made before it has been seen
 * by the test's listeners (the browser reports them in order). Assertions
 * that something did not happen come after this.
 */
export async function pageSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))).then(() =>
        fetch('/api/openapi.json', { cache: 'no-store' })
          .then((res) => res.text())
          .catch(() => ''),
      ),
  );
}

/**
 * How many of the unfiltered board's columns have their first cards kept
 * (read with no write to the meetings since): all seven, and the board's
 * next first render shows cards, not loaders.
 */
export async function boardHeadsKept(page: Page): Promise<number> {
  return page.evaluate(() => {
    const forgotten = performance.getEntriesByName('board-heads-forgotten').at(-1)?.startTime ?? -1;
    const kept = performance
      .getEntriesByName('board-heads-kept')
      .filter((e) => e.startTime > forgotten)
      .map((e) => (e as PerformanceMark).detail as string)
      .filter((key) => (JSON.parse(key) as unknown[]).slice(1).every((part) => part === null || part === false));
    return new Set(kept).size;
  });
}

/**
 * Sets the page's viewport and waits until the page has had its resize
 * event. dnd-kit cancels a keyboard drag on a resize: on a busy machine the
 * event of a resize made just before could come after the Space that picked
 * a card up ("Cancelled … stays in Initial Meeting").
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  const now = page.viewportSize();
  if (now && now.width === size.width && now.height === size.height) return;
  await page.evaluate(() => {
    const w = window as unknown as { resized?: Promise<void> };
    w.resized = new Promise((resolve) => addEventListener('resize', () => resolve(), { once: true }));
  });
  await page.setViewportSize(size);
  await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);
}
