import { getTranslations } from 'next-intl/server';
import { PhotoMosaic } from '@/components/media/photo-mosaic';
import { EnergyBadge } from '@/components/property/energy-badge';
import { PropertyPrice } from '@/components/property/property-price';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import type { PropertyDetail } from '@/lib/properties/detail-queries';
import { streetLine } from '@/lib/properties/street-line';
import { getSiteConfig } from '@/lib/site/queries';

const MARQUEE_STATE: Record<number, 'sold' | 'rented'> = { 3: 'sold', 4: 'rented' };

export async function PropertyDetailPage({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const [t, tCard, { header }] = await Promise.all([
    getTranslations('Property'),
    getTranslations('PropertyCard'),
    getSiteConfig(),
  ]);
  const title = property.text?.title ?? property.recordFile;
  const state = MARQUEE_STATE[property.marquee];
  const address = streetLine(property.publishAddress ? property : null, tCard('box'));
  const manager = property.manager;
  const facts: [string, string][] = [];
  if (property.bedrooms) facts.push([t('bedrooms'), String(property.bedrooms)]);
  if (property.bathrooms) facts.push([t('bathrooms'), String(property.bathrooms)]);
  if (property.surfaceLiving) facts.push([t('surfaceLiving'), `${Math.round(property.surfaceLiving)} m²`]);
  if (property.surfaceGround) facts.push([t('surfaceGround'), `${Math.round(property.surfaceGround)} m²`]);
  if (property.constructionYear) facts.push([t('constructionYear'), String(property.constructionYear)]);
  if (property.facades) facts.push([t('facades'), String(property.facades)]);
  if (property.garages) facts.push([t('garages'), String(property.garages)]);
  facts.push([t('reference'), property.recordFile]);

  return (
    <article className="container-page py-8">
      <Breadcrumbs
        items={[
          {
            label: t(property.goal === 'sale' ? 'forSale' : 'forRent'),
            href: property.goal === 'sale' ? '/for-sale' : '/for-rent',
          },
          { label: title },
        ]}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-medium text-sand-700">
            {property.typeName} · {property.city.zip} {property.cityName}
          </p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{title}</h1>
          {address && <p className="mt-2 text-muted">{address}</p>}
        </div>
        <div className="text-right">
          <PropertyPrice
            price={property.price}
            publishPrice={property.publishPrice}
            priceUnit={property.priceUnit}
            goal={property.goal}
            className="text-2xl font-bold text-brand-800"
          />
          {state && (
            <p className="mt-1 inline-block rounded bg-brand-900 px-2.5 py-1 text-sm font-bold text-white uppercase">
              {tCard(state)}
            </p>
          )}
        </div>
      </div>

      <PhotoMosaic pictures={property.pictures} title={title} />

      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 className="mb-4 text-2xl font-semibold">{t('description')}</h2>
          <div className="whitespace-pre-line text-lg">{property.text?.description}</div>
          <h2 className="mt-10 mb-4 text-2xl font-semibold">{t('keyFacts')}</h2>
          <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-line py-2">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex items-center gap-3">
            <h2 className="text-2xl font-semibold">{t('energy')}</h2>
            <EnergyBadge
              zip={property.city.zip}
              countryId={property.countryId}
              energyPerformance={property.energyPerformance}
              epcLabelText={property.epcLabelText}
            />
          </div>
          {property.energyPerformance != null && property.countryId !== 50 && (
            <p className="mt-2 text-muted">{t('energyScore', { value: Math.round(property.energyPerformance) })}</p>
          )}
        </div>
        <aside aria-labelledby="contact-person" className="h-fit rounded-lg border border-line bg-sand-50 p-6">
          <h2 id="contact-person" className="text-xl font-semibold">
            {t('contactPerson')}
          </h2>
          {manager && (
            <p className="mt-3">
              <span className="block font-semibold">{manager.name}</span>
              {manager.role && <span className="block text-sm text-muted">{manager.role}</span>}
            </p>
          )}
          <p className="mt-3 flex flex-col gap-1">
            <a
              className="font-semibold text-brand-700 underline"
              href={`tel:${(manager?.phone ?? header.phone).replace(/\s/g, '')}`}
            >
              {manager?.phone ?? header.phone}
            </a>
            <a
              className="font-semibold text-brand-700 underline"
              href={`mailto:${manager?.email ?? header.email}?subject=${encodeURIComponent(`${property.recordFile} – ${title}`)}`}
            >
              {manager?.email ?? header.email}
            </a>
          </p>
        </aside>
      </div>
      <p className="sr-only">{locale}</p>
    </article>
  );
}
