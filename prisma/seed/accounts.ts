import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

// Demo accounts (README: demo logins). The owners' property links come from the CRM
// feed import.
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

export const DEMO_STAFF = [
  {
    email: 'agency@vitrine.example',
    name: 'Sophie Lambert',
    role: 'admin',
    locale: 'fr',
    password: 'vitrine-agency-2026',
  },
] as const;

/** The stored hash while it still matches the demo password, else a new one (scrypt is slow on purpose). */
async function demoPasswordHash(stored: string | undefined, password: string): Promise<string> {
  return stored !== undefined && (await verifyPassword(stored, password)) ? stored : hashPassword(password);
}

/**
 * Creates or refreshes the demo owners and staff. A seeded demo account starts enabled and
 * unlocked, with its demo password, whatever earlier sign-in attempts or the back-office did.
 */
export async function seedAccounts(db: Db): Promise<void> {
  for (const { password, ...owner } of DEMO_OWNERS) {
    const existing = await db.owner.findUnique({ where: { email: owner.email }, omit: { passwordHash: false } });
    const data = { ...owner, disabledAt: null, passwordHash: await demoPasswordHash(existing?.passwordHash, password) };
    const { id } = await db.owner.upsert({ where: { email: owner.email }, create: data, update: data });
    await db.signInFailure.deleteMany({ where: { ownerId: id } });
  }
  for (const { password, ...staff } of DEMO_STAFF) {
    const existing = await db.staff.findUnique({ where: { email: staff.email }, omit: { passwordHash: false } });
    const data = { ...staff, disabledAt: null, passwordHash: await demoPasswordHash(existing?.passwordHash, password) };
    const { id } = await db.staff.upsert({ where: { email: staff.email }, create: data, update: data });
    await db.signInFailure.deleteMany({ where: { staffId: id } });
  }
}
