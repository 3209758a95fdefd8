// Queries that name thousands of ids next to another list (a region's towns and a list of types;
// an import's properties and the sold/rented markers) run on SQLite and PostgreSQL alike: Prisma
// refuses them with P2029 when it believes SQLite binds only 999 values.
import { describe, expect, it } from 'vitest';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

describe('long lists of ids', () => {
  it('runs a query naming 5,000 ids alongside another list', async () => {
    const db = await freshDb();
    const property = await createTestProperty(db);
    const ids = [...Array.from({ length: 4_999 }, (_, index) => 1_000_000 + index), property.id];
    const rows = await db.property.findMany({
      where: { id: { in: ids }, marquee: { notIn: [3, 4] }, typeId: { in: [property.typeId, 999] } },
      select: { id: true },
    });
    expect(rows).toEqual([{ id: property.id }]);
  });
});
