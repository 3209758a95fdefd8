import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { PhotoMosaic } from '@/components/media/photo-mosaic';
import { AvailabilityBanner } from '@/components/property/availability-banner';
import { PreviousPrice } from '@/components/property/previous-price';
import { ContactBlock } from '@/components/property/contact-block';
import { PhoneContactBar } from '@/components/property/phone-contact-bar';
import { tabHref } from '@/lib/properties/property-path';
import { EnergySection } from '@/components/property/energy-section';
import { PrintButton } from '@/components/property/print-button';
import { PropertyDescription } from '@/components/property/property-description';
import { PropertyFacts } from '@/components/property/property-facts';
import { PropertyJsonLd } from '@/components/property/property-json-ld';
import { PropertyPrice } from '@/components/property/property-price';
import { PropertyTabs } from '@/components/property/property-tabs';
import { ViewBeacon } from '@/components/property/view-beacon';
import { ShareMenu } from '@/components/sharing/share-menu';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { env } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { placeText } from '@/lib/domain/postal-place';
import type { Locale } from '@/lib/i18n/locales';
import { canonicalPath } from '@/lib/properties/property-route';
import { similarProperties, type PropertyDetail } from '@/lib/properties/queries';
import { streetLine } from '@/lib/properties/street-line';
import { getSiteConfig } from '@/lib/site/queries';
import '@/components/property/property-print.css';
import { listingPathname } from '@/lib/properties/goal';
import { signViewToken } from '@/lib/page-views/view-token';
import { derivedKey } from '@/lib/security/derived-key';
import { propertyBadges } from '@/lib/properties/badges';
import { takenState } from '@/lib/properties/marquee';
import { TitledSection } from '@/components/ui/titled-section';

/** A property's page; `tab`, from its address, names the tab it opens on. */
export async function PropertyDetailPage({
  property,
  locale,
  tab,
}: {
  property: PropertyDetail;
  locale: Locale;
  tab: string | null;
}) {
  const [t, tCard, similar, { header }] = await Promise.all([
    getTranslations('Property'),
    getTranslations('PropertyCard'),
    similarProperties(property.id, locale),
    getSiteConfig(),
  ]);
  const title = property.text?.title ?? property.recordFile;
  const state = takenState(property.marquee);
  const { badges, reducedFrom } = propertyBadges(property, new Date());
  const address = streetLine(property, tCard('box'));
  const path = canonicalPath(property, locale);
  const project = property.project?.slugs[locale];

  return (
    <article className="container-page py-8 print:max-w-none print:p-0" data-property-sheet>
      <ViewBeacon propertyId={property.id} token={signViewToken(derivedKey('page-view'), property.id, new Date())} />
      <PropertyJsonLd property={property} locale={locale} path={path} taken={!!state} />
      <Breadcrumbs
        items={[
          {
            label: t(property.goal === 'sale' ? 'forSale' : 'forRent'),
            href: listingPathname(property.goal),
          },
          { label: title },
        ]}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-sand-700">
            {property.typeName} ·{' '}
            {placeText({ zip: property.city.zip, town: property.cityName, countryId: property.countryId }, locale)}
          </p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl print:text-2xl">{title}</h1>
          {address && <p className="mt-2 text-muted">{address}</p>}
          <p className="mt-1 text-sm text-muted">{t('reference', { reference: property.recordFile })}</p>
          {property.project && project && (
            <p className="mt-1 text-sm">
              {t.rich('partOfProject', {
                name: property.project.title,
                link: (chunks) => (
                  <Link
                    href={{
                      pathname: '/projects/[city]/[title]/[id]',
                      params: { city: project.city, title: project.title, id: String(property.project!.id) },
                    }}
                    className="font-semibold text-brand-700 underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-row flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end sm:text-right">
          <div className="flex flex-wrap items-center gap-3 sm:justify-end">
            {badges.map((badge) => (
              <p
                key={badge}
                data-flag={badge}
                className={`badge-${badge} rounded px-2.5 py-1 text-sm font-bold tracking-wide text-white uppercase [print-color-adjust:exact]`}
              >
                {tCard(badge)}
              </p>
            ))}
            <PropertyPrice property={property} className="text-2xl font-bold text-brand-800" />
            {reducedFrom !== null && <PreviousPrice amount={reducedFrom} className="text-muted" />}
          </div>
          <div className="flex items-center gap-2 print:hidden">
            {/* The heart appears after hydration; its box is kept so nothing moves. */}
            <div className="size-11">
              <FavouriteButton id={property.id} title={title} className="border border-line" />
            </div>
            <ShareMenu url={new URL(path, env().SITE_URL).href} title={title} />
            <ClientMessages island="printButton">
              <PrintButton />
            </ClientMessages>
          </div>
        </div>
      </div>

      {state && <AvailabilityBanner state={state} />}

      <PhotoMosaic
        pictures={property.pictures}
        title={title}
        photosHref={tabHref('photos')}
        allLabel={t('allPhotos', { count: property.pictures.length })}
      />

      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr] print:mt-4 print:block">
        <div className="min-w-0">
          {property.text?.description && (
            <TitledSection
              id="description-heading"
              title={t('description')}
              headingClassName="mb-4 text-2xl font-semibold print:mb-1 print:text-lg"
            >
              <PropertyDescription text={property.text.description} />
            </TitledSection>
          )}
          <PropertyFacts property={property} />
          <EnergySection property={property} />
        </div>
        <ContactBlock property={property} taken={!!state} hasSimilar={similar.length > 0} />
      </div>

      <PropertyTabs property={property} similar={similar} taken={!!state} selected={tab} locale={locale} />
      <PhoneContactBar property={property} taken={!!state} />

      <footer className="mt-6 hidden border-t border-line pt-3 text-sm print:block">
        <p>{t('printAgency', { phone: header.phone, email: header.email })}</p>
        <p className="break-all">{t('printUrl', { url: new URL(path, env().SITE_URL).href })}</p>
      </footer>
    </article>
  );
}
