// A transaction that reads before it writes waits for another process's write to end, as a lone
// statement does, instead of failing at once with SQLITE_BUSY: an import from the command line
// runs while the server writes page views, leads and mail.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createDbClient } from '@/lib/prisma-client';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';
import { createTestDatabase, TEST_PROVIDER } from '../support/test-database';

const { track } = testDatabaseHooks();

// Another process takes SQLite's write lock, says so, and lets go after `ms`.
const HOLD_WRITE_LOCK = `
  const db = new (require('better-sqlite3'))(process.argv[1]);
  db.exec('BEGIN IMMEDIATE');
  db.prepare('UPDATE Property SET price = price + 1').run();
  process.stdout.write('locked\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));
  db.exec('COMMIT');
`;

describe.skipIf(TEST_PROVIDER !== 'sqlite')('SQLite transactions beside another writer', () => {
  it('waits for the other process to commit, then reads and writes', async () => {
    const url = await createTestDatabase();
    const db = track(createDbClient(url));
    const property = await createTestProperty(db, { price: 100_000 });

    const other = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK, url.slice('file:'.length), '500']);
    const exited = once(other, 'exit');
    await once(other.stdout, 'data');

    const price = await db.$transaction(async (tx) => {
      const read = await tx.property.findUniqueOrThrow({ where: { id: property.id } });
      await tx.property.update({ where: { id: property.id }, data: { price: (read.price ?? 0) + 10 } });
      return read.price;
    });
    const [code] = await exited;

    expect(code).toBe(0);
    // Read after the other's commit: its write is kept, and this one adds to it.
    expect(price).toBe(100_001);
    expect((await db.property.findUniqueOrThrow({ where: { id: property.id } })).price).toBe(100_011);
  });
});
