// What `npm run owner` and `npm run staff` share (docs/accounts.md): the options naming an account,
// their checks, and the database they write, migrated first.
import { normalizeEmail } from '../lib/auth/account';
import { MIN_PASSWORD_LENGTH } from '../lib/auth/password-rules';
import { isLocale, type Locale } from '../lib/i18n/locales';
import { createDbClient } from '../lib/prisma-client';
import { databaseUrl } from './db/database-url';
import { migrate } from './db/migrate';

/** An account's options, for node:util's parseArgs. */
export const ACCOUNT_OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  password: { type: 'string' },
  locale: { type: 'string', default: 'fr' },
} as const;

/** Stops the command with `message`: it was called wrongly (exit code 2). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

export function requiredEmail(email: string | undefined): string {
  return email ? normalizeEmail(email) : fail('--email is required');
}

export function accountLocale(locale: string | undefined): Locale {
  return isLocale(locale) ? locale : fail('--locale must be fr, nl, en or de');
}

/** A password given on the command line, refused when shorter than the site accepts. */
export function checkedPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) fail(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  return password;
}

/** The database of DATABASE_URL, its migrations applied first. */
export async function accountDatabase() {
  await migrate(databaseUrl());
  return createDbClient(databaseUrl());
}
