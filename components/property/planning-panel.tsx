import { getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/property/detail-list';
import type { DetailRow } from '@/lib/properties/detail-fields';

/** Town-planning, flood and asbestos information (the Flemish "informatieplicht" and its kin). */
export async function PlanningPanel({ rows }: { rows: DetailRow[] }) {
  const t = await getTranslations('PropertyDetails');
  return (
    <div className="max-w-3xl">
      <h2 className="mb-3 text-xl font-semibold">{t('groups.planning')}</h2>
      <DetailList rows={rows} columns={1} />
    </div>
  );
}
