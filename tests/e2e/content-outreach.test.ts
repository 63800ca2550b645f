import { and, asc, desc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OutreachState } from '../../src/domain/content/content-types';
import { outreachStateSummary } from '../../src/domain/content/outreach-summary';
import { contentActivity, contentSequences, contentTemplates, outreachContentSteps } from '../../src/server/db/schema/content';
import { sentMail } from '../../src/server/db/schema/mail';
import { notifications, userNotifications } from '../../src/server/db/schema/notifications';
import { users } from '../../src/server/db/schema/users';
import { pageSettled, signedInPage, waitForFirstSync } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';

// Notify guests, upload to Outreach and sync from it, as the content owner
// does them on /content/{id} (issue 20); the e2e server runs due jobs every
// 200 ms, so the sandbox's "a few seconds later" comes.
const app = useAppAndBrowser();
const db = () => app.server.database.db;

/** The first unarchived sequence in a status (shared, or linked to Outreach, if asked), by id: the seed makes some of each. */
async function seededSequence(status: string, only?: 'shared' | 'linked') {
  const [row] = await db()
    .select()
    .from(contentSequences)
    .where(
      and(
        eq(contentSequences.status, status),
        eq(contentSequences.archived, false),
        only === 'shared' ? eq(contentSequences.shareStatus, 'shared') : undefined,
        only === 'linked' ? isNotNull(contentSequences.outreachSequenceId) : undefined,
      ),
    )
    .orderBy(asc(contentSequences.id))
    .limit(1);
  return row;
}

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** The notes a user was sent whose text mentions `title`. */
const notesFor = async (email: string, title: string) =>
  db()
    .select({ text: notifications.text })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(and(eq(userNotifications.userId, await userId(email)), like(notifications.text, `%${title}%`)));

/** The texts of the notifications mirrored on the device. */
const mirroredNotes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sdr-ops');
        open.onsuccess = () => {
          const all = open.result.transaction('notifications').objectStore('notifications').getAll();
          all.onsuccess = () => resolve(all.result.map((r: { notification: { text: string } }) => r.notification.text));
          all.onerror = () => reject(all.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** The server's last record of an action on a sequence: when (as the page writes a time) and by whom. */
async function lastRecord(page: Page, sequenceId: number, action: string) {
  const [row] = await db()
    .select({ at: contentActivity.at, by: users.name })
    .from(contentActivity)
    .leftJoin(users, eq(users.id, contentActivity.userId))
    .where(and(eq(contentActivity.sequenceId, sequenceId), eq(contentActivity.action, action)))
    .orderBy(desc(contentActivity.id))
    .limit(1);
  const when = await page.evaluate((iso) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }), row.at.toISOString());
  return { when, by: row.by };
}

/** The focused button's words, or the tag of whatever else has the focus (BODY: lost to the page). */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : document.activeElement?.tagName) ?? '');

describe('content and Outreach, as the content owner', () => {
  it('notifies the chosen guest of a shared sequence: they see it on their Content page and open it from there; a guest not chosen gets nothing', async () => {
    const seq = await seededSequence('In Review', 'shared');
    // The chosen guest is signed in already, on their Content page.
    const chosen = await signedInPage(app.browser, app.server, 'reviewer@demo.test', '/content');
    await waitForFirstSync(chosen.page);
    await chosen.page.getByTestId('content-list').waitFor();

    const owner = await signedInPage(app.browser, app.server, 'content@demo.test', `/content/${seq.id}`);
    const { page } = owner;
    await page.getByTestId('template-panel').waitFor();
    await page.getByRole('button', { name: 'Notify the client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify the client' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await dialog.getByRole('checkbox', { name: /Riley Reviewer/ }).check();
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Step 2 changed since your last look.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Notify 1' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The outcome is said on the page, not only in the closed dialog.
    expect(await page.getByTestId('notify-result').textContent()).toMatch(/^Notified Riley Reviewer\b/);
    expect(await notesFor('reviewer@demo.test', seq.title)).toHaveLength(1);
    expect(await notesFor('guest@demo.test', seq.title)).toEqual([]);
    // And an email, to the chosen guest only.
    const mails = await db().select({ to: sentMail.to }).from(sentMail).where(and(eq(sentMail.kind, 'content-review'), eq(sentMail.subject, `Ready for your review: ${seq.title}`)));
    expect(mails.map((m) => m.to)).toEqual(['reviewer@demo.test']);

    // Guests have no bell (spec 1 and 2: the header's bell is for staff); the note shows on their Content page.
    await chosen.page.reload();
    const note = chosen.page.getByTestId('guest-updates').getByText(`${seq.title} is ready for your review.`, { exact: false });
    await note.waitFor();
    expect(await chosen.page.getByTestId('guest-updates').textContent()).toContain('Step 2 changed since your last look.');
    await expectNoSeriousA11yViolations(chosen.page);
    await chosen.page.getByTestId('guest-updates').getByRole('link', { name: 'Open it' }).click();
    await chosen.page.waitForURL((u) => u.pathname === `/content/${seq.id}`);
    await chosen.page.getByTestId('template-panel').waitFor();

    // The guest not chosen: once their device holds everything the server has for them, no note of it.
    const other = await signedInPage(app.browser, app.server, 'guest@demo.test', '/content');
    await waitForFirstSync(other.page);
    await other.page.getByTestId('content-list').waitFor();
    await pageSettled(other.page);
    expect((await mirroredNotes(other.page)).filter((t) => t.includes(seq.title))).toEqual([]);
    expect(await other.page.getByText('is ready for your review', { exact: false }).count()).toBe(0);
    await Promise.all([chosen.context.close(), owner.context.close(), other.context.close()]);
  });

  it('uploads an approved sequence: asks first, shows it under way, then Uploaded with the time and user the server recorded', async () => {
    const seq = await seededSequence('Approved');
    const templates = await db().select().from(contentTemplates).where(eq(contentTemplates.sequenceId, seq.id));
    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', `/content/${seq.id}`);
    await page.getByTestId('template-panel').waitFor();
    expect(await page.getByTestId('outreach-record').textContent()).toMatch(/^Never uploaded\./);
    await page.getByRole('button', { name: 'Upload to Outreach' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload to Outreach' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`these ${templates.length} templates`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Under way: said, with a progress bar, while the job waits its turn.
    const pending = page.getByTestId('pending-action');
    await pending.waitFor();
    expect(await pending.textContent()).toMatch(/^Uploading to Outreach: asked .* by Colin Tate…$/);
    expect(await pending.getByRole('progressbar', { name: 'Upload under way' }).count()).toBe(1);
    // The focus stays on the button the user pressed, not lost to the page.
    await expect.poll(() => focusedText(page)).toBe('Upload to Outreach');

    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('sequence-title').locator('..').getByText('Uploaded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload again' }).waitFor();
    expect(await focusedText(page)).toBe('Upload again');
    const [stored] = await db().select().from(contentSequences).where(eq(contentSequences.id, seq.id));
    expect(stored).toMatchObject({ status: 'Uploaded', pendingAction: null });
    const uploaded = await lastRecord(page, seq.id, 'uploaded');
    expect(uploaded.by).toBe('Colin Tate');
    expect(await page.getByTestId('outreach-record').textContent()).toContain(`Uploaded ${uploaded.when} by ${uploaded.by}.`);
    const steps = await db().select().from(outreachContentSteps).where(eq(outreachContentSteps.outreachSequenceId, stored.outreachSequenceId!));
    expect(steps.map((s) => s.contentTemplateId).sort((a, b) => a! - b!)).toEqual(templates.map((t) => t.id).sort((a, b) => a - b));
    // The history says it too, with the same time and user.
    await page.getByRole('button', { name: 'History' }).click();
    const row = page.getByTestId('activity-log').getByRole('row').filter({ hasText: 'Uploaded to Outreach' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(`${uploaded.when}Uploaded to Outreach${uploaded.by}`);
    await context.close();
  });

  it("syncs an uploaded sequence: asks first, shows it under way, then what Outreach holds and which step differs there", async () => {
    const seq = await seededSequence('Uploaded', 'linked');
    const templates = await db().select({ id: contentTemplates.id, cadenceStep: contentTemplates.cadenceStep }).from(contentTemplates).where(eq(contentTemplates.sequenceId, seq.id));
    // Someone edits a step on Outreach's side.
    const [edited] = await db()
      .update(outreachContentSteps)
      .set({ body: '<p>Rewritten on Outreach</p>' })
      .where(and(eq(outreachContentSteps.outreachSequenceId, seq.outreachSequenceId!), inArray(outreachContentSteps.contentTemplateId, templates.map((t) => t.id))))
      .returning();
    const editedStep = templates.find((t) => t.id === edited.contentTemplateId)!.cadenceStep;

    const { context, page } = await signedInPage(app.browser, app.server, 'content@demo.test', `/content/${seq.id}`);
    await page.getByTestId('template-panel').waitFor();
    await page.getByRole('button', { name: 'Sync', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync with Outreach' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sync', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const pending = page.getByTestId('pending-action');
    await pending.waitFor();
    expect(await pending.textContent()).toMatch(/^Syncing with Outreach: asked .* by Colin Tate…$/);
    expect(await pending.getByRole('progressbar', { name: 'Sync under way' }).count()).toBe(1);
    await expect.poll(() => focusedText(page)).toBe('Sync');

    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    const [stored] = await db().select().from(contentSequences).where(eq(contentSequences.id, seq.id));
    const state = stored.outreachState as OutreachState;
    expect(state.differingTemplateIds).toContain(edited.contentTemplateId);
    const synced = await lastRecord(page, seq.id, 'synced');
    const record = await page.getByTestId('outreach-record').textContent();
    expect(record).toContain(`Synced ${synced.when} by Colin Tate.`);
    expect(record).toContain(outreachStateSummary(state, templates));
    expect(record).toMatch(new RegExp(`different there: steps? [\\d, ]*\\b${editedStep}\\b`));
    await context.close();
  });
});
