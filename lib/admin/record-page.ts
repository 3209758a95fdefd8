import 'server-only';
import { notFound } from 'next/navigation';
import { recordIdParam } from '@/lib/http/record-id';

/** The record a back-office page's id segment names, or the 404 page: a segment that is no id finds none. */
export async function recordOfPage<Row>(segment: string, find: (id: number) => Promise<Row | null>): Promise<Row> {
  const id = recordIdParam(segment);
  const row = id === null ? null : await find(id);
  if (!row) notFound();
  return row;
}
