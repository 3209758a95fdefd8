'use client';

import { useTranslations } from 'next-intl';
import { BoundTextAreaField, ChoiceGroup, HiddenField } from '@/components/forms/bound-fields';
import { optionsOf } from '@/components/forms/field-kit';
import { PersonFields } from '@/components/forms/person-fields';
import { TimeSlotsField } from '@/components/forms/time-slots-field';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import type { Contact, ContactInput } from '@/lib/forms/contact';
import { CONTACT_CATEGORIES } from '@/lib/forms/choices';

/**
 * The agency contact form; with a property it becomes "contact me about this property" with time
 * slots, with a project the new-build project's contact form. `about` names either in the title.
 */
export function ContactForm({
  propertyId,
  projectId,
  about,
}: {
  propertyId?: number;
  projectId?: number;
  about?: string;
}) {
  const t = useTranslations('ContactForm');
  const form = useVisitorForm<ContactInput, Contact>({
    name: 'contact',
    idPrefix: 'contact',
    schema: () => import('@/lib/forms/contact').then((forms) => forms.contactSchema),
    defaultValues: { propertyId, projectId, timeSlots: [] },
  });

  return (
    <VisitorForm form={form} title={about ? t('titleProperty', { property: about }) : t('title')}>
      <HiddenField name="propertyId" />
      <HiddenField name="projectId" />
      <ChoiceGroup
        name="category"
        legend={t('category')}
        type="radio"
        required
        options={optionsOf(CONTACT_CATEGORIES, (category) => t(`categories.${category}`))}
      />
      <PersonFields />
      {propertyId !== undefined && <TimeSlotsField />}
      <BoundTextAreaField name="message" label={t('message')} required />
    </VisitorForm>
  );
}
