import clsx from 'clsx';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import type { FormValues } from '@/lib/admin/site-layout-forms';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

// The pieces of the back-office's forms: plain HTML posted to app/api/admin (docs/back-office.md,
// writes), so they work without JavaScript. Each control sits inside its visible label; a hint
// stands after the label, tied to the control with aria-describedby, so the name stays the label.

/** Refuses a value of spaces only, as the server's trimmed, non-empty fields do. */
export const NOT_BLANK_PATTERN = String.raw`.*\S.*`;
/** Class names (lib/admin/fields.ts cssClassField); '/' and '-' escaped for the v flag. */
export const CSS_CLASS_PATTERN = String.raw`\s*[\w:\/\-]*(\s+[\w:\/\-]+)*\s*`;

/** A language's name in the back-office's language, as in a sentence: "néerlandais", "Nederlands". */
export function languageInSentence(language: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;
}

/** A language's name in the back-office's language, as a label: "Néerlandais". */
export function languageName(language: Locale, inLocale: Locale): string {
  const name = languageInSentence(language, inLocale);
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}

/** The values a form starts from, and the field the last write refused (marked invalid). */
export type FormState = { values: FormValues; invalid?: string };

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  /** The form's values and refused field, for a form that keeps them (layout, articles)… */
  state?: FormState;
  /** …or the field's own value. */
  defaultValue?: string | number | null;
  /** The last write refused this field. */
  invalid?: boolean;
  /** The field's place in its form's grid ("sm:col-span-2"). */
  className?: string;
};

const hintId = (name: string) => `hint-${name.replace(/\W/g, '-')}`;

function Hint({ name, hint, className }: { name: string; hint?: string; className?: string }) {
  return hint ? (
    <p id={hintId(name)} className={clsx('text-sm text-muted', className)}>
      {hint}
    </p>
  ) : null;
}

/** What every control of a field carries: its name, value, hint and whether it was refused. */
function controlProps({ name, hint, state, defaultValue, invalid }: FieldProps) {
  return {
    name,
    defaultValue: (state ? state.values[name] : defaultValue) ?? '',
    'aria-describedby': hint ? hintId(name) : undefined,
    'aria-invalid': invalid || state?.invalid === name || undefined,
  };
}

function Field({ name, label, hint, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label className="flex flex-col gap-1 font-medium">
        {label}
        {children}
      </label>
      <Hint name={name} hint={hint} />
    </div>
  );
}

/** A field's own props, and the rest: its control's attributes. */
function split<Props extends FieldProps>(props: Props) {
  const { name, label, hint, state, defaultValue, invalid, className, ...control } = props;
  return [{ name, label, hint, state, defaultValue, invalid, className }, control] as const;
}

const controlClass = (mono?: boolean) => clsx(FIELD_CLASS, 'font-normal', mono && 'font-mono text-sm');

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'required'
  | 'maxLength'
  | 'pattern'
  | 'min'
  | 'max'
  | 'lang'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'inputMode'
>;

export function TextField(props: FieldProps & InputAttributes & { mono?: boolean }) {
  const [field, { mono, ...input }] = split(props);
  return (
    <Field {...field}>
      <input {...input} {...controlProps(field)} className={controlClass(mono)} />
    </Field>
  );
}

/**
 * A picture's or a link's address as the server takes it (lib/site/media-urls.ts): a site path or
 * an http(s) URL. The browser refuses the rest before it is sent.
 */
export function WebAddressField(props: FieldProps & Pick<InputAttributes, 'required' | 'maxLength'>) {
  return <TextField {...props} pattern={String.raw`/(?!/)[^\s"'<>]*|https?://[^\s"'<>]+`} mono />;
}

type TextAreaAttributes = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'maxLength' | 'lang' | 'rows'>;

export function TextAreaField(props: FieldProps & TextAreaAttributes & { mono?: boolean }) {
  const [field, { mono, rows = 3, ...textarea }] = split(props);
  return (
    <Field {...field}>
      <textarea {...textarea} {...controlProps(field)} rows={rows} className={clsx(controlClass(mono), 'py-2')} />
    </Field>
  );
}

/** A select's options from a list of values, each with its label. */
export function optionsOf<Value extends string>(values: readonly Value[], label: (value: Value) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

type Option = { value: string; label: string };

const optionList = (options: readonly Option[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/**
 * A select: the choice of no value first where it has one (`blank`: "all types", "no category"),
 * then its `options`, then its option `groups`.
 */
export function SelectField(
  props: FieldProps & {
    blank?: string;
    options?: readonly Option[];
    groups?: readonly { label: string; options: readonly Option[] }[];
  },
) {
  const [field, { blank, options = [], groups = [] }] = split(props);
  return (
    <Field {...field}>
      <select {...controlProps(field)} className={clsx(controlClass(), 'pr-8')}>
        {blank !== undefined && <option value="">{blank}</option>}
        {optionList(options)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {optionList(group.options)}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  state,
  defaultChecked,
  required,
  className,
}: Pick<FieldProps, 'name' | 'label' | 'hint' | 'state' | 'className'> & {
  defaultChecked?: boolean;
  required?: boolean;
}) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          name={name}
          defaultChecked={state ? state.values[name] === 'on' : defaultChecked}
          required={required}
          aria-describedby={hint ? hintId(name) : undefined}
          className="size-6 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      <Hint name={name} hint={hint} className="pl-9" />
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
  const Text = multiline ? TextAreaField : TextField;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={hint ? hintId(name) : undefined}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <Hint name={name} hint={hint} />
      <div className="grid gap-3 md:grid-cols-2">
        {LOCALES.map((language) => (
          <Text
            key={language}
            name={`${name}.${language}`}
            label={languageName(language, locale)}
            state={state}
            lang={language}
            required={required}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The values a form sends unseen: `back`, the back-office page the write returns to (a
 * notice or an error in its query), and the write's `action` and record where it has them.
 */
export function HiddenFields(fields: Record<string, string | number>) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

const BUTTONS = { primary: PRIMARY_BUTTON, secondary: SECONDARY_BUTTON, danger: DANGER_BUTTON } as const;

export function SubmitButton({
  tone = 'primary',
  className,
  children,
  ...button
}: {
  tone?: keyof typeof BUTTONS;
  /** Its place in the form: "self-start" in a column, so that it keeps its own width. */
  className?: string;
  children: ReactNode;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'name' | 'value' | 'aria-label' | 'aria-describedby'>) {
  return (
    <button type="submit" className={clsx(BUTTONS[tone], className)} {...button}>
      {children}
    </button>
  );
}

/** A deletion (`action=delete`), sent only once its confirmation box is ticked. */
export function DeleteForm({
  action,
  back,
  confirm,
  submit,
  children,
}: {
  action: string;
  /** Where to return: the list, as the record is gone. */
  back: string;
  confirm: string;
  submit: string;
  /** What the deletion takes with it. */
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} className="flex max-w-3xl flex-col gap-3">
      <HiddenFields back={back} action="delete" />
      {children}
      <CheckboxField name="confirm" label={confirm} required />
      <SubmitButton tone="danger" className="self-start">
        {submit}
      </SubmitButton>
    </form>
  );
}
