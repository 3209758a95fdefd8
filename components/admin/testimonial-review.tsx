import { getTranslations } from 'next-intl/server';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import type { Locale } from '@/lib/i18n/locales';

type Testimonial = {
  id: number;
  name: string;
  locale: string;
  text: string;
  rating: number | null;
  approved: boolean;
  reviewedAt: Date | null;
};

const BUTTON = 'min-h-11 rounded-md px-4 font-semibold';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`;

function statusOf(testimonial: Testimonial): 'new' | 'approved' | 'hidden' {
  if (!testimonial.reviewedAt) return 'new';
  return testimonial.approved ? 'approved' : 'hidden';
}

const STATUS_CLASSES = {
  new: 'bg-sand-100 text-sand-700',
  approved: 'bg-brand-50 text-brand-800',
  hidden: 'bg-line text-muted',
} as const;

/**
 * One testimonial as staff review it: its status, what it says, and plain forms (they work
 * without JavaScript) to approve, hide or correct it (app/api/admin/testimonials/[id]).
 */
export async function TestimonialReview({
  testimonial,
  received,
  locale,
  back,
}: {
  testimonial: Testimonial;
  received: string;
  locale: Locale;
  /** The page to return to after a write: the tab the member of staff is on. */
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.testimonials' });
  const status = statusOf(testimonial);
  const action = `/api/admin/testimonials/${testimonial.id}/`;
  const headingId = `testimonial-${testimonial.id}`;
  const backField = <input type="hidden" name="back" value={back} />;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {testimonial.name}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASSES[status]}`}>
          {t(`status.${status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('meta', { date: received, language: testimonial.locale.toUpperCase() })}
        {testimonial.rating !== null && ` · ${t('rating', { rating: testimonial.rating })}`}
      </p>
      <blockquote className="mt-3 border-l-4 border-sand-500 pl-4 whitespace-pre-line">{testimonial.text}</blockquote>
      <div className="mt-4 flex flex-wrap gap-3">
        {status !== 'approved' && (
          <form method="post" action={action}>
            {backField}
            <input type="hidden" name="action" value="approve" />
            <button type="submit" className={PRIMARY}>
              {t('approve')}
            </button>
          </form>
        )}
        {status !== 'hidden' && (
          <form method="post" action={action}>
            {backField}
            <input type="hidden" name="action" value="hide" />
            <button type="submit" className={SECONDARY}>
              {t('hide')}
            </button>
          </form>
        )}
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('correct')}</summary>
        <form method="post" action={action} className="mt-3 flex max-w-2xl flex-col gap-4">
          {backField}
          <input type="hidden" name="action" value="edit" />
          <label className="flex flex-col gap-1 font-medium">
            {t('name')}
            <input name="name" defaultValue={testimonial.name} required maxLength={120} className={FIELD_CLASS} />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            {t('text')}
            <textarea
              name="text"
              defaultValue={testimonial.text}
              required
              maxLength={4000}
              rows={5}
              className={`${FIELD_CLASS} py-2`}
            />
          </label>
          <div>
            <button type="submit" className={PRIMARY}>
              {t('save')}
            </button>
          </div>
        </form>
      </details>
    </article>
  );
}
