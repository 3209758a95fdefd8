// Reads the e2e database directly so tests can name real properties without hard-coding ids.
import Database from 'better-sqlite3';
import type { Locale } from '@/lib/i18n/locales';
import { E2E_DATABASE_FILE, E2E_IMPORT_TOKEN, E2E_ORIGIN } from './e2e-env';

const database = () => new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });

export type PropertyRef = { id: number; goal: number; slugs: Record<string, { city: string; title: string }> };

function slugsOf(db: Database.Database, table: 'Property' | 'Project', id: number, cityId: number) {
  const key = table === 'Property' ? 'propertyId' : 'projectId';
  const titles = db.prepare(`SELECT locale, slug FROM ${table}Translation WHERE ${key} = ?`).all(id) as {
    locale: Locale;
    slug: string;
  }[];
  const cities = db.prepare('SELECT locale, slug FROM CityTranslation WHERE cityId = ?').all(cityId) as {
    locale: Locale;
    slug: string;
  }[];
  return Object.fromEntries(
    titles.map((t) => [t.locale, { title: t.slug, city: cities.find((c) => c.locale === t.locale)?.slug ?? '' }]),
  );
}

export function firstProperty(where: string): PropertyRef {
  const db = database();
  try {
    const row = db
      .prepare(`SELECT id, goal, cityId FROM Property WHERE status = 'available' AND ${where} ORDER BY id LIMIT 1`)
      .get() as { id: number; goal: number; cityId: number } | undefined;
    if (!row) throw new Error(`No property where ${where}`);
    return { id: row.id, goal: row.goal, slugs: slugsOf(db, 'Property', row.id, row.cityId) };
  } finally {
    db.close();
  }
}

export function firstProject(): PropertyRef {
  const db = database();
  try {
    const row = db.prepare(`SELECT id, cityId FROM Project WHERE status = 'available' ORDER BY id LIMIT 1`).get() as {
      id: number;
      cityId: number;
    };
    return { id: row.id, goal: 0, slugs: slugsOf(db, 'Project', row.id, row.cityId) };
  } finally {
    db.close();
  }
}

/** Runs a read-only query on the browser tests' database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = database();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function count(sql: string): number {
  const db = database();
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Changes the browser tests' database behind the site's back, then tells the server which of its
 * cached data the change touched (`expire`, tags of lib/cache/tags.ts), as every writer outside the
 * site must (docs/caching.md): the next page shows the change.
 */
export async function changeDatabase<T>(expire: readonly string[], run: (db: Database.Database) => T): Promise<T> {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  let result: T;
  try {
    result = run(db);
  } finally {
    db.close();
  }
  if (expire.length > 0) {
    const response = await fetch(`${E2E_ORIGIN}/api/cache/expire/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${E2E_IMPORT_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: expire }),
    });
    if (!response.ok) throw new Error(`The server did not expire ${expire.join(', ')}: HTTP ${response.status}`);
  }
  return result;
}
