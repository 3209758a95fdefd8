import { createHash, randomBytes } from 'node:crypto';
import {
  accountColumn,
  accountOfRow,
  findAccountByEmail,
  setAccountPassword,
  type Account,
  type AccountKind,
} from '@/lib/auth/account';
import { clearAllFailures } from '@/lib/auth/lockout';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

// A password is never sent by e-mail; the reminder sends a one-time link instead (docs/forms.md).
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// An invitation from the back-office waits for its reader longer than a reminder they asked for.
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the token's hash is stored: a leaked database row cannot be used to reset a password. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Marks every link of the account not used yet as spent: only the newest one ever works, and none
 * survives the account being disabled (lib/auth/disable-account.ts).
 */
export function spendOpenTokens(db: Pick<Db, 'passwordResetToken'>, account: Account, now: Date) {
  return db.passwordResetToken.updateMany({
    where: { ...accountColumn(account), usedAt: null },
    data: { usedAt: now },
  });
}

/**
 * A new one-time link token for the account, valid `ttlMs`. The account's older links stop
 * working: the mail that counts is the latest one.
 */
export async function issuePasswordToken(db: Db, account: Account, ttlMs: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.$transaction([
    spendOpenTokens(db, account, now),
    db.passwordResetToken.create({
      data: { tokenHash: hashToken(token), ...accountColumn(account), expiresAt: new Date(now.getTime() + ttlMs) },
    }),
  ]);
  return token;
}

/** A reminder's token for the account of this kind and e-mail, or null when there is none. */
export async function issueResetToken(db: Db, kind: AccountKind, email: string, now = new Date()) {
  const account = await findAccountByEmail(db, kind, email);
  if (!account || account.disabledAt) return null;
  const token = await issuePasswordToken(db, { kind, id: account.id }, RESET_TOKEN_TTL_MS, now);
  return { token, account: { name: account.name, email: account.email } };
}

export type ResetResult = { ok: true; kind: AccountKind } | { ok: false };

const ACCOUNT_DISABLED = { select: { disabledAt: true } } as const;

/**
 * Sets a new password with a token that is known, unused and not expired, of an account that is
 * not disabled: an invitation mailed before the account was disabled opens nothing. The token and
 * every other open link of the account are then spent, its sessions end (their version is raised,
 * lib/auth/options.ts) and the sign-in delays of every address are forgotten.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<ResetResult> {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { owner: ACCOUNT_DISABLED, staff: ACCOUNT_DISABLED },
  });
  const account = row ? accountOfRow(row) : null;
  const disabled = (row?.owner ?? row?.staff)?.disabledAt;
  if (!row || !account || disabled || row.usedAt || row.expiresAt <= now) return { ok: false };
  const passwordHash = await hashPassword(password);
  // Spending the token first, in one statement: a second use of the same link finds it spent.
  const spent = await db.passwordResetToken.updateMany({
    where: { tokenHash: row.tokenHash, usedAt: null },
    data: { usedAt: now },
  });
  if (spent.count !== 1) return { ok: false };
  await db.$transaction([
    setAccountPassword(db, account, passwordHash),
    spendOpenTokens(db, account, now),
    clearAllFailures(db, account),
  ]);
  return { ok: true, kind: account.kind };
}
