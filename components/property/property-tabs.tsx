import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LocationMap } from '@/components/media/location-map';
import { MapGate } from '@/components/media/map-gate';
import { PhotoGallery } from '@/components/media/photo-gallery';
import { DeepLinkTabs } from '@/components/property/deep-link-tabs';
import { propertyTabPanel } from '@/components/property/property-tab-panel';
import { DocumentsPanel } from '@/components/property/documents-panel';
import { FinancialPanel } from '@/components/property/financial-panel';
import { MediaPanel } from '@/components/property/media-panel';
import type { MortgageDefaults } from '@/components/property/mortgage-estimate';
import { PlanningPanel } from '@/components/property/planning-panel';
import { SimilarPanel } from '@/components/property/similar-panel';
import { StreetViewPanel } from '@/components/property/street-view-panel';
import { placeText } from '@/lib/domain/postal-place';
import { regionFromPostcode } from '@/lib/domain/region';
import { parseVideoLink, type VideoLink } from '@/lib/domain/video';
import { env } from '@/lib/env';
import { isBelgianRegion } from '@/lib/finance/registration-duties';
import type { Locale } from '@/lib/i18n/locales';
import type { PropertyCardData } from '@/lib/properties/card';
import { mapPosition } from '@/lib/listing/map-points';
import { detailRows } from '@/lib/properties/detail-fields';
import type { PropertyDetail } from '@/lib/properties/queries';
import { streetLine } from '@/lib/properties/street-line';
import { TitledSection } from '@/components/ui/titled-section';

// Starting values of the estimate: 20 % own funds, 20 years at a typical fixed rate of the time.
const OWN_FUNDS_SHARE = 0.2;
const DEFAULT_RATE_PERCENT = 3.3;
const DEFAULT_YEARS = 20;

function estimateDefaults(property: PropertyDetail): MortgageDefaults {
  const region = regionFromPostcode(property.city.zip, property.countryId);
  const price = property.price && property.price > 0 ? property.price : null;
  return {
    price,
    // Derived from the price, so only when the price itself is public.
    ownFunds: price === null ? null : Math.round((price * OWN_FUNDS_SHARE) / 1_000) * 1_000,
    ratePercent: DEFAULT_RATE_PERCENT,
    years: DEFAULT_YEARS,
    region: isBelgianRegion(region) ? region : null,
    vatRate: property.vat,
    notaryFees: property.publishPrice ? property.notaryFees : null,
  };
}

/** The property's media links: a tour may sit in either field, as may a video. */
function mediaLinks(property: PropertyDetail): { tour: VideoLink | null; video: VideoLink | null } {
  const links = [property.virtualTourUrl, property.videoUrl].map(parseVideoLink);
  return {
    tour: links.find((link) => link?.kind === 'virtual-tour') ?? null,
    video: links.find((link) => link && link.kind !== 'virtual-tour') ?? null,
  };
}

/** A tab of the page: its panel is made only when it is shown. */
export type LazyTab = { id: string; label: string; panel: () => ReactNode };

/**
 * The property page's tabs (photos, map, street view, virtual tour, video, documents, financial and
 * planning information, similar properties), each only when it has something to show.
 */
export async function propertyTabList(
  property: PropertyDetail,
  similar: PropertyCardData[],
  taken: boolean,
  locale: Locale,
): Promise<LazyTab[]> {
  const [t, tCard] = await Promise.all([getTranslations('PropertyTabs'), getTranslations('PropertyCard')]);
  const title = property.text?.title ?? property.recordFile;
  const place = placeText({ zip: property.city.zip, town: property.cityName, countryId: property.countryId }, locale);
  const address = streetLine(property, tCard('box'));
  const tabs: LazyTab[] = [];

  if (property.pictures.length > 0) {
    tabs.push({
      id: 'photos',
      label: t('photos', { count: property.pictures.length }),
      panel: () => (
        <ClientMessages island="photoGallery">
          <PhotoGallery pictures={property.pictures} title={title} />
        </ClientMessages>
      ),
    });
  }

  const position = mapPosition(property, property.city);
  if (position) {
    tabs.push({
      id: 'map',
      label: t('map'),
      panel: () => (
        <figure>
          <MapGate className="z-0 h-80 w-full overflow-hidden rounded-lg border border-line bg-brand-50 sm:h-[28rem]">
            <ClientMessages island="locationMap">
              <LocationMap
                lat={position.lat}
                lng={position.lng}
                approximate={position.approximate}
                tileUrl={env().MAP_TILE_URL}
                attribution={env().MAP_TILE_ATTRIBUTION}
                label={t('mapLabel', { place })}
              />
            </ClientMessages>
          </MapGate>
          <figcaption className="mt-2 text-sm text-muted">
            {position.approximate
              ? t('approximate', { place })
              : t('exact', { address: address ? `${address}, ${place}` : place })}
          </figcaption>
        </figure>
      ),
    });
  }

  if (position && !position.approximate && address) {
    tabs.push({
      id: 'street-view',
      label: t('streetView'),
      panel: () => <StreetViewPanel lat={position.lat} lng={position.lng} address={`${address}, ${place}`} />,
    });
  }

  const { tour, video } = mediaLinks(property);
  if (tour) tabs.push({ id: 'tour', label: t('tour'), panel: () => <MediaPanel link={tour} title={title} /> });
  if (video) tabs.push({ id: 'video', label: t('video'), panel: () => <MediaPanel link={video} title={title} /> });

  if (property.documents.length > 0) {
    tabs.push({
      id: 'documents',
      label: t('documents', { count: property.documents.length }),
      panel: () => <DocumentsPanel propertyId={property.id} documents={property.documents} />,
    });
  }

  const costs = detailRows(property, 'financial');
  const viager = detailRows(property, 'viager');
  const estimate = property.goal === 'sale' && !taken ? estimateDefaults(property) : null;
  if (costs.length > 0 || viager.length > 0 || estimate) {
    tabs.push({
      id: 'financial',
      label: t('financial'),
      panel: () => <FinancialPanel costs={costs} viager={viager} estimate={estimate} />,
    });
  }

  const planning = detailRows(property, 'planning');
  if (planning.length > 0)
    tabs.push({ id: 'planning', label: t('planning'), panel: () => <PlanningPanel rows={planning} /> });

  if (similar.length > 0) {
    tabs.push({ id: 'similar', label: t('similar'), panel: () => <SimilarPanel properties={similar} /> });
  }

  return tabs;
}

/**
 * The property page's tabs, with the selected tab's panel only (`selected`, the page's `?tab=`,
 * else the first): the others are unseen on first load, and rendering them all cost a fifth of the
 * page's render. The browser asks for another panel when its tab is chosen (propertyTabPanel);
 * without script, a tab is a link to the page rendered with that tab.
 */
export async function PropertyTabs({
  property,
  similar,
  taken,
  selected,
  locale,
}: {
  property: PropertyDetail;
  similar: PropertyCardData[];
  taken: boolean;
  selected: string | null;
  locale: Locale;
}) {
  const [tabs, t] = await Promise.all([
    propertyTabList(property, similar, taken, locale),
    getTranslations('PropertyTabs'),
  ]);
  if (tabs.length === 0) return null;
  const shown = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  return (
    <TitledSection id="tabs-heading" title={t('heading')} className="mt-12 print:hidden" headingClassName="sr-only">
      <DeepLinkTabs
        tabs={tabs.map(({ id, label }) => ({ id, label }))}
        selected={{ id: shown.id, panel: shown.panel() }}
        loadPanel={propertyTabPanel.bind(null, property.id, locale)}
        label={t('label', { title: property.text?.title ?? property.recordFile })}
        loadingLabel={t('loading')}
      />
    </TitledSection>
  );
}
