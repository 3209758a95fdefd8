import { lockoutSeconds, minutesLeft } from '@/lib/auth/lockout';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

export type SignInResult =
  | { ok: true; owner: { id: number; email: string; name: string; locale: string } }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; minutes: number };

// Verifying against a throwaway hash when the e-mail is unknown makes both failures take the
// same time, so response timing does not tell which addresses have an account.
let decoyHash: Promise<string> | undefined;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks an owner's credentials and keeps the failure count that drives the growing delay. */
export async function authenticateOwner(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<SignInResult> {
  const owner = await db.owner.findUnique({
    where: { email: normalizeEmail(email) },
    select: {
      id: true,
      email: true,
      name: true,
      locale: true,
      passwordHash: true,
      failedLogins: true,
      lockedUntil: true,
    },
  });
  if (!owner) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  const minutes = minutesLeft(owner.lockedUntil, now);
  if (minutes > 0) return { ok: false, reason: 'locked', minutes };

  if (!(await verifyPassword(owner.passwordHash, password))) {
    const failures = owner.failedLogins + 1;
    const seconds = lockoutSeconds(failures);
    await db.owner.update({
      where: { id: owner.id },
      data: { failedLogins: failures, lockedUntil: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null },
    });
    return seconds > 0
      ? { ok: false, reason: 'locked', minutes: minutesLeft(new Date(now.getTime() + seconds * 1000), now) }
      : { ok: false, reason: 'invalid' };
  }
  if (owner.failedLogins > 0 || owner.lockedUntil) {
    await db.owner.update({ where: { id: owner.id }, data: { failedLogins: 0, lockedUntil: null } });
  }
  return { ok: true, owner: { id: owner.id, email: owner.email, name: owner.name, locale: owner.locale } };
}
