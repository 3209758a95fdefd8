import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import { pendingSchemaDiff, withSchemaEngine } from '@/scripts/db/schema-engine';
import { migrate } from '@/scripts/db/migrate';
import { BACKFILLED, backfilledProperties } from '../support/price-per-m2-backfill';

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

  it("fill the price per m² of the properties already there by the import's rule", async () => {
    const url = `file:${path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-backfill-')), 'backfill.db')}`;
    const properties = await backfilledProperties(url);
    expect(properties).toEqual(BACKFILLED);
    expect(properties.map((property) => property.pricePerM2)).toEqual(properties.map(pricePerM2));
  });
});
