import { getLocale, getTranslations } from 'next-intl/server';
import { RatingStar } from '@/components/ui/rating-star';
import { TitledSection } from '@/components/ui/titled-section';
import { RATINGS } from '@/lib/forms/choices';
import { formatDate } from '@/lib/i18n/dates';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getApprovedTestimonials } from '@/lib/testimonials/queries';

const SHOWN = 6;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-sand-700">
      <span className="sr-only">{label}</span>
      {RATINGS.map((star) => (
        <RatingStar key={star} filled={star <= rating} className="size-5" aria-hidden />
      ))}
    </p>
  );
}

/** Approved visitor testimonials, each in the language it was written in. */
export async function Testimonials() {
  const [testimonials, t, locale] = await Promise.all([
    getApprovedTestimonials(SHOWN),
    getTranslations('Testimonials'),
    getLocale(),
  ]);
  if (testimonials.length === 0) return null;
  return (
    <TitledSection
      id="testimonials"
      title={t('title')}
      className="rounded-lg bg-sand-50 p-6 sm:p-8"
      headingClassName="mb-6 text-2xl font-semibold sm:text-3xl"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => {
          const rating =
            testimonial.rating !== null && testimonial.rating >= 1 && testimonial.rating <= 5
              ? testimonial.rating
              : null;
          return (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col gap-3 rounded-lg border border-line bg-white p-5">
                {rating !== null && <Stars rating={rating} label={t('rating', { rating })} />}
                <blockquote lang={testimonial.locale} className="text-lg">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-auto text-sm text-muted">
                  <span className="font-semibold text-ink">{testimonial.name}</span>
                  {' · '}
                  <time dateTime={testimonial.createdAt.toISOString()}>
                    {formatDate(testimonial.createdAt, pageLocale(locale), { month: 'long', year: 'numeric' })}
                  </time>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
