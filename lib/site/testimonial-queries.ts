import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';

/** Spec §8: testimonials are published only once the agency approved them. Newest first. */
export const getApprovedTestimonials = cache((limit: number) =>
  db.testimonial.findMany({
    where: { approved: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, name: true, locale: true, text: true, rating: true, createdAt: true },
  }),
);
