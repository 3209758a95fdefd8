'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  ChoiceGroup,
  FieldError,
  FormAlert,
  FormFooter,
  RequiredNote,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { PersonFields } from '@/components/forms/person-fields';
import { useFormPost } from '@/components/forms/use-form-post';
import type { DocumentRequest, DocumentRequestInput } from '@/lib/forms/document-request';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** Asks for the property's documents that the agency sends on request only. */
export function DocumentRequestForm({
  propertyId,
  about,
  documents,
}: {
  propertyId: number;
  about: string;
  documents: { id: number; name: string }[];
}) {
  const t = useTranslations('DocumentRequestForm');
  const message = useFieldErrors();
  const locale = useLocale() as DocumentRequest['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DocumentRequestInput, unknown, DocumentRequest>({
    resolver: lazyZodResolver(() =>
      import('@/lib/forms/document-request').then((forms) => forms.documentRequestSchema),
    ),
    // With a single document there is nothing to choose: it is ticked already.
    defaultValues: {
      locale,
      propertyId,
      documentIds: documents.length === 1 ? [String(documents[0]!.id)] : [],
      website: '',
      captcha: '',
      message: '',
    },
  });
  const { alert, post } = useFormPost('/api/forms/document-request/', setError);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-5" aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-2xl font-semibold">
        {t('title', { property: about })}
      </h2>
      <RequiredNote />
      <FormAlert alert={alert} />
      <FieldError id="documents-property-error" error={message(errors.propertyId?.message)} />

      <ChoiceGroup
        id="documents-choice"
        legend={t('documents')}
        type="checkbox"
        required
        columns="sm:grid-cols-1"
        options={documents.map((document) => ({ value: String(document.id), label: document.name }))}
        registration={register('documentIds')}
        error={message(errors.documentIds?.message)}
      />
      <PersonFields idPrefix="documents" register={register} errors={errors} />
      <TextAreaField
        id="documents-message"
        label={t('message')}
        error={message(errors.message?.message)}
        {...register('message')}
      />

      <FormFooter
        idPrefix="documents"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
