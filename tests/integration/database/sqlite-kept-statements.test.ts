// SQLite statements compiled once and run again with other values, by better-sqlite3 directly and
// through Prisma: each run reads and writes with its own values, never those of the run before.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDbClient, keepStatements } from '@/lib/prisma-client';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';
import { createTestDatabase, TEST_PROVIDER } from '../support/test-database';

const { track } = testDatabaseHooks();

/** A database of numbered words, its `prepare` kept, counting what SQLite is asked to compile. */
function wordsDatabase(limit: number) {
  const client = new Database(':memory:');
  client.exec("CREATE TABLE word (n INTEGER, text TEXT); INSERT INTO word VALUES (1, 'un'), (2, 'deux'), (3, 'trois')");
  const compiled: string[] = [];
  const prepare = client.prepare.bind(client);
  client.prepare = ((source: string) => (compiled.push(source), prepare(source))) as typeof client.prepare;
  keepStatements(client, limit);
  return { client, compiled };
}

/** The adapter's way of reading (Prisma's better-sqlite3 adapter, performIO). */
const read = (client: Database.Database, sql: string, values: unknown[]) =>
  client.prepare(sql).bind(values).raw().all();

describe.skipIf(TEST_PROVIDER !== 'sqlite')('statements kept by their text', () => {
  it('compiles a text once and reads with the values of each run', () => {
    const { client, compiled } = wordsDatabase(10);
    const sql = 'SELECT text FROM word WHERE n >= ? ORDER BY n';
    expect(read(client, sql, [2])).toEqual([['deux'], ['trois']]);
    expect(read(client, sql, [3])).toEqual([['trois']]);
    expect(read(client, sql, [1])).toHaveLength(3);
    expect(compiled).toEqual([sql]);
  });

  it('runs a write with its own values, and a statement without values', () => {
    const { client } = wordsDatabase(10);
    const insert = 'INSERT INTO word VALUES (?, ?)';
    expect(client.prepare(insert).bind([4, 'quatre']).run().changes).toBe(1);
    client.prepare(insert).bind([5, 'cinq']).run();
    client.prepare('DELETE FROM word WHERE n = 1').run();
    expect(read(client, 'SELECT n FROM word ORDER BY n', [])).toEqual([[2], [3], [4], [5]]);
  });

  it('holds at most its limit, dropping the statement used longest ago', () => {
    const { client, compiled } = wordsDatabase(2);
    const texts = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    read(client, texts[0]!, []);
    read(client, texts[1]!, []);
    read(client, texts[0]!, []);
    read(client, texts[2]!, []);
    // SELECT 2 was used longest ago: compiled again; SELECT 1 was kept.
    read(client, texts[1]!, []);
    read(client, texts[0]!, []);
    expect(compiled).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 2', 'SELECT 1']);
  });

  it('answers each Prisma query with its own rows, in and out of transactions', async () => {
    const db = track(createDbClient(await createTestDatabase()));
    const cheap = await createTestProperty(db, { price: 100_000 });
    const dear = await createTestProperty(db, { price: 900_000 });
    const priceOf = async (id: number) => (await db.property.findUniqueOrThrow({ where: { id } })).price;
    expect([await priceOf(cheap.id), await priceOf(dear.id), await priceOf(cheap.id)]).toEqual([
      100_000, 900_000, 100_000,
    ]);
    await db.$transaction(async (tx) => {
      await tx.property.update({ where: { id: cheap.id }, data: { price: 110_000 } });
      await tx.property.update({ where: { id: dear.id }, data: { price: 950_000 } });
    });
    expect([await priceOf(cheap.id), await priceOf(dear.id)]).toEqual([110_000, 950_000]);
  });
});
