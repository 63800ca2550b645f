import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userNotifications } from '../../src/server/db/schema/notifications';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { users } from '../../src/server/db/schema/users';
import { countAnswered, outboxCount, setOnline, signedInPage, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { useAppAndBrowser } from '../support/browser';

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

  it('starts offline from the mirror after a first sync', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'psm@demo.test');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    await setOnline(context, app.server, false);
    await page.goto(`${app.server.url}/opt-out`);
    await page.getByRole('heading', { name: 'Opt-out' }).waitFor();
    await page.getByRole('button', { name: 'Account: Paula Moreno' }).waitFor();
    await page.getByRole('button', { name: /Notifications/ }).click();
    expect(await page.getByTestId('notification').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('two tabs never send the same edit twice', async () => {
    const { context, page: first } = await signedInPage(app.browser, app.server, 'pdm@demo.test');
    await waitForServiceWorker(first);
    await waitForFirstSync(first);
    const second = await context.newPage();
    await second.goto(`${app.server.url}/meeting/new`);
    await second.getByRole('button', { name: /Notifications/ }).waitFor();
    const sent = countAnswered(context, (m, u) => m === 'PATCH' && u.pathname === '/notification-user/mark-as-read');

    await setOnline(context, app.server, false);
    await first.getByRole('button', { name: /Notifications/ }).click();
    await expect.poll(() => outboxCount(first)).toBe(1);
    // The other tab sees the queued edit too.
    await expect.poll(() => second.getByTestId('pending-count').textContent()).toBe('1');

    await setOnline(context, app.server, true);
    await waitForEmptyOutbox(first);
    await first.waitForTimeout(1500);
    expect(sent).toHaveLength(1);
    expect(await markAsReadCalls('pdm@demo.test')).toHaveLength(1);
    await context.close();
  });
});
