import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeSearchBlock } from '@/components/home/home-search-block';
import { PropertyCard } from '@/components/property/property-card';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { countByGoal, newArrivals } from '@/lib/properties/queries';
import { alternates } from '@/lib/seo/alternates';
import { getArticle, getSiteConfig } from '@/lib/site/queries';

// Spec §9: the new-arrivals module shows at most 4 properties, 4 to a row.
const NEW_ARRIVALS_MAX_ITEMS = 4;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Home' });
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
    alternates: alternates(locale, '/'),
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  const [{ home }, counts, arrivals, t] = await Promise.all([
    getSiteConfig(),
    countByGoal(),
    newArrivals(locale, NEW_ARRIVALS_MAX_ITEMS),
    getTranslations('Home'),
  ]);
  const article = home.articleKey ? await getArticle(home.articleKey, locale) : null;

  return (
    <>
      <HomeSearchBlock locale={locale} config={home} counts={counts} />
      <section className="container-page py-12" aria-labelledby="new-arrivals">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="new-arrivals" className="text-3xl font-semibold">
            {t('newArrivals')}
          </h2>
          <Link href="/for-sale" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('allForSale')}
          </Link>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {arrivals.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>
      {article && (
        <section className="bg-sand-50" aria-labelledby="home-article">
          <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_2fr]">
            <h2 id="home-article" className="text-3xl font-semibold">
              {article.title}
            </h2>
            <div className="prose-article text-lg" dangerouslySetInnerHTML={{ __html: article.body }} />
          </div>
        </section>
      )}
    </>
  );
}
