import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openPgliteFromDump } from './pglite-dump';
import { serveApp, type TestServer } from './serve-app';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, in a fresh profile (playwright-core makes a
 * temporary one per launch). The background-networking flags keep it from
 * flooding the closed network with refused connections.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * Chromium with an on-disk profile in `userDataDir`, as a rep's installed
 * app runs. The contexts of `launchBrowser` are incognito ones, whose
 * IndexedDB lives in memory and is several times slower here than a real
 * profile's: timings meant to say what a rep sees use this one.
 */
export function launchProfile(userDataDir: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath(), args: chromiumArgs, viewport });
}

/**
 * The real server, in this process on a free port, serving the app built by
 * the e2e global setup on a private copy of the seeded database.
 */
export async function startAppServer(): Promise<TestServer> {
  const database = await openPgliteFromDump(inject('e2eDump'));
  return serveApp({ database, distDir: inject('e2eDistDir') });
}

/**
 * A browser test file's app server and Chromium: started before its tests,
 * stopped after them. Read them as `app.server` and `app.browser`.
 */
export function useAppAndBrowser(): { readonly server: TestServer; readonly browser: Browser } {
  const app = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  // A test that ends offline (or fails there) must not cut off the next one.
  afterEach(() => app.server?.setReachable(true));
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}

/**
 * Fills the sign-in form on the current page (open /sign-in or a page that
 * sends a signed-out user there first) and waits to leave it.
 */
export async function signIn(page: Page, email: string, password = 'demo'): Promise<void> {
  // Mantine appends " *" to the label of a required field.
  await page.getByLabel(/^Email\b/).fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await button.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await button.waitFor({ state: 'detached' });
}

const blocking = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours read mid-transition (a dialog fading in, a button changing state)
  // are neither the before nor the after: judge the page once it is still.
  // Two frames first: a transition that was just asked for (a dialog that
  // mounted this frame) is only among the page's animations once it starts.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact && blocking.has(v.impact));
  if (!serious.length) return;
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
