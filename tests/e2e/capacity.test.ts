import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadStatuses } from '../../src/domain/capacity/rep-load';
import { formatRevenue } from '../../src/domain/meetings/revenue-display';
import { formatMonthUs } from '../../src/domain/time/calendar-grid';
import { addMonths } from '../../src/domain/time/year-months';
import { capacityAssumptions, capacityHires } from '../../src/server/db/schema/capacity';
import { clientTeamMembers, clients } from '../../src/server/db/schema/clients';
import { monthlyProjections } from '../../src/server/db/schema/revenue';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { users } from '../../src/server/db/schema/users';
import { apiCacheName } from '../../src/data/session/local-data';
import { currentMonth } from '../../src/server/queries/capacity';
import { createApp } from '../../src/server/app';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { ApiClient } from '../support/api-client';
import { countAnswered, outboxCount, setOnline, signedInPage, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from '../support/app-session';
import { expectNoSeriousA11yViolations, signIn, useAppAndBrowser } from '../support/browser';

const app = useAppAndBrowser();
const db = () => app.server.database.db;

const unassigned = (page: Page) => page.getByTestId('unassigned-clients').getByTestId('unassigned-client');
const desks = (page: Page) => page.getByTestId('rep-desk');
const deskClient = (desk: Locator, clientId: number) => desk.locator(`[data-testid="rep-client"][data-client-id="${clientId}"]`);
const capacityOf = async (page: Page) => (await page.getByTestId('capacity-chart').getAttribute('data-capacity')) ?? '';

async function teamOf(clientId: number): Promise<number[]> {
  return (await db().select().from(clientTeamMembers).where(eq(clientTeamMembers.clientId, clientId))).map((m) => m.userId);
}

/** A mouse drag as a director does it: press, move in steps onto the rep, release once the rep shows it is under the pointer. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 8, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect.poll(() => target.getAttribute('data-over')).toBe('true');
  await page.mouse.up();
}

/** A new device whose service worker's script is held until `releaseWorker()`. */
async function contextWithWorkerHeld() {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let releaseWorker: () => void = () => {};
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await context.route('**/sw.js', async (route) => {
    await workerHeld;
    await route.continue();
  });
  return { context, releaseWorker };
}

async function onboardingIn(month: string): Promise<string[]> {
  const rows = await db().select({ name: clients.name }).from(clients).where(like(sql`${clients.onboardingDate}::text`, `${month}-%`));
  return rows.map((r) => r.name).sort();
}

/**
 * A caller of the same API on the served database, in this process: it
 * reaches the server's data while the device's network is down (the test
 * server then drops every connection).
 */
async function apiAs(email: string): Promise<ApiClient> {
  const client = new ApiClient(createApp({ database: app.server.database, integrations: createIntegrations(), config: { secureCookies: false, demoPassword: 'demo' } }));
  const res = await client.post('/api/auth/login', { email, password: 'demo' });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed: ${res.status} ${res.text}`);
  return client;
}

async function openCapacity(email: string, tab: string, options: { withoutWorker?: boolean } = {}) {
  const session = await signedInPage(app.browser, app.server, email, `/capacity?tab=${tab}`, options);
  await session.page.goto(`${app.server.url}/capacity?tab=${tab}`);
  return session;
}

/** The director's projections, read once online with the device synced and its service worker keeping copies. */
async function openProjectionsReadyOffline() {
  const session = await signedInPage(app.browser, app.server, 'dso@demo.test', '/capacity?tab=projections');
  await waitForServiceWorker(session.page);
  await waitForFirstSync(session.page);
  await session.page.goto(`${app.server.url}/capacity?tab=projections`);
  await session.page.getByTestId('capacity-chart').locator('svg').first().waitFor();
  return session;
}

describe('capacity and revenue planning', () => {
  it('assigns unassigned clients by drag, by keyboard and from the menu; each shows at once and reaches the server once', async () => {
    // No worker: the reps' lists are held with page.route below.
    const { context, page } = await openCapacity('dso@demo.test', 'assign', { withoutWorker: true });
    await desks(page).first().waitFor();
    await unassigned(page).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    const ids = await unassigned(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-client-id'))));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    // The dragged one is a client that counts in a rep's load (active or
    // onboarding): which unassigned client comes first depends on what the
    // browser files run before this one changed.
    const statuses = await db().select({ id: clients.id, status: clients.status }).from(clients).where(inArray(clients.id, ids));
    const dragged = ids.find((id) => loadStatuses.includes(statuses.find((c) => c.id === id)!.status));
    if (dragged === undefined) throw new Error('no unassigned client counts in a load');
    const [carried, chosen] = ids.filter((id) => id !== dragged);
    const card = (id: number) => page.locator(`[data-testid="unassigned-client"][data-client-id="${id}"]`);

    // By mouse, onto the second rep: the load goes up by one at once.
    const second = desks(page).nth(1);
    const secondRep = Number(await second.getAttribute('data-rep-id'));
    const loadBefore = Number(await second.getAttribute('data-load'));
    // The reps' own lists are held back after the assignment, so the fresh
    // unassigned list (without the client) comes first: the desk keeps it.
    let releaseReps = () => {};
    const repsHeld = new Promise<void>((resolve) => (releaseReps = resolve));
    await page.route(/\/api\/clients\?user=/, async (route) => {
      await repsHeld;
      await route.continue();
    });
    const unassignedAgain = page.waitForResponse((r) => /\/api\/clients\?(.*&)?unassigned=/.test(r.url()) && r.ok());
    await dragWithMouse(page, card(dragged).getByTestId('client-drag-handle'), second);
    await deskClient(second, dragged).waitFor();
    expect(await card(dragged).count()).toBe(0);
    expect(Number(await second.getAttribute('data-load'))).toBe(loadBefore + 1);
    await expect.poll(() => teamOf(dragged)).toContain(secondRep);
    await unassignedAgain;
    await waitForEmptyOutbox(page);
    expect(await deskClient(second, dragged).count()).toBe(1);
    expect(Number(await second.getAttribute('data-load'))).toBe(loadBefore + 1);
    expect(await card(dragged).count()).toBe(0);
    // Released, the route lets every later read through at once.
    releaseReps();

    // By keyboard: Space picks it up, the first arrow press carries it to the first rep, Space drops it.
    const first = desks(page).first();
    const firstRep = Number(await first.getAttribute('data-rep-id'));
    await card(carried).getByTestId('client-drag-handle').focus();
    await page.keyboard.press('Space');
    // Picked up (the sensor listens for arrows once the drag has started).
    await page.locator(`[data-testid="unassigned-client"][data-client-id="${carried}"][data-dragging="true"]`).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.getAttribute('data-over')).toBe('true');
    await page.keyboard.press('Space');
    await deskClient(first, carried).waitFor();
    await expect.poll(() => teamOf(carried)).toContain(firstRep);

    // From the menu, onto the third rep.
    const third = desks(page).nth(2);
    const thirdRep = Number(await third.getAttribute('data-rep-id'));
    const thirdName = (await third.locator('h3').textContent())!;
    await card(chosen).getByRole('button', { name: /^Assign .+ to…$/ }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog', { name: /^Assign .+ to…$/ }).getByRole('button', { name: new RegExp(`^${thirdName} ·`) }).click();
    await deskClient(third, chosen).waitFor();
    await expect.poll(() => teamOf(chosen)).toContain(thirdRep);
    await waitForEmptyOutbox(page);
    for (const [id, rep] of [
      [dragged, secondRep],
      [carried, firstRep],
      [chosen, thirdRep],
    ]) {
      expect((await teamOf(id)).filter((u) => u === rep)).toHaveLength(1);
    }
    // Read again from the server: the assigned ones stay on their reps, pending marks gone.
    await expect.poll(() => page.getByTestId('rep-desks').locator('[data-pending="true"]').count()).toBe(0);
    await deskClient(second, dragged).waitFor();
    await context.close();
  });

  it("shows each rep's whole load at laptop and tablet widths, however long the rep's name", async () => {
    // A rep with a long name, beside a two-digit load.
    const first = await openCapacity('dso@demo.test', 'assign');
    const repId = Number(await desks(first.page).first().getAttribute('data-rep-id'));
    await first.context.close();
    const [rep] = await db().select({ name: users.name }).from(users).where(eq(users.id, repId));
    await db().update(users).set({ name: 'Maximiliana Featherstonehaugh' }).where(eq(users.id, repId));
    const { context, page } = await openCapacity('dso@demo.test', 'assign');
    await page.getByRole('heading', { name: 'Maximiliana Featherstonehaugh' }).waitFor();
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      // Each badge's label shows all its text: none is cut to an ellipsis beside a name that wraps.
      await expect
        .poll(() =>
          page.getByTestId('rep-load').evaluateAll((badges) =>
            badges
              .map((b) => b.querySelector('.mantine-Badge-label') ?? b)
              .filter((label) => label.scrollWidth > label.clientWidth + 1)
              .map((label) => label.textContent),
          ),
        )
        .toEqual([]);
    }
    await context.close();
    await db().update(users).set({ name: rep.name }).where(eq(users.id, repId));
  });

  it('adding a hire moves the capacity chart at once; changing the monthly goal moves the goal line', async () => {
    const { context, page } = await openCapacity('dso@demo.test', 'hires');
    await page.getByTestId('capacity-chart').locator('svg').first().waitFor();
    const before = await capacityOf(page);
    const curve = page.getByTestId('capacity-chart').locator('.recharts-line-curve').first();
    const pathBefore = await curve.getAttribute('d');

    await page.getByRole('button', { name: 'Add hire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a hire' });
    await dialog.getByLabel(/^Name/).fill('Quinn Newhire');
    await dialog.getByLabel(/^Start date/).fill(`${addMonths(currentMonth(), 1)}-03`);
    await dialog.getByLabel(/^Starting capacity/).fill('12');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save hire' }).click();
    await page.getByRole('row', { name: /Quinn Newhire/ }).waitFor();
    // Computed in the browser, before the server answers: the months from next one on gain seats.
    await expect.poll(() => capacityOf(page)).not.toBe(before);
    const [now, then] = [before.split(',').map(Number), (await capacityOf(page)).split(',').map(Number)];
    expect(then[0]).toBe(now[0]);
    expect(then[then.length - 1] - now[now.length - 1]).toBe(12);
    await expect.poll(() => curve.getAttribute('d')).not.toBe(pathBefore);
    await expect.poll(async () => (await db().select().from(capacityHires).where(eq(capacityHires.name, 'Quinn Newhire'))).length).toBe(1);
    await waitForEmptyOutbox(page);
    // Confirmed by the server's answer: the same numbers.
    await expect.poll(() => page.getByRole('row', { name: /Quinn Newhire/ }).getByRole('button', { name: 'Edit Quinn Newhire' }).count()).toBe(1);
    expect((await capacityOf(page)).split(',').map(Number)).toEqual(then);

    // Revenue: the goal line follows the goal.
    await page.getByRole('tab', { name: 'Revenue' }).click();
    const chart = page.getByTestId('revenue-chart');
    // A horizontal line has no height: attached, not "visible".
    const line = chart.locator('.recharts-reference-line line').first();
    await line.waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
    const total = Number(await chart.getAttribute('data-total'));
    const oldGoal = Number(await chart.getAttribute('data-goal'));
    const y = await line.getAttribute('y1');
    const goal = Math.max(1000, Math.round(total / 2000) * 1000);
    expect(goal).not.toBe(oldGoal);
    const input = page.getByLabel(/^Goal for .+ \(\$\)$/);
    await input.fill(String(goal));
    await input.press('Enter');
    await chart.getByText(`Goal ${formatRevenue(goal)}`).waitFor();
    await expect.poll(() => line.getAttribute('y1')).not.toBe(y);
    const [y0, m0] = currentMonth().split('-').map(Number);
    await expect
      .poll(async () => (await db().select().from(monthlyProjections).where(and(eq(monthlyProjections.year, y0), eq(monthlyProjections.month, m0))))[0].goal)
      .toBe(goal);
    await context.close();
  });

  it('adds and deletes an uncommon deal, asking first', async () => {
    const { context, page } = await openCapacity('admin@demo.test', 'revenue');
    await page.getByTestId('revenue-chart').locator('svg').first().waitFor();
    const summary = page.getByTestId('revenue-summary');
    const before = await summary.textContent();
    await page.getByRole('button', { name: 'Add uncommon deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an uncommon deal' });
    await dialog.getByLabel(/^Name/).fill('Trade fair stand');
    await dialog.getByLabel(/^Date/).fill(`${currentMonth()}-02`);
    await dialog.getByLabel(/^Revenue/).fill('250000');
    await dialog.getByLabel(/^Recognised this month/).fill('200000');
    await dialog.getByTestId('next-month-rec').getByText('$50,000').waitFor();
    await dialog.getByRole('button', { name: 'Save deal' }).click();
    const row = page.getByRole('row', { name: /Trade fair stand/ });
    await row.getByText('250.0k').waitFor();
    await expect.poll(() => summary.textContent()).not.toBe(before);
    await waitForEmptyOutbox(page);
    await row.getByRole('button', { name: 'Delete Trade fair stand' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this uncommon deal?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete deal' }).click();
    await page.getByText('The item has been deleted!').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await waitForEmptyOutbox(page);
    await expect.poll(() => summary.textContent()).toBe(before);
    await context.close();
  });

  it('opens the last plan seen offline, marked as such; an edit made offline shows at once and reaches the server once', async () => {
    const { context, page } = await openProjectionsReadyOffline();
    // The Revenue and Assign tabs read once online: their answers are the copies kept for offline.
    await page.getByRole('tab', { name: 'Revenue' }).click();
    await page.getByTestId('revenue-chart').locator('svg').first().waitFor();
    const revenueOnline = await page.getByTestId('revenue-summary').textContent();
    const goalOnline = await page.getByLabel(/^Goal for .+ \(\$\)$/).inputValue();
    await page.getByRole('tab', { name: 'Assign' }).click();
    await desks(page).first().waitFor();
    const desksOnline = await desks(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-rep-id')}:${e.getAttribute('data-load')}`));
    const unassignedOnline = await unassigned(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-client-id')));
    await page.getByRole('tab', { name: 'Projections' }).click();
    await page.getByTestId('capacity-chart').locator('svg').first().waitFor();
    const before = await capacityOf(page);
    const dso = (await db().select().from(users).where(eq(users.email, 'dso@demo.test')))[0];
    const [ramp] = await db().select().from(capacityAssumptions).where(eq(capacityAssumptions.key, 'rampMonths'));
    const patches = countAnswered(context, (method, url) => method === 'PATCH' && url.pathname.startsWith('/api/capacity/assumptions/'));
    const startedAt = new Date();

    await setOnline(context, app.server, false);
    await page.reload();
    await page.getByTestId('last-seen').waitFor();
    await page.getByTestId('capacity-chart').locator('svg').first().waitFor();
    expect(await capacityOf(page)).toBe(before);

    // Revenue and Assign open from their last answers too, each marked "last seen".
    await page.getByRole('tab', { name: 'Revenue' }).click();
    const revenueTab = page.getByRole('tabpanel', { name: 'Revenue' });
    await revenueTab.getByTestId('last-seen').waitFor();
    await revenueTab.getByTestId('revenue-chart').locator('svg').first().waitFor();
    await expect.poll(() => revenueTab.getByTestId('revenue-summary').textContent()).toBe(revenueOnline);
    await expect.poll(() => revenueTab.getByLabel(/^Goal for .+ \(\$\)$/).inputValue()).toBe(goalOnline);
    await page.getByRole('tab', { name: 'Assign' }).click();
    const assignTab = page.getByRole('tabpanel', { name: 'Assign' });
    await assignTab.getByTestId('last-seen').waitFor();
    await desks(page).first().waitFor();
    await expect.poll(() => desks(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-rep-id')}:${e.getAttribute('data-load')}`))).toEqual(desksOnline);
    expect(await unassigned(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-client-id')))).toEqual(unassignedOnline);

    // On a plane: hires count in full from their first month.
    await page.getByRole('tab', { name: 'Assumptions' }).click();
    const input = page.getByLabel(/^Ramp-up \(months\)/);
    await input.fill('0');
    await input.press('Enter');
    const card = page.locator('[data-testid="assumption"][data-key="rampMonths"]');
    await card.locator('[data-pending="true"]').waitFor();
    await expect.poll(() => outboxCount(page)).toBe(1);
    await page.getByTestId('plan-waiting').getByText('1 edit waits').waitFor();
    await page.getByRole('tab', { name: 'Projections' }).click();
    await expect.poll(() => capacityOf(page)).not.toBe(before);
    const offline = await capacityOf(page);
    await expectNoSeriousA11yViolations(page);
    expect((await db().select().from(capacityAssumptions).where(eq(capacityAssumptions.id, ramp.id)))[0]).toMatchObject({ val: ramp.val, version: ramp.version });

    await setOnline(context, app.server, true);
    // Chromium's offline emulation does not survive a reload: coming back fires no 'online' event here.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForEmptyOutbox(page);
    expect((await db().select().from(capacityAssumptions).where(eq(capacityAssumptions.id, ramp.id)))[0]).toMatchObject({ val: 0, version: ramp.version + 1 });
    const keys = await db().select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, dso.id), gt(idempotencyKeys.createdAt, startedAt)));
    expect(keys).toHaveLength(1);
    expect(patches.filter((p) => p.endsWith(' 200'))).toHaveLength(1);
    // Read again online: the server's numbers are the ones computed offline; no pending mark, no offline badge.
    await expect.poll(() => page.getByTestId('last-seen').count()).toBe(0);
    expect(await capacityOf(page)).toBe(offline);
    await page.getByRole('tab', { name: 'Assumptions' }).click();
    await expect.poll(() => card.locator('[data-pending="true"]').count()).toBe(0);
    await context.close();
  });

  it("keeps for offline reading what a device's first visit read before its service worker took the page", async () => {
    // The worker's script is held until the board has been read: its reads
    // certainly come before any worker controls the page.
    const { context, releaseWorker } = await contextWithWorkerHeld();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/capacity?tab=assign`);
    await signIn(page, 'dso@demo.test');
    await desks(page).first().waitFor();
    await unassigned(page).first().waitFor();
    const loads = () => desks(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-rep-id')}:${e.getAttribute('data-load')}`));
    const unassignedIds = () => unassigned(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-client-id')));
    const [desksOnline, unassignedOnline] = [await loads(), await unassignedIds()];
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);

    releaseWorker();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
    // The worker keeps each read the page handed it: the unassigned clients and every rep's clients.
    const kept = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).search), apiCacheName);
    await expect.poll(async () => (await kept()).filter((q) => /unassigned|user=/.test(q)).length, { timeout: 30_000 }).toBe(desksOnline.length + 1);

    await setOnline(context, app.server, false);
    await page.reload();
    const assignTab = page.getByRole('tabpanel', { name: 'Assign' });
    await assignTab.getByTestId('last-seen').waitFor();
    await expect.poll(loads).toEqual(desksOnline);
    expect(await unassignedIds()).toEqual(unassignedOnline);
    await context.close();
  });

  it('keeps a read that was under way when the service worker took the page', async () => {
    // The worker is held until the tab asks for the unassigned clients; that
    // answer is held until the worker controls the page. The read left
    // before any worker and came back after one took the page.
    const { context, releaseWorker } = await contextWithWorkerHeld();
    const page = await context.newPage();
    let held = false;
    await context.route(
      (url) => url.pathname === '/api/clients' && url.searchParams.has('unassigned'),
      async (route) => {
        if (held) return route.continue();
        held = true;
        releaseWorker();
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
        await route.continue();
      },
    );
    await page.goto(`${app.server.url}/capacity?tab=assign`);
    await signIn(page, 'dso@demo.test');
    await unassigned(page).first().waitFor();
    const unassignedOnline = await unassigned(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-client-id')));
    expect(held).toBe(true);

    const kept = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).search), apiCacheName);
    await expect.poll(async () => (await kept()).filter((q) => q.includes('unassigned')).length, { timeout: 30_000 }).toBe(1);

    await setOnline(context, app.server, false);
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Assign' }).getByTestId('last-seen').waitFor();
    await expect.poll(() => unassigned(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-client-id')))).toEqual(unassignedOnline);
    await context.close();
  });

  it('a tab never opened online says offline that it needs a connection, not the browser\'s "Failed to fetch"', async () => {
    const { context, page } = await openProjectionsReadyOffline();

    await setOnline(context, app.server, false);
    await page.reload();
    await page.getByTestId('capacity-chart').locator('svg').first().waitFor();
    await page.getByRole('tab', { name: 'Assign' }).click();
    const assignTab = page.getByRole('tabpanel', { name: 'Assign' });
    await assignTab.getByRole('status').filter({ hasText: 'The clients and reps need a connection the first time' }).waitFor();
    await page.getByRole('tab', { name: 'Revenue' }).click();
    const revenueTab = page.getByRole('tabpanel', { name: 'Revenue' });
    await revenueTab.getByRole('status').filter({ hasText: 'The revenue figures need a connection the first time' }).waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /did not load|Could not load/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('an edit made offline that an admin changed meanwhile is a conflict in the sync panel: keep mine sends the goal on their version, take theirs keeps their assumption', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, 'dso@demo.test', '/capacity?tab=revenue');
    await waitForServiceWorker(page);
    await waitForFirstSync(page);
    await page.goto(`${app.server.url}/capacity?tab=revenue`);
    const goalInput = page.getByLabel(/^Goal for .+ \(\$\)$/);
    await goalInput.waitFor();
    const [y0, m0] = currentMonth().split('-').map(Number);
    const goalRow = async () => (await db().select().from(monthlyProjections).where(and(eq(monthlyProjections.year, y0), eq(monthlyProjections.month, m0))))[0];
    const churnRow = async () => (await db().select().from(capacityAssumptions).where(eq(capacityAssumptions.key, 'monthlyChurnPct')))[0];
    const [goal0, churn0] = [await goalRow(), await churnRow()];
    const [mineGoal, theirGoal] = [(goal0.goal ?? 0) + 11_000, (goal0.goal ?? 0) + 22_000];
    const [mineChurn, theirChurn] = [churn0.val + 2.5, churn0.val + 1];
    const admin = await apiAs('admin@demo.test');

    // On a plane: the director sets the month's goal and the churn.
    await setOnline(context, app.server, false);
    await goalInput.fill(String(mineGoal));
    await goalInput.press('Enter');
    await expect.poll(() => outboxCount(page)).toBe(1);
    await page.getByRole('tab', { name: 'Assumptions' }).click();
    const churnInput = page.getByLabel(/^Monthly churn \(%\)/);
    await churnInput.fill(String(mineChurn));
    await churnInput.press('Enter');
    await expect.poll(() => outboxCount(page)).toBe(2);

    // Meanwhile an admin changes both, on the versions the director's edits were made on.
    const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });
    expect((await admin.patch(`/api/revenue/monthly-projections/${goal0.id}`, { goal: theirGoal }, ifMatch(goal0.version))).status).toBe(200);
    expect((await admin.patch(`/api/capacity/assumptions/${churn0.id}`, { val: theirChurn }, ifMatch(churn0.version))).status).toBe(200);

    await setOnline(context, app.server, true);
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toContain('2 needs your action');
    await page.getByTestId('sync-status').click();
    const entry = (label: RegExp) => page.getByTestId('outbox-entry').filter({ hasText: label });
    const goalConflict = entry(/^Goal for /);
    const churnConflict = entry(/^Monthly churn: /);
    // Each says what differs, mine and theirs.
    await goalConflict.getByText(`Someone else changed this record. goal: yours "${mineGoal}", theirs "${theirGoal}"`).waitFor();
    await churnConflict.getByText(`Someone else changed this record. val: yours "${mineChurn}", theirs "${theirChurn}"`).waitFor();
    await expectNoSeriousA11yViolations(page);
    // Neither was written over the admin's change.
    expect(await goalRow()).toMatchObject({ goal: theirGoal, version: goal0.version + 1 });
    expect(await churnRow()).toMatchObject({ val: theirChurn, version: churn0.version + 1 });

    await goalConflict.getByRole('button', { name: 'Keep mine' }).click();
    await churnConflict.getByRole('button', { name: 'Take theirs' }).click();
    await waitForEmptyOutbox(page);
    await page.getByText('Every edit has reached the server.').waitFor();
    // Keep mine: the goal is the director's, written on the admin's version; take theirs: the churn stays the admin's.
    expect(await goalRow()).toMatchObject({ goal: mineGoal, version: goal0.version + 2 });
    expect(await churnRow()).toMatchObject({ val: theirChurn, version: churn0.version + 1 });
    // The screens show the same: the admin's churn, the director's goal.
    await page.getByTestId('sync-status').click();
    await page.getByText('Every edit has reached the server.').waitFor({ state: 'detached' });
    await expect.poll(() => churnInput.inputValue()).toBe(String(theirChurn));
    await page.getByRole('tab', { name: 'Revenue' }).click();
    await expect.poll(() => goalInput.inputValue()).toBe(mineGoal.toLocaleString('en-US'));
    await context.close();
  });

  it('staff who do not plan read it; guests do not see it', async () => {
    const { context, page } = await openCapacity('sdr@demo.test', 'hires');
    await page.getByTestId('hires-table').waitFor();
    await page.getByText('You can read the plan').waitFor();
    expect(await page.getByRole('button', { name: 'Add hire' }).count()).toBe(0);
    // The onboarding calendar, month by month: each month shows the clients onboarding in it.
    await page.getByRole('tab', { name: 'Onboarding calendar' }).click();
    const calendarClients = () => page.getByTestId('onboarding-calendar').getByTestId('calendar-client').allTextContents();
    for (const month of [currentMonth(), addMonths(currentMonth(), 1)]) {
      if (month !== currentMonth()) await page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(() => page.getByTestId('calendar-month').textContent()).toBe(formatMonthUs(month));
      await page.getByTestId('calendar-count').waitFor();
      await expect.poll(async () => (await calendarClients()).sort()).toEqual(await onboardingIn(month));
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Assign' }).click();
    await desks(page).first().waitFor();
    expect(await page.getByTestId('client-drag-handle').first().getAttribute('aria-roledescription')).toBeNull();
    await page.setViewportSize({ width: 768, height: 1000 });
    await expectNoSeriousA11yViolations(page);
    await context.close();

    const guest = await signedInPage(app.browser, app.server, 'guest@demo.test', '/capacity');
    // Issue 16: told the page is not for client contacts, with a way back to their company.
    await guest.page.waitForURL((u) => u.pathname === '/not-for-guests');
    await guest.page.getByRole('link', { name: 'Back to my company' }).waitFor();
    expect(await guest.page.getByRole('navigation', { name: 'Main' }).getByText('Capacity').count()).toBe(0);
    await guest.context.close();
  });
});
