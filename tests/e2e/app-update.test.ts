import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setOnline, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { launchBrowser, signIn } from '../support/browser';
import { openPgliteFromDump } from '../support/pglite-dump';
import { serveApp, type TestServer } from '../support/serve-app';

// A private copy of the built app, so this test can ship a new version of it.
let dist: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'app-update-'));
  cpSync(inject('e2eDistDir'), dist, { recursive: true });
  [server, browser] = await Promise.all([openPgliteFromDump(inject('e2eDump')).then((database) => serveApp({ database, distDir: dist })), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const samePage = () => (window as unknown as { samePage?: boolean }).samePage === true;
const waitingWorker = () => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting));

describe('a new version of the app', () => {
  it('is found by the half-hourly check and offered, never installed under a form with unsaved input, and taken when the rep reloads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Real time flows; the test jumps it forward to the next update check,
    // and counts the app's checks (the browser also checks by itself, after
    // navigations, whenever it gets round to it).
    await page.clock.install();
    await context.addInitScript(`
      const update = ServiceWorkerRegistration.prototype.update;
      window.updateChecks = 0;
      ServiceWorkerRegistration.prototype.update = function (...args) {
        window.updateChecks++;
        return update.apply(this, args);
      };
    `);
    await page.goto(`${server.url}/meetings`);
    await signIn(page, 'sdr@demo.test');
    await waitForFirstSync(page);
    await page.evaluate(() => {
      (window as unknown as { beforeInstall: boolean }).beforeInstall = true;
    });
    await waitForServiceWorker(page);
    // The device's first session: the worker took this page when it installed, with no reload.
    expect(await page.evaluate(() => (window as unknown as { beforeInstall?: boolean }).beforeInstall)).toBe(true);

    // A form with unsaved input: a meeting's notes, typed and not saved.
    const card = page.locator('[data-testid="pipeline-card"]').first();
    await card.focus();
    await page.keyboard.press('Enter');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await page.getByText('Up to date with the server.').waitFor();
    const saved = await notes.inputValue();
    await notes.fill(`${saved} Call back on Friday.`);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    // The next release ships: its worker differs.
    appendFileSync(join(dist, 'sw.js'), '\n// the next release\n');
    const checks = () => page.evaluate(() => (window as unknown as { updateChecks: number }).updateChecks);
    await page.clock.fastForward('29:00');
    expect(await checks()).toBe(0);
    await page.clock.fastForward('01:00');
    expect(await checks()).toBe(1);
    await page.getByText('A new version is ready').waitFor({ timeout: 20_000 });
    // It waits for the rep: nothing was installed over the page.
    expect(await page.evaluate(waitingWorker)).toBe(true);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Save or close the open form first, then reload.').waitFor();
    expect(await page.evaluate(samePage)).toBe(true);
    await expect.poll(() => notes.inputValue()).toBe(`${saved} Call back on Friday.`);
    expect(await page.evaluate(waitingWorker)).toBe(true);

    // The rep puts the notes back as they were: now the reload goes ahead.
    await notes.fill(saved);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(samePage)).toBe(false);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    expect(await page.evaluate(waitingWorker)).toBe(false);
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    await context.close();
  });

  it('registers the worker at the first load: the sign-in page of a device that never signed in opens offline', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // Installed and active: its precache of the app is complete.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active))), { timeout: 30_000 }).toBe(true);
    await setOnline(context, server, false);
    // On a device whose worker never registered, this reload is the browser's offline error page.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByLabel(/^Email\b/).isVisible()).toBe(true);
    await setOnline(context, server, true);
    await context.close();
  });
});

describe('the first paint', () => {
  it("shows the app's frame before its code has run, and asks for the stylesheet before the code", async () => {
    const html = await (await fetch(`${server.url}/sign-in`, { headers: { accept: 'text/html' } })).text();
    const sheet = html.indexOf('rel="stylesheet"');
    expect(sheet).toBeGreaterThan(0);
    // The build may preload no module at all (the start's code is in the two module scripts).
    const preload = html.indexOf('rel="modulepreload"');
    if (preload >= 0) expect(sheet).toBeLessThan(preload);
    expect(sheet).toBeLessThan(html.indexOf('<script type="module"'));

    // The code held back, as on a slow phone: the frame is there, and says what is happening.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/assets/*.js', () => undefined);
    // A module script holds DOMContentLoaded back: the page is watched from its first bytes.
    await page.goto(`${server.url}/sign-in`, { waitUntil: 'commit' });
    await page.getByText('SDR Ops', { exact: true }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Opening SDR Ops…');
    await context.close();
  });

  it("paints the tasks' heading with the frame, where the app then draws it, at a phone's and a laptop's width", async () => {
    for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
      const context = await browser.newContext({ viewport });
      expect((await context.request.post(`${server.url}/api/auth/login`, { data: { email: 'sdr@demo.test', password: 'demo' } })).status()).toBe(200);
      const page = await context.newPage();
      await page.route('**/assets/*.js', () => undefined);
      await page.goto(`${server.url}/tasks`, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: 'Call tasks' });
      await heading.waitFor();
      await page.getByText('Everything here works offline; edits are sent when you are back online.').waitFor();
      expect(await page.getByRole('status').textContent()).toBe('Opening SDR Ops…');
      const painted = await heading.boundingBox();

      // The code arrives: the app's own heading takes the frame's place, not moved.
      await page.unroute('**/assets/*.js');
      await page.reload();
      await page.getByRole('button', { name: 'Reset filters' }).waitFor();
      const drawn = await page.getByRole('heading', { level: 1, name: 'Call tasks' }).boundingBox();
      expect({ x: drawn?.x, y: drawn?.y, height: drawn?.height }, `at ${viewport.width} px`).toEqual({ x: painted?.x, y: painted?.y, height: painted?.height });
      await context.close();
    }
  });
});
