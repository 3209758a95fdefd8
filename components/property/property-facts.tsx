import { getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/property/detail-list';
import { detailRows } from '@/lib/properties/detail-fields';
import type { PropertyDetail } from '@/lib/properties/queries';
import { PropertyPart } from '@/components/property/property-part';

const GROUPS = ['surfaces', 'rooms', 'building'] as const;

/** Surfaces, rooms and the building's make-up: the details a visitor compares first. */
export async function PropertyFacts({ property }: { property: PropertyDetail }) {
  const t = await getTranslations('PropertyDetails');
  const groups = GROUPS.map((group) => ({ group, rows: detailRows(property, group) })).filter(
    ({ rows }) => rows.length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <PropertyPart id="facts-heading" title={t('heading')}>
      {groups.map(({ group, rows }) => (
        <div key={group} className="mb-6 print:mb-2 print:break-inside-avoid">
          <h3 className="mb-1 text-lg font-semibold print:text-base">{t(`groups.${group}`)}</h3>
          <DetailList rows={rows} />
        </div>
      ))}
    </PropertyPart>
  );
}
