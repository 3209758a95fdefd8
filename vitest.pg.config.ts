// The integration suite again, on PostgreSQL: `npm run test:pg`. Tests that take their database
// from tests/integration/support/test-database.ts get a PostgreSQL one here. Needs
// TEST_POSTGRES_URL (a server where this user may create databases); without it, nothing runs.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const server = process.env.TEST_POSTGRES_URL;
if (!server) {
  console.warn(
    'TEST_POSTGRES_URL is not set: the PostgreSQL run of the integration suite is skipped ' +
      '(the README says how to start a local PostgreSQL; .ci/run does it).',
  );
}

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: server ? ['tests/integration/**/*.test.ts'] : [],
    // PostgreSQL-only tests already run in the main suite whenever TEST_POSTGRES_URL is set.
    exclude: ['tests/integration/pg*.test.ts', '**/node_modules/**'],
    passWithNoTests: true,
    environment: 'node',
    fileParallelism: false,
    env: { VITRINE_TEST_DATABASE: 'postgresql' },
    server: { deps: { inline: ['server-only'] } },
  },
});
