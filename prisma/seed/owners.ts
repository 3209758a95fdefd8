import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

// Demo owner accounts (README: owner portal). Their property links come from the CRM feed import.
export const DEMO_OWNERS = [
  {
    email: 'owner@vitrine.example',
    name: 'Claire Dubois',
    locale: 'fr',
    password: 'vitrine-demo-2026',
    weeklyReport: false,
  },
  {
    email: 'second.owner@vitrine.example',
    name: 'Pieter Janssens',
    locale: 'nl',
    password: 'second-demo-2026',
    weeklyReport: false,
  },
] as const;

/** Creates or refreshes the demo owners; hashes only when the stored hash does not match (scrypt is slow on purpose). */
export async function seedOwners(db: Db): Promise<void> {
  for (const { password, ...owner } of DEMO_OWNERS) {
    const existing = await db.owner.findUnique({
      where: { email: owner.email },
      select: { id: true, passwordHash: true },
    });
    const hashIsCurrent = existing !== null && (await verifyPassword(existing.passwordHash, password));
    if (!existing) {
      await db.owner.create({ data: { ...owner, passwordHash: await hashPassword(password) } });
    } else {
      const passwordHash = hashIsCurrent ? existing.passwordHash : await hashPassword(password);
      await db.owner.update({ where: { id: existing.id }, data: { ...owner, passwordHash } });
      // A seeded demo account starts unlocked, whatever earlier sign-in attempts did.
      await db.signInFailure.deleteMany({ where: { ownerId: existing.id } });
    }
  }
}
