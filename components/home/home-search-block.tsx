import { getTranslations } from 'next-intl/server';
import { HomeSearch } from '@/components/search/home-search';
import { isPublic } from '@/lib/domain/public-flag';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Goal } from '@/lib/properties/goal';
import type { HomeConfig } from '@/lib/site/config-schema';
import { listingPathname } from '@/lib/properties/goal';

/**
 * The home configuration (docs/cms.md): logo, title, description and description2 (each only when its
 * public flag is true or 'true'), the for-sale / for-rent buttons with their counts (countProperty),
 * and the search box, each behind its switch.
 */
export async function HomeSearchBlock({
  locale,
  config,
  counts,
}: {
  locale: Locale;
  config: HomeConfig;
  counts: Record<Goal, number>;
}) {
  const t = await getTranslations('Home');
  const text = (field: HomeConfig['title']) =>
    isPublic(field.public) && field.value[locale] ? field.value[locale] : null;
  const title = text(config.title) ?? t('fallbackTitle');
  const description = text(config.description);
  const description2 = text(config.description2);
  const showCount = config.showCountProperty && config.showSearchCount;

  return (
    <section className="relative bg-brand-800 text-white" aria-labelledby="home-title">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(176,137,74,0.35),transparent_55%)]"
      />
      <div className="container-page relative flex flex-col items-start gap-6 py-14 sm:py-20">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo from configuration */}
        <img src={config.logoUrl} alt="" width={180} height={48} className="h-12 w-auto rounded bg-white/95 p-1.5" />
        <h1 id="home-title" className="max-w-3xl text-4xl font-semibold text-white sm:text-5xl">
          {title}
        </h1>
        {description && <p className="max-w-2xl text-lg text-brand-100">{description}</p>}
        {description2 && <p className="max-w-2xl text-brand-100">{description2}</p>}
        {config.showSearchButton && (
          <div className="flex flex-wrap gap-3">
            {(['sale', 'rent'] as const).map((goal) => (
              <Link
                key={goal}
                href={listingPathname(goal)}
                className="inline-flex min-h-12 items-center gap-2 rounded-md bg-white px-5 font-semibold text-brand-800 shadow hover:bg-sand-50"
              >
                {t(goal === 'sale' ? 'forSale' : 'forRent')}
                {showCount && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-900">
                    {t('count', { count: counts[goal] })}
                  </span>
                )}
              </Link>
            ))}
          </div>
        )}
        {config.showSearchInput && (
          <div className="w-full max-w-2xl">
            <HomeSearch locale={locale} />
          </div>
        )}
      </div>
    </section>
  );
}
