// The integration suite again, on PostgreSQL: `npm run test:pg`. Tests that take their database
// from tests/integration/support/test-database.ts get a PostgreSQL one here. Needs
// TEST_POSTGRES_URL (a server where this user may create databases); without it, nothing runs.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const server = process.env.TEST_POSTGRES_URL;
if (!server) {
  console.warn(
    'TEST_POSTGRES_URL is not set: the PostgreSQL run of the integration suite is skipped ' +
      '(docs/development.md says how to start a local PostgreSQL; .ci/run does it).',
  );
}

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: server ? ['tests/integration/**/*.test.ts'] : [],
    exclude: [
      // PostgreSQL-only tests already run in the main suite whenever TEST_POSTGRES_URL is set.
      'tests/integration/**/pg-*.test.ts',
      // What these add on SQLite is each form's own rules and mails, written the same for both
      // databases; what the database does for a form — the lead and its mails in one transaction,
      // 200 at once, a slot raced for, a subscription revived, bytes of an attachment — runs here
      // through lead-durability, visit, newsletter, demand-register and outbox-attachments.
      ...[
        'contact',
        'document-request',
        'free-valuation',
        'offer',
        'rent-application',
        'send-to-friend',
        'testimonial',
        'uploads',
        'upload-sweep',
        'mail-outage',
      ].map((form) => `tests/integration/forms/${form}.test.ts`),
      // Screens and routes whose database work is plain reads and writes of one row at a time,
      // which both databases do alike; what PostgreSQL does differently (transactions, races,
      // upserts, text comparison, bind limits, dates, NUL in text) runs here through the form and
      // back-office fuzz, the import, the listing, alerts, leads, retention and the rate limits.
      ...[
        'back-office/accounts',
        'back-office/articles',
        'back-office/drafts',
        'back-office/media',
        'back-office/page-editor',
        'back-office/settings',
        'back-office/testimonials',
        'i18n/messages-route',
        'page-views/route',
        'security/peer-address',
        'security/request-line-gate',
        'seed/site-content',
        'sharing/share-image',
      ].map((file) => `tests/integration/${file}.test.ts`),
      // The command line around the import (arguments, exit codes, child processes); the import
      // itself runs here through import/import-feed.test.ts and import/route.test.ts.
      'tests/integration/import/cli.test.ts',
      '**/node_modules/**',
    ],
    passWithNoTests: true,
    environment: 'node',
    fileParallelism: false,
    // `npm test` runs this suite beside the SQLite suite on a shared two-core host: a test
    // that takes 2 s alone may take 6 there, so the limits are the suite's budget, not one quiet run.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { VITRINE_TEST_DATABASE: 'postgresql' },
    setupFiles: ['tests/support/next-cache-outside-next.ts'],
    // The databases' templates, migrated once per run (tests/integration/support/migrated-templates.ts).
    globalSetup: ['tests/integration/support/migrated-templates.ts'],
    // next-intl's middleware (the proxy's, tested directly) imports `next/server` without the
    // extension Node's own resolver needs: it goes through Vite instead.
    server: { deps: { inline: ['server-only', 'next-intl'] } },
  },
});
