// Prisma's CLI downloads a native schema engine for migrations; this machine has no network,
// so migrations run through the schema engine's WebAssembly build instead (docs/toolchain.md,
// migrations through the WebAssembly schema engine).
// SQLite and PostgreSQL each have their schema file and migrations folder (see postgres-schema.ts).
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { databaseProvider, postgresConfig, type DatabaseProvider } from '@/lib/prisma-client';
import { POSTGRES_SCHEMA, SQLITE_SCHEMA } from './postgres-schema';

export const LAYOUT: Record<DatabaseProvider, { schema: string; migrations: string }> = {
  sqlite: { schema: SQLITE_SCHEMA, migrations: path.resolve('prisma/migrations') },
  postgresql: { schema: POSTGRES_SCHEMA, migrations: path.resolve('prisma/postgresql/migrations') },
};
export const lockfileContent = (provider: DatabaseProvider) => `provider = "${provider}"\n`;

let initialized = false;

async function initWasm(): Promise<void> {
  if (initialized) return;
  // The package does not export the .wasm file itself: locate it beside its JS entry.
  const require = createRequire(import.meta.url);
  const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
  const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
    './schema_engine_bg.js': engineModule as unknown as WebAssembly.ModuleImports,
  });
  engineModule.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  initialized = true;
}

export function sqliteFileFromUrl(databaseUrl: string): string {
  if (databaseProvider(databaseUrl) !== 'sqlite') throw new Error(`Not a SQLite URL: ${databaseUrl}`);
  return databaseUrl.slice('file:'.length);
}

export async function readSchemaFiles(provider: DatabaseProvider) {
  const file = LAYOUT[provider].schema;
  return [{ path: file, content: await readFile(file, 'utf8') }];
}

export async function readMigrations(provider: DatabaseProvider): Promise<MigrationList> {
  const baseDir = LAYOUT[provider].migrations;
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const directories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: lockfileContent(provider) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (directory) => ({
        path: directory,
        migrationFile: {
          path: 'migration.sql',
          content: {
            tag: 'ok' as const,
            value: await readFile(path.join(baseDir, directory, 'migration.sql'), 'utf8'),
          },
        },
      })),
    ),
  };
}

/**
 * The engine replays migrations on a shadow database through `executeRaw`, which both drivers
 * run as a single prepared statement; a migration file holds many. Parameterless SQL on the
 * shadow database therefore goes through `executeScript` instead. Every connection is recorded
 * so it can be closed afterwards.
 */
function tracked(factory: SqlMigrationAwareDriverAdapterFactory) {
  const connections: SqlDriverAdapter[] = [];
  // The engine disposes some connections itself: a second dispose must be a no-op (pg throws).
  const track = (adapter: SqlDriverAdapter) => {
    let disposed: Promise<void> | undefined;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = () => (disposed ??= dispose());
    connections.push(adapter);
    return adapter;
  };
  const wrapped: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      return track(await factory.connect());
    },
    async connectToShadowDb() {
      const adapter = await factory.connectToShadowDb();
      const executeRaw = adapter.executeRaw.bind(adapter);
      adapter.executeRaw = async (query) => {
        if (query.args.length > 0) return executeRaw(query);
        await adapter.executeScript(query.sql);
        return 0;
      };
      return track(adapter);
    },
  };
  return { factory: wrapped, dispose: () => Promise.all(connections.map((connection) => connection.dispose())) };
}

const PG_CHAR = 18;
const PG_TEXT = 25;

/**
 * The engine reads PostgreSQL's catalogues, whose one-byte `"char"` columns (pg_class.relkind…)
 * @prisma/adapter-pg refuses as an unsupported type. pg hands their values over as strings:
 * reporting them as text lets the migrator read them (the app's own tables have no such column).
 */
function readCharAsText<T extends SqlDriverAdapter>(adapter: T): T {
  type Result = { fields: { dataTypeID: number }[] };
  const queryable = adapter as unknown as { performIO: (query: unknown) => Promise<Result> };
  const performIO = queryable.performIO.bind(adapter);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields ?? []) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
    return result;
  };
  return adapter;
}

/**
 * PostgreSQL's shadow database is created and dropped here rather than by @prisma/adapter-pg,
 * whose own version drops the database while its pool is still connected (and fails), and never
 * closes the connection it created it with.
 */
function postgresFactory(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  const { pool, schema } = postgresConfig(databaseUrl);
  const main = new PrismaPg(pool, { schema });
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => readCharAsText(await main.connect()),
    async connectToShadowDb() {
      const admin = new pg.Client(pool);
      await admin.connect();
      const name = `vitrine_shadow_${randomUUID().replaceAll('-', '')}`;
      await admin.query(`CREATE DATABASE "${name}"`);
      const adapter = readCharAsText(await new PrismaPg({ ...pool, database: name }).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      };
      return adapter;
    },
  };
}

function adapterFactory(databaseUrl: string, provider: DatabaseProvider): SqlMigrationAwareDriverAdapterFactory {
  return provider === 'sqlite'
    ? new PrismaBetterSqlite3({ url: sqliteFileFromUrl(databaseUrl) })
    : postgresFactory(databaseUrl);
}

/**
 * Runs `work` with a schema engine on `databaseUrl`, then closes its connections: the engine keeps
 * a lock on a SQLite file otherwise (the next engine on the same file would time out), and a
 * PostgreSQL shadow database is only dropped when its connection is disposed.
 */
export async function withSchemaEngine<T>(
  databaseUrl: string,
  work: (engine: SchemaEngine, provider: DatabaseProvider) => Promise<T>,
): Promise<T> {
  await initWasm();
  const { SchemaEngine } = engineModule as unknown as {
    SchemaEngine: typeof import('@prisma/schema-engine-wasm').SchemaEngine;
  };
  const provider = databaseProvider(databaseUrl);
  const { factory, dispose } = tracked(adapterFactory(databaseUrl, provider));
  const datamodels = (await readSchemaFiles(provider)).map((file) => [file.path, file.content] as [string, string]);
  const engine = await SchemaEngine.new({ datamodels }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await work(engine, provider);
  } finally {
    engine.free();
    await dispose();
  }
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** SQL that brings a database built from the committed migrations up to the schema; '' when in sync. */
export async function pendingSchemaDiff(engine: SchemaEngine, provider: DatabaseProvider): Promise<string> {
  const result = await engine.diff({
    from: { tag: 'migrations', ...(await readMigrations(provider)) },
    to: { tag: 'schemaDatamodel', files: await readSchemaFiles(provider) },
    script: true,
    exitCode: null,
    filters: NO_FILTERS,
  });
  const script = (result.stdout ?? '').trim();
  return script === '-- This is an empty migration.' ? '' : script;
}
