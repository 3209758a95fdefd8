'use client';

import { useTranslations } from 'next-intl';
import { BoundTextAreaField, BoundTextField, ChoiceGroup } from '@/components/forms/bound-fields';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import { RatingStar } from '@/components/ui/rating-star';
import type { Testimonial, TestimonialInput } from '@/lib/forms/testimonial';
import { RATINGS, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_MIN_LENGTH } from '@/lib/forms/choices';

/** Stars drawn for the eye only: each radio button's label says the rating in words. */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5 text-sand-700">
      {RATINGS.map((star) => (
        <RatingStar key={star} filled={star <= rating} className="size-4" />
      ))}
    </span>
  );
}

/** A visitor's testimonial, published only once the agency approved it. */
export function TestimonialForm() {
  const t = useTranslations('TestimonialForm');
  const form = useVisitorForm<TestimonialInput, Testimonial>({
    name: 'testimonial',
    idPrefix: 'testimonial',
    schema: () => import('@/lib/forms/testimonial').then((forms) => forms.testimonialSchema),
    defaultValues: { town: '' },
  });

  return (
    <VisitorForm
      form={form}
      title={t('title')}
      intro={t('intro')}
      submitLabel={t('submit')}
      className="flex flex-col gap-5 rounded-lg border border-line p-4 sm:p-8"
      titleClassName="text-2xl font-semibold sm:text-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundTextField name="name" label={t('name')} hint={t('nameHint')} required autoComplete="name" />
        <BoundTextField name="town" label={t('town')} autoComplete="address-level2" className="sm:self-end" />
      </div>
      <ChoiceGroup
        name="rating"
        legend={t('rating')}
        type="radio"
        required
        columns="sm:grid-cols-1"
        options={[...RATINGS].reverse().map((rating) => ({
          value: String(rating),
          label: (
            <span className="flex flex-wrap items-center gap-x-2">
              <Stars rating={rating} />
              {t(`ratings.${rating}`)}
            </span>
          ),
        }))}
      />
      <BoundTextAreaField
        name="text"
        label={t('text')}
        hint={t('textHint', { min: TESTIMONIAL_MIN_LENGTH, max: TESTIMONIAL_MAX_LENGTH })}
        required
        rows={6}
        maxLength={TESTIMONIAL_MAX_LENGTH}
      />
      <BoundTextField
        name="email"
        type="email"
        label={t('email')}
        hint={t('emailHint')}
        required
        autoComplete="email"
        className="sm:max-w-md"
      />
    </VisitorForm>
  );
}
