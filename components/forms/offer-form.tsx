'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AddressFields } from '@/components/forms/address-fields';
import { FieldGroup } from '@/components/forms/field-group';
import { Acknowledgement, BoundTextField, HiddenField } from '@/components/forms/bound-fields';
import { TextField } from '@/components/forms/field-kit';
import { PersonFields } from '@/components/forms/person-fields';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import { amountInWords } from '@/lib/forms/amount-in-words';
import type { Offer, OfferInput } from '@/lib/forms/offer';
import { parseEuros } from '@/lib/forms/field-values';
import { brusselsDay } from '@/lib/i18n/dates';

const SECTION = 'flex flex-col gap-4 rounded-md border border-line p-4 sm:p-5';

/** The written purchase offer for a property for sale: amount in figures and words, validity, buyers, signing. */
export function OfferForm({ propertyId, about }: { propertyId: number; about: string }) {
  const t = useTranslations('OfferForm');
  const today = brusselsDay(new Date());
  const form = useVisitorForm<OfferInput, Offer>({
    name: 'offer',
    idPrefix: 'offer',
    schema: () => import('@/lib/forms/offer').then((forms) => forms.offerSchema),
    defaultValues: { propertyId, amount: '', signingDate: today, partnerSalutation: '' },
  });
  // The words follow the figures as they are typed; the server writes them again on receipt.
  const words = amountInWords(parseEuros(String(form.watch('amount') ?? '')), useLocale());

  return (
    <VisitorForm
      form={form}
      title={t('title', { property: about })}
      intro={t('intro')}
      submitLabel={t('submit')}
      className="flex flex-col gap-6"
    >
      <HiddenField name="propertyId" />
      <FieldGroup className={SECTION} legend={t('offer')}>
        <BoundTextField
          name="amount"
          label={t('amount')}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('amountHint')}
        />
        <TextField
          id="offer-amount-words"
          name="amountInWords"
          label={t('amountInWords')}
          hint={t('amountInWordsHint')}
          readOnly
          value={words}
          className="[&_input]:bg-brand-50"
        />
      </FieldGroup>

      <FieldGroup className={SECTION} legend={t('validity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BoundTextField name="validFrom" type="date" label={t('validFrom')} required min={today} />
          <BoundTextField name="validUntil" type="date" label={t('validUntil')} required min={today} />
        </div>
      </FieldGroup>

      <FieldGroup className={SECTION} legend={t('personA')}>
        <PersonFields />
        <AddressFields />
      </FieldGroup>

      <FieldGroup className={SECTION} legend={t('personB')} hint={t('personBHint')} hintId="offer-b-hint">
        <PersonFields prefix="partner" optional />
      </FieldGroup>

      <FieldGroup className={SECTION} legend={t('signing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BoundTextField name="signingPlace" label={t('signingPlace')} required autoComplete="address-level2" />
          <BoundTextField name="signingDate" type="date" label={t('signingDate')} required />
        </div>
      </FieldGroup>

      <section
        aria-labelledby="offer-advance-title"
        className="flex flex-col gap-3 rounded-md border border-sand-500 bg-sand-50 p-4 sm:p-5"
      >
        <div>
          <h3 id="offer-advance-title" className="text-lg font-semibold">
            {t('advance')}
          </h3>
          <p id="offer-advance-notice" className="mt-1">
            {t('advanceNotice')}
          </p>
        </div>
        <Acknowledgement name="advanceAcknowledged" id="offer-advance" describedBy="offer-advance-notice">
          {t('advanceAcknowledge')}
        </Acknowledgement>
      </section>
    </VisitorForm>
  );
}
