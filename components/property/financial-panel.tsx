import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DetailList } from '@/components/property/detail-list';
import { MortgageEstimate, type MortgageDefaults } from '@/components/property/mortgage-estimate';
import { dutiesCase, REGISTRATION_DUTIES } from '@/lib/finance/registration-duties';
import type { DetailRow } from '@/lib/properties/detail-fields';

/**
 * Beside the estimate, the CRM's amount of registration duties says which case it is (standard
 * rate, own home, or the agency's own figure): two amounts for one thing must never go unexplained.
 */
function dutiesNote(costs: DetailRow[], estimate: MortgageDefaults | null) {
  const listed = costs.find((row) => row.key === 'registrationRights')?.value;
  if (!estimate?.region || estimate.vatRate !== null || estimate.price === null || typeof listed !== 'number')
    return null;
  const found = dutiesCase(listed, estimate.price, estimate.region);
  const rates = REGISTRATION_DUTIES[estimate.region];
  return { key: found ?? 'other', rate: found === 'ownHome' ? rates.ownHome : rates.standard } as const;
}

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
  const [t, format] = await Promise.all([getTranslations('PropertyDetails'), getFormatter()]);
  const note = dutiesNote(costs, estimate);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        {costs.length > 0 && (
          <>
            <h2 className="mb-3 text-xl font-semibold">{t('groups.financial')}</h2>
            <DetailList rows={costs} columns={1} />
            {note && (
              <p className="mt-2 text-sm text-muted" data-duties-case={note.key}>
                {t(`dutiesCase.${note.key}`, {
                  rate: format.number(note.rate, { style: 'percent', maximumFractionDigits: 1 }),
                })}
              </p>
            )}
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
