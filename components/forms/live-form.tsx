'use client';

import { useLocale } from 'next-intl';
import { memo, useLayoutEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { FieldBinding } from '@/components/forms/bound-fields';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useFormPost } from '@/components/forms/use-form-post';
import type { Envelope, LiveForm, VisitorFormSpec } from '@/components/forms/visitor-form';
import { formPostUrl } from '@/lib/forms/form-post-url';
import { valueAtPath } from '@/components/forms/value-at-path';
import { useFormStart } from '@/components/forms/use-form-start';

// A public form's working state: react-hook-form with the form's checks, and the post to its
// route with the answer's errors put on their fields (use-form-post.ts). Forms load this module
// when the visitor turns to them (visitor-form.tsx); the rent application, fetched only when
// asked for, uses it directly.

const nothingTyped = () => ({});

/**
 * The form's state from its spec. `typed` reads what the visitor entered before it loaded, so
 * that registering the fields keeps it rather than resetting them to their starting values.
 */
export function useLiveVisitorForm<Input extends FieldValues & Envelope, Output>(
  spec: VisitorFormSpec<Input, Output>,
  typed: () => Record<string, unknown> = nothingTyped,
): LiveForm<Input, Output> {
  const locale = useLocale();
  // One resolver for the form's life, so the schema it loads once stays loaded.
  const [resolver] = useState(() => spec.resolver ?? lazyZodResolver(spec.schema!));
  // Its own starting values, or the draft the page brought back (docs/forms.md, drafts).
  const start = useFormStart(spec.name, spec.defaultValues);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { locale, website: '', captcha: '', ...start.values } as DefaultValues<Input>,
    // A draft's issues, from the first render (the server's too); the first field in error takes the focus.
    ...(start.fromDraft ? { errors: start.errors as FieldErrors<Input> } : {}),
  });
  // Read at the commit that hands the state to the fields, not while rendering it (a render in a
  // transition may wait while the visitor types on): the fields then register with these values.
  const { setValue } = form;
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typed())) {
      setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>, { shouldDirty: true });
    }
  }, [setValue, typed]);
  const { alert, post, sent } = useFormPost(formPostUrl(spec.name), form.setError, spec.onSent, spec.inPlace);
  // Read here, in the component that owns the form: that is what makes react-hook-form render it
  // again when they change.
  const { errors, isSubmitting, submitCount } = form.formState;
  return {
    ...form,
    alert: alert ?? (submitCount === 0 ? start.alert : null),
    post,
    sent,
    binding: formBinding(spec.idPrefix, form, errors, isSubmitting, start.values),
  };
}

/** The error key at a dotted path; an array's own error (none ticked) sits at its `root`. */
function errorAt(errors: FieldErrors, name: string): string | undefined {
  const error = valueAtPath(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

const emptyAsNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The fields' view of a react-hook-form form (bound-fields.tsx). */
function formBinding<Input extends FieldValues, Output>(
  idPrefix: string,
  form: UseFormReturn<Input, unknown, Output>,
  errors: FieldErrors<Input>,
  submitting: boolean,
  startValues: Record<string, unknown>,
): FieldBinding {
  return {
    idPrefix,
    register: (name, options) =>
      form.register(name as Path<Input>, options?.asNumber ? { setValueAs: emptyAsNull } : undefined),
    errorAt: (name) => errorAt(errors, name),
    defaultAt: (name) => valueAtPath(startValues, name),
    setValue: (name, value) =>
      form.setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>, { shouldValidate: true }),
    submitting,
  };
}

/**
 * Runs the form's state for a form first rendered without it, and hands it over after each of its
 * renders. Memoised: the form renders again with what it was handed, which must not make this
 * render (and hand over) again.
 */
export const LiveFormState = memo(function LiveFormState({
  spec,
  typed,
  onChange,
}: {
  spec: VisitorFormSpec<FieldValues & Envelope, object>;
  typed: () => Record<string, unknown>;
  onChange: (form: LiveForm<FieldValues & Envelope, object>) => void;
}) {
  const form = useLiveVisitorForm(spec, typed);
  useLayoutEffect(() => onChange(form));
  return null;
});
