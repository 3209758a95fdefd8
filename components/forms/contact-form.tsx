'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  ChoiceGroup,
  FormAlert,
  FormFooter,
  RequiredNote,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { PersonFields } from '@/components/forms/person-fields';
import { useFormPost } from '@/components/forms/use-form-post';
import type { Contact, ContactInput } from '@/lib/forms/contact';
import { CONTACT_CATEGORIES, TIME_SLOTS } from '@/lib/forms/choices';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

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
  const message = useFieldErrors();
  const locale = useLocale() as Contact['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: lazyZodResolver(() => import('@/lib/forms/contact').then((forms) => forms.contactSchema)),
    defaultValues: { locale, propertyId, projectId, timeSlots: [], website: '', captcha: '' },
  });
  const { alert, post } = useFormPost('/api/forms/contact/', setError);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-semibold">
        {about ? t('titleProperty', { property: about }) : t('title')}
      </h2>
      <RequiredNote />
      <FormAlert alert={alert} />

      <ChoiceGroup
        id="contact-category"
        legend={t('category')}
        type="radio"
        required
        options={CONTACT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        registration={register('category')}
        error={message(errors.category?.message)}
      />
      <PersonFields idPrefix="contact" register={register} errors={errors} />

      {propertyId !== undefined && (
        <ChoiceGroup
          id="contact-slots"
          legend={t('timeSlots')}
          type="checkbox"
          columns="sm:grid-cols-3"
          options={TIME_SLOTS.map((slot) => ({ value: slot, label: t(`slots.${slot}`) }))}
          registration={register('timeSlots')}
        />
      )}

      <TextAreaField
        id="contact-message"
        label={t('message')}
        required
        error={message(errors.message?.message)}
        {...register('message')}
      />

      <FormFooter
        idPrefix="contact"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
      />
    </form>
  );
}
