import 'server-only';

// The process's database client (lib/process-db.ts), for server code only.
export { db } from '@/lib/process-db';
