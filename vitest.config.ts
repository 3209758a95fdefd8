import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Integration tests share one SQLite file per worker; keep them from racing.
    fileParallelism: false,
    // `npm test` runs this suite beside the production build on two cores: a test that takes 2 s
    // alone may take 6 under that load, so the limits are the suite's budget, not one quiet run.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/support/next-cache-outside-next.ts'],
    // The databases' templates, migrated once per run (tests/integration/support/migrated-templates.ts).
    globalSetup: ['tests/integration/support/migrated-templates.ts'],
    // next-intl's middleware (the proxy's, tested directly) imports `next/server` without the
    // extension Node's own resolver needs: it goes through Vite instead.
    server: { deps: { inline: ['server-only', 'next-intl'] } },
  },
});
