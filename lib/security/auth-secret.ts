import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session cookies: NEXTAUTH_SECRET when set (required when several instances
 * share sessions), otherwise one generated on first start and kept beside the database, so a
 * fresh clone works and restarts do not sign everyone out.
 */
export function authSecret(configured: string | undefined, dataDir = 'data'): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
