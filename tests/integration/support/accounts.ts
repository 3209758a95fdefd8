// The account tests' clean slate: no account, and nothing a sign-in, a password reset or a write
// on an account left behind.
import type { Db } from '@/lib/prisma-client';

/** Deletes the accounts and the rows about them, those that point at an account first. */
export async function deleteAccounts(db: Db): Promise<void> {
  await db.auditEntry.deleteMany();
  await db.outboxEmail.deleteMany();
  await db.passwordResetToken.deleteMany();
  await db.passwordResetRequest.deleteMany();
  await db.signInFailure.deleteMany();
  await db.rateLimit.deleteMany();
  await db.owner.deleteMany();
  await db.staff.deleteMany();
}
