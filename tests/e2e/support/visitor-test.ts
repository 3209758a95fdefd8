// Every browser test is a visitor of its own. The forms, the uploads and the sign-in limit posts
// per visitor address, and the e2e server trusts X-Forwarded-For (tests/e2e/server.ts): each test,
// and each retry of it, comes from an address no other test uses, so no test meets the counters
// another test (or an earlier run against a reused server) left behind.
import { test as base } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/** A unique-local IPv6 address with 64 random bits: no two tests of any run share one. */
function newVisitorAddress(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `fd00::${groups.join(':')}`;
}

export const test = base.extend<{ visitorAddress: string }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  visitorAddress: async ({}, provide) => provide(newVisitorAddress()),
  extraHTTPHeaders: async ({ extraHTTPHeaders, visitorAddress }, provide) =>
    provide({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress }),
});

export { expect } from '@playwright/test';
