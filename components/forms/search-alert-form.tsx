'use client';

import { useTranslations } from 'next-intl';
import { STATUS_CLASS } from '@/components/forms/field-classes';
import { BoundTextField, FieldBindingProvider, HiddenField } from '@/components/forms/bound-fields';
import { FormAlert, FormFooter } from '@/components/forms/form-parts';
import { useVisitorForm } from '@/components/forms/visitor-form';
import type { SearchAlert, SearchAlertInput } from '@/lib/forms/search-alert';
import type { Goal } from '@/lib/properties/goal';

/**
 * The listing's "e-mail me new properties for this search": the address, the privacy line and the
 * captcha, the search itself in hidden fields. Sent like every visitor form (docs/forms.md): by the
 * browser itself without JavaScript (the "check your mailbox" page follows), with it in place, the
 * same words then shown where the form stood. Its texts come from the page and the layout's
 * messages; nothing in it is the visitor's until they type.
 */
export function SearchAlertForm({
  goal,
  search,
  submitLabel,
  sentMessage,
}: {
  goal: Goal;
  /** The listing's criteria as its query (lib/listing/listing-params.ts). */
  search: string;
  submitLabel: string;
  sentMessage: string;
}) {
  const formText = useTranslations('Form');
  const alert = useVisitorForm<SearchAlertInput, SearchAlert>({
    name: 'search-alert',
    idPrefix: 'search-alert',
    schema: () => import('@/lib/forms/search-alert').then((forms) => forms.searchAlertSchema),
    defaultValues: { goal, search, email: '' },
    inPlace: true,
  });

  return (
    <FieldBindingProvider value={alert.binding}>
      {/* Read out when it fills; no role="status", which the listing keeps for its result count. */}
      <p aria-live="polite" className={alert.sent ? STATUS_CLASS : 'sr-only'}>
        {alert.sent && sentMessage}
      </p>
      {!alert.sent && (
        <form {...alert.element} aria-label={submitLabel} className="flex flex-col gap-4">
          <HiddenField name="goal" />
          <HiddenField name="search" />
          <FormAlert alert={alert.alert} />
          <BoundTextField name="email" type="email" label={formText('email')} required autoComplete="email" />
          <FormFooter submitLabel={submitLabel} />
        </form>
      )}
      {alert.state}
    </FieldBindingProvider>
  );
}
