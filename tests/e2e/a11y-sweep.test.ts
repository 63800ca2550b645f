import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSettled, signedInPage, waitForFirstSync } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';
import { staffNavRoutes } from '../support/staff-routes';

// Issue 16: every screen, with its modals, drawers and panels open, has no
// serious or critical axe violation. A journey scans a few screens and
// reports every finding together rather than stopping at the first.
const app = useAppAndBrowser();

const chunks = [staffNavRoutes.slice(0, 4), staffNavRoutes.slice(4, 8), staffNavRoutes.slice(8)];

/** The screen has drawn its content: a heading in the main area and, for a while, no loader left. */
async function screenReady(page: Page) {
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .mantine-Loader-root'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await pageSettled(page);
}

// Moderate, but named by issue 16: a dialog's header read as a second banner.
const landmarkRules = ['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique'];

async function scan(page: Page, what: string, found: string[]) {
  try {
    await expectNoSeriousA11yViolations(page);
  } catch (e) {
    found.push(`${what}:\n${e instanceof Error ? e.message : String(e)}`);
  }
  const landmarks = await new AxeBuilder({ page }).withRules(landmarkRules).analyze();
  for (const v of landmarks.violations) found.push(`${what}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function sweep(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${app.server.url}${route}`);
    await screenReady(page);
    await scan(page, route, found);
  }
  return found;
}

const navRoutes = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);

describe('the axe sweep of a staff member', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInPage(app.browser, app.server, 'admin@demo.test', '/tasks'));
    await waitForFirstSync(page);
  });
  afterAll(() => context?.close());

  it('covers every item of the navigation', async () => {
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await navRoutes(page)).toEqual(staffNavRoutes);
  });

  it.each(chunks.map((routes) => [routes.join(', '), routes] as const))('finds nothing serious on %s', async (_name, routes) => {
    const found = await sweep(page, [...routes]);
    expect(found, found.join('\n\n')).toEqual([]);
  }, 180_000);

  it('finds nothing serious with the notifications, the task flyout, a meeting drawer or the narrow navigation open', async () => {
    const found: string[] = [];
    await page.goto(`${app.server.url}/tasks`);
    await screenReady(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('dialog').filter({ hasText: 'NOTIFICATIONS' }).waitFor();
    await scan(page, 'the NOTIFICATIONS panel', found);
    await page.keyboard.press('Escape');
    await page.getByTestId('task-row').first().getByRole('button').click();
    await page.getByRole('dialog').first().waitFor();
    await scan(page, 'the task flyout', found);
    await page.keyboard.press('Escape');
    await page.goto(`${app.server.url}/meetings`);
    await page.locator('[data-testid="pipeline-card"]').first().click();
    await page.getByRole('dialog').first().waitFor();
    await scan(page, 'a meeting drawer', found);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Close navigation' }).waitFor();
    await scan(page, 'the navigation at 768 px', found);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(found, found.join('\n\n')).toEqual([]);
  }, 180_000);

  it("finds nothing serious on the calendar, the booking modal over a page, or a client's overview and its tabs", async () => {
    const found: string[] = [];
    await page.goto(`${app.server.url}/meetings?view=calendar`);
    await page.getByTestId('calendar-month').waitFor();
    await pageSettled(page);
    await scan(page, 'the calendar (month)', found);
    await page.goto(`${app.server.url}/performance`);
    const row = page.getByTestId('sequence-row').first();
    await row.getByRole('button', { name: /^Book a meeting for/ }).click();
    const booking = page.getByRole('dialog', { name: 'Book a meeting' });
    await booking.getByRole('form', { name: 'Book a meeting' }).waitFor();
    await pageSettled(page);
    await scan(page, 'the booking modal over the performance panel', found);
    await page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });
    await page.goto(`${app.server.url}/clients`);
    await page.getByRole('link', { name: 'Acme Corp', exact: true }).first().click();
    await page.getByTestId('overview-title').waitFor();
    await screenReady(page);
    await scan(page, "a client's overview", found);
    for (const tab of ['Content', 'Performance']) {
      await page.getByRole('tab', { name: tab }).click();
      await screenReady(page);
      await scan(page, `the overview's ${tab} tab`, found);
    }
    expect(found, found.join('\n\n')).toEqual([]);
  }, 180_000);
});

describe('the axe sweep of a guest', () => {
  it("finds nothing serious on a guest's screens and tabs", async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'guest@demo.test');
    await page.waitForURL((u) => u.pathname.startsWith('/client/overview/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const routes = await navRoutes(page);
    expect(routes.length).toBeGreaterThan(0);
    const found = await sweep(page, routes);
    for (const tab of ['Content', 'Performance']) {
      await page.goto(`${app.server.url}${routes.find((r) => r.startsWith('/client/overview/'))}`);
      await page.getByRole('tab', { name: tab }).click();
      await screenReady(page);
      await scan(page, `the overview's ${tab} tab`, found);
    }
    expect(found, found.join('\n\n')).toEqual([]);
    await context.close();
  }, 180_000);
});
