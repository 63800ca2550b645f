import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../src/server/db/schema/teams';
import { users } from '../../src/server/db/schema/users';
import { signedInPage, waitForFirstSync } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';

// Issue 22: the administration area in Chromium.

const app = useAppAndBrowser();
const db = () => app.server.database.db;

async function openAdmin(email: string, path: string) {
  const session = await signedInPage(app.browser, app.server, email, path);
  await waitForFirstSync(session.page);
  return session;
}

/** Opens a Mantine select or multi-select by keyboard and picks an option. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByLabel(label).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('administration', () => {
  it('adds a user who signs in with the temporary password and sets their own; the admin moves them to a team', async () => {
    const { context, page } = await openAdmin('admin@demo.test', '/admin/users');
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByTestId('user-row').first().waitFor();

    await page.getByRole('button', { name: 'Add user' }).click();
    const modal = page.getByRole('dialog', { name: 'Add a user' });
    // Checked in the form first, with the errors next to their fields.
    await modal.getByRole('button', { name: 'Add user' }).click();
    await modal.getByText('Name is required.').waitFor();
    await modal.getByText('Choose at least one role.').waitFor();
    await modal.getByLabel(/^Name/).fill('Nadia Newcomer');
    await modal.getByLabel(/^Email/).fill('nadia.newcomer@agency.test');
    await pick(page, modal, /^Roles/, 'SDR');
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Add user' }).click();
    const password = (await page.getByTestId('temporary-password-value').textContent())!;
    expect(password).toMatch(/^[\w]{4}(-[\w]{4}){3}$/);
    const [created] = await db().select().from(users).where(eq(users.email, 'nadia.newcomer@agency.test'));
    expect(created).toMatchObject({ name: 'Nadia Newcomer', mustSetPassword: true, active: true });
    await page.getByRole('button', { name: 'Done' }).click();

    // Move them to a team from the edit drawer.
    const row = page.locator(`[data-testid="user-row"][data-user-id="${created.id}"]`);
    await row.getByRole('button', { name: 'Edit Nadia Newcomer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Nadia Newcomer' });
    await pick(page, drawer, /^Teams/, 'Team Harbor');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await drawer.getByText('Saved.').waitFor();
    const [harbor] = await db().select().from(teams).where(eq(teams.name, 'Team Harbor'));
    expect(await db().select().from(teamMembers).where(and(eq(teamMembers.userId, created.id), eq(teamMembers.teamId, harbor.id)))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await row.getByText('Team Harbor').waitFor();

    // The new user, on their own device.
    const theirs = await app.browser.newContext({ viewport: { width: 768, height: 900 } });
    const own = await theirs.newPage();
    await own.goto(`${app.server.url}/`);
    await own.getByLabel(/^Email/).fill('nadia.newcomer@agency.test');
    await own.getByLabel(/^Password/).fill(password);
    await own.getByRole('button', { name: 'Sign in', exact: true }).click();
    const step = own.getByRole('form', { name: 'Set your password' });
    await step.waitFor();
    await expectNoSeriousA11yViolations(own);
    await step.getByLabel(/^New password( \*)?$/).fill('my own secret 42');
    await step.getByLabel(/^New password again/).fill('my own secret 43');
    await step.getByRole('button', { name: /Set password/ }).click();
    await step.getByText('The two passwords are not the same.').waitFor();
    await step.getByLabel(/^New password again/).fill('my own secret 42');
    await step.getByRole('button', { name: /Set password/ }).click();
    await own.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await own.getByRole('button', { name: /Nadia Newcomer/ }).waitFor();
    expect((await db().select().from(users).where(eq(users.id, created.id)))[0].mustSetPassword).toBe(false);
    await theirs.close();
    await context.close();
  });

  it('archives a team after a confirmation: it leaves the list, and shows among the archived', async () => {
    const { context, page } = await openAdmin('dso@demo.test', '/admin/teams');
    await page.getByTestId('team-row').first().waitFor();
    await page.getByRole('button', { name: 'Add team' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a team' });
    await drawer.getByLabel(/^Name/).fill('Team Tundra');
    await drawer.getByLabel(/^Slack webhook URL/).fill('https://example.com/not-slack');
    await drawer.getByRole('button', { name: 'Add team' }).click();
    await drawer.getByText(/Use a Slack incoming-webhook address/).waitFor();
    await drawer.getByLabel(/^Slack webhook URL/).fill('');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Add team' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const tundra = page.getByTestId('team-row').filter({ hasText: 'Team Tundra' });
    await tundra.waitFor();

    await tundra.getByRole('button', { name: 'Archive Team Tundra' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Team Tundra?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await tundra.waitFor({ state: 'detached' });
    expect((await db().select().from(teams).where(eq(teams.name, 'Team Tundra')))[0].archived).toBe(true);
    // The closing dialog's overlay takes clicks until it has faded out.
    await confirm.waitFor({ state: 'hidden' });
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    // The switch follows the address (?archived=true): it turns on once the
    // router has committed that navigation, a moment after the click.
    await page.getByLabel('Show archived teams').click();
    await expect.poll(() => page.getByLabel('Show archived teams').isChecked()).toBe(true);
    await page.getByTestId('team-row').filter({ hasText: 'Team Tundra' }).getByText('Archived').waitFor();
    await context.close();
  });

  it('deactivates a user after a confirmation, saves the settings, and every other screen reads well (axe)', async () => {
    const { context, page } = await openAdmin('admin@demo.test', '/admin/users');
    const [nadia] = await db().select().from(users).where(eq(users.email, 'nadia.newcomer@agency.test'));
    const row = page.locator(`[data-testid="user-row"][data-user-id="${nadia.id}"]`);
    await row.getByRole('button', { name: 'Edit Nadia Newcomer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Nadia Newcomer' });
    await drawer.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Nadia Newcomer?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await drawer.getByRole('button', { name: 'Reactivate' }).waitFor();
    expect((await db().select().from(users).where(eq(users.id, nadia.id)))[0].active).toBe(false);
    await page.keyboard.press('Escape');
    await row.getByText('Inactive').waitFor();

    // Her meetings stay hers: the board still filters by her, marked inactive, once the device has the change.
    await page.getByRole('link', { name: 'Meetings', exact: true }).click();
    const repFilter = page.getByRole('textbox', { name: 'Rep' }).or(page.getByRole('combobox', { name: 'Rep' })).first();
    await repFilter.fill('Nadia');
    await page.getByRole('option', { name: 'Nadia Newcomer (inactive)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goBack();

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel(/^Agency name/).fill('Northwind Outbound');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await expectNoSeriousA11yViolations(page);
    for (const [link, ready] of [
      ['Bunches', () => page.getByTestId('bunch').first()],
      ['Roles and permissions', () => page.getByTestId('roles-table')],
      ['Audit log', () => page.getByTestId('audit-entry').filter({ hasText: 'Deactivated Nadia Newcomer' })],
    ] as const) {
      await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: link }).click();
      await ready().waitFor();
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  });

  it('shows a rep no administration area, and the server refuses their direct calls', async () => {
    const { context, page } = await openAdmin('sdr@demo.test', '/meetings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Call tasks' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await page.goto(`${app.server.url}/admin/users`);
    await page.getByText('The administration area is for super-admins').waitFor();
    expect(await page.getByTestId('users-table').count()).toBe(0);
    const statuses = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
      const call = (method: string, url: string, body?: unknown) =>
        fetch(url, { method, headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.status);
      return [
        await call('POST', '/api/users', { name: 'Sneaky', email: 'sneaky@agency.test', roles: ['admin'], temporaryPassword: 'Sneaky-Pass-1234' }),
        await call('PATCH', '/api/users/2', { roles: ['admin'] }),
        await call('DELETE', '/api/teams/1'),
        await call('GET', '/api/audit-log'),
      ];
    });
    expect(statuses).toEqual([403, 403, 403, 403]);
    await context.close();
  });
});
