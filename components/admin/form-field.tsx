import type { ReactNode } from 'react';
import {
  CheckboxField,
  ChoiceFieldset,
  SelectField,
  TextAreaField,
  TextField,
  type Option,
} from '@/components/forms/field-kit';
import type { FieldView, FormView } from '@/lib/admin/form-view';
import { fieldId } from '@/lib/forms/field-id';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageName } from '@/lib/i18n/language-names';

// A declared field of a back-office form (lib/admin/form-declaration.ts) as its input: the kind,
// limit and requirement come from the declaration, the label, value and error from the form's view
// (lib/admin/form-view.ts); what is left to say here is the field's place and look on its page.

type Look = {
  /** Instead of the declared label: a field per language is named by its language in its group. */
  label?: string;
  /**
   * Required in this place though not everywhere the form has it: a stored row's label, which a
   * new row may leave empty (the form's own rule, checked by its schema).
   */
  required?: boolean;
  hint?: string;
  className?: string;
  mono?: boolean;
  lang?: string;
  /** A text area's height. */
  rows?: number;
  /** A date's first day (today), where the declaration allows any. */
  min?: string;
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  placeholder?: string;
  /** A choice's options: the choice of none first (`blank`), then the options, then groups of them. */
  blank?: string;
  options?: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
};

function input(field: FieldView, { label, required, hint, className, mono }: Look) {
  return {
    id: field.id,
    name: field.name,
    label: label ?? field.label,
    hint,
    error: field.error,
    className,
    mono,
    ...field.attributes,
    ...(required && { required }),
  };
}

export function FormField({ form, name, ...look }: { form: FormView; name: string } & Look) {
  const field = form.field(name);
  const { lang, rows, min, autoComplete, autoCapitalize, spellCheck, placeholder, blank, options, groups } = look;
  switch (field.field.kind) {
    case 'lines':
      return (
        <TextAreaField
          {...input(field, look)}
          defaultValue={field.value}
          {...{ lang, rows, placeholder, autoComplete, spellCheck }}
        />
      );
    case 'choice':
      return <SelectField {...input(field, look)} defaultValue={field.value ?? ''} {...{ blank, options, groups }} />;
    case 'checkbox':
      return <CheckboxField {...input(field, look)} defaultChecked={field.values.includes('on')} />;
    case 'choices':
      throw new Error(`${name}: boxes of one name are laid out by their form (ChoiceFieldset).`);
    default:
      return (
        <TextField
          {...input(field, { ...look, mono: look.mono ?? field.field.kind === 'webAddress' })}
          defaultValue={field.value}
          {...(min !== undefined && { min })}
          {...{ lang, autoComplete, autoCapitalize, spellCheck, placeholder }}
        />
      );
  }
}

/** One text in the site's four languages: a group named by its legend, a field per language. */
export function LocalizedFields({
  form,
  name,
  legend,
  hint,
  required,
  locale,
}: {
  form: FormView;
  name: string;
  legend: string;
  hint?: string;
  required?: boolean;
  /** The back-office's language, in which the languages are named. */
  locale: Locale;
}): ReactNode {
  return (
    <ChoiceFieldset
      id={fieldId(form.key, name)}
      legend={legend}
      hint={hint}
      legendClassName="mb-1 font-semibold"
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="grid gap-3 md:grid-cols-2">
        {LOCALES.map((language) => (
          <FormField
            key={language}
            form={form}
            name={`${name}.${language}`}
            label={languageName(language, locale)}
            required={required}
            lang={language}
          />
        ))}
      </div>
    </ChoiceFieldset>
  );
}
