import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgencyJsonLd } from '@/components/content/agency-json-ld';
import { ModuleList } from '@/components/content/module-list';
import { HomeSearchBlock } from '@/components/home/home-search-block';
import { countByGoal } from '@/lib/listing/queries';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import type { ModulePosition } from '@/lib/site/module-settings';
import { getMenuPage, getSiteConfig } from '@/lib/site/queries';
import { pageLocale } from '@/lib/i18n/page-locale';

const POSITIONS: ModulePosition[] = ['top', 'main', 'bottom'];

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const metadata = await menuPageMetadata('/', locale, { title: t('metaTitle'), description: t('metaDescription') });
  // The home page's title is the site's own, never "Home | site": without a CMS metadata title
  // (an object, absolute), the translated one stands alone.
  return { ...metadata, title: typeof metadata.title === 'object' ? metadata.title : { absolute: t('metaTitle') } };
}

/**
 * The home page: the search block, then the page's CMS modules in order: the "new arrivals"
 * property list (maxItems 4, 4 to a row) and the home article.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = pageLocale((await params).locale);
  const [{ home }, counts, page] = await Promise.all([getSiteConfig(), countByGoal(), getMenuPage('/', locale)]);

  return (
    <>
      <AgencyJsonLd locale={locale} />
      <HomeSearchBlock locale={locale} config={home} counts={counts} />
      {page && (
        <div className="container-page flex flex-col gap-12 py-12">
          {POSITIONS.map((position) => (
            <ModuleList key={position} modules={page.modules} position={position} locale={locale} currentPage="/" />
          ))}
        </div>
      )}
    </>
  );
}
