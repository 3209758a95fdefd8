import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DetailList } from '@/components/property/detail-list';
import { MortgageEstimate, type MortgageDefaults } from '@/components/property/mortgage-estimate';
import type { DetailRow } from '@/lib/properties/detail-fields';

/** Costs and charges from the CRM, the viager terms, and (on a sale still on offer) the estimate. */
export async function FinancialPanel({
  costs,
  viager,
  estimate,
}: {
  costs: DetailRow[];
  viager: DetailRow[];
  estimate: MortgageDefaults | null;
}) {
  const t = await getTranslations('PropertyDetails');
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        {costs.length > 0 && (
          <>
            <h2 className="mb-3 text-xl font-semibold">{t('groups.financial')}</h2>
            <DetailList rows={costs} columns={1} />
          </>
        )}
        {viager.length > 0 && (
          <>
            <h2 className="mt-8 mb-3 text-xl font-semibold">{t('groups.viager')}</h2>
            <DetailList rows={viager} columns={1} />
          </>
        )}
      </div>
      {estimate && (
        <ClientMessages island="mortgageEstimate">
          <MortgageEstimate defaults={estimate} />
        </ClientMessages>
      )}
    </div>
  );
}
