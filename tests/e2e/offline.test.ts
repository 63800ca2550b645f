import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetCachedSessions } from '../../src/server/auth/sessions';
import { sessions } from '../../src/server/db/schema/auth';
import { userNotifications } from '../../src/server/db/schema/notifications';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { users } from '../../src/server/db/schema/users';
import { countAnswered, outboxCount, setOnline, signedInPage, trackRequests, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { signIn, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();

const userId = async (email: string) => (await app.server.database.db.select().from(users).where(eq(users.email, email)))[0].id;

async function unread(email: string) {
  const id = await userId(email);
  return (await app.server.database.db.select().from(userNotifications).where(and(eq(userNotifications.userId, id), isNull(userNotifications.readAt)))).length;
}

async function markAsReadCalls(email: string) {
  const id = await userId(email);
  const rows = await app.server.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, id), sql`${idempotencyKeys.responseBody} like '{"marked":%'`));
  return rows;
}

describe('offline', () => {
  it('marks notifications read offline, keeps it across a reload, and the server applies it exactly once', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe('10+');
    const before = await unread('sdr@demo.test');
    expect(before).toBeGreaterThan(10);

    await setOnline(context, app.server, false);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('NOTIFICATIONS', { exact: true }).waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await expect.poll(() => outboxCount(page)).toBe(1);
    await page.keyboard.press('Escape');

    // The installed app reloads with no network: shell from the worker,
    // data and the queued edit from the mirror.
    await page.reload();
    await page.getByRole('button', { name: /Notifications/ }).waitFor();
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toMatch(/^Offline/);
    // The bell has read the mirror: no counter is its answer, not a screen still loading.
    await page.locator('[data-testid="notification-bell"][data-loaded]').waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    expect(await page.getByTestId('pending-count').textContent()).toBe('1');
    expect(await unread('sdr@demo.test')).toBe(before);

    await setOnline(context, app.server, true);
    await waitForEmptyOutbox(page);
    expect(await unread('sdr@demo.test')).toBe(0);
    const calls = await markAsReadCalls('sdr@demo.test');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].responseBody!)).toEqual({ marked: before });
    await context.close();
  });

  it('keeps an edit waiting when the session has ended, asks to sign in again, and sends it once signed in', async () => {
    // The edit: notifications marked read (unread again here, whatever ran before).
    const db = app.server.database.db;
    await db.update(userNotifications).set({ readAt: null }).where(eq(userNotifications.userId, await userId('sdr@demo.test')));
    const callsBefore = (await markAsReadCalls('sdr@demo.test')).length;
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    // No sign-in-again modal while the session lives.
    expect(await page.getByRole('dialog', { name: 'Sign in again' }).count()).toBe(0);
    await setOnline(context, app.server, false);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('NOTIFICATIONS', { exact: true }).waitFor();
    await expect.poll(() => outboxCount(page)).toBe(1);
    await page.keyboard.press('Escape');

    // The session ends on the server (expired, or signed out elsewhere) while the edit waits.
    await db.delete(sessions).where(eq(sessions.userId, await userId('sdr@demo.test')));
    forgetCachedSessions(db);
    await setOnline(context, app.server, true);
    const modal = page.getByRole('dialog', { name: 'Sign in again' });
    await modal.waitFor();
    await modal.getByText('Sign in again to send your waiting edit; nothing has been lost.').waitFor();
    expect(await outboxCount(page)).toBe(1);
    expect(await unread('sdr@demo.test')).toBeGreaterThan(0);

    await modal.getByRole('textbox', { name: 'Password' }).fill('demo');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'detached' });
    await waitForEmptyOutbox(page);
    expect(await unread('sdr@demo.test')).toBe(0);
    expect(await markAsReadCalls('sdr@demo.test')).toHaveLength(callsBefore + 1);
    await context.close();
  });

  it('runs the first sync in its own worker: the page fetches none of it, the mirror fills', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${app.server.url}/`);
    await signIn(page, 'admin@demo.test');
    await waitForFirstSync(page);
    expect(workers.some((url) => /first-sync-worker/.test(url))).toBe(true);
    // The page's own requests: the feed from cursor 0 (the first sync) came through the worker, not here.
    const pagePulls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.includes('/api/sync/pull')),
    );
    expect(pagePulls.filter((name) => /[?&]cursor=0(&|$)/.test(name))).toEqual([]);
    // The mirror holds the rows the worker wrote.
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('sdr-ops');
      open.onsuccess = () => {
        const req = open.result.transaction('meetings').objectStore('meetings').count();
        req.onsuccess = () => { resolve(req.result); open.result.close(); };
      };
    }))).toBeGreaterThan(100);
    await context.close();
  });

  it('starts offline from the mirror after a first sync', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'psm@demo.test');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    await setOnline(context, app.server, false);
    await page.goto(`${app.server.url}/opt-out`);
    await page.getByRole('heading', { name: 'Opt-out' }).waitFor();
    await page.getByRole('button', { name: 'Account: Paula Moreno' }).waitFor();
    await page.getByRole('button', { name: /Notifications/ }).click();
    // The panel lists what the mirror holds, once its read has answered.
    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('notification').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('in the first session on a device, before any reload, opens an area whose code has not loaded while offline', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test', '/meetings');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // Installed, and no reload: the worker takes this page itself.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    const clientsCodeLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/clients[-.]/.test(new URL(e.name).pathname)));
    expect(await clientsCodeLoaded()).toBe(false);

    await setOnline(context, app.server, false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL((u) => u.pathname === '/clients');
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    await setOnline(context, app.server, true);
    await context.close();
  });

  it('two tabs never send the same edit twice', async () => {
    const { context, page: first } = await signedInPage(app.browser, app.server, 'pdm@demo.test');
    await waitForServiceWorker(first);
    await waitForFirstSync(first);
    const second = await context.newPage();
    await second.goto(`${app.server.url}/meeting/new`);
    await second.getByRole('button', { name: /Notifications/ }).waitFor();
    const isMarkRead = (m: string, u: URL) => m === 'PATCH' && u.pathname === '/notification-user/mark-as-read';
    const sent = countAnswered(context, isMarkRead);
    const calls = trackRequests(context, isMarkRead);

    await setOnline(context, app.server, false);
    await first.getByRole('button', { name: /Notifications/ }).click();
    await expect.poll(() => outboxCount(first)).toBe(1);
    // The other tab sees the queued edit too.
    await expect.poll(() => second.getByTestId('pending-count').textContent()).toBe('1');

    await setOnline(context, app.server, true);
    await waitForEmptyOutbox(first);
    // With nothing left to send, each call either tab made has had its answer.
    await expect.poll(() => calls.settled()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(await markAsReadCalls('pdm@demo.test')).toHaveLength(1);
    await context.close();
  });

  it('sends writes and the sync feed straight to the network and reads the app files from the precache, past the service worker; other GET calls still go through it', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    // The router's verdict per call, from Resource Timing ('network' or 'cache': a static route matched, no fetch event).
    const routes = await page.evaluate(`(async () => {
      performance.setResourceTimingBufferSize(10000);
      performance.clearResourceTimings();
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN=')).split('=')[1]);
      const calls = {
        patch: await fetch('/notification-user/mark-as-read', { method: 'PATCH', headers: { 'X-XSRF-TOKEN': xsrf } }),
        pull: await fetch('/api/sync/pull?cursor=0&limit=1'),
        cachedGet: await fetch('/notification-user'),
        // The app's entry file, as the next start loads it.
        asset: await fetch(document.querySelector('script[type="module"][src^="/assets/"]').src, { cache: 'no-store' }),
      };
      // A call's timing entry is added once its body has been read.
      await Promise.all(Object.values(calls).map((response) => response.text()));
      const urls = Object.values(calls).map((response) => response.url);
      let entries = [];
      for (let i = 0; i < 50 && !urls.every((url) => entries.some((e) => e.name === url)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        entries = performance.getEntriesByType('resource');
      }
      const verdict = (response) => {
        const entry = entries.find((e) => e.name === response.url);
        return { status: response.status, source: entry.workerMatchedSourceType, throughWorker: entry.workerStart > 0 && !['network', 'cache'].includes(entry.workerMatchedSourceType) };
      };
      return Object.fromEntries(Object.entries(calls).map(([name, response]) => [name, verdict(response)]));
    })()`);
    expect(routes).toEqual({
      patch: { status: 200, source: 'network', throughWorker: false },
      pull: { status: 200, source: 'network', throughWorker: false },
      cachedGet: { status: 200, source: '', throughWorker: true },
      asset: { status: 200, source: 'cache', throughWorker: false },
    });
    await context.close();
  });
});
