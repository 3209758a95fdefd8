import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type Database from 'better-sqlite3';
import type { PoolConfig } from 'pg';
import { PrismaClient } from '@/generated/prisma/client';
import { PrismaClient as PostgresPrismaClient } from '@/generated/prisma-pg/client';

export type DatabaseProvider = 'sqlite' | 'postgresql';

/** `file:` is SQLite, `postgres://` or `postgresql://` PostgreSQL; anything else is a configuration error. */
export function databaseProvider(databaseUrl: string): DatabaseProvider {
  if (databaseUrl.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return 'postgresql';
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not "${databaseUrl.split(':')[0]}:"`,
  );
}

/**
 * pg's settings from a PostgreSQL URL, as separate fields: the migrator's shadow database swaps
 * `database`, which a `connectionString` would override. `?schema=` (Prisma's spelling) picks the
 * schema; `?sslmode=require` turns TLS on; `?connection_limit=` sizes the pool (pg's default: 10).
 */
export function postgresConfig(databaseUrl: string): { pool: PoolConfig; schema: string | undefined } {
  const url = new URL(databaseUrl);
  const limit = Number(url.searchParams.get('connection_limit'));
  return {
    pool: {
      host: decodeURIComponent(url.hostname) || 'localhost',
      port: url.port ? Number(url.port) : 5432,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)),
      ...(url.searchParams.get('sslmode') === 'require' && { ssl: true }),
      ...(limit > 0 && { max: limit }),
    },
    schema: url.searchParams.get('schema') ?? undefined,
  };
}

// Password hashes never leave the data layer unless a query asks for them explicitly.
const OMIT = { owner: { passwordHash: true }, staff: { passwordHash: true } } as const;

// The SQLite that better-sqlite3 bundles binds up to 32,766 values per statement. Its Prisma
// adapter does not say so, and Prisma then assumes SQLite's old limit of 999 and refuses any
// query that names more ids alongside another list (P2029), such as a region's towns combined
// with a list of types. The adapter is told the real limit.
const SQLITE_MAX_VARIABLES = 32_766;

// Prisma's SQLite adapter prepares every query anew (`client.prepare(sql).bind(args)`), and SQLite
// compiles the statement each time: 2–3 % of the server's CPU when it renders pages whose data
// is not cached yet (docs/caching.md, where a render's time goes). A statement compiled once can run
// again with other values, but better-sqlite3's `bind` fixes the values of a statement for good, so
// the adapter is given, for each text, one compiled statement behind a stand-in whose `bind` only
// remembers the values for the run that follows. What the adapter calls on a statement is all the
// stand-in offers: `reader`, `run`, and after `bind`, `columns` and `raw().all()`.

/** What the adapter does with a statement it prepared: bound, then run or read. */
function standIn(statement: Database.Statement) {
  return {
    reader: statement.reader,
    run: () => statement.run(),
    bind: (values: unknown[]) => ({
      reader: statement.reader,
      run: () => statement.run(values),
      columns: () => statement.columns(),
      raw: () => ({ all: () => statement.raw(true).all(values) }),
    }),
  };
}

/**
 * Keeps the `limit` statements last prepared on `client`, by their text, and gives them out again.
 * A query naming a list of ids has a text per length of the list: the cache is bounded, the least
 * recently used dropped first.
 */
export function keepStatements(client: Database.Database, limit: number): void {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, ReturnType<typeof standIn>>();
  client.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) kept.delete(source);
    else statement = standIn(prepare(source));
    kept.set(source, statement);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return statement;
  }) as unknown as typeof client.prepare;
}

// A page reads with a few dozen query texts, and a list of ids makes one text per length. A
// compiled statement holds memory of its own, up to about 70 kB for a read of every column of a
// property: a hundred keep the server's memory budget (docs/caching.md, memory).
const KEPT_STATEMENTS = 100;

// SQLite's own cache of database pages, per connection: better-sqlite3 builds it with 16 MB. The
// operating system keeps the file's pages cached as well, so a smaller one costs a copy, not a
// read from disk, and keeps the server's memory budget at 100,000 properties (docs/caching.md,
// memory).
const SQLITE_CACHE_KB = 4_000;

// Interactive transactions begin IMMEDIATE, taking the write lock first. The adapter begins them
// DEFERRED: a transaction that reads and then writes while another process (the server, an import
// from the command line) holds the write lock fails at once with SQLITE_BUSY, since SQLite never
// waits (busy_timeout) for a lock it is asked to upgrade. IMMEDIATE waits, as a lone statement does.
function beginImmediate(client: Database.Database): void {
  const prepare = client.prepare.bind(client);
  client.prepare = ((source: string) => prepare(source === 'BEGIN' ? 'BEGIN IMMEDIATE' : source)) as typeof prepare;
}

class BetterSqlite3Adapter extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    const { client } = adapter as unknown as { client: Database.Database };
    keepStatements(client, KEPT_STATEMENTS);
    client.pragma(`cache_size = -${SQLITE_CACHE_KB}`);
    beginImmediate(client);
    return Object.assign(adapter, {
      getConnectionInfo: () => ({ supportsRelationJoins: false, maxBindValues: SQLITE_MAX_VARIABLES }),
    });
  }
}

function createSqliteClient(databaseUrl: string) {
  return new PrismaClient({
    adapter: new BetterSqlite3Adapter({ url: databaseUrl.slice('file:'.length) }),
    omit: OMIT,
  });
}

export type Db = ReturnType<typeof createSqliteClient>;

/**
 * A Prisma client on `databaseUrl` (scripts and tests call this directly; the app uses lib/db).
 * Prisma 7 compiles queries per provider, so PostgreSQL has its own generated client, from the
 * same schema: its API is the SQLite client's, which is the type every caller sees. (PostgreSQL
 * has a few extras, such as `mode: 'insensitive'`; code that must run on both cannot use them.)
 */
export function createDbClient(databaseUrl: string): Db {
  const provider = databaseProvider(databaseUrl);
  const client = provider === 'sqlite' ? createSqliteClient(databaseUrl) : createPostgresClient(databaseUrl);
  PROVIDERS.set(client, provider);
  return client;
}

function createPostgresClient(databaseUrl: string): Db {
  const { pool, schema } = postgresConfig(databaseUrl);
  return new PostgresPrismaClient({ adapter: new PrismaPg(pool, { schema }), omit: OMIT }) as unknown as Db;
}

const PROVIDERS = new WeakMap<Db, DatabaseProvider>();

/** The database a client of createDbClient talks to. */
export function providerOf(db: Db): DatabaseProvider {
  return PROVIDERS.get(db) ?? 'sqlite';
}
