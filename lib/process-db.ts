import { createDbClient, type Db } from '@/lib/prisma-client';
import { env } from '@/lib/env';

// One client per process, kept on globalThis: the build bundles this module into each route, the
// proxy and instrumentation apart, the server (scripts/serve.ts) loads it on its own, and each copy
// would otherwise open its own connection with its own query compiler (tens of megabytes each;
// docs/caching.md, memory) — as would each hot reload in development. Pages and routes import it
// through lib/db.ts, which keeps it out of client bundles.
const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db = globalForPrisma.prisma ?? createDbClient(env().DATABASE_URL);
globalForPrisma.prisma = db;
