'use client';

import { useTranslations } from 'next-intl';
import { BoundFieldError, BoundTextAreaField, ChoiceGroup, HiddenField } from '@/components/forms/bound-fields';
import { PersonFields } from '@/components/forms/person-fields';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import type { DocumentRequest, DocumentRequestInput } from '@/lib/forms/document-request';

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
  const form = useVisitorForm<DocumentRequestInput, DocumentRequest>({
    name: 'document-request',
    idPrefix: 'documents',
    schema: () => import('@/lib/forms/document-request').then((forms) => forms.documentRequestSchema),
    // With a single document there is nothing to choose: it is ticked already.
    defaultValues: {
      propertyId,
      documentIds: documents.length === 1 ? [String(documents[0]!.id)] : [],
      message: '',
    },
  });

  return (
    <VisitorForm form={form} title={t('title', { property: about })} submitLabel={t('submit')}>
      <HiddenField name="propertyId" />
      <BoundFieldError name="propertyId" />
      <ChoiceGroup
        name="documentIds"
        legend={t('documents')}
        type="checkbox"
        required
        columns="sm:grid-cols-1"
        options={documents.map((document) => ({ value: String(document.id), label: document.name }))}
      />
      <PersonFields />
      <BoundTextAreaField name="message" label={t('message')} />
    </VisitorForm>
  );
}
