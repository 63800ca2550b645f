import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, notificationTypes, userNotifications } from '../../src/server/db/schema/notifications';
import { users } from '../../src/server/db/schema/users';
import { recordChange } from '../../src/server/sync/record-change';
import { countRequests, pageSettled, signedInPage, waitForEmptyOutbox } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();

const userId = async (email: string) => (await app.server.database.db.select().from(users).where(eq(users.email, email)))[0].id;

const unreadOnServer = async (email: string) =>
  (
    await app.server.database.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, await userId(email)), isNull(userNotifications.readAt)))
  ).length;

describe('the header of a rep', () => {
  it('shows 10+ unread, opens NOTIFICATIONS, clears the counter at once, and it stays cleared after a reload', async () => {
    expect(await unreadOnServer('sdr@demo.test')).toBeGreaterThan(10);
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test');
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect.poll(() => bell.textContent()).toContain('10+');
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe('10+');
    await expectNoSeriousA11yViolations(page);

    await bell.click();
    await page.getByText('NOTIFICATIONS', { exact: true }).waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    expect(await page.getByTestId('notification').count()).toBeGreaterThan(10);
    // Spec 9 date format, e.g. "Nov 21, 2026".
    expect(await page.getByTestId('notification').first().textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectNoSeriousA11yViolations(page);

    // Closing calls nothing.
    await waitForEmptyOutbox(page);
    const calls = countRequests(context, (_m, u) => u.pathname === '/notification-user/mark-as-read');
    await page.getByRole('button', { name: 'Close notifications' }).click();
    await page.getByText('NOTIFICATIONS', { exact: true }).waitFor({ state: 'hidden' });
    expect(calls).toEqual([]);

    expect(await unreadOnServer('sdr@demo.test')).toBe(0);
    await page.reload();
    // The bell has read the device's notifications: no counter is a settled answer.
    await page.locator('[data-testid="notification-bell"][data-loaded]').waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await context.close();
  });

  it('shows notification HTML sanitised: an onerror handler never runs', async () => {
    const db = app.server.database.db;
    const pdm = await userId('pdm@demo.test');
    const [type] = await db.select().from(notificationTypes).limit(1);
    await db.transaction(async (tx) => {
      const [n] = await tx
        .insert(notifications)
        .values({ text: 'Hostile <img src=x onerror="window.__xss=1"><script>window.__xss=2</script> text', typeId: type.id })
        .returning();
      const [un] = await tx.insert(userNotifications).values({ userId: pdm, notificationId: n.id }).returning();
      await recordChange(tx as never, 'notifications', un.id, 'put', [`user:${pdm}`]);
    });
    const { context, page } = await signedInPage(app.browser, app.server, 'pdm@demo.test');
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('Hostile').first().waitFor();
    // Every image of the text has loaded or failed (an onerror handler would have run by then).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.notification-text img')].every((img) => img.complete));
    await pageSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const html = await page.getByText('Hostile').first().innerHTML();
    expect(html).not.toMatch(/onerror|<script/i);
    await context.close();
  });
  it('opens NOTIFICATIONS from the keyboard with focus inside, and Escape closes it back to the bell', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'ssdr@demo.test');
    const bell = page.getByRole('button', { name: /Notifications/ });
    await page.locator('[data-testid="notification-bell"][data-loaded]').waitFor();
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog').filter({ hasText: 'NOTIFICATIONS' });
    await panel.waitFor();
    // Focus is in the panel, not left on the bell with the panel at the end of the Tab order.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('a guest', () => {
  it('sees no bell and no New meeting link', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'guest@demo.test');
    await page.getByRole('button', { name: /Account/ }).waitFor();
    expect(await page.getByRole('button', { name: /Notifications/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New meeting' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

describe('/opt-out', () => {
  it('never asks for /notification-user', async () => {
    const context = await app.browser.newContext();
    const calls = countRequests(context, (_m, u) => u.pathname === '/notification-user');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/opt-out`);
    await page.getByLabel(/^Email\b/).fill('ssdr@demo.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Opt-out' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Opt-out' }).waitFor();
    // The header is up (its bell would ask on mount) and everything the page asked for has been seen.
    await page.getByTestId('notification-bell').waitFor();
    await pageSettled(page);
    expect(calls).toEqual([]);
    // Elsewhere the list is fetched on load.
    await page.goto(`${app.server.url}/meeting/new`);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await context.close();
  });

  it('lists invalid addresses, sends nothing until they are fixed, then reports the result', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test', '/opt-out');
    const posts = countRequests(context, (m, u) => m === 'POST' && u.pathname === '/api/opt-out');
    await page.getByRole('heading', { name: 'Opt-out' }).waitFor();
    await page.getByLabel('Email addresses').fill('one@example.com, bad@x\ntwo@example.org\nnot-an-email');
    const invalid = page.getByTestId('invalid-emails');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('bad@x');
    expect(await invalid.textContent()).toContain('not-an-email');
    expect(await page.getByRole('button', { name: 'Add to opt-out list' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove invalid addresses' }).click();
    await page.getByRole('button', { name: 'Add to opt-out list' }).click();
    await page.getByText('2 addresses added; 0 were already opted out.').waitFor();
    await page.getByLabel('Email addresses').fill('one@example.com\nthree@example.com');
    await page.getByRole('button', { name: 'Add to opt-out list' }).click();
    await page.getByText('1 address added; 1 was already opted out.').waitFor();
    expect(posts).toHaveLength(2);
    await context.close();
  });
});
