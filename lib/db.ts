import 'server-only';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { env } from '@/lib/env';

// One client per process; in development hot reloads would otherwise open a new one each time.
const globalForPrisma = globalThis as unknown as { prisma?: Db };

export const db = globalForPrisma.prisma ?? createDbClient(env.DATABASE_URL);
if (process.env.NODE_ENV !== 'production') globalForPrisma.prisma = db;
