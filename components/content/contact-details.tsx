import { getLocale, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getSiteConfig } from '@/lib/site/queries';
import { telHref } from '@/lib/domain/tel-href';
import { TitledSection } from '@/components/ui/titled-section';

/** The agency's phone, e-mail and office address (site content), the ways to reach it that always work. */
export async function ContactDetails() {
  const [{ header }, t, requested] = await Promise.all([
    getSiteConfig(),
    getTranslations('ContactDetails'),
    getLocale(),
  ]);
  const locale = pageLocale(requested);
  const address = header.address && {
    street: header.address.streetAddress[locale],
    town: `${header.address.postalCode} ${header.address.locality[locale]}`,
  };
  return (
    <TitledSection
      id="contact-details"
      title={t('title')}
      className="rounded-lg border border-line bg-sand-50 p-6"
      headingClassName="text-xl font-semibold"
    >
      <dl className="mt-4 grid gap-3">
        <div>
          <dt className="text-sm text-muted">{t('phone')}</dt>
          <dd>
            <a className="text-lg font-semibold text-brand-700 underline" href={telHref(header.phone)}>
              {header.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('email')}</dt>
          <dd>
            <a className="text-lg font-semibold text-brand-700 underline" href={`mailto:${header.email}`}>
              {header.email}
            </a>
          </dd>
        </div>
        {address && (
          <div>
            <dt className="text-sm text-muted">{t('address')}</dt>
            <dd>
              <address className="not-italic">
                {address.street}
                <br />
                {address.town}
              </address>
              <a
                className="text-link"
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address.street}, ${address.town}`)}`}
              >
                {t('route')}
              </a>
            </dd>
          </div>
        )}
        {header.openingHours?.[locale] && (
          <div>
            <dt className="text-sm text-muted">{t('openingHours')}</dt>
            <dd className="whitespace-pre-line">{header.openingHours[locale]}</dd>
          </div>
        )}
      </dl>
    </TitledSection>
  );
}
