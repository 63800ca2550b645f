import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SequencePage } from '../../src/domain/performance/performance-types';
import { smartleadInstances } from '../../src/server/db/schema/performance';
import { outreachInstances } from '../../src/server/db/schema/sequencer';
import { setOnline, signedInPage, waitForServiceWorker } from '../support/app-session';
import { expectNoSeriousA11yViolations, useAppAndBrowser } from '../support/browser';
import { parseCsv } from '../support/csv';

const app = useAppAndBrowser();

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await app.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The names in the open dropdown of a multi-select, once it shows some. */
async function optionNames(page: Page, label: string): Promise<string[]> {
  await page.getByLabel(label, { exact: true }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const names = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return names;
}

const firstRowName = (page: Page) => page.getByTestId('sequence-row').first().getByTestId('sequence-name').textContent();

describe('the sequence performance panel', () => {
  it('filters by team with the rep list following, keeps the view in the address over a reload, pages forward and back with open rows kept, drills into steps and templates', async () => {
    const { page } = await signedInPage(app.browser, app.server, 'pdm@demo.test', '/performance');
    await page.getByTestId('sequence-row').first().waitFor();
    const [{ total }] = await rowsOf<{ total: number }>(sql`select count(*)::int as total from outreach_sequences`);
    expect(await page.getByTestId('sequence-row').count()).toBe(10);
    expect(await page.getByTestId('page-summary').textContent()).toBe(`1–10 of ${total.toLocaleString('en-US')} sequences`);
    // Spec 4: all three statuses chosen by default.
    for (const s of ['Active', 'Paused', 'Locked']) expect(await page.getByRole('checkbox', { name: s }).isChecked()).toBe(true);
    // At a laptop's 1280 px every column shows, the chart and the booking button included: nothing to scroll sideways for.
    const table = page.getByTestId('sequence-table');
    const overflow = (t: HTMLElement) => {
      const box = t.closest<HTMLElement>('.mantine-ScrollArea-viewport') ?? t.parentElement!;
      return box.scrollWidth - box.clientWidth;
    };
    expect(await table.evaluate(overflow)).toBeLessThanOrEqual(0);
    await page.getByTestId('sequence-row').first().getByRole('button', { name: /^Book a meeting for/ }).waitFor();
    // The replies line loads after the rows (its own chunk) and draws into the labelled box.
    const chart = page.getByTestId('sequence-row').first().getByRole('img', { name: /^Replies per week for .+, last 8 weeks: \d+(, \d+){7}$/ });
    await chart.locator('svg path').first().waitFor();

    const allReps = await optionNames(page, 'Reps');
    const [team] = await rowsOf<{ id: number; name: string }>(sql`select id, name from teams where not archived order by name, id limit 1`);
    await page.getByLabel('Teams', { exact: true }).click();
    await page.getByRole('option', { name: team.name }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.searchParams.has('teams'));
    const teamReps = await rowsOf<{ name: string }>(sql`select u.name from users u join team_members tm on tm.user_id = u.id
      where tm.team_id = ${team.id} and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.slug in ('sdr', 'ssdr'))`);
    await expect.poll(() => optionNames(page, 'Reps'), { timeout: 15_000 }).toHaveLength(teamReps.length);
    expect(teamReps.length).toBeLessThan(allReps.length);
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from outreach_sequences s join clients c on c.id = s.client_id where c.team_id = ${team.id}`);
    await page.getByTestId('page-summary').filter({ hasText: `of ${n.toLocaleString('en-US')} sequences` }).waitFor();

    // Sort by replies, page forward: the address holds it all, and a reload keeps it.
    // The rows of the name order stay on screen until the sorted answer comes: wait for that answer's first row.
    const sortedAnswer = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/sequence-performance/get-list' && url.searchParams.get('sort') === 'replied' && (url.searchParams.get('offset') ?? '0') === '0' && res.ok();
    });
    await page.getByRole('button', { name: 'Sort by Replied' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'replied');
    const firstOnPage1 = ((await (await sortedAnswer).json()) as SequencePage).rows[0].name;
    await expect.poll(() => firstRowName(page)).toBe(firstOnPage1);
    await page.getByTestId('sequence-row').first().getByRole('button', { name: /^Open the steps of/ }).click();
    await page.getByTestId('step-row').first().waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.getByTestId('page-summary').filter({ hasText: /^11–/ }).waitFor();
    expect(await firstRowName(page)).not.toBe(firstOnPage1);
    await page.reload();
    await page.getByTestId('page-summary').filter({ hasText: /^11–/ }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('replied');
    expect(url.searchParams.getAll('teams').length + url.search.split('teams').length - 1).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByTestId('page-summary').filter({ hasText: /^1–10/ }).waitFor();
    expect(await firstRowName(page)).toBe(firstOnPage1);

    // Drill down: a sequence's steps, a step's templates; both stay open over paging.
    await page.getByTestId('sequence-row').first().getByRole('button', { name: /^Open the steps of/ }).click();
    await page.getByTestId('step-row').first().waitFor();
    await page.getByTestId('step-row').first().getByRole('button', { name: /^Open the templates of/ }).click();
    await page.getByTestId('template-row').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByTestId('page-summary').filter({ hasText: /^11–/ }).waitFor();
    expect(await page.getByTestId('template-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByTestId('template-row').first().waitFor();

    // A filter change goes back to the first page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    // The box shows the address: it turns once the router has moved, not at the click itself (uncheck() checks at once).
    const locked = page.getByRole('checkbox', { name: 'Locked' });
    await locked.click();
    await expect.poll(() => locked.isChecked()).toBe(false);
    await page.waitForURL((u) => !u.searchParams.has('page') && u.searchParams.has('status'));
  });

  it('books a meeting from the panel for the chosen sequence\'s client, in the modal over it', async () => {
    const { page } = await signedInPage(app.browser, app.server, 'sdr@demo.test', '/performance');
    const row = page.getByTestId('sequence-row').first();
    await row.waitFor();
    const client = (await row.locator('td').nth(2).locator('p').first().textContent())!;
    await row.getByRole('button', { name: /^Book a meeting for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a meeting' });
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.textContent()) ?? '', { timeout: 20_000 }).toContain(client);
    expect(new URL(page.url()).pathname).toBe('/performance');
    await expectNoSeriousA11yViolations(page);
  });

  it('downloads the current view as CSV: the header, then exactly the sequences shown, as the server counts them', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'pdm@demo.test', '/performance');
    await page.getByTestId('sequence-row').first().waitFor();
    const [team] = await rowsOf<{ id: number; name: string }>(sql`select t.id, t.name from teams t where not t.archived
      and (select count(*) from outreach_sequences s join clients c on c.id = s.client_id where c.team_id = t.id) > 10 order by t.name, t.id limit 1`);
    // The server's answer for the filtered view, as the page asked for it.
    const answered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/sequence-performance/get-list' && url.searchParams.getAll('teams[]').includes(String(team.id)) && res.ok();
    });
    await page.getByLabel('Teams', { exact: true }).click();
    await page.getByRole('option', { name: team.name }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.searchParams.has('teams'));
    const server = (await (await answered).json()) as SequencePage;
    await page.getByTestId('page-summary').filter({ hasText: `of ${server.total.toLocaleString('en-US')} sequences` }).waitFor();
    expect(server.rows).toHaveLength(10);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sequence-performance-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    // UTF-8 with a byte-order mark, so a spreadsheet reads accented names right (src/domain/format/csv.ts).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(1));
    expect(header).toEqual(['Sequence', 'Segment', 'Team', 'Reps', 'Status', 'Prospects', 'Delivered', 'Opened', 'Replied', 'Reply rate (%)', 'Bounced', 'Meetings']);
    // Counts as plain numbers (no thousands separators), the reply rate a whole number without its %.
    expect(lines).toEqual(
      server.rows.map((r) => [r.name, r.clientName, r.teamName ?? '', r.reps.join('; '), r.status, ...[r.prospects, r.delivered, r.opened, r.replied, r.replyRate, r.bounced, r.meetings].map(String)]),
    );
    // And the rows are the ones on the screen, in its order, its numbers read without separators and percent.
    const shown = await page.getByTestId('sequence-row').evaluateAll((rows) =>
      rows.map((tr) => {
        const cells = [...tr.querySelectorAll(':scope > td')].map((td) => td.textContent ?? '');
        const text = (id: string) => tr.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        return [text('sequence-name'), text('sequence-status'), ...cells.slice(3, 10).map((c) => c.replace(/[,%]/g, ''))];
      }),
    );
    expect(shown).toEqual(lines.map((l) => [l[0], l[4], ...l.slice(5)]));
    await context.close();
  });

  it('opens the last view seen when offline, marked as such', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'sdr@demo.test', '/performance?status=enabled');
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByTestId('sequence-row').first().waitFor();
    const first = await firstRowName(page);
    await setOnline(context, app.server, false);
    await page.reload();
    await page.getByTestId('offline-view').waitFor();
    expect(await page.getByTestId('offline-view').textContent()).toContain('Fresh numbers need a connection');
    expect(await firstRowName(page)).toBe(first);
    await setOnline(context, app.server, true);
  });
});

describe('the instances screens', () => {
  it('adds a Smartlead instance, shows its key as the last four, syncs it and sees it finish', async () => {
    const { page } = await signedInPage(app.browser, app.server, 'strategist@demo.test', '/performance/instances');
    const outreach = page.getByTestId('outreach-instances');
    await outreach.waitFor();
    await expectNoSeriousA11yViolations(page);
    // One per client account: the table draws those in view and says how many it has.
    const [{ n }] = await app.server.database.db.select({ n: sql<number>`count(*)::int` }).from(outreachInstances);
    expect(Number(await outreach.getAttribute('aria-rowcount'))).toBe(n + 1);
    expect(await outreach.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(n);
    await page.getByRole('tab', { name: 'Smartlead' }).click();
    await page.getByTestId('smartlead-row').first().waitFor();
    await page.getByRole('button', { name: 'Add a Smartlead instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Smartlead instance' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Smartlead Browser');
    await dialog.getByLabel('API key').fill('sk_browser_test_key_7q2z');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add instance' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('smartlead-row').and(page.locator('[data-name="Smartlead Browser"]'));
    await row.getByText('••••7q2z').waitFor();
    expect(await page.getByText('sk_browser_test_key_7q2z').count()).toBe(0);
    expect(await row.getByTestId('last-synced').textContent()).toBe('Never');
    await row.getByRole('button', { name: 'Sync Smartlead Browser' }).click();
    await row.getByText('Syncing…').waitFor();
    // The sandbox finishes a few seconds later; the screen asks again every 5 seconds.
    await row.getByTestId('last-synced').filter({ hasNotText: 'Never' }).waitFor({ timeout: 30_000 });
    expect(await row.getByText('Syncing…').count()).toBe(0);
    const [stored] = await app.server.database.db.select().from(smartleadInstances).where(eq(smartleadInstances.name, 'Smartlead Browser'));
    expect(stored).toMatchObject({ apiKey: 'sk_browser_test_key_7q2z', syncing: false });
  });

  it('pauses a Smartlead instance, which then offers no sync, and resumes it', async () => {
    const name = 'Smartlead To Pause';
    await app.server.database.db.insert(smartleadInstances).values({ name, apiKey: 'sk_pause_test_key_p4u5' });
    const stored = async () => (await app.server.database.db.select().from(smartleadInstances).where(eq(smartleadInstances.name, name)))[0];
    const { page } = await signedInPage(app.browser, app.server, 'strategist@demo.test', '/performance/instances');
    await page.getByRole('tab', { name: 'Smartlead' }).click();
    const row = page.getByTestId('smartlead-row').and(page.locator(`[data-name="${name}"]`));
    const enabled = row.getByRole('switch', { name: `${name} enabled` });
    await enabled.waitFor();
    expect(await enabled.isChecked()).toBe(true);
    await row.getByRole('button', { name: `Sync ${name}` }).waitFor();

    await enabled.click();
    await row.getByText('Paused: resume to sync').waitFor();
    expect(await enabled.isChecked()).toBe(false);
    expect(await row.getByRole('button', { name: `Sync ${name}` }).count()).toBe(0);
    expect((await stored()).status).toBe('paused');
    await expectNoSeriousA11yViolations(page);

    await enabled.click();
    await row.getByRole('button', { name: `Sync ${name}` }).waitFor();
    expect(await enabled.isChecked()).toBe(true);
    expect((await stored()).status).toBe('active');
  });
});
