import { recordIdParam } from '@/lib/http/record-id';

/**
 * The owner portal's `?property=`, read the same by the page and by its statistics API: absent or
 * `all` is every property (null), a record id is that property, anything else is `undefined`,
 * which both answer with a 404 as for someone else's property.
 */
export function ownerPropertyParam(value: string | string[] | null | undefined): number | null | undefined {
  if (value === null || value === undefined || value === 'all') return null;
  return recordIdParam(value) ?? undefined;
}
