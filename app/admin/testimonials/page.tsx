import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/dates';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { TabLinks } from '@/components/admin/tab-links';
import { TestimonialReview } from '@/components/admin/testimonial-review';
import { formView } from '@/lib/admin/form-view';
import { testimonialForm } from '@/lib/admin/forms/testimonial';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { testimonialCounts, testimonialsForReview, testimonialView, TESTIMONIAL_VIEWS } from '@/lib/admin/testimonials';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('testimonials');

export default async function TestimonialsPage({ searchParams }: PageProps<'/admin/testimonials'>) {
  const staff = await staffPage('testimonials');
  const query = await searchParams;
  const view = testimonialView(query.view);
  const [t, testimonials, counts] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.testimonials' }),
    testimonialsForReview(view),
    testimonialCounts(),
  ]);
  const forms = await Promise.all(
    testimonials.map(({ id, name, text }) =>
      formView(testimonialForm, { key: `testimonial-${id}`, staff, query, values: { name, text } }),
    ),
  );
  const viewPath = (tab: string) => `${backOfficePath('testimonials')}${tab === 'all' ? '' : `?view=${tab}`}`;
  return (
    <BackOfficeShell staff={staff} current="testimonials" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={forms} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <TabLinks
        label={t('views.label')}
        tabs={TESTIMONIAL_VIEWS.map((tab) => ({
          href: viewPath(tab),
          label: t(`views.${tab}`, { count: counts[tab] }),
          current: tab === view,
        }))}
        className="mb-6"
      />
      {testimonials.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <TestimonialReview
                testimonial={testimonial}
                form={forms[index]!}
                received={formatDate(testimonial.createdAt, staff.locale, { dateStyle: 'medium' })}
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
