'use client';

import { useTranslations } from 'next-intl';
import { checkHousehold, type Household, type RentalFigures } from '@/lib/domain/rent-application';
import { formatAmount } from '@/lib/domain/price';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 ${strong ? 'border-t-2 border-ink font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-figure className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** One side of the summary, under its heading (the step's own is an h3). */
function Part(part: Pick<TitledSectionProps, 'id' | 'title' | 'className' | 'children'>) {
  return <TitledSection {...part} level="h4" headingClassName="mb-2 text-lg font-semibold" />;
}

/**
 * Step 5's summary (docs/domain-rules.md, rent application summary): what is due at signing and the property's
 * conditions beside the household's figures. A household outside them is warned, not stopped.
 */
export function RentApplicationSummary({ figures, household }: { figures: RentalFigures; household: Household }) {
  const t = useTranslations('RentApplication');
  const check = checkHousehold(household, figures);
  const money = (value: number | null, missing: string) =>
    value === null ? missing : (formatAmount(value) ?? missing);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Part id="rent-summary-due" title={t('summaryTitle')} className="rounded-md bg-sand-50 p-4 sm:p-5">
        <dl data-summary="due">
          <Row label={t('rent')} value={money(figures.rent, t('onRequest'))} />
          <Row label={t('charges')} value={money(figures.charges, t('onRequest'))} />
          <Row label={t('inventoryShare')} value={money(figures.inventoryShare, t('onRequest'))} />
          <Row label={t('guarantee')} value={money(figures.guarantee, t('onRequest'))} />
          <Row label={t('totalAtSigning')} value={money(figures.totalAtSigning, t('onRequest'))} strong />
        </dl>
      </Part>
      <Part
        id="rent-summary-conditions"
        title={t('conditionsTitle')}
        className="rounded-md border border-line p-4 sm:p-5"
      >
        <dl data-summary="conditions">
          <Row label={t('minimumIncome')} value={money(figures.minimumIncome, t('notSet'))} />
          <Row label={t('householdIncome')} value={money(check.income, t('notSet'))} />
          <Row
            label={t('maximumPersons')}
            value={figures.maximumPersons === null ? t('notSet') : String(figures.maximumPersons)}
          />
          <Row label={t('householdPersons')} value={String(check.persons)} />
        </dl>
        {(check.incomeBelowMinimum || check.tooManyPersons) && (
          <div className="mt-3 grid gap-2 rounded-md border border-sand-700 bg-sand-100 p-3 text-ink" data-warning>
            {check.incomeBelowMinimum && <p>{t('incomeWarning')}</p>}
            {check.tooManyPersons && <p>{t('personsWarning')}</p>}
          </div>
        )}
      </Part>
    </div>
  );
}
