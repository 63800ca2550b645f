import { AxeBuilder } from '@axe-core/playwright';
import { asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, opportunities } from '../../src/server/db/schema/clients';
import { users } from '../../src/server/db/schema/users';
import { signedInPage, waitForFirstSync } from '../support/app-session';
import { expectNoSeriousA11yViolations, launchBrowser, startAppServer } from '../support/browser';
import type { TestServer } from '../support/serve-app';

let server: TestServer;
let browser: Browser;
let guestClientId: number;
let otherClientId: number;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const [guest] = await server.database.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'guest@demo.test'));
  guestClientId = guest.clientId!;
  const rows = await server.database.db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  otherClientId = rows.find((r) => r.id !== guestClientId)!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the client overview', () => {
  it('keeps its tabs in the address, collapses the sidebar, and passes axe on each tab', async () => {
    const { context, page } = await signedInPage(browser, server, 'sdr@demo.test', `/client/overview/${otherClientId}`);
    await waitForFirstSync(page);
    await page.getByTestId('overview-title').waitFor();
    expect(await page.getByRole('tab', { name: 'Meetings' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('pipeline-board').waitFor();
    const sidebar = page.getByTestId('client-sidebar');
    expect(await sidebar.getByText(/^\d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
    expect(await page.getByTestId('prospect-range').textContent()).toMatch(/^[\d,]+ to [\d,]+$/);
    await page.getByTestId('breakdown-total').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByText('Tables', { exact: true }).click();
    expect(await page.getByTestId('breakdown-table').count()).toBe(4);

    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByTestId('content-table').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('content');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByTestId('stat-delivered').waitFor();
    expect(await page.getByTestId('stat-delivered').textContent()).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(await page.getByTestId('stat-reply-rate').textContent()).toMatch(/^\d+%$/);
    await page.getByTestId('deals-table').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByTestId('stat-delivered').waitFor();
    expect(await page.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected')).toBe('true');

    const toggle = page.getByRole('button', { name: 'Hide details' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await sidebar.waitFor({ state: 'detached' });
    const show = page.getByRole('button', { name: 'Show details' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    await sidebar.waitFor();
    await context.close();
  });

  it('edits a deal: revenue follows the contract type and the server keeps it', async () => {
    const { context, page } = await signedInPage(browser, server, 'sdr@demo.test', `/client/overview/${otherClientId}?tab=performance`);
    await page.getByTestId('deals-table').waitFor();
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Contract type' }).click();
    await page.getByRole('option', { name: 'Both' }).click();
    await dialog.getByRole('textbox', { name: 'Fixed payment' }).fill('2000');
    await dialog.getByRole('textbox', { name: 'Monthly amount' }).fill('1500');
    await dialog.getByRole('textbox', { name: 'Months' }).fill('12');
    expect(await dialog.getByTestId('deal-revenue').textContent()).toBe('Revenue: $20,000 (20.0k)');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save deal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('deal-revenue-cell').filter({ hasText: '20.0k' }).first().waitFor();
    const saved = await server.database.db.select().from(opportunities).where(eq(opportunities.clientId, otherClientId));
    expect(saved.filter((d) => d.contractType === 'Both' && d.revenue === 20_000 && d.fixedPayment === 2000)).toHaveLength(1);
    await context.close();
  });

  it('shows a clear not-found state for a bad or unknown id', async () => {
    const { context, page } = await signedInPage(browser, server, 'sdr@demo.test', '/client/overview/abc');
    await page.getByTestId('overview-invalid').waitFor();
    await page.goto(`${server.url}/client/overview/99999999`);
    await page.getByTestId('overview-missing').waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it("sends a guest to their own client's overview and refuses any other", async () => {
    const { context, page } = await signedInPage(browser, server, 'guest@demo.test');
    await page.waitForURL((u) => u.pathname === `/client/overview/${guestClientId}`);
    await page.getByTestId('overview-title').waitFor();
    await page.getByTestId('pipeline-board').waitFor();
    // A guest reads the board: cards open, but do not move.
    expect(await page.getByTestId('pipeline-card').first().getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('link', { name: 'Meetings' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/client/overview/${otherClientId}`);
    await page.getByTestId('overview-refused').waitFor();
    expect(await page.getByTestId('overview-title').count()).toBe(0);
    const direct = await page.request.get(`${server.url}/api/clients/${otherClientId}`);
    expect(direct.status()).toBe(403);
    // Issue 16: a staff-only page says it is not for client contacts, and leads back to their own overview.
    await page.goto(`${server.url}/meetings`);
    await page.waitForURL((u) => u.pathname === '/not-for-guests');
    await page.getByRole('link', { name: 'Back to my company' }).click();
    await page.waitForURL((u) => u.pathname === `/client/overview/${guestClientId}`);
    await context.close();
  });

  it('links to the edit page for those who may edit, keeps its headings in order, and gives the focus back after the booking modal', async () => {
    const { context, page } = await signedInPage(browser, server, 'pdm@demo.test', `/client/overview/${otherClientId}`);
    await page.getByTestId('overview-title').waitFor();
    await page.getByTestId('breakdown-total').waitFor();
    // axe moderate: no heading level skipped (h1 → h3 before).
    const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(headings.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    const book = page.getByRole('button', { name: 'Book a meeting' });
    await book.click();
    const modal = page.getByRole('dialog', { name: 'Book a meeting' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close the booking' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => book.evaluate((el) => el === document.activeElement)).toBe(true);

    const edit = page.getByRole('link', { name: 'Edit client' });
    expect(await edit.getAttribute('href')).toBe(`/client/edit/${otherClientId}`);
    await edit.click();
    await page.waitForURL((u) => u.pathname === `/client/edit/${otherClientId}`);
    await context.close();
  });

  it('offers no edit link to those who may not edit', async () => {
    const { context, page } = await signedInPage(browser, server, 'sdr@demo.test', `/client/overview/${otherClientId}`);
    await page.getByTestId('overview-title').waitFor();
    await page.getByRole('button', { name: 'Hide details' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit client' }).count()).toBe(0);
    await context.close();
  });

  it('draws the breakdown readable at 1280 and 768 px: each dimension named once, labels within their chart', async () => {
    const { context, page } = await signedInPage(browser, server, 'sdr@demo.test', `/client/overview/${otherClientId}`);
    await page.getByTestId('breakdown-total').waitFor();
    const breakdown = page.getByRole('region', { name: 'Meeting breakdown' });
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await breakdown.getByTestId('breakdown-bar').first().waitFor();
      // The heading names the dimension; no header row repeats it.
      expect(await breakdown.getByText('Management level', { exact: true }).count()).toBe(1);
      expect(await overflowingLabels(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  });
});

/** Breakdown labels that stick out of their chart or are cut off. */
function overflowingLabels(page: Page) {
  return page.locator('[data-testid="breakdown-bar"]').evaluateAll((items) =>
    items.flatMap((item) =>
      [...item.querySelectorAll<HTMLElement>('p, span')].filter((el) => {
        const box = el.getBoundingClientRect();
        const chart = item.closest('[data-testid="breakdown-bars"]')!.getBoundingClientRect();
        return box.right > chart.right + 0.5 || box.left < chart.left - 0.5 || el.scrollWidth > el.clientWidth + 1;
      }).map((el) => el.textContent),
    ),
  );
}
