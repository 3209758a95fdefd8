'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { BoundTextField, ChoiceGroup } from '@/components/forms/bound-fields';
import { optionsOf, type Option } from '@/components/forms/field-kit';
import { PersonFields } from '@/components/forms/person-fields';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import type { DemandRegister, DemandRegisterInput } from '@/lib/forms/demand-register';
import { DEMAND_GOALS, MAX_BEDROOMS } from '@/lib/forms/choices';

// The map of zones (its shapes are a good part of the form's code) is fetched as its own chunk;
// still rendered on the server, so the page shows the same before it arrives.
const ZoneMap = dynamic(() => import('@/components/forms/zone-map').then((module) => module.ZoneMap));

/** "Keep me informed": what, where and for how much; every new match is e-mailed (search alert). */
export function DemandRegisterForm({ types }: { types: Option[] }) {
  const t = useTranslations('DemandRegisterForm');
  const form = useVisitorForm<DemandRegisterInput, DemandRegister>({
    name: 'demand-register',
    idPrefix: 'demand',
    schema: () => import('@/lib/forms/demand-register').then((forms) => forms.demandRegisterSchema),
    defaultValues: { typeWebIds: [], zones: [], phone: '' },
  });

  return (
    <VisitorForm form={form} title={t('title')} submitLabel={t('submit')} className="flex flex-col gap-6">
      <ChoiceGroup
        name="goal"
        legend={t('goal')}
        type="radio"
        required
        options={optionsOf(DEMAND_GOALS, (goal) => t(`goals.${goal}`))}
      />
      <ChoiceGroup
        name="typeWebIds"
        legend={t('types')}
        type="checkbox"
        required
        columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
        options={types}
      />
      <ZoneMap name="zones" />

      <fieldset>
        <legend className="mb-2 font-medium">{t('budget')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['priceMin', 'priceMax'] as const).map((bound) => (
            <BoundTextField
              key={bound}
              name={bound}
              label={t(bound)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
            />
          ))}
          <BoundTextField
            name="bedroomsMin"
            label={t('bedroomsMin')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BEDROOMS}
          />
        </div>
      </fieldset>

      <PersonFields salutation={false} phoneRequired={false} phoneLabel={t('phoneOptional')} />
    </VisitorForm>
  );
}
