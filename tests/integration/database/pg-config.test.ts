// Which database a DATABASE_URL names, and how a PostgreSQL URL becomes pg's settings.
import { describe, expect, it } from 'vitest';
import { databaseProvider, postgresConfig } from '@/lib/prisma-client';
import { postgresDatabaseUrl } from '@/scripts/db/postgres-admin';

describe('databaseProvider', () => {
  it.each([
    ['file:./data/vitrine.db', 'sqlite'],
    ['file:/tmp/x.db', 'sqlite'],
    ['postgresql://u:p@db:5432/vitrine', 'postgresql'],
    ['postgres://u@db/vitrine', 'postgresql'],
    ['POSTGRESQL://u@db/vitrine', 'postgresql'],
  ])('%s is %s', (url, provider) => {
    expect(databaseProvider(url)).toBe(provider);
  });

  it.each(['mysql://u@db/vitrine', './data/vitrine.db', ''])('refuses %j, naming what it accepts', (url) => {
    expect(() => databaseProvider(url)).toThrow(/must start with file: \(SQLite\) or postgresql:\/\//);
  });
});

describe('postgresConfig', () => {
  it('splits the URL into fields, decoding them', () => {
    expect(postgresConfig('postgresql://vitrine:p%40ss%2Fword@db.internal:6432/vitrine_prod')).toEqual({
      pool: { host: 'db.internal', port: 6432, user: 'vitrine', password: 'p@ss/word', database: 'vitrine_prod' },
      schema: undefined,
    });
  });

  it('reads schema, sslmode and connection_limit', () => {
    expect(postgresConfig('postgresql://u:p@db/v?schema=site&sslmode=require&connection_limit=20')).toEqual({
      pool: { host: 'db', port: 5432, user: 'u', password: 'p', database: 'v', ssl: true, max: 20 },
      schema: 'site',
    });
  });

  it('swaps only the database of a server URL', () => {
    expect(postgresDatabaseUrl('postgresql://u:p@db:5433/vitrine_test?sslmode=require', 'vitrine_t_1')).toBe(
      'postgresql://u:p@db:5433/vitrine_t_1?sslmode=require',
    );
  });
});
