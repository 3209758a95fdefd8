import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/auth/password';

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed', async () => {
    const hash = await hashPassword('vitrine-demo-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword(hash, 'vitrine-demo-2026')).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('vitrine-demo-2026');
    expect(await verifyPassword(hash, 'vitrine-demo-2025')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'same password')).toBe(true);
    expect(await verifyPassword(second, 'same password')).toBe(true);
  });

  it('matches composed and decomposed accents alike', async () => {
    const hash = await hashPassword('Li\u00e8ge-2026');
    expect(await verifyPassword(hash, 'Lie\u0300ge-2026')).toBe(true);
    expect(await verifyPassword(hash, 'Liege-2026')).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['plain text', 'vitrine-demo-2026'],
    ['other scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['missing part', 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0'],
    ['extra part', 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5$x'],
    ['N not a power of two', 'scrypt$30000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['N absurdly large', 'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['r zero', 'scrypt$32768$0$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['p not a number', 'scrypt$32768$8$x$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['salt not base64', 'scrypt$32768$8$1$not*base64!$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['key too short', 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$a2V5'],
  ])('returns false for a malformed hash (%s)', async (_case, hash) => {
    await expect(verifyPassword(hash, 'vitrine-demo-2026')).resolves.toBe(false);
  });

  it('returns false for values that are not strings', async () => {
    await expect(verifyPassword(undefined as unknown as string, 'x')).resolves.toBe(false);
    await expect(verifyPassword('scrypt$32768$8$1$a$b', null as unknown as string)).resolves.toBe(false);
  });
});

describe('needsRehash', () => {
  it('is false for a current hash and true for weaker or malformed ones', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5')).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
