import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { PropertyPrice } from '@/components/property/property-price';
import { Link } from '@/lib/i18n/navigation';
import { propertyHref } from '@/lib/properties/property-path';
import type { ProjectUnit } from '@/lib/projects/queries';

const STATE: Record<number, 'sold' | 'rented'> = { 3: 'sold', 4: 'rented' };

/** Every unit of the project with its type, bedrooms, surface, price and availability. */
export async function UnitsTable({ units, projectTitle }: { units: ProjectUnit[]; projectTitle: string }) {
  const [t, tCard] = await Promise.all([getTranslations('Projects'), getTranslations('PropertyCard')]);
  const headings = [t('unit'), t('type'), t('bedrooms'), t('surface'), t('price'), t('availability')];
  return (
    <DataTable
      caption={t('unitsCaption', { project: projectTitle })}
      className="w-full min-w-[40rem] border-collapse text-left"
      headings={headings}
      headingClassName="py-2 pr-4"
    >
      {units.map((unit) => {
        const state = STATE[unit.marquee];
        return (
          <tr key={unit.id} className="border-b border-line" data-unit={unit.id}>
            <th scope="row" className="py-2 pr-4 font-medium">
              <Link className="text-brand-700 underline" href={propertyHref(unit)}>
                {unit.recordFile}
              </Link>
              <span className="block text-sm font-normal text-muted">{unit.title}</span>
            </th>
            <td className="py-2 pr-4">{unit.typeName}</td>
            <td className="py-2 pr-4">{unit.bedrooms ?? '–'}</td>
            <td className="py-2 pr-4 whitespace-nowrap">
              {unit.surface ? t('surfaceValue', { surface: Math.round(unit.surface) }) : '–'}
            </td>
            <td className="py-2 pr-4">
              <PropertyPrice property={unit} />
            </td>
            <td className="py-2">{state ? tCard(state) : t('available')}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
