// Creating and dropping whole PostgreSQL databases, for the test suite and the benchmarks: each
// test gets a fresh database copied from a migrated template, as each SQLite test gets a file.
import pg from 'pg';
import { postgresConfig } from '@/lib/prisma-client';

/** The same server and credentials as `serverUrl`, another database. */
export function postgresDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return `"${name}"`;
};

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(postgresConfig(serverUrl).pool);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `name` (empty, or a copy of `template`, which must have no open connection). */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return withAdmin(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`);
  });
}

export function dropDatabases(serverUrl: string, names: readonly string[]): Promise<void> {
  return withAdmin(serverUrl, async (client) => {
    for (const name of names) await dropOne(client, name);
  });
}

// FORCE ends the other sessions on the database, but a user who is not a superuser may not end
// an autovacuum worker's (PostgreSQL answers 42501 then). The worker is done within moments.
const DROP_ATTEMPTS = 10;

async function dropOne(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '42501' || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Empties every table of `databaseUrl` but the migrations' own, and restarts its sequences. */
export async function truncateAll(databaseUrl: string): Promise<void> {
  await withAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'",
    );
    if (rows.length > 0) {
      await client.query(`TRUNCATE TABLE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
    }
  });
}
