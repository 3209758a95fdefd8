import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

// A password is never sent by e-mail; the reminder sends a one-time link instead (docs/forms.md).
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Only the token's hash is stored: a leaked database row cannot be used to reset a password. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Marks every link of the owner not used yet as spent: only the newest one ever works. */
function spendOpenTokens(db: Db, ownerId: number, now: Date) {
  return db.passwordResetToken.updateMany({ where: { ownerId, usedAt: null }, data: { usedAt: now } });
}

/**
 * A new one-time token for the owner with this e-mail, or null when there is no such owner. The
 * owner's older links stop working: the mail that counts is the latest one.
 */
export async function issueResetToken(db: Db, email: string, now = new Date()) {
  const owner = await db.owner.findUnique({
    where: { email },
    select: { id: true, name: true, locale: true, email: true },
  });
  if (!owner) return null;
  const token = randomBytes(32).toString('base64url');
  await db.$transaction([
    spendOpenTokens(db, owner.id, now),
    db.passwordResetToken.create({
      data: { tokenHash: hashToken(token), ownerId: owner.id, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
    }),
  ]);
  return { token, owner };
}

export type ResetResult = 'done' | 'invalid';

/**
 * Sets a new password with a token that is known, unused and not expired. The token and every
 * other open link of the owner are then spent, the owner's sessions end (their version is raised,
 * lib/auth/options.ts) and the sign-in delays of every address are forgotten.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<ResetResult> {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt <= now) return 'invalid';
  const passwordHash = await hashPassword(password);
  // Spending the token first, in one statement: a second use of the same link finds it spent.
  const spent = await db.passwordResetToken.updateMany({
    where: { tokenHash: row.tokenHash, usedAt: null },
    data: { usedAt: now },
  });
  if (spent.count !== 1) return 'invalid';
  await db.$transaction([
    db.owner.update({ where: { id: row.ownerId }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    spendOpenTokens(db, row.ownerId, now),
    db.signInFailure.deleteMany({ where: { ownerId: row.ownerId } }),
  ]);
  return 'done';
}
