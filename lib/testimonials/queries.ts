import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';

/**
 * Testimonials are published only once the agency approved them (docs/forms.md). Newest first. The
 * agency approves in the database, out of the site's sight: an entry lives a minute at most.
 */
export async function getApprovedTestimonials(limit: number) {
  'use cache';
  cacheTag(CACHE_TAG.testimonials);
  cacheLife('minutes');
  return db.testimonial.findMany({
    where: { approved: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, name: true, locale: true, text: true, rating: true, createdAt: true },
  });
}
