import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '../../src/server/auth/sign-in-throttle';
import { createApp } from '../../src/server/app';
import { users } from '../../src/server/db/schema/users';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { createTestApi, type TestApi } from '../support/api-client';

// Issue 17, decision 0030: sign-in throttling that holds. The app trusts a
// proxy here, so each test chooses its address of origin with X-Forwarded-For.

let api: TestApi;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  api = await createTestApi();
  app = createApp({ database: api.database, integrations: createIntegrations(), config: { secureCookies: false, demoPassword: 'demo', trustProxy: true } });
});
afterAll(() => api.close());

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

async function signIn(email: string, password: string, address: string) {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.7, ${address}` },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
}

describe('sign-in throttling', () => {
  it('limits one address across accounts: 429 with Retry-After', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(`nobody${i % 30}@demo.test`, 'wrong', address)).status);
    expect(statuses.slice(0, throttle.addressFailures)).toEqual(Array(throttle.addressFailures).fill(401));
    expect(statuses.slice(throttle.addressFailures).every((s) => s === 429)).toBe(true);
    const refused = await signIn('sdr@demo.test', 'demo', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn('sdr@demo.test', 'demo', newAddress())).status).toBe(200);
  }, 120_000);

  it('checks no more passwords than the limit when 50 wrong tries on one account arrive at once', async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 50 }, () => signIn('pdm@demo.test', 'wrong', address)));
    const statuses = results.map((r) => r.status).sort((a, b) => a - b).join(',');
    expect(results.filter((r) => r.status === 401).length, statuses).toBe(throttle.accountFailures);
    expect(results.filter((r) => r.status === 429).length, statuses).toBe(50 - throttle.accountFailures);
  }, 120_000);

  it('lets the right password through a held account from an address that has not failed, but not from the guessing one', async () => {
    const attacker = newAddress();
    for (let i = 0; i < throttle.accountFailures; i++) expect((await signIn('psm@demo.test', 'guess', attacker)).status).toBe(401);
    const held = await signIn('psm@demo.test', 'demo', attacker);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toMatch(/^\d+$/);
    // The rep, from their own network, signs in all the same…
    expect((await signIn('psm@demo.test', 'demo', newAddress())).status).toBe(200);
    // …while a clean address with a wrong guess gets one try, then is held too.
    const other = newAddress();
    for (let i = 0; i < throttle.accountFailures; i++) await signIn('psm@demo.test', 'guess', attacker);
    expect((await signIn('psm@demo.test', 'guess', other)).status).toBe(401);
    expect((await signIn('psm@demo.test', 'demo', other)).status).toBe(429);
  }, 120_000);

  it('takes the same time for unknown, inactive and existing accounts', async () => {
    const [inactive] = await api.database.db.select({ email: users.email }).from(users).where(eq(users.active, false)).limit(1);
    const accounts = { existing: ['strategist@demo.test', 'content@demo.test', 'ssdr@demo.test'], unknown: ['a1@nowhere.test', 'a2@nowhere.test', 'a3@nowhere.test'], inactive: [inactive.email] };
    const times: Record<string, number[]> = { existing: [], unknown: [], inactive: [] };
    const cpu: Record<string, number[]> = { existing: [], unknown: [], inactive: [] };
    // Warm up (the dummy hash is made on first use), then interleave.
    await signIn('warm@nowhere.test', 'x', newAddress());
    for (let round = 0; round < 5; round++) {
      for (const [kind, emails] of Object.entries(accounts)) {
        const [t0, c0] = [performance.now(), process.cpuUsage()];
        expect((await signIn(emails[round % emails.length], 'wrong', newAddress())).status).toBe(401);
        const used = process.cpuUsage(c0);
        times[kind].push(performance.now() - t0);
        cpu[kind].push((used.user + used.system) / 1000);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `sign-in medians: existing ${median(times.existing).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms, inactive ${median(times.inactive).toFixed(1)} ms` +
        ` (CPU ${median(cpu.existing).toFixed(1)}, ${median(cpu.unknown).toFixed(1)}, ${median(cpu.inactive).toFixed(1)} ms)`,
    );
    // Each does one scrypt. Wall time on the shared test machine depends on
    // the other test files running at once, so the work done is compared:
    // this process's CPU time (scrypt runs on its thread pool). Without the
    // dummy hash an unknown account cost a tenth of an existing one.
    const [existing, unknown, gone] = [median(cpu.existing), median(cpu.unknown), median(cpu.inactive)];
    expect(unknown).toBeGreaterThan(existing * 0.5);
    expect(gone).toBeGreaterThan(existing * 0.5);
  }, 120_000);
});
