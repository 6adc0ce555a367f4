import { defineConfig } from 'vitest/config';

// Three tiers (docs/architecture.md): unit tests of pure rules, API tests on a real database,
// and browser journeys in Chromium. scripts/test.mjs runs them all and totals the results.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            'src/server/modules/**',
            'src/server/db/**',
            'src/server/jobs/**',
            'node_modules/**',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['src/server/test/pglite-template.ts'],
          include: [
            'src/server/modules/**/*.test.ts',
            'src/server/db/**/*.test.ts',
            'src/server/jobs/**/*.test.ts',
          ],
          environment: 'node',
          // Each file evaluated the server's whole module graph afresh (about 4 s a file, 11 of
          // the PGlite tier's 17 minutes of import time). A worker now keeps its modules from
          // one file to the next. It is safe because an API test file keeps its state in what
          // it builds (an app, a database of its own, a data directory), never in module
          // state, and mocks no module (no vi.mock or stubbed globals in these folders).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Set-up hooks start servers of their own (admin journeys): with the API tests on
          // PostgreSQL running beside the journeys (scripts/test.mjs) they get more time.
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
