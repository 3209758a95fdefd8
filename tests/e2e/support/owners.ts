// Throwaway owner accounts for the tests that fail sign-ins or change passwords, so the demo
// owners stay usable. Written straight into the browser tests' database: spawning the owner CLI
// twice per test cost seconds of a test's time on a busy machine.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { changeDatabase } from './catalogue';

export type OwnerAccount = { email: string; password: string };

/** A new owner of `propertyIds`, under an e-mail address no other test or run uses. */
export async function createOwner(name: string, password: string, propertyIds: number[]): Promise<OwnerAccount> {
  const email = `${name}-${randomBytes(6).toString('hex')}@e2e.example`;
  const passwordHash = await hashPassword(password);
  // Owner accounts are read per request, never cached: there is nothing to expire.
  await changeDatabase([], (db) =>
    db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO Owner (email, name, passwordHash, createdAt) VALUES (?, ?, ?, ?)')
        .run(email, 'Test Owner', passwordHash, new Date().toISOString());
      const link = db.prepare('INSERT INTO OwnerProperty (ownerId, propertyId) VALUES (?, ?)');
      for (const propertyId of propertyIds) link.run(lastInsertRowid, propertyId);
    })(),
  );
  return { email, password };
}
