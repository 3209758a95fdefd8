import { providerOf, type Db } from '@/lib/prisma-client';

/**
 * Moves PostgreSQL's id counters past the ids the seed wrote itself (menu pages, modules, article
 * categories and articles keep their demo ids): without it, the first row the back-office creates
 * in such a table takes id 1 and fails on the primary key. SQLite counts from the largest id by
 * itself.
 */
export async function advanceIdSequences(db: Db): Promise<void> {
  if (providerOf(db) !== 'postgresql') return;
  await db.$executeRawUnsafe(`
    DO $$
    DECLARE serial record;
    BEGIN
      FOR serial IN
        SELECT table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'
      LOOP
        EXECUTE format('SELECT setval(%L, COALESCE((SELECT MAX(%I) FROM %I), 0) + 1, false)',
          serial.sequence, serial.column_name, serial.table_name);
      END LOOP;
    END $$;
  `);
}
