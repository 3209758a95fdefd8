import 'server-only';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { env } from '@/lib/env';

// One client per process, kept on globalThis: the build bundles this module into each route, the
// proxy and instrumentation apart, and each copy would otherwise open its own connection with its
// own query compiler (tens of megabytes each; docs/caching.md, memory) — as would each hot reload
// in development.
const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db = globalForPrisma.prisma ?? createDbClient(env().DATABASE_URL);
globalForPrisma.prisma = db;
