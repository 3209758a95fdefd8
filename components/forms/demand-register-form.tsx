'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceGroup, FormAlert, FormFooter, RequiredNote, useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import type { MapZone } from '@/lib/alerts/zone-map-shapes';
import type { DemandRegister, DemandRegisterInput } from '@/lib/forms/demand-register';
import { DEMAND_GOALS, MAX_BEDROOMS } from '@/lib/forms/choices';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

// The map of zones (its shapes are a good part of the form's code) is fetched as its own chunk;
// still rendered on the server, so the page shows the same before it arrives.
const ZoneMap = dynamic(() => import('@/components/forms/zone-map').then((module) => module.ZoneMap));

/** "Keep me informed": what, where and for how much; every new match is e-mailed (search alert). */
export function DemandRegisterForm({ types }: { types: { value: string; label: string }[] }) {
  const t = useTranslations('DemandRegisterForm');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const locale = useLocale() as DemandRegister['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<DemandRegisterInput, unknown, DemandRegister>({
    resolver: lazyZodResolver(() => import('@/lib/forms/demand-register').then((forms) => forms.demandRegisterSchema)),
    defaultValues: { locale, typeWebIds: [], zones: [], website: '', captcha: '', phone: '' },
  });
  const { alert, post } = useFormPost('/api/forms/demand-register/', setError);
  const zones = (useWatch({ control, name: 'zones' }) ?? []) as string[];

  function toggleZone(zone: MapZone) {
    const next = zones.includes(zone) ? zones.filter((item) => item !== zone) : [...zones, zone];
    setValue('zones', next as MapZone[], { shouldDirty: true, shouldValidate: isSubmitted });
  }

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-6" aria-labelledby="demand-form-title">
      <h2 id="demand-form-title" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <RequiredNote />
      <FormAlert alert={alert} />

      <ChoiceGroup
        id="demand-goal"
        legend={t('goal')}
        type="radio"
        required
        options={DEMAND_GOALS.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
        registration={register('goal')}
        error={message(errors.goal?.message)}
      />
      <ChoiceGroup
        id="demand-types"
        legend={t('types')}
        type="checkbox"
        required
        columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
        options={types}
        registration={register('typeWebIds')}
        error={message(errors.typeWebIds?.message ?? errors.typeWebIds?.root?.message)}
      />
      <ZoneMap
        id="demand-zones"
        selected={zones}
        onToggle={toggleZone}
        registration={register('zones')}
        error={message(errors.zones?.message ?? errors.zones?.root?.message)}
      />

      <fieldset>
        <legend className="mb-2 font-medium">{t('budget')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="demand-price-min"
            label={t('priceMin')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            error={message(errors.priceMin?.message)}
            {...register('priceMin')}
          />
          <TextField
            id="demand-price-max"
            label={t('priceMax')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            error={message(errors.priceMax?.message)}
            {...register('priceMax')}
          />
          <TextField
            id="demand-bedrooms"
            label={t('bedroomsMin')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BEDROOMS}
            error={message(errors.bedroomsMin?.message)}
            {...register('bedroomsMin')}
          />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="demand-first-name"
          label={form('firstName')}
          required
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          id="demand-last-name"
          label={form('lastName')}
          required
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...register('lastName')}
        />
        <TextField
          id="demand-email"
          type="email"
          label={form('email')}
          required
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          id="demand-phone"
          type="tel"
          label={t('phoneOptional')}
          autoComplete="tel"
          hint={form('phoneHint')}
          error={message(errors.phone?.message)}
          {...register('phone')}
        />
      </div>

      <FormFooter
        idPrefix="demand"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
