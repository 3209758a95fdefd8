import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/admin/staff-member';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Prisma } from '@/generated/prisma/client';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { testimonialForm } from '@/lib/admin/forms/testimonial';

/** The testimonials page's tabs: every testimonial, or those of one status. */
export const TESTIMONIAL_VIEWS = ['all', 'new', 'approved', 'hidden'] as const;
export type TestimonialView = (typeof TESTIMONIAL_VIEWS)[number];

export function testimonialView(value: unknown): TestimonialView {
  return TESTIMONIAL_VIEWS.includes(value as TestimonialView) ? (value as TestimonialView) : 'all';
}

// New: nobody has read it yet. Approved: on the site. Hidden: read and kept off the site.
const VIEW_WHERE = {
  all: {},
  new: { reviewedAt: null },
  approved: { approved: true },
  hidden: { approved: false, reviewedAt: { not: null } },
} as const satisfies Record<TestimonialView, Prisma.TestimonialWhereInput>;

/** One tab's testimonials, new ones first (nobody has read them yet), then the newest. */
export function testimonialsForReview(view: TestimonialView) {
  return db.testimonial.findMany({
    where: VIEW_WHERE[view],
    orderBy: [{ reviewedAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'desc' }, { id: 'desc' }],
    take: 500,
    select: {
      id: true,
      name: true,
      locale: true,
      text: true,
      rating: true,
      approved: true,
      reviewedAt: true,
      createdAt: true,
    },
  });
}

/** How many testimonials one tab holds. */
export function countTestimonials(view: TestimonialView): Promise<number> {
  return db.testimonial.count({ where: VIEW_WHERE[view] });
}

/** How many testimonials each tab holds. */
export async function testimonialCounts(): Promise<Record<TestimonialView, number>> {
  const counts = await Promise.all(TESTIMONIAL_VIEWS.map(countTestimonials));
  return Object.fromEntries(TESTIMONIAL_VIEWS.map((view, index) => [view, counts[index]!])) as Record<
    TestimonialView,
    number
  >;
}

const NOTICES = { approve: 'testimonialApproved', hide: 'testimonialHidden', edit: 'testimonialSaved' } as const;

export const testimonialWriteSchema = z.discriminatedUnion('action', [
  z.object({ id: recordIdField, action: z.literal('approve') }),
  z.object({ id: recordIdField, action: z.literal('hide') }),
  z.object({ id: recordIdField, action: z.literal('edit'), ...formShape(testimonialForm) }),
]);

/**
 * Approves, hides or corrects a testimonial. An approved one is on the agency page in every
 * language on the next request: its cache tag is expired.
 */
export async function writeTestimonial(
  input: z.output<typeof testimonialWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const existing = await db.testimonial.findUnique({ where: { id: input.id }, select: { id: true } });
  if (!existing) return { error: 'gone' };
  const now = new Date();
  const subject = `testimonial:${input.id}`;
  const change =
    input.action === 'edit'
      ? { name: input.name, text: input.text }
      : { approved: input.action === 'approve', reviewedAt: now };
  await db.$transaction([
    db.testimonial.update({ where: { id: input.id }, data: change }),
    auditEntry(db, staff, `testimonial.${input.action}`, subject, input.action === 'edit' ? change : undefined),
  ]);
  await expireEverywhere([CACHE_TAG.testimonials]);
  return { notice: NOTICES[input.action] };
}
