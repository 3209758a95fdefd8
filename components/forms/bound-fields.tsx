'use client';

import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  ChoiceFieldset,
  FieldError,
  RequiredMark,
  SelectField,
  TextAreaField,
  TextField,
  useFieldErrors,
  type Option,
} from '@/components/forms/field-kit';
import { fieldId } from '@/lib/forms/field-id';

// The fields of components/forms/field-kit.tsx bound to a visitor form's state: inside the form's
// FieldBindingProvider a field needs only its name, and its id, registration, error and starting
// value come from the form. Field errors are keys of Form.errors (lib/forms/fields.ts). Only
// react-hook-form's types are imported: the newsletter's stand-in, on every page, renders these
// fields without loading the library.

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

/** A field's id, registration, translated error and starting value, by its name in the form. */
export function useBoundField(name: string, id?: string, asNumber?: boolean) {
  const binding = useFieldBinding();
  const message = useFieldErrors();
  return {
    id: id ?? fieldId(binding.idPrefix, name),
    registration: binding.register(name, { asNumber }),
    error: message(binding.errorAt(name)),
    start: binding.defaultAt(name),
  };
}

/** What a bound text, text area or select gives its field: its id, error, registration and starting value. */
function boundProps(field: ReturnType<typeof useBoundField>) {
  const { start } = field;
  return {
    id: field.id,
    error: field.error,
    ...field.registration,
    ...((typeof start === 'string' || typeof start === 'number') && { defaultValue: String(start) }),
  };
}

/** Whether a check box or radio button of `value` starts ticked: its value, or one of a list. */
export function startsChecked(start: unknown, value: string): boolean {
  const isValue = (one: unknown) => (typeof one === 'string' || typeof one === 'number') && String(one) === value;
  return Array.isArray(start) ? start.some(isValue) : isValue(start);
}

type Bound = { name: string; id?: string; label: string; hint?: string; required?: boolean };

export function BoundTextField({
  name,
  id,
  asNumber,
  ...input
}: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { asNumber?: boolean }) {
  return <TextField {...input} {...boundProps(useBoundField(name, id, asNumber))} />;
}

export function BoundTextAreaField({
  name,
  id,
  ...textarea
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return <TextAreaField rows={5} {...textarea} {...boundProps(useBoundField(name, id))} />;
}

export function BoundSelectField({
  name,
  id,
  placeholder,
  ...select
}: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { placeholder?: string; options: Option[] }) {
  return <SelectField {...select} blank={placeholder} {...boundProps(useBoundField(name, id))} />;
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
    <ChoiceFieldset id={field.id} legend={legend} required={required} error={field.error}>
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
    </ChoiceFieldset>
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
  return <FieldError id={`${fieldId(binding.idPrefix, name)}-error`} error={message(binding.errorAt(name))} />;
}
