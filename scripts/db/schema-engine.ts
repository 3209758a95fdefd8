// Prisma's CLI downloads a native schema engine for migrations; this machine has no network,
// so migrations run through the schema engine's WebAssembly build instead (DESIGN.md §6).
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';

export const SCHEMA_PATH = path.resolve('prisma/schema.prisma');
export const MIGRATIONS_DIR = path.resolve('prisma/migrations');
const LOCKFILE = 'provider = "sqlite"\n';

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
  if (!databaseUrl.startsWith('file:')) {
    throw new Error(`Only file: (SQLite) URLs are supported by the offline migrator, got ${databaseUrl}`);
  }
  return databaseUrl.slice('file:'.length);
}

export async function readSchemaFiles() {
  return [{ path: SCHEMA_PATH, content: await readFile(SCHEMA_PATH, 'utf8') }];
}

export async function readMigrations(): Promise<MigrationList> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch(() => []);
  const directories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: 'migration_lock.toml', content: LOCKFILE },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (directory) => ({
        path: directory,
        migrationFile: {
          path: 'migration.sql',
          content: {
            tag: 'ok' as const,
            value: await readFile(path.join(MIGRATIONS_DIR, directory, 'migration.sql'), 'utf8'),
          },
        },
      })),
    ),
  };
}

/**
 * The engine replays migrations on a shadow database through `executeRaw`, which better-sqlite3
 * runs as a single prepared statement; a migration file holds many. Parameterless SQL on the
 * shadow database therefore goes through `executeScript` (better-sqlite3's `exec`) instead.
 */
class ShadowScriptSqliteFactory extends PrismaBetterSqlite3 {
  readonly connections: { dispose(): Promise<void> }[] = [];

  override async connect() {
    const adapter = await super.connect();
    this.connections.push(adapter);
    return adapter;
  }

  override async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      await adapter.executeScript(query.sql);
      return 0;
    };
    this.connections.push(adapter);
    return adapter;
  }
}

/**
 * Runs `work` with a schema engine on `databaseUrl`, then closes its connections: the engine keeps
 * a lock on the SQLite file otherwise, and the next engine on the same file would time out.
 */
export async function withSchemaEngine<T>(databaseUrl: string, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await initWasm();
  const { SchemaEngine } = engineModule as unknown as {
    SchemaEngine: typeof import('@prisma/schema-engine-wasm').SchemaEngine;
  };
  const adapterFactory = new ShadowScriptSqliteFactory({ url: sqliteFileFromUrl(databaseUrl) });
  const datamodels = (await readSchemaFiles()).map((file) => [file.path, file.content] as [string, string]);
  const engine = await SchemaEngine.new({ datamodels }, () => {}, bindMigrationAwareSqlAdapterFactory(adapterFactory));
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.all(adapterFactory.connections.map((connection) => connection.dispose()));
  }
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** SQL that brings a database built from the committed migrations up to the schema; '' when in sync. */
export async function pendingSchemaDiff(engine: SchemaEngine): Promise<string> {
  const result = await engine.diff({
    from: { tag: 'migrations', ...(await readMigrations()) },
    to: { tag: 'schemaDatamodel', files: await readSchemaFiles() },
    script: true,
    exitCode: null,
    filters: NO_FILTERS,
  });
  const script = (result.stdout ?? '').trim();
  return script === '-- This is an empty migration.' ? '' : script;
}
