import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';

/**
 * Testimonials are published only once the agency approved them (docs/forms.md). Newest first.
 * Staff approve, hide and correct them in the back-office, which expires the tag.
 */
export async function getApprovedTestimonials(limit: number) {
  'use cache';
  cacheTag(CACHE_TAG.testimonials);
  cacheLife('days');
  return db.testimonial.findMany({
    where: { approved: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, name: true, locale: true, text: true, rating: true, createdAt: true },
  });
}
