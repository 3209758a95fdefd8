import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/domain/price';
import { priceList, type PriceListUnit } from '@/lib/projects/price-list';

/** The project's price list: what each kind of unit costs from, and how many are left. */
export async function PriceListTable({ units, vatRate }: { units: PriceListUnit[]; vatRate: number | null }) {
  const t = await getTranslations('Projects');
  const rows = priceList(units);
  if (rows.length === 0) return null;
  return (
    <>
      <DataTable
        caption={t('priceListCaption')}
        className="w-full min-w-[36rem] border-collapse text-left"
        headings={[t('type'), t('bedrooms'), t('surface'), t('priceFrom'), t('availableUnits')]}
        headingClassName="py-2 pr-4"
        lastHeadingClassName="py-2"
      >
        {rows.map((row) => (
          <tr key={`${row.typeName}-${row.bedrooms}`} className="border-b border-line">
            <th scope="row" className="py-2 pr-4 font-medium">
              {row.typeName}
            </th>
            <td className="py-2 pr-4">{row.bedrooms ?? '–'}</td>
            <td className="py-2 pr-4 whitespace-nowrap">
              {row.surfaceMin === null
                ? '–'
                : row.surfaceMin === row.surfaceMax
                  ? t('surfaceValue', { surface: Math.round(row.surfaceMin) })
                  : t('surfaceRange', {
                      min: Math.round(row.surfaceMin),
                      max: Math.round(row.surfaceMax ?? row.surfaceMin),
                    })}
            </td>
            <td className="py-2 pr-4 whitespace-nowrap">
              {row.priceFrom === null ? t('onRequest') : formatAmount(row.priceFrom)}
            </td>
            <td className="py-2">{t('availableOf', { available: row.available, total: row.total })}</td>
          </tr>
        ))}
      </DataTable>
      {vatRate !== null && <p className="mt-2 text-sm text-muted">{t('vatNote', { rate: vatRate })}</p>}
    </>
  );
}
