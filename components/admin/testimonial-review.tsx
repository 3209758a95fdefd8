import { getTranslations } from 'next-intl/server';
import { badge } from '@/components/admin/admin-classes';
import { ButtonForm } from '@/components/admin/admin-form';
import { FoldedForm } from '@/components/admin/folded-form';
import { FormField } from '@/components/admin/form-field';
import { RecordCard } from '@/components/admin/record-card';
import type { FormView } from '@/lib/admin/form-view';
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
  form,
  received,
  locale,
  back,
}: {
  testimonial: Testimonial;
  /** Its correction (lib/admin/forms/testimonial.ts). */
  form: FormView;
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
    <RecordCard
      id={headingId}
      title={testimonial.name}
      badges={<span className={badge(TONES[status])}>{t(`status.${status}`)}</span>}
      meta={
        <>
          {t('meta', { date: received, language: testimonial.locale.toUpperCase() })}
          {testimonial.rating !== null && ` · ${t('rating', { rating: testimonial.rating })}`}
        </>
      }
    >
      <blockquote className="mt-3 border-l-4 border-sand-500 pl-4 whitespace-pre-line">{testimonial.text}</blockquote>
      <div className="mt-4 flex flex-wrap gap-3">
        {status !== 'approved' && (
          <ButtonForm action={action} hidden={{ back, action: 'approve' }}>
            {t('approve')}
          </ButtonForm>
        )}
        {status !== 'hidden' && (
          <ButtonForm action={action} hidden={{ back, action: 'hide' }} tone="secondary">
            {t('hide')}
          </ButtonForm>
        )}
      </div>
      <FoldedForm
        summary={t('correct')}
        summaryClassName="cursor-pointer font-semibold text-brand-700"
        className="mt-4"
        form={form}
        action={action}
        hidden={{ back, action: 'edit' }}
        layout="mt-3 flex max-w-2xl flex-col gap-4"
        submit={t('save')}
      >
        <FormField form={form} name="name" />
        <FormField form={form} name="text" rows={5} />
      </FoldedForm>
    </RecordCard>
  );
}
