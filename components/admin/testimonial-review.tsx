import { getTranslations } from 'next-intl/server';
import { badge, CARD } from '@/components/admin/admin-classes';
import { HiddenFields, SubmitButton, TextAreaField, TextField } from '@/components/admin/admin-fields';
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

function statusOf(testimonial: Testimonial): 'new' | 'approved' | 'hidden' {
  if (!testimonial.reviewedAt) return 'new';
  return testimonial.approved ? 'approved' : 'hidden';
}

const TONES = { new: 'waiting', approved: 'done', hidden: 'off' } as const;

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
  return (
    <article aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {testimonial.name}
        </h2>
        <span className={badge(TONES[status])}>{t(`status.${status}`)}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('meta', { date: received, language: testimonial.locale.toUpperCase() })}
        {testimonial.rating !== null && ` · ${t('rating', { rating: testimonial.rating })}`}
      </p>
      <blockquote className="mt-3 border-l-4 border-sand-500 pl-4 whitespace-pre-line">{testimonial.text}</blockquote>
      <div className="mt-4 flex flex-wrap gap-3">
        {status !== 'approved' && (
          <form method="post" action={action}>
            <HiddenFields back={back} action="approve" />
            <SubmitButton>{t('approve')}</SubmitButton>
          </form>
        )}
        {status !== 'hidden' && (
          <form method="post" action={action}>
            <HiddenFields back={back} action="hide" />
            <SubmitButton tone="secondary">{t('hide')}</SubmitButton>
          </form>
        )}
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('correct')}</summary>
        <form method="post" action={action} className="mt-3 flex max-w-2xl flex-col gap-4">
          <HiddenFields back={back} action="edit" />
          <TextField name="name" label={t('name')} defaultValue={testimonial.name} required maxLength={120} />
          <TextAreaField
            name="text"
            label={t('text')}
            defaultValue={testimonial.text}
            required
            maxLength={4000}
            rows={5}
          />
          <SubmitButton className="self-start">{t('save')}</SubmitButton>
        </form>
      </details>
    </article>
  );
}
