'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/forms/field-kit';
import { TitledSection } from '@/components/ui/titled-section';
import { formatAmount } from '@/lib/domain/price';
import { MORTGAGE_LIMITS, mortgageEstimate } from '@/lib/finance/mortgage';
import { parseAmountInput, parsePercentInput } from '@/lib/finance/parse-input';
import {
  REGISTRATION_DUTIES,
  REGISTRATION_DUTIES_YEAR,
  registrationDuties,
  type BelgianRegion,
} from '@/lib/finance/registration-duties';

export type MortgageDefaults = {
  /** Null when the price is not published: the visitor types one. */
  price: number | null;
  ownFunds: number | null;
  ratePercent: number;
  years: number;
  /** Null outside Belgium (Luxembourg has its own duties, not estimated here). */
  region: BelgianRegion | null;
  /** New builds sold under VAT pay duties on the land only: not estimated. */
  vatRate: number | null;
  notaryFees: number | null;
};

const TERMS = [10, 15, 20, 25, 30] as const;
// Amounts are typed and shown with Belgian grouping ("350.000"), like every price on the site.
const grouped = (value: number | null) => (value === null ? '' : new Intl.NumberFormat('nl-BE').format(value));

/**
 * An amount or a rate typed as text the Belgian way ("350.000", "3,5"), which a number input would
 * refuse; lib/finance/parse-input.ts reads it.
 */
const typedNumber = (text: string, setText: (text: string) => void) => ({
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  value: text,
  onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
});

/**
 * Purchase costs and monthly mortgage payment for a sale, recomputed as the visitor types. The
 * server passes the defaults (published price, 20 % own funds), so the first render already shows
 * the estimate and nothing moves when the page hydrates.
 */
export function MortgageEstimate({ defaults }: { defaults: MortgageDefaults }) {
  const t = useTranslations('MortgageEstimate');
  const format = useFormatter();
  const percent = (rate: number) => format.number(rate, { style: 'percent', maximumFractionDigits: 2 });
  const id = useId();
  const [priceText, setPriceText] = useState(grouped(defaults.price));
  const [fundsText, setFundsText] = useState(grouped(defaults.ownFunds));
  const [rateText, setRateText] = useState(String(defaults.ratePercent).replace('.', ','));
  const [years, setYears] = useState(defaults.years);
  const [ownHome, setOwnHome] = useState(true);

  const price = parseAmountInput(priceText);
  const funds = fundsText.trim() === '' ? 0 : parseAmountInput(fundsText);
  const rate = parsePercentInput(rateText);
  const { min: minRate, max: maxRate } = MORTGAGE_LIMITS.annualRatePercent;
  const errors = {
    price: price === null || price <= 0 ? t('errors.price') : null,
    funds: funds === null ? t('errors.funds') : null,
    rate: rate === null || rate < minRate || rate > maxRate ? t('errors.rate', { min: minRate, max: maxRate }) : null,
  };
  const region = defaults.vatRate === null ? defaults.region : null;
  const duties = price && region ? registrationDuties(price, region, ownHome) : null;
  const total = price ? price + (duties?.amount ?? 0) + (defaults.notaryFees ?? 0) : null;
  const loan = total !== null && funds !== null ? Math.max(0, Math.round(total - funds)) : null;
  const payment =
    loan && rate !== null && !errors.rate
      ? mortgageEstimate({ principal: loan, annualRatePercent: rate, years })
      : null;
  const amount = (value: number) => formatAmount(Math.round(value)) ?? '–';

  return (
    <TitledSection
      id={`${id}-heading`}
      title={t('heading')}
      level="h3"
      className="rounded-lg border border-line p-5 sm:p-6"
      headingClassName="text-xl font-semibold"
    >
      <p className="mt-1 text-sm text-muted">{t('intro', { year: REGISTRATION_DUTIES_YEAR })}</p>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        <TextField
          id={`${id}-price`}
          label={t('price')}
          error={errors.price}
          // The hint gives way to the error, which says the same.
          hint={defaults.price === null && !errors.price ? t('priceOnRequest') : undefined}
          {...typedNumber(priceText, setPriceText)}
        />
        <TextField
          id={`${id}-funds`}
          label={t('ownFunds')}
          error={errors.funds}
          {...typedNumber(fundsText, setFundsText)}
        />
        <TextField id={`${id}-rate`} label={t('rate')} error={errors.rate} {...typedNumber(rateText, setRateText)} />
        <SelectField
          id={`${id}-years`}
          label={t('term')}
          value={years}
          onChange={(event) => setYears(Number(event.target.value))}
          options={TERMS.map((term) => ({ value: String(term), label: t('years', { count: term }) }))}
        />
        {region && (
          <CheckboxField
            id={`${id}-own-home`}
            label={t(`ownHome.${region}`)}
            checked={ownHome}
            onChange={(event) => setOwnHome(event.target.checked)}
            className="sm:col-span-2"
          />
        )}
      </form>

      <dl aria-live="polite" className="mt-6" data-testid="mortgage-results">
        {duties && (
          <div className="flex justify-between gap-4 border-b border-line py-2" data-result="duties">
            <dt className="text-muted">
              {t('duties', { rate: percent(duties.rate) })}
              {duties.abatement > 0 && (
                <span className="block text-sm">{t('abatement', { amount: amount(duties.abatement) })}</span>
              )}
            </dt>
            <dd className="font-medium whitespace-nowrap">{amount(duties.amount)}</dd>
          </div>
        )}
        {defaults.notaryFees !== null && (
          <div className="flex justify-between gap-4 border-b border-line py-2">
            <dt className="text-muted">{t('notaryFees')}</dt>
            <dd className="font-medium whitespace-nowrap">{amount(defaults.notaryFees)}</dd>
          </div>
        )}
        {total !== null && (
          <div className="flex justify-between gap-4 border-b border-line py-2" data-result="total">
            <dt className="text-muted">{t('total')}</dt>
            <dd className="font-medium whitespace-nowrap">{amount(total)}</dd>
          </div>
        )}
        {loan !== null && (
          <div className="flex justify-between gap-4 border-b border-line py-2" data-result="loan">
            <dt className="text-muted">{t('loan')}</dt>
            <dd className="font-medium whitespace-nowrap">{amount(loan)}</dd>
          </div>
        )}
        {payment && (
          <div
            className="flex items-baseline justify-between gap-4 rounded-md bg-brand-50 px-3 py-3"
            data-result="monthly"
          >
            <dt className="font-semibold text-brand-900">{t('monthly', { years })}</dt>
            <dd className="text-2xl font-bold whitespace-nowrap text-brand-800">{amount(payment.monthlyPayment)}</dd>
          </div>
        )}
        {payment && (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{t('interest')}</dt>
            <dd className="font-medium whitespace-nowrap">{amount(payment.totalInterest)}</dd>
          </div>
        )}
      </dl>
      {loan === 0 && (
        <p role="status" className="py-2">
          {t('noLoan')}
        </p>
      )}

      <div className="mt-4 space-y-1 text-sm text-muted">
        {region && (
          <p>
            {t(`rates.${region}`, {
              ownHome: percent(REGISTRATION_DUTIES[region].ownHome),
              standard: percent(REGISTRATION_DUTIES[region].standard),
              abatement: amount(REGISTRATION_DUTIES[region].ownHomeAbatement?.amount ?? 0),
              maxPrice: amount(REGISTRATION_DUTIES[region].ownHomeAbatement?.maxPrice ?? 0),
              year: REGISTRATION_DUTIES_YEAR,
            })}
          </p>
        )}
        {defaults.vatRate !== null && <p>{t('vat', { rate: defaults.vatRate })}</p>}
        {defaults.region === null && defaults.vatRate === null && <p>{t('noDuties')}</p>}
        {defaults.notaryFees === null && <p>{t('notaryExcluded')}</p>}
        <p>{t('disclaimer', { year: REGISTRATION_DUTIES_YEAR })}</p>
      </div>
    </TitledSection>
  );
}
