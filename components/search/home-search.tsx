import { ClientMessages } from '@/components/i18n/client-messages';
import { HomeSearchBox } from '@/components/search/home-search-box';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/** The home search box; without JavaScript it is a GET form to the for-sale listing. */
export function HomeSearch({ locale }: { locale: Locale }) {
  return (
    <ClientMessages island="homeSearch">
      <HomeSearchBox locale={locale} action={getPathname({ href: '/for-sale', locale })} />
    </ClientMessages>
  );
}
