import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingSchemaDiff, withSchemaEngine } from '@/scripts/db/schema-engine';
import { migrate } from '@/scripts/db/migrate';

describe('migrations', () => {
  it('match prisma/schema.prisma (run `npm run db:migration -- <name>` after a schema change)', async () => {
    const scratch = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-drift-')), 'drift.db');
    expect(await withSchemaEngine(`file:${scratch}`, pendingSchemaDiff)).toBe('');
  });

  it('apply to an empty database, then have nothing left to apply', async () => {
    const url = `file:${path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-migrate-')), 'fresh.db')}`;
    expect((await migrate(url)).length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual([]);
  });
});
