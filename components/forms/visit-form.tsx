'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { BoundTextAreaField, HiddenField, useBoundField } from '@/components/forms/bound-fields';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/field-kit';
import { PersonFields } from '@/components/forms/person-fields';
import { SlotDays } from '@/components/forms/slot-days';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import { BOOKED_VISIT_KEY, storedBookedVisit } from '@/lib/appointments/booked-visit';
import type { SlotDay } from '@/lib/appointments/slot-days';
import type { Visit, VisitInput } from '@/lib/forms/visit';

/** The slot a booking that came back refused had chosen: the draft keeps it as it was posted, as text. */
const chosenSlot = (start: unknown) =>
  typeof start === 'string' || typeof start === 'number' ? String(start) : undefined;

/** The open slots by day, one radio button each; the error sits under the legend. */
function SlotChoice({ days }: { days: SlotDay[] }) {
  const t = useTranslations('VisitForm');
  const { id, registration, error, start } = useBoundField('appointmentId', 'visit-slots');
  return (
    <fieldset aria-describedby={describedBy(id, true, error)}>
      <legend className="mb-1 font-medium">
        {t('slots')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('slotsHint')}
      </p>
      {/* Under the legend rather than after a long list of days, where it would be out of sight. */}
      <FieldError id={`${id}-error`} error={error} />
      <SlotDays days={days} radio={registration} chosen={chosenSlot(start)} />
    </fieldset>
  );
}

/** Booking a visit: the property's open slots by day, who is coming, and an optional message. */
export function VisitForm({ propertyId, about, days }: { propertyId: number; about: string; days: SlotDay[] }) {
  const t = useTranslations('VisitForm');
  const router = useRouter();
  const form = useVisitorForm<VisitInput, Visit>({
    name: 'visit',
    idPrefix: 'visit',
    schema: () => import('@/lib/forms/visit').then((forms) => forms.visitSchema),
    defaultValues: { propertyId, message: '' },
    // The thank-you page repeats the booked time, read from this tab (lib/appointments/booked-visit.ts).
    onSent: (values) => {
      const chosen = String((values as { appointmentId?: unknown }).appointmentId);
      const slot = days.flatMap((day) => day.slots).find((entry) => String(entry.id) === chosen);
      if (!slot) return;
      try {
        sessionStorage.setItem(BOOKED_VISIT_KEY, storedBookedVisit({ title: about, ...slot }));
      } catch {
        // Storage refused (private mode, full): the mail still says it all.
      }
    },
  });
  const slotError = form.binding.errorAt('appointmentId');

  // Someone else took the slot meanwhile: reload the open slots so it disappears from the list.
  useEffect(() => {
    if (slotError === 'slotTaken') router.refresh();
  }, [slotError, router]);

  return (
    <VisitorForm form={form} title={t('title', { property: about })} intro={t('intro')} submitLabel={t('submit')}>
      <HiddenField name="propertyId" />
      <SlotChoice days={days} />
      <PersonFields />
      <BoundTextAreaField name="message" label={t('message')} />
    </VisitorForm>
  );
}
