import { defineConfig, devices } from '@playwright/test';

import { NOTHING_GRANTED } from './lib/consent/purposes';
import { CONSENT_STORAGE_KEY, serializeConsent } from './lib/consent/stored-consent';
import { E2E_PORT as PORT, SLOW_HOST } from './tests/e2e/support/e2e-env';
// Debian's headless shell (package chromium-headless-shell, which .ci/run installs): the same
// engine as Chromium without the browser around it, as Playwright's own headless mode uses, and
// much lighter on a two-core machine. Nothing is downloaded; override with CHROMIUM_PATH.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000 * SLOW_HOST,
  expect: { timeout: 5_000 * SLOW_HOST },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The cookie banner must not cover other specs' click targets: every browser starts with the
    // choice "decline" stored. The consent specs start from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [{ name: CONSENT_STORAGE_KEY, value: serializeConsent(NOTHING_GRANTED, new Date(0)) }],
        },
      ],
    },
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /cache-after-import|back-office/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: /back-office/,
    },
    // Staff change what visitors see (testimonials, pages, slots): after the visitors' specs.
    {
      name: 'back-office',
      testMatch: /back-office.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['desktop', 'phone'],
    },
    // Withdraws and reprices demo properties through the import: after every other test.
    { name: 'after-import', testMatch: /cache-after-import\.spec\.ts/, dependencies: ['back-office'] },
  ],
  webServer: {
    // The production build against its own database, never the developer's (tests/e2e/server.ts).
    command: `tsx tests/e2e/server.ts`,
    url: `http://127.0.0.1:${PORT}/fr/`,
    // A cold production build on a busy 2-core machine takes several minutes.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(PORT) },
    stdout: 'pipe',
  },
});
