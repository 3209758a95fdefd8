'use client';

import { useLocale } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FieldBindingProvider, type FieldBinding } from '@/components/forms/field-kit';
import { FormAlert, FormFooter, RequiredNote } from '@/components/forms/form-parts';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useFormPost } from '@/components/forms/use-form-post';
import type { FormEnvelope } from '@/lib/forms/fields';
import { formPostUrl, type VisitorFormName } from '@/lib/forms/visitor-forms';

type Envelope = Pick<FormEnvelope, 'locale' | 'website' | 'captcha'>;

type VisitorFormOptions<Input extends FieldValues, Output> = {
  /** Names the route the form posts to. */
  name: VisitorFormName;
  /** Prefix of the form's ids: "contact" gives "contact-form-title", "contact-first-name"… */
  idPrefix: string;
  /** The form's zod schema, loaded at the first check (lazy-zod-resolver.ts)… */
  schema?: () => Promise<z.ZodType<Output, Input>>;
  /** …or a resolver of the form's own (the rent application checks one step at a time). */
  resolver?: Resolver<Input, unknown, Output>;
  /** The form's own starting values; the envelope's (language, empty honeypot and captcha) are added. */
  defaultValues?: Omit<DefaultValues<Input>, keyof Envelope>;
};

/**
 * A public form's state: react-hook-form with the form's checks and starting values, and the post
 * to its route with the answer's errors put on their fields (use-form-post.ts).
 */
export function useVisitorForm<Input extends FieldValues & Envelope, Output>({
  name,
  idPrefix,
  schema,
  resolver,
  defaultValues,
}: VisitorFormOptions<Input, Output>) {
  const locale = useLocale();
  const form = useForm<Input, unknown, Output>({
    resolver: resolver ?? lazyZodResolver(schema!),
    defaultValues: { locale, website: '', captcha: '', ...defaultValues } as DefaultValues<Input>,
  });
  const { alert, post } = useFormPost(formPostUrl(name), form.setError);
  // Built here, in the component that owns the form: reading its errors here is what makes
  // react-hook-form render that component again when they change.
  return { ...form, alert, post, binding: formBinding(idPrefix, form) };
}

export type VisitorFormState<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> &
  ReturnType<typeof useFormPost> & { binding: FieldBinding };

/** The error key at a dotted path; an array's own error (none ticked) sits at its `root`. */
function errorAt(errors: FieldErrors, name: string): string | undefined {
  let at: unknown = errors;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  const error = at as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

const emptyAsNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The fields' view of a react-hook-form form (field-kit.tsx). */
function formBinding<Input extends FieldValues, Output>(
  idPrefix: string,
  form: UseFormReturn<Input, unknown, Output>,
): FieldBinding {
  const { errors, isSubmitting } = form.formState;
  return {
    idPrefix,
    register: (name, options) =>
      form.register(name as Path<Input>, options?.asNumber ? { setValueAs: emptyAsNull } : undefined),
    errorAt: (name) => errorAt(errors, name),
    setValue: (name, value) =>
      form.setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>, { shouldValidate: true }),
    submitting: isSubmitting,
  };
}

/**
 * A public form's frame: its title (which names the form), an optional intro, the note on required
 * fields and the form's alert, then the fields, then the footer (privacy, captcha, send).
 */
export function VisitorForm<Input extends FieldValues, Output extends object>({
  form,
  title,
  intro,
  submitLabel,
  className = 'flex flex-col gap-5',
  titleClassName = 'text-2xl font-semibold',
  onSubmit,
  children,
}: {
  form: VisitorFormState<Input, Output>;
  title: string;
  intro?: ReactNode;
  submitLabel?: string;
  className?: string;
  titleClassName?: string;
  /** By default: check, then post. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = `${form.binding.idPrefix}-form-title`;
  return (
    <FieldBindingProvider value={form.binding}>
      <form
        onSubmit={onSubmit ?? form.handleSubmit(form.post)}
        noValidate
        className={className}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {intro && <p>{intro}</p>}
        <RequiredNote />
        <FormAlert alert={form.alert} />
        {children}
        <FormFooter submitLabel={submitLabel} />
      </form>
    </FieldBindingProvider>
  );
}
