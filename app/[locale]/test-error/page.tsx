import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { env } from '@/lib/env';

// A page that always fails, for the browser tests of the error page (TEST_ERROR_PAGE=1); without
// that setting it does not exist. Rendered per request, never at build time.
export default async function TestErrorPage(): Promise<never> {
  await connection();
  if (env().TEST_ERROR_PAGE !== '1') notFound();
  throw new Error('A failure the visitor must never read: internal detail 4711');
}
