import { and, asc, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentFeedbacks, contentSequences, contentTemplates } from '../../src/server/db/schema/content';
import { setOnline, signedInPage, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { expectNoSeriousA11yViolations, signIn, useAppAndBrowser } from '../support/browser';
import { readAllRows } from '../support/virtual-table';

const app = useAppAndBrowser();
const db = () => app.server.database.db;

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The demo guest's company's shared sequence in review (the seed makes it). */
async function demoReviewSequence() {
  const [row] = await db()
    .select()
    .from(contentSequences)
    .where(and(eq(contentSequences.shareStatus, 'shared'), eq(contentSequences.status, 'In Review'), eq(contentSequences.archived, false)))
    .orderBy(asc(contentSequences.id))
    .limit(1);
  return row;
}

const panelTemplateId = (page: Page) => page.getByTestId('template-panel').getAttribute('data-template-id');

describe('content sequences', () => {
  it('creates a sequence (the address becomes /content/{id}), builds it from a cadence, writes a template with a merge field and sees the preview, then archives it', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', '/content');
    await page.getByTestId('content-list').waitFor();
    await expectNoSeriousA11yViolations(page);
    // The form's clients come from the device's mirror, filled by the first sync
    // (a CI run under load opened the list before it had any).
    await waitForFirstSync(page);
    await page.getByRole('link', { name: 'New sequence' }).click();
    await choose(page, 'Client', 'Acme Corp');
    await page.getByRole('textbox', { name: 'Title' }).fill('Browser launch sequence');
    await choose(page, 'Build from a cadence', /Standard 5-touch/);
    await page.getByRole('button', { name: 'Create and start editing' }).click();
    await page.waitForURL(/\/content\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const [created] = await db().select().from(contentSequences).where(eq(contentSequences.id, id));
    expect(created).toMatchObject({ title: 'Browser launch sequence', status: 'Draft' });
    await expect.poll(() => page.getByTestId('step-template').count()).toBe(5);
    // No Outreach sequence linked: adding a template says why not (spec 5).
    await expect.poll(() => page.getByTestId('add-template-reason').textContent()).toMatch(/Link an Outreach sequence first/);

    const body = page.getByRole('textbox', { name: 'Template body' });
    await body.waitFor();
    await page.getByRole('textbox', { name: 'Subject' }).fill('Hello there');
    await body.click();
    await page.keyboard.type('Hi ');
    await page.getByRole('button', { name: 'Insert merge field' }).click();
    await page.getByRole('menuitem', { name: /First name/ }).click();
    // Tiptap gives the editor its focus back on the next frame, and the menu
    // closes around it: a person sees the caret before typing on, so wait for it.
    await expect.poll(() => body.evaluate((el) => el.contains(document.activeElement)), { timeout: 5000 }).toBe(true);
    await page.keyboard.type(', a quick idea.');
    await expect.poll(() => page.getByTestId('preview-body').textContent()).toMatch(/^Hi \S+, a quick idea\.$/);
    expect(await page.getByTestId('preview-body').textContent()).not.toContain('{{');
    await page.getByTestId('template-panel').locator('label', { hasText: /^Phone$/ }).click();
    await expect.poll(() => page.getByTestId('template-preview').getAttribute('data-width')).toBe('phone');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save template' }).click();
    await waitForEmptyOutbox(page);
    await expect
      .poll(async () => (await db().select().from(contentTemplates).where(and(eq(contentTemplates.sequenceId, id), eq(contentTemplates.cadenceStep, 1))))[0].body)
      .toBe('<p>Hi {{first_name}}, a quick idea.</p>');

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByTestId('confirm-action').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('confirm-action').click();
    await expect.poll(async () => (await db().select().from(contentSequences).where(eq(contentSequences.id, id)))[0].archived).toBe(true);
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByTestId('content-list').waitFor();
    expect(await page.getByTestId('content-list').getByText('Browser launch sequence').count()).toBe(0);
    await context.close();
  });

  it("says the new-sequence form's clients are still arriving during the device's first sync, then lists them", async () => {
    // The first sync is held (its worker's calls are the context's), so the form opens before any client is on the device.
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/sync/pull**', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/content/new`);
    await signIn(page, 'content@demo.test');
    const client = page.getByRole('combobox', { name: 'Client' });
    await page.getByText('Your clients are still being copied to this device; the list fills as they arrive.').waitFor();
    expect(await client.getAttribute('placeholder')).toBe('Loading your clients…');
    await client.click();
    await page.getByText('Your clients are still arriving…').waitFor();
    await page.keyboard.press('Escape');

    release();
    await waitForFirstSync(page);
    await page.getByText('Your clients are still being copied to this device', { exact: false }).waitFor({ state: 'detached' });
    await expect.poll(() => client.getAttribute('placeholder')).toBe('Choose a client');
    await choose(page, 'Client', 'Acme Corp');
    await expect.poll(() => client.inputValue()).toBe('Acme Corp');
    await context.close();
  });

  it('approves a template in review and the next unapproved one is selected', async () => {
    const seq = await demoReviewSequence();
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', `/content/${seq.id}`);
    await page.getByTestId('template-panel').waitFor();
    const first = Number(await panelTemplateId(page));
    await page.getByRole('button', { name: 'Approve template' }).click();
    await expect.poll(async () => Number(await panelTemplateId(page))).not.toBe(first);
    const next = Number(await panelTemplateId(page));
    const [a, b] = await Promise.all([first, next].map(async (tid) => (await db().select().from(contentTemplates).where(eq(contentTemplates.id, tid)))[0]));
    expect(b.cadenceStep).toBeGreaterThan(a.cadenceStep);
    await waitForEmptyOutbox(page);
    await expect.poll(async () => (await db().select().from(contentTemplates).where(eq(contentTemplates.id, first)))[0].approved).toBe(true);
    // A clone starts a new Draft from it, and opens there.
    await page.getByRole('button', { name: 'Clone' }).click();
    await page.getByTestId('confirm-action').click();
    await page.waitForURL((u) => u.pathname !== `/content/${seq.id}` && /^\/content\/\d+$/.test(u.pathname));
    const cloneId = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await db().select().from(contentSequences).where(eq(contentSequences.id, cloneId)))[0]).toMatchObject({ clonedFrom: seq.id, status: 'Draft' });
    await context.close();
  });

  it('as the guest: sees only their shared sequences, comments offline and the comment reaches the server once online', async () => {
    const seq = await demoReviewSequence();
    const { context, page } = await signedInPage(app.browser, app.server, 'guest@demo.test', '/content');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    await page.goto(`${app.server.url}/content`);
    await page.getByTestId('content-list').waitFor();
    const titles = await page.getByTestId('content-row').getByRole('link').allTextContents();
    const shared = await db().select({ title: contentSequences.title }).from(contentSequences).where(and(eq(contentSequences.clientId, seq.clientId), eq(contentSequences.shareStatus, 'shared'), eq(contentSequences.archived, false)));
    expect(titles.sort()).toEqual(shared.map((r) => r.title).sort());
    await page.getByRole('link', { name: seq.title }).click();
    await page.getByTestId('template-panel').waitFor();
    await page.getByTestId('feedback-thread').waitFor();
    await expectNoSeriousA11yViolations(page);
    // No editor for a client contact.
    expect(await page.getByTestId('template-editor').count()).toBe(0);

    await setOnline(context, app.server, false);
    await page.reload();
    await page.getByTestId('template-panel').waitFor();
    await page.getByTestId('from-cache').first().waitFor();
    const templateId = Number(await panelTemplateId(page));
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Written on a plane: shorter subject, please.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByTestId('feedback-pending').waitFor();
    expect(await db().select().from(contentFeedbacks).where(eq(contentFeedbacks.text, 'Written on a plane: shorter subject, please.'))).toEqual([]);

    await setOnline(context, app.server, true);
    await waitForEmptyOutbox(page);
    await expect
      .poll(async () => (await db().select().from(contentFeedbacks).where(eq(contentFeedbacks.text, 'Written on a plane: shorter subject, please.'))).map((f) => f.templateId))
      .toEqual([templateId]);
    await context.close();
  });

  it('queues an edit of a Draft made offline; an edit made elsewhere meanwhile is a conflict, and keep mine sends it on their version', async () => {
    const [draft] = await db()
      .select({ id: contentSequences.id })
      .from(contentSequences)
      .where(and(eq(contentSequences.status, 'Draft'), eq(contentSequences.archived, false)))
      .orderBy(asc(contentSequences.id))
      .limit(1);
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', `/content/${draft.id}`);
    const body = page.getByRole('textbox', { name: 'Template body' });
    await body.waitFor();
    const templateId = Number(await panelTemplateId(page));
    await setOnline(context, app.server, false);
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Mine, written offline.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByTestId('template-panel').getByText('waiting to be sent').waitFor();
    // Someone else saves the same template meanwhile.
    await db()
      .update(contentTemplates)
      .set({ body: '<p>Theirs, written elsewhere.</p>', version: sql`${contentTemplates.version} + 1` })
      .where(eq(contentTemplates.id, templateId));
    await setOnline(context, app.server, true);
    await page.getByTestId('sync-status').click();
    // Like a mirrored record's conflict, it says what differs: the body, as a line of text, mine and theirs.
    const conflict = page.getByTestId('outbox-entry').filter({ hasText: 'Someone else changed this record.' });
    await conflict.getByText(/body: yours "Hi \{\{first_name\}\}, .+…", theirs "Theirs, written elsewhere\."/).waitFor();
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await waitForEmptyOutbox(page);
    const [saved] = await db().select().from(contentTemplates).where(eq(contentTemplates.id, templateId));
    expect(saved.body).toContain('Mine, written offline.');
    await context.close();
  });

  it('lists every sequence, drawing only those in view: the table says how many it has, and scrolling it reaches each one', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', '/content');
    const table = page.getByTestId('content-list');
    await table.waitFor();
    const listed = await db().select({ title: contentSequences.title }).from(contentSequences).where(eq(contentSequences.archived, false));
    expect(Number(await table.getAttribute('aria-rowcount'))).toBe(listed.length + 1);
    // Thousands at an agency's scale cost seconds of drawing: only a view (and a few either side) is drawn.
    const drawn = await page.getByTestId('content-row').count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(listed.length);
    const titles = await readAllRows(table, (trs) => trs.map((tr) => tr.querySelector('a')!.textContent!));
    expect(titles.toSorted()).toEqual(listed.map((r) => r.title).toSorted());
    // The last one opens from the list like the first.
    await page.getByRole('link', { name: titles.at(-1)!, exact: true }).click();
    await page.waitForURL(/\/content\/\d+$/);
    await context.close();
  });

  it("shows each sequence's status whole at a tablet's width", async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', '/content');
    await page.setViewportSize({ width: 768, height: 1000 });
    const badges = page.getByTestId('content-status');
    await badges.first().waitFor();
    // Issue 16: a state's words are never cut; at 768 px the list's column cut "In Review" to "IN R…".
    const cut = await badges.evaluateAll((els) => els.filter((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)).map((el) => el.textContent));
    expect(cut).toEqual([]);
    expect(await badges.count()).toBeGreaterThan(3);
    await context.close();
  });
});

