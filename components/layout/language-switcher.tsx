'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/use-pathname';
import { keptQuery } from '@/lib/i18n/language-switcher';
import { routeQueryKeys } from '@/lib/site/route-query-keys';
import type { Locale } from '@/lib/i18n/locales';

const NATIVE_NAMES: Record<Locale, string> = { fr: 'Français', nl: 'Nederlands', en: 'English', de: 'Deutsch' };

/**
 * Links to the same page in each enabled language, with the parameters the page reads (and no
 * other: lib/site/route-query-keys.ts). Localized slugs (a
 * property's title, a thank-you page) are corrected by the target page's canonical redirect.
 */
export function LanguageSwitcher({ locales }: { locales: readonly Locale[] }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const query = keptQuery(new URLSearchParams(useSearchParams()), routeQueryKeys(pathname));
  const { locale: _ignored, ...routeParams } = params as Record<string, string>;

  return (
    <nav aria-label={t('label')}>
      <ul className="flex items-center text-sm font-semibold">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              // Typed routes cannot know the current page statically; the pair comes from the router.
              href={{ pathname, params: routeParams, query } as never}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={clsx(
                'language-link',
                locale === current ? 'underline decoration-2 underline-offset-4' : 'opacity-80 hover:opacity-100',
              )}
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{NATIVE_NAMES[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
