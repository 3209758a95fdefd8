import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { realEstateAgentJsonLd } from '@/lib/seo/real-estate-agent';
import { getSiteConfig } from '@/lib/site/queries';

/** JSON-LD RealEstateAgent of the home page: who the agency is and how to reach it. */
export async function AgencyJsonLd({ locale }: { locale: Locale }) {
  const [{ header }, t] = await Promise.all([getSiteConfig(), getTranslations({ locale, namespace: 'Metadata' })]);
  const absolute = (path: string) => new URL(path, env().SITE_URL).href;
  const data = realEstateAgentJsonLd({
    name: t('siteName'),
    url: absolute(localizedPath('/', locale)),
    logo: absolute(header.logoUrl),
    telephone: header.phone,
    email: header.email,
    description: t('defaultDescription'),
    address: header.address
      ? {
          streetAddress: header.address.streetAddress[locale],
          postalCode: header.address.postalCode,
          locality: header.address.locality[locale],
          countryCode: header.address.countryCode,
        }
      : null,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
