// One port and one database per browser-test run, so several runs can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATABASE_FILE = `./data/e2e-${E2E_PORT}.db`;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/**
 * How many times longer a test and its waits may take in CI, on a shared two-core host that was
 * once two and a half times slower than a quiet machine: a limit is a budget for that host, not a
 * timing.
 */
export const SLOW_HOST = process.env.CI ? 2 : 1;
/** Opens the import API, and lets tests tell the server what they changed in its database. */
export const E2E_IMPORT_TOKEN = 'e2e-import-token-0123456789abcdef';

/** The environment of the browser tests' build and server: their own database, origin and mailbox. */
export function e2eServerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: `file:${E2E_DATABASE_FILE}`,
    SITE_URL: E2E_ORIGIN,
    IMPORT_TOKEN: E2E_IMPORT_TOKEN,
    MAIL_DIR: `./data/mail-e2e-${E2E_PORT}`,
    // Tests act as different visitors through X-Forwarded-For (rate limits are per visitor): one
    // trusted proxy, so the entry before the socket's address (the test's own) is the visitor.
    TRUST_PROXY: '1',
    // /{locale}/test-error/ fails on purpose (the error page's test).
    TEST_ERROR_PAGE: '1',
  };
}
