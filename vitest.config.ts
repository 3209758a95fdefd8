import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_DIR = 'tests/unit';
// A file that swaps modules for others, starts the module registry again or writes the process's
// environment changes what the files after it would import: it runs in a process of its own.
const CHANGES_MODULES = /\bvi\.(?:mock|doMock|resetModules|stubEnv)\(|\bprocess\.env\b/;

const unitFiles = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join(UNIT_DIR, file.split(path.sep).join('/')));
const moduleChangingUnitFiles = unitFiles.filter((file) => CHANGES_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // Integration tests share one SQLite file per worker; keep them from racing.
    fileParallelism: false,
    // `npm test` runs this suite beside the PostgreSQL run on a shared two-core host: a test
    // that takes 2 s alone may take 6 there, so the limits are the suite's budget, not one quiet run.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/support/next-cache-outside-next.ts'],
    // next-intl's middleware (the proxy's, tested directly) imports `next/server` without the
    // extension Node's own resolver needs: it goes through Vite instead.
    server: { deps: { inline: ['server-only', 'next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${UNIT_DIR}/**/*.test.ts`],
          exclude: moduleChangingUnitFiles,
          // Pure code: one process runs these files one after the other and keeps the modules
          // they share loaded, instead of a new process and fresh imports per file (a third of
          // the suite's time went there).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/integration/**/*.test.ts', ...moduleChangingUnitFiles],
          // The databases' templates, migrated once per run (tests/integration/support/migrated-templates.ts).
          globalSetup: ['tests/integration/support/migrated-templates.ts'],
        },
      },
    ],
  },
});
