import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/start-server';
import { signIn } from './browser';
import type { TestServer } from './serve-app';

/** A fresh context (no cookies, no worker, empty IndexedDB) signed in as `email`. */
export async function signedInPage(browser: Browser, server: RunningServer, email: string, path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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

/** Waits until the service worker controls the page (a reload after it installs). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
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
 * The first sync finished: the device holds the user's data. (Polls with
 * evaluate: waitForFunction would not wait for a promise's value.)
 */
export async function waitForFirstSync(page: Page, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (!(await hasMeta(page, 'firstSyncAt'))) {
    if (Date.now() > until) throw new Error('The first sync did not finish.');
    await page.waitForTimeout(200);
  }
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
  const until = Date.now() + timeout;
  while ((await outboxCount(page)) > 0) {
    if (Date.now() > until) throw new Error('The outbox did not drain.');
    await page.waitForTimeout(200);
  }
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
