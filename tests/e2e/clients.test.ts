import { describe, expect, it } from 'vitest';
import { signedInPage, waitForFirstSync } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();

describe('the clients directory', () => {
  it('finds a client and opens its overview and edit page', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'pdm@demo.test', '/clients');
    await waitForFirstSync(page);
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(10);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Search').fill('acme corp');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: 'Acme Corp', exact: true }).click();
    await page.waitForURL(/\/client\/overview\/\d+$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Edit Acme Corp' }).click();
    await page.waitForURL(/\/client\/edit\/\d+$/);
    await context.close();
  });

  it('shows no edit links to a rep who may not edit clients', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test', '/clients');
    await waitForFirstSync(page);
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(10);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await context.close();
  });
});
