'use client';

import { useTranslations } from 'next-intl';
import { BoundSelectField, BoundTextAreaField, BoundTextField, ChoiceGroup } from '@/components/forms/bound-fields';
import { optionsOf, type Option } from '@/components/forms/field-kit';
import { PersonFields } from '@/components/forms/person-fields';
import { TimeSlotsField } from '@/components/forms/time-slots-field';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import type { FreeValuation, FreeValuationInput } from '@/lib/forms/free-valuation';
import { VALUATION_GOALS } from '@/lib/forms/choices';

const LEGEND = 'mb-2 text-lg font-semibold';

/** The free valuation request: the property's address, type and goal, then the owner. */
export function FreeValuationForm({ propertyTypes }: { propertyTypes: Option[] }) {
  const t = useTranslations('FreeValuationForm');
  const form = useTranslations('Form');
  const valuation = useVisitorForm<FreeValuationInput, FreeValuation>({
    name: 'free-valuation',
    idPrefix: 'valuation',
    schema: () => import('@/lib/forms/free-valuation').then((forms) => forms.freeValuationSchema),
    defaultValues: { timeSlots: [], box: '', message: '' },
  });

  return (
    <VisitorForm form={valuation} title={t('title')} submitLabel={t('submit')}>
      <fieldset className="flex flex-col gap-4">
        <legend className={LEGEND}>{t('property')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_7rem_7rem]">
          <BoundTextField
            name="street"
            label={t('street')}
            required
            className="col-span-2 sm:col-span-1"
            autoComplete="address-line1"
          />
          <BoundTextField name="houseNumber" label={t('houseNumber')} required />
          <BoundTextField name="box" label={t('box')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[15rem_1fr]">
          <BoundTextField
            name="postcode"
            label={t('postcode')}
            required
            autoComplete="postal-code"
            hint={t('postcodeHint')}
          />
          <BoundTextField
            name="city"
            label={t('city')}
            required
            autoComplete="address-level2"
            className="sm:self-end"
          />
        </div>
        <BoundSelectField
          name="propertyType"
          label={t('propertyType')}
          required
          placeholder={form('choose')}
          options={propertyTypes}
          defaultValue=""
          className="sm:max-w-sm"
        />
        <ChoiceGroup
          name="goal"
          legend={t('goal')}
          type="radio"
          required
          options={optionsOf(VALUATION_GOALS, (goal) => t(`goals.${goal}`))}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className={LEGEND}>{t('you')}</legend>
        <PersonFields />
        <TimeSlotsField />
      </fieldset>

      <BoundTextAreaField name="message" label={t('message')} hint={t('messageHint')} />
    </VisitorForm>
  );
}
