import type { ReactNode } from 'react';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import type { FormValues } from '@/lib/admin/site-layout-forms';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

// The controls of the back-office's content forms (layout and articles): plain HTML, each with its
// visible label, its hint tied to it, and the browser's own checks mirroring the server's.

export const CARD_CLASS = 'rounded-lg border border-line bg-white p-5';
const BUTTON = 'min-h-11 rounded-md px-4 font-semibold';
export const BUTTON_CLASS = {
  primary: `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`,
  danger: `${BUTTON} border border-danger-600 text-danger-800 hover:bg-danger-50`,
} as const;

/**
 * A picture's or a link's address as the server takes it (lib/site/media-urls.ts): a site path or
 * an http(s) URL. The pattern of its field: the browser refuses the rest before it is sent.
 */
export const WEB_ADDRESS_PATTERN = `/(?!/)[^\\s"'<>]*|https?://[^\\s"'<>]+`;

/** A language's name in the back-office's language, as in a sentence: "néerlandais", "Nederlands". */
export function languageInSentence(language: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;
}

/** A language's name in the back-office's language, as a label: "Néerlandais". */
export function languageName(language: Locale, inLocale: Locale): string {
  const name = languageInSentence(language, inLocale);
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}

/** A field's id from its name: "headerLinks.0.label.nl" → "field-headerLinks-0-label-nl". */
export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

/** The values a form starts from, and the field the last write refused (marked invalid). */
export type FormState = { values: FormValues; invalid?: string };

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string;
  state: FormState;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  required?: boolean;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  lang?: string;
  mono?: boolean;
  rows?: number;
};

export function TextField({ name, label, hint, state, multiline, mono, rows = 3, ...input }: TextFieldProps) {
  const id = fieldId(name);
  const { type = 'text', pattern, min, max, ...shared } = input;
  const common = {
    id,
    name,
    defaultValue: state.values[name] ?? '',
    'aria-describedby': hint ? `${id}-hint` : undefined,
    'aria-invalid': state.invalid === name || undefined,
    ...shared,
  };
  const className = `${FIELD_CLASS}${mono ? ' font-mono text-sm' : ''}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} className={`${className} py-2`} />
      ) : (
        <input {...common} type={type} pattern={pattern} min={min} max={max} className={className} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One text in the site's four languages: a group named by its legend, a field per language. */
export function LocalizedFields({
  name,
  legend,
  hint,
  state,
  locale,
  required,
  multiline,
}: {
  name: string;
  legend: string;
  hint?: string;
  state: FormState;
  /** The back-office's language, in which the languages are named. */
  locale: Locale;
  required?: boolean;
  multiline?: boolean;
}) {
  const hintId = `${fieldId(name)}-hint`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            name={`${name}.${language}`}
            label={languageName(language, locale)}
            state={state}
            lang={language}
            required={required}
            multiline={multiline}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  state,
  required,
}: {
  name: string;
  label: string;
  hint?: string;
  state: FormState;
  required?: boolean;
}) {
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={state.values[name] === 'on'}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function SelectField({
  name,
  label,
  hint,
  state,
  options,
}: {
  name: string;
  label: string;
  hint?: string;
  state: FormState;
  options: readonly { value: string; label: string }[];
}) {
  const id = fieldId(name);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={state.values[name] ?? ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={state.invalid === name || undefined}
        className={FIELD_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled white card of a form: one part of what the form saves. */
export function FormCard({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${CARD_CLASS} flex flex-col gap-5`}>
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {lead && <p className="mt-1 max-w-3xl text-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/** One row of a list in a form (a link, a column), apart from the rows before it. */
export function RowFieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-5">
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold">{legend}</legend>
        {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
        <div className="mt-4 flex flex-col gap-4">{children}</div>
      </fieldset>
    </div>
  );
}
