import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PropertyPrice } from '@/components/property/property-price';
import { detailText } from '@/components/property/detail-list';
import { EnergyScale } from '@/components/property/energy-scale';
import { energyLabel, energyLabelDisplay, needsFlemishRenovation } from '@/lib/domain/energy-label';
import { regionFromPostcode } from '@/lib/domain/region';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailRows, legalMentionKeys, type DetailRow } from '@/lib/properties/detail-fields';
import type { PropertyDetail } from '@/lib/properties/queries';
import { PropertyPart } from '@/components/property/property-part';

/**
 * The EPC scale of the property's region with its class, and beside it the mentions a Belgian
 * advertisement must carry for that region, together (and the rent with its charges for a rental).
 */
export async function EnergySection({ property }: { property: PropertyDetail }) {
  const [t, tDetails, format, requested] = await Promise.all([
    getTranslations('PropertyEnergy'),
    getTranslations('PropertyDetails'),
    getFormatter(),
    getLocale(),
  ]);
  const locale = pageLocale(requested);
  const region = regionFromPostcode(property.city.zip, property.countryId);
  const label = energyLabel({ region, value: property.energyPerformance, labelText: property.epcLabelText });
  const rows = detailRows(property);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const mentionKeys = legalMentionKeys(region, property.goal);
  const mentions = mentionKeys.flatMap((key) => byKey.get(key) ?? []);
  // The other energy figures (total use, validity…) follow the legal ones.
  const more = rows.filter((row) => row.group === 'energy' && !mentionKeys.includes(row.key));
  if (!label && mentions.length === 0 && more.length === 0 && property.goal === 'sale') return null;

  const item = (key: string, term: string, value: ReactNode) => (
    <div key={key} data-mention={key} className="detail-row">
      <dt>{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
  const rowItem = (row: DetailRow) =>
    item(row.key, tDetails(`fields.${row.key}`), detailText(row, tDetails, format, locale));

  return (
    <PropertyPart id="energy-heading" title={t('heading')} className="print:break-inside-avoid">
      <div className="grid gap-8 sm:grid-cols-2 print:grid-cols-2 print:gap-4">
        {label ? <EnergyScale label={label} /> : <p className="text-muted">{t('noLabel')}</p>}
        <div>
          <h3 className="mb-2 text-lg font-semibold">{t('legalMentions')}</h3>
          <dl>
            {label && item('label', t('label'), energyLabelDisplay(label.label))}
            {mentions.map(rowItem)}
            {property.goal === 'rent' &&
              item('rent', t('rent'), <PropertyPrice property={property} className="inline" />)}
            {more.map(rowItem)}
          </dl>
        </div>
      </div>
      {property.goal === 'sale' && needsFlemishRenovation(region, label?.label) && (
        <p role="note" className="mt-6 rounded-md border-l-4 border-[#f29a1d] bg-sand-50 p-4">
          {t('renovationNotice')}
        </p>
      )}
    </PropertyPart>
  );
}
