import { clearFailures, lockedMinutes, recordFailure } from '@/lib/auth/lockout';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

export type SignInResult =
  | { ok: true; owner: { id: number; email: string; name: string; locale: string; sessionVersion: number } }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; minutes: number };

// Verifying against a throwaway hash when the e-mail is unknown makes both failures take the
// same time, so response timing does not tell which addresses have an account.
let decoyHash: Promise<string> | undefined;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks an owner's credentials from `address` (the rate-limit key of lib/security/client-address.ts)
 * and keeps that address's failure count, which drives its growing delay on this account.
 */
export async function authenticateOwner(
  db: Db,
  email: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignInResult> {
  const owner = await db.owner.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, email: true, name: true, locale: true, passwordHash: true, sessionVersion: true },
  });
  if (!owner) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  const locked = await lockedMinutes(db, owner.id, address, now);
  if (locked > 0) return { ok: false, reason: 'locked', minutes: locked };

  if (!(await verifyPassword(owner.passwordHash, password))) {
    const minutes = await recordFailure(db, owner.id, address, now);
    return minutes > 0 ? { ok: false, reason: 'locked', minutes } : { ok: false, reason: 'invalid' };
  }
  await clearFailures(db, owner.id, address);
  const { passwordHash: _hash, ...signedIn } = owner;
  return { ok: true, owner: signedIn };
}
