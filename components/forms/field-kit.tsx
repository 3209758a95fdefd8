import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { fieldId } from '@/lib/forms/field-id';
import { FORM_ERROR_KEYS, type FormErrorKey } from '@/lib/i18n/form-error-keys';

// The fields every form of the site is built from — the visitor forms, the owner's sign-in, the
// listing's filters, the mortgage estimate and the back-office — so that all look, read and
// announce their errors alike: a label with its required mark, an optional hint, the control, and
// the error tied to it (aria-invalid + aria-describedby). Plain markup without state or context,
// so server components (the back-office's forms, which work without script) render them as well
// as client ones; a visitor form binds them to its state in components/forms/bound-fields.tsx.

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

/** What follows a field's label or a group's legend: its hint, its control or controls, its error. */
function Described({ id, hint, error, children }: Omit<Framed, 'label' | 'required'> & { children: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/**
 * Label, hint, the control and its error, in that order. `labelClassName` null: the label takes its
 * look from the frame's class (the listing's compact filters, `.filter-field > label`).
 */
export function FieldFrame({
  id,
  label,
  hint,
  required,
  error,
  className,
  labelClassName = 'field-label',
  children,
}: Framed & { className?: string; labelClassName?: string | null; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? undefined}>
        {label}
        {required && <RequiredMark />}
      </label>
      <Described id={id} hint={hint} error={error}>
        {children}
      </Described>
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

/**
 * What every field takes besides its control's own attributes. Without an `id`, the field's is its
 * name's ("field-first-name"): enough where a page has one field of that name.
 */
type FieldProps = Omit<Framed, 'id'> & {
  id?: string;
  name?: string;
  /** A stored value; none (a column's null) shows the field empty. */
  defaultValue?: string | number | readonly string[] | null;
  /** The field's place in its form ("sm:col-span-2"). */
  className?: string;
  /** Code or addresses rather than prose: a fixed-width font. */
  mono?: boolean;
};

type Own = keyof FieldProps;

/**
 * A field's props parted: its frame's (label, hint, error), its place, its control's own attributes
 * (`control`, with the class the control wears beside the field kit's: "py-2" for a text area), and
 * the rest, the control's other attributes as given.
 */
function parted<Rest extends object>({
  id,
  name,
  label,
  error,
  hint,
  required,
  className,
  mono,
  defaultValue,
  ...rest
}: FieldProps & Rest) {
  const frame: Framed = { id: id ?? fieldId('field', name ?? ''), label, error, hint, required };
  const control = (more?: string) => ({
    ...controlProps(frame),
    name,
    className: [FIELD_CLASS, more, mono && 'font-mono text-sm'].filter(Boolean).join(' '),
    defaultValue: defaultValue ?? undefined,
  });
  return { frame, className, control, rest };
}

export function TextField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  const { frame, className, control, rest } = parted(props);
  return (
    <FieldFrame {...frame} className={className}>
      <input {...control()} {...rest} />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  const {
    frame,
    className,
    control,
    rest: { rows = 3, ...rest },
  } = parted(props);
  return (
    <FieldFrame {...frame} className={className}>
      <textarea rows={rows} {...control('py-2')} {...rest} />
    </FieldFrame>
  );
}

export type Option = { value: string; label: string };

/** A select's options from a list of values, each with its label. */
export function optionsOf<Value extends string>(values: readonly Value[], label: (value: Value) => string): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}

const optionList = (options: readonly Option[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/**
 * A select: the choice of no value first where it has one (`blank`: "all types", "choose…"), then
 * its `options`, then its option `groups`.
 */
export function SelectField(
  props: FieldProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
      blank?: string;
      options?: readonly Option[];
      groups?: readonly { label: string; options: readonly Option[] }[];
    },
) {
  const {
    frame,
    className,
    control,
    rest: { blank, options = [], groups = [], ...rest },
  } = parted(props);
  return (
    <FieldFrame {...frame} className={className}>
      <select {...control()} {...rest}>
        {blank !== undefined && <option value="">{blank}</option>}
        {optionList(options)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {optionList(group.options)}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A box to tick with its label beside it, then its hint and its error. */
export function CheckboxField(
  props: Omit<FieldProps, 'mono' | 'defaultValue'> & Omit<InputHTMLAttributes<HTMLInputElement>, Own | 'type'>,
) {
  const { frame, className, control, rest } = parted(props);
  // The box wears its own look, and is ticked rather than filled.
  const { className: _look, defaultValue: _value, ...box } = control();
  return (
    <div className={className}>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" {...box} className="size-6 shrink-0 accent-brand-700" {...rest} />
        {frame.label}
        {frame.required && <RequiredMark />}
      </label>
      {frame.hint && (
        <p id={`${frame.id}-hint`} className="pl-9 text-sm text-muted">
          {frame.hint}
        </p>
      )}
      <FieldError id={`${frame.id}-error`} error={frame.error} />
    </div>
  );
}

/** Choices under one legend (radio buttons, check boxes, one field per language); the error is the group's. */
export function ChoiceFieldset({
  id,
  legend,
  hint,
  required,
  error,
  legendClassName = 'mb-2 font-medium',
  className,
  children,
}: {
  /** The group's id, which its hint's and error's are made from. */
  id: string;
  legend: string;
  hint?: string;
  required?: boolean;
  error?: string | null;
  legendClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy(id, hint, error)}>
      <legend className={legendClassName}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <Described id={id} hint={hint} error={error}>
        {children}
      </Described>
    </fieldset>
  );
}
