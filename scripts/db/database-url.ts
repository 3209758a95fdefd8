// Scripts run outside Next, so they read DATABASE_URL with the same default as the app.
export const DEFAULT_DATABASE_URL = 'file:./data/vitrine.db';

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}
