'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { FORM_ERROR_KEYS, type FormErrorKey } from '@/lib/forms/error-keys';

// The fields every form is built from, so that all forms look, read and announce their errors
// alike: a label with its required mark, an optional hint, the control, and the error tied to it
// (aria-invalid + aria-describedby). Inside a form's FieldBindingProvider a field needs only its
// name: its id, registration and error come from the form. Field errors are keys of Form.errors
// (lib/forms/fields.ts). Only react-hook-form's types are imported: the newsletter's stand-in,
// on every page, renders these fields without loading the library.

const ERROR_KEYS = new Set<string>(FORM_ERROR_KEYS);

/**
 * Turns an error key from zod or the server into the visitor's language; a message that is no key
 * (zod's own English for a value of the wrong type) reads as the generic `invalid`.
 */
export function useFieldErrors() {
  const t = useTranslations('Form');
  return (key: string | undefined): string | null =>
    key ? t(`errors.${ERROR_KEYS.has(key) ? (key as FormErrorKey) : 'invalid'}`) : null;
}

export function RequiredMark() {
  return (
    // One text: split in two, React writes a comment between them in every required field's label.
    <span aria-hidden="true" className="text-danger-600">
      {' *'}
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger-600">
      {error}
    </p>
  );
}

/** The ids that describe a control: its hint, then its error. */
export function describedBy(id: string, ...parts: [hint: unknown, error: unknown]): string | undefined {
  return [parts[0] && `${id}-hint`, parts[1] && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

type Framed = { id: string; label: string; error?: string | null; hint?: string; required?: boolean };

/** Label, hint, the control and its error, in that order. */
function FieldFrame({
  id,
  label,
  hint,
  required,
  error,
  className,
  children,
}: Framed & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function controlProps({ id, hint, error, required }: Framed) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
}

type InputFieldProps = Framed & InputHTMLAttributes<HTMLInputElement>;

/** An input on its own, for forms that are not bound to a form library (the owner's sign-in). */
export function InputField({ id, label, error, hint, required, className, ...input }: InputFieldProps) {
  const framed = { id, label, error, hint, required };
  return (
    <FieldFrame {...framed} className={className}>
      <input {...controlProps(framed)} className={FIELD_CLASS} {...input} />
    </FieldFrame>
  );
}

/** What a form gives its fields: registration by name, the error key at a name, the sending state. */
export type FieldBinding = {
  /** Prefix of every field id: "contact" gives "contact-first-name". */
  idPrefix: string;
  /** `asNumber`: the value is a number, and an empty field null rather than 0 (reported, not guessed). */
  register: (name: string, options?: { asNumber?: boolean }) => UseFormRegisterReturn;
  errorAt: (name: string) => string | undefined;
  /**
   * The value a field starts with, rendered in the page's HTML: the form's own, or what the visitor
   * typed in a form that came back refused (docs/forms.md, drafts).
   */
  defaultAt: (name: string) => unknown;
  /** Sets a value the visitor does not type (the captcha's proof), and checks it. */
  setValue: (name: string, value: string) => void;
  submitting: boolean;
};

const BindingContext = createContext<FieldBinding | null>(null);
export const FieldBindingProvider = BindingContext.Provider;

export function useFieldBinding(): FieldBinding {
  const binding = useContext(BindingContext);
  if (!binding) throw new Error('A bound field must be inside a FieldBindingProvider.');
  return binding;
}

/** "applicantA.firstName" → "applicant-a-first-name". */
function idPart(name: string): string {
  return name.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A field's id, registration, translated error and starting value, by its name in the form. */
export function useBoundField(name: string, id?: string, asNumber?: boolean) {
  const binding = useFieldBinding();
  const message = useFieldErrors();
  return {
    id: id ?? `${binding.idPrefix}-${idPart(name)}`,
    registration: binding.register(name, { asNumber }),
    error: message(binding.errorAt(name)),
    start: binding.defaultAt(name),
  };
}

/** A text control's starting value as its `defaultValue`, when it has one. */
function startText(start: unknown): { defaultValue?: string } {
  return typeof start === 'string' || typeof start === 'number' ? { defaultValue: String(start) } : {};
}

/** Whether a check box or radio button of `value` starts ticked: its value, or one of a list. */
export function startsChecked(start: unknown, value: string): boolean {
  const isValue = (one: unknown) => (typeof one === 'string' || typeof one === 'number') && String(one) === value;
  return Array.isArray(start) ? start.some(isValue) : isValue(start);
}

type Bound = { name: string; id?: string; label: string; hint?: string; required?: boolean };

export function TextField({
  name,
  id,
  asNumber,
  ...input
}: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { asNumber?: boolean }) {
  const field = useBoundField(name, id, asNumber);
  return (
    <InputField {...input} id={field.id} error={field.error} {...field.registration} {...startText(field.start)} />
  );
}

export function TextAreaField({
  name,
  id,
  label,
  hint,
  required,
  className,
  ...textarea
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const field = useBoundField(name, id);
  const framed = { id: field.id, label, hint, required, error: field.error };
  return (
    <FieldFrame {...framed} className={className}>
      <textarea
        rows={5}
        {...controlProps(framed)}
        className={`${FIELD_CLASS} py-2`}
        {...textarea}
        {...field.registration}
        {...startText(field.start)}
      />
    </FieldFrame>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  id,
  label,
  hint,
  required,
  className,
  placeholder,
  options,
  ...select
}: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { placeholder?: string; options: Option[] }) {
  const field = useBoundField(name, id);
  const framed = { id: field.id, label, hint, required, error: field.error };
  return (
    <FieldFrame {...framed} className={className}>
      <select
        {...controlProps(framed)}
        className={FIELD_CLASS}
        {...select}
        {...field.registration}
        {...startText(field.start)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Radio buttons or check boxes under one legend; the error is tied to the group. */
export function ChoiceGroup({
  name,
  id,
  legend,
  type,
  options,
  required,
  columns = 'sm:grid-cols-2',
}: {
  name: string;
  id?: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: ReactNode }[];
  required?: boolean;
  columns?: string;
}) {
  const field = useBoundField(name, id);
  return (
    <fieldset aria-describedby={field.error ? `${field.id}-error` : undefined}>
      <legend className="mb-2 font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
            <input
              type={type}
              value={option.value}
              {...field.registration}
              defaultChecked={startsChecked(field.start, option.value)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${field.id}-error`} error={field.error} />
    </fieldset>
  );
}

/**
 * A required check box whose label is a sentence (privacy, the offer's advance), with its error;
 * `describedBy` names text elsewhere that the box acknowledges.
 */
export function Acknowledgement({
  name,
  id,
  describedBy: notice,
  children,
}: {
  name: string;
  id?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const field = useBoundField(name, id);
  return (
    <div>
      <label className="form-consent">
        <input
          type="checkbox"
          {...field.registration}
          defaultChecked={field.start === true}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[notice, field.error && `${field.id}-error`].filter(Boolean).join(' ') || undefined}
        />
        <span>
          {children}
          <RequiredMark />
        </span>
      </label>
      <FieldError id={`${field.id}-error`} error={field.error} />
    </div>
  );
}

/**
 * A value the form holds but shows no field for (the property asked about), in the page's HTML so
 * that the browser's own post carries it too (docs/forms.md, a form sent without script).
 */
export function HiddenField({ name }: { name: string }) {
  const start = useFieldBinding().defaultAt(name);
  if (typeof start !== 'string' && typeof start !== 'number') return null;
  return <input type="hidden" name={name} value={String(start)} />;
}

/** An error about a value the form holds but shows no field for (the property asked about). */
export function BoundFieldError({ name }: { name: string }) {
  const binding = useFieldBinding();
  const message = useFieldErrors();
  return <FieldError id={`${binding.idPrefix}-${idPart(name)}-error`} error={message(binding.errorAt(name))} />;
}
