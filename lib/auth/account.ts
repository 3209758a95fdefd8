import type { Db } from '@/lib/prisma-client';

/**
 * The two kinds of people who sign in: property owners (the portal) and agency staff (the
 * back-office, docs/back-office.md). They are separate principals in separate tables; what both
 * share — hashed passwords, the growing delay after failures, one-time password links — is
 * written once, for an account of either kind.
 */
export const ACCOUNT_KINDS = ['owner', 'staff'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type Account = { kind: AccountKind; id: number };

export function isAccountKind(value: unknown): value is AccountKind {
  return ACCOUNT_KINDS.includes(value as AccountKind);
}

/** The column that ties a sign-in failure or a password link to its account. */
export function accountColumn(account: Account): { ownerId: number } | { staffId: number } {
  return account.kind === 'owner' ? { ownerId: account.id } : { staffId: account.id };
}

/** The account a row with an ownerId and a staffId column belongs to. */
export function accountOfRow(row: { ownerId: number | null; staffId: number | null }): Account | null {
  if (row.ownerId !== null) return { kind: 'owner', id: row.ownerId };
  if (row.staffId !== null) return { kind: 'staff', id: row.staffId };
  return null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const SIGN_IN_FIELDS = {
  id: true,
  email: true,
  name: true,
  locale: true,
  passwordHash: true,
  sessionVersion: true,
  disabledAt: true,
} as const;

/** What signing in needs of an account, by e-mail. */
export async function findAccountByEmail(db: Db, kind: AccountKind, email: string) {
  const where = { email: normalizeEmail(email) };
  const row =
    kind === 'owner'
      ? await db.owner.findUnique({ where, select: SIGN_IN_FIELDS })
      : await db.staff.findUnique({ where, select: SIGN_IN_FIELDS });
  return row ? { ...row, kind } : null;
}

/**
 * A new password for the account; its sessions signed in under the old one are over, and an
 * invitation it was waiting on is taken up (the back-office shows it active from now on).
 */
export function setAccountPassword(db: Db, account: Account, passwordHash: string) {
  const data = { passwordHash, sessionVersion: { increment: 1 }, invitedAt: null };
  return account.kind === 'owner'
    ? db.owner.update({ where: { id: account.id }, data, select: { id: true } })
    : db.staff.update({ where: { id: account.id }, data, select: { id: true } });
}
