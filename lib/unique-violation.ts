/**
 * Whether a write failed on a unique column (Prisma's P2002): the value was taken between the
 * check and the write. Read from the error's code, not its class: the SQLite and the PostgreSQL
 * clients are generated apart and throw classes of their own (lib/prisma-client.ts).
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
