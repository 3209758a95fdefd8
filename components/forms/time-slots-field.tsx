'use client';

import { useTranslations } from 'next-intl';
import { ChoiceGroup } from '@/components/forms/bound-fields';
import { optionsOf } from '@/components/forms/field-kit';
import { TIME_SLOTS } from '@/lib/forms/choices';

/** When the visitor would like the agency to call back (the same slots in every language). */
export function TimeSlotsField() {
  const t = useTranslations('ContactForm');
  return (
    <ChoiceGroup
      name="timeSlots"
      legend={t('timeSlots')}
      type="checkbox"
      columns="sm:grid-cols-3"
      options={optionsOf(TIME_SLOTS, (slot) => t(`slots.${slot}`))}
    />
  );
}
