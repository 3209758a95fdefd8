import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/content/contact-details';
import { ModuleSection } from '@/components/content/module-section';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';
import { getMenuPage } from '@/lib/site/queries';

export async function generateMetadata({ params }: PageProps<'/[locale]/our-agency'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [page, t] = await Promise.all([
    getMenuPage('/our-agency', locale),
    getTranslations({ locale, namespace: 'OurAgency' }),
  ]);
  return {
    title: (page?.text?.isActiveSeo && page.text.metaTitle) || page?.text?.title || t('title'),
    description: (page?.text?.isActiveSeo && page.text.metaDescription) || page?.text?.description || t('lead'),
    alternates: alternates(locale, '/our-agency'),
  };
}

export default async function OurAgencyPage({ params }: PageProps<'/[locale]/our-agency'>) {
  const locale = (await params).locale as Locale;
  const [page, t] = await Promise.all([getMenuPage('/our-agency', locale), getTranslations('OurAgency')]);
  const title = page?.text?.title ?? t('title');
  return (
    <>
      <PageIntro title={title} lead={page?.text?.description ?? t('lead')}>
        {page?.showBreadCrumb !== false && <Breadcrumbs items={[{ label: title }]} />}
      </PageIntro>
      <div className="container-page grid grid-cols-12 gap-8 py-10">
        {page?.modules.map((module) => (
          <ModuleSection key={module.id} module={module} locale={locale} />
        ))}
        <div className="col-span-12 lg:col-span-4">
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
