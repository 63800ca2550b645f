import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, signIn, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();

/** A page in a fresh context: no cookies, no service worker. */
async function freshPage(): Promise<Page> {
  const context = await app.browser.newContext();
  return context.newPage();
}

async function expectSignInForm(page: Page) {
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByLabel(/^Email\b/).waitFor();
  expect(await page.getByLabel(/^Password\b/).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
}

describe('the app shell', () => {
  it('sends a signed-out visitor of / to the sign-in page', async () => {
    const page = await freshPage();
    const res = await page.goto(`${app.server.url}/`);
    expect(res?.status()).toBe(200);
    await expectSignInForm(page);
    await page.context().close();
  });

  it('answers a navigation to /meeting/new with the HTML shell', async () => {
    const page = await freshPage();
    const res = await page.goto(`${app.server.url}/meeting/new`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await res?.text()).toContain('<div id="root"></div>');
    await page.context().close();
  });

  it('signs in from the sign-in page and leaves it', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/sign-in`);
    await expectSignInForm(page);
    await signIn(page, 'sdr@demo.test');
    expect(new URL(page.url()).pathname).not.toBe('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows a sign-in page with no serious or critical axe violation', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/sign-in`);
    await expectSignInForm(page);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
