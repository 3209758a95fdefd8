import type { Db } from '@/lib/prisma-client';

/** The client handed to a `db.$transaction` callback; `Db` itself is assignable to it. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
