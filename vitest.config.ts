import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/{domain,server,layout}/**'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
          // Threads start faster than forked processes: 117 files took 193 s
          // in forks, every one in jsdom; split and threaded, 105 s.
          pool: 'threads',
        },
      },
      {
        // The rules, the server's helpers and the layout need no DOM: a
        // jsdom per file was most of their time.
        test: {
          name: 'unit-node',
          include: ['tests/unit/{domain,server,layout}/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two cores: two files at a time, each on its own database.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A journey's poll waits for a state that comes after a server round
          // trip; on a busy two-core CI machine that can take longer than
          // Vitest's 1 s default. A state that never comes still fails.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
