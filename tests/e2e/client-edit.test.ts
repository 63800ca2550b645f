import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientContacts, clients, clientTeamMembers } from '../../src/server/db/schema/clients';
import { users } from '../../src/server/db/schema/users';
import { recordChange } from '../../src/server/sync/record-change';
import { clientScope } from '../../src/server/sync/scopes';
import { outboxCount, setOnline, signedInPage, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();

async function openClient(email: string, clientId: number) {
  const session = await signedInPage(app.browser, app.server, email, `/client/edit/${clientId}`);
  await waitForServiceWorker(session.page);
  await waitForFirstSync(session.page);
  await session.page.goto(`${app.server.url}/client/edit/${clientId}`);
  await session.page.getByRole('heading', { level: 1 }).waitFor();
  return session;
}

const field = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });
const contactOf = async (clientId: number) => (await app.server.database.db.select().from(clientContacts).where(eq(clientContacts.clientId, clientId)))[0];
const clientRow = async (clientId: number) => (await app.server.database.db.select().from(clients).where(eq(clients.id, clientId)))[0];

async function addTag(page: Page, tag: string) {
  const input = page.getByRole('combobox', { name: 'Task tags' });
  await input.fill(tag);
  await input.press('Enter');
  // The list of known tags stays open for the next one; close it as a rep
  // would before moving on (open, it can cover the buttons below it).
  await input.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('client edit', () => {
  it("updates a client's contact and task tags; both show after a reload and are on the server", async () => {
    const { context, page } = await openClient('pdm@demo.test', 2);
    const contactId = (await contactOf(2)).id;
    await field(page, /^Contact name/).fill('Jordan Blake');
    await field(page, 'Phone').fill('+1 555 010 2020');
    await addTag(page, 'Night calls');
    await saveContactAndTags(page);

    await page.reload();
    await field(page, /^Contact name/).waitFor();
    await expect.poll(() => field(page, /^Contact name/).inputValue()).toBe('Jordan Blake');
    await expect.poll(() => field(page, 'Phone').inputValue()).toBe('+1 555 010 2020');
    await page.getByRole('region', { name: 'Contact and task tags' }).getByText('Night calls', { exact: true }).waitFor();
    expect(await contactOf(2)).toMatchObject({ id: contactId, name: 'Jordan Blake', phone: '+1 555 010 2020' });
    expect((await clientRow(2)).taskTags).toContain('Night calls');
    await context.close();
  });

  it('creates the contact of a client that has none (POST), then its tags', async () => {
    await app.server.database.db.transaction(async (tx) => {
      await tx.delete(clientContacts).where(eq(clientContacts.clientId, 3));
      await recordChange(tx as never, 'clients', 3, 'put', [clientScope(3)]);
    });
    const { context, page } = await openClient('pdm@demo.test', 3);
    await page.getByText('This client has no contact yet').waitFor();
    await field(page, /^Contact name/).fill('Robin Vale');
    await field(page, /^Contact email/).fill('robin.vale@example.com');
    await addTag(page, 'Board member');
    await saveContactAndTags(page);
    await page.reload();
    await expect.poll(() => field(page, /^Contact email/).inputValue()).toBe('robin.vale@example.com');
    expect(await page.getByText('This client has no contact yet').count()).toBe(0);
    expect(await contactOf(3)).toMatchObject({ name: 'Robin Vale', email: 'robin.vale@example.com' });
    expect((await clientRow(3)).taskTags).toContain('Board member');
    await context.close();
  });

  it('saves client fields offline, keeps them across an offline reload, and the server gets them once online', async () => {
    const { context, page } = await openClient('pdm@demo.test', 5);
    const before = await clientRow(5);
    await setOnline(context, app.server, false);
    await page.getByRole('textbox', { name: 'Details' }).fill('Sells fleet software to logistics firms.');
    await page.getByRole('button', { name: 'Save client' }).click();
    await expect.poll(() => outboxCount(page)).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Details' }).inputValue()).toBe('Sells fleet software to logistics firms.');
    expect((await clientRow(5)).version).toBe(before.version);
    await setOnline(context, app.server, true);
    // Chromium's offline emulation does not survive a reload; a real browser fires 'online' here.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForEmptyOutbox(page);
    expect(await clientRow(5)).toMatchObject({ details: 'Sells fleet software to logistics firms.', version: before.version + 1 });
    await context.close();
  });

  it('unassigns everyone after a confirmation; assigning a PSM brings the strategist of the bunch', async () => {
    const { context, page } = await openClient('pdm@demo.test', 4);
    await page.getByTestId('team-member').first().waitFor();
    await page.getByRole('button', { name: 'Unassign all' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/will be taken off/).waitFor();
    await confirm.getByRole('button', { name: 'Unassign all' }).click();
    await page.getByText('Nobody is assigned to this client.').waitFor();
    expect(await app.server.database.db.select().from(clientTeamMembers).where(eq(clientTeamMembers.clientId, 4))).toEqual([]);

    const select = page.getByRole('combobox', { name: 'Assign a team member' });
    await select.fill('Paula');
    await page.getByRole('option', { name: 'Paula Moreno (Partner Success Manager)' }).click();
    await page.getByText('Also assigns Stefan Brandt (Campaign Strategist) from the same bunch.').waitFor();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByTestId('team-message').getByText(/Assigned .*Stefan Brandt/).waitFor();
    const team = page.getByTestId('team-members');
    await team.getByText('Stefan Brandt').waitFor();
    expect(await team.getByText('Paula Moreno').count()).toBe(1);
    expect(await team.getByText('Campaign Strategist').count()).toBe(1);

    await page.reload();
    await page.getByTestId('team-members').getByText('Stefan Brandt').waitFor();
    const ids = (await app.server.database.db.select().from(clientTeamMembers).where(eq(clientTeamMembers.clientId, 4))).map((m) => m.userId);
    const emails = (await app.server.database.db.select().from(users)).filter((u) => ids.includes(u.id)).map((u) => u.email);
    expect(emails.sort()).toEqual(['psm@demo.test', 'strategist@demo.test']);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1000 });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('shows the page read-only to a user who may not edit clients', async () => {
    const { context, page } = await openClient('sdr@demo.test', 1);
    await page.getByTestId('read-only').waitFor();
    await page.getByTestId('team-member').first().waitFor();
    for (const name of ['Save client', 'Save contact and tags', 'Save goals', 'Assign', 'Unassign all']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await field(page, /^Contact name/).getAttribute('readonly')).not.toBeNull();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

/**
 * Saves, and waits until the edit is stored: the form takes its drafts back
 * (the button has nothing left to save) once the queued edit is written, and
 * an outbox read before that is empty and proves nothing. Then until it is sent.
 */
async function saveContactAndTags(page: Page) {
  const save = page.getByRole('button', { name: 'Save contact and tags' });
  await save.click();
  await expect.poll(() => save.isDisabled()).toBe(true);
  await waitForEmptyOutbox(page);
}
