import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CmsPageContent } from '@/components/content/cms-page-content';
import { CmsPageHeader } from '@/components/content/cms-page-header';
import { ContactDetails } from '@/components/content/contact-details';
import { ModuleList } from '@/components/content/module-list';
import { Testimonials } from '@/components/content/testimonials';
import { TestimonialForm } from '@/components/forms/testimonial-form';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { getMenuPage } from '@/lib/site/queries';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/our-agency'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'OurAgency' });
  return menuPageMetadata('/our-agency', locale, { title: t('title'), description: t('lead') });
}

export default async function OurAgencyPage({ params }: PageProps<'/[locale]/our-agency'>) {
  const locale = pageLocale((await params).locale);
  const [page, t] = await Promise.all([getMenuPage('/our-agency', locale), getTranslations('OurAgency')]);
  const modules = page?.modules ?? [];
  return (
    <div className={page?.css ?? undefined}>
      <CmsPageHeader
        page={page}
        locale={locale}
        originalPath={page ? normalizeOriginalPath(page.path) : '/notre-agence/'}
        title={page?.text?.title ?? t('title')}
        lead={page?.text?.description ?? t('lead')}
      />
      <div className="container-page grid gap-10 py-10">
        <CmsPageContent html={page?.text?.content} />
        <ModuleList modules={modules} position="top" locale={locale} currentPage="/our-agency" />
        <ModuleList modules={modules} position="main" locale={locale} currentPage="/our-agency" />
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
          <div className="grid gap-8">
            <Testimonials />
            <ClientMessages island="testimonialForm">
              <TestimonialForm />
            </ClientMessages>
          </div>
          <ContactDetails />
        </div>
        <ModuleList modules={modules} position="bottom" locale={locale} currentPage="/our-agency" />
      </div>
    </div>
  );
}
