import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { TestimonialReview } from '@/components/admin/testimonial-review';
import { staffPage } from '@/lib/admin/guard';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { testimonialCounts, testimonialsForReview, testimonialView, TESTIMONIAL_VIEWS } from '@/lib/admin/testimonials';
import { backOfficePath } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('testimonials') };
}

export default async function TestimonialsPage({ searchParams }: PageProps<'/admin/testimonials'>) {
  const staff = await staffPage('testimonials');
  const query = await searchParams;
  const view = testimonialView(query.view);
  const [t, format, testimonials, counts] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.testimonials' }),
    getFormatter({ locale: staff.locale }),
    testimonialsForReview(view),
    testimonialCounts(),
  ]);
  const viewPath = (tab: string) => `${backOfficePath('testimonials')}${tab === 'all' ? '' : `?view=${tab}`}`;
  return (
    <BackOfficeShell staff={staff} current="testimonials" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} fieldLabels={{ name: t('name'), text: t('text') }} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <nav aria-label={t('views.label')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {TESTIMONIAL_VIEWS.map((tab) => (
            <li key={tab}>
              <a
                href={viewPath(tab)}
                aria-current={tab === view ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`views.${tab}`, { count: counts[tab] })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {testimonials.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialReview
                testimonial={testimonial}
                received={format.dateTime(testimonial.createdAt, { dateStyle: 'medium' })}
                locale={staff.locale}
                back={viewPath(view)}
              />
            </li>
          ))}
        </ol>
      )}
    </BackOfficeShell>
  );
}
