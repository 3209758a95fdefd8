import '@/lib/zod-without-eval';
import { z } from 'zod';
import {
  checkboxField,
  CSS_CLASS_MAX,
  CSS_CLASS_PATTERN,
  cssClassField,
  dateField,
  EMAIL_MAX,
  emailField,
  LAST_DAY,
  siteOrWebUrlField,
  timeField,
  WEB_ADDRESS_MAX,
  wholeNumberField,
} from '@/lib/admin/fields';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

// A back-office form is declared once (docs/back-office.md, adding a form): each field's kind, its
// limit, whether it is required and the key of its label. The form's schema (lib/admin/*.ts), its
// inputs (inputAttributes, components/admin/form-field.tsx) and its labels (lib/admin/form-view.ts)
// are read from the declaration, so a limit is written in one place and the browser checks what
// the server checks again.

export type FieldKind =
  'text' | 'lines' | 'email' | 'tel' | 'webAddress' | 'number' | 'date' | 'time' | 'choice' | 'checkbox' | 'choices';

/** One field: what its input is, what the server accepts, and its label's key in the form's messages. */
export type DeclaredField<Output = unknown> = {
  kind: FieldKind;
  required: boolean;
  /** A text's most characters, a number's largest value. */
  max?: number;
  /** A number's smallest value. */
  min?: number;
  /** The shape a text must have, for the browser's `pattern` and the server alike (the v flag's syntax). */
  pattern?: string;
  /** The label's key in the form's messages; the field's name when not said. */
  label?: string;
  schema: z.ZodType<Output>;
};

/** A text in each language of the site: the fields "title.fr", "title.nl"… under one label. */
export type LocalizedField<Output = unknown> = {
  kind: 'localized';
  field: DeclaredField<Output>;
  label?: string;
  schema: z.ZodType<Record<Locale, Output>>;
};

/** Fields under one name ("address.postalCode"), or a list of such rows ("columns.2.title.nl"). */
export type FieldGroup<Fields extends DeclaredFields = DeclaredFields> = {
  kind: 'group' | 'rows';
  fields: Fields;
  /** A row's label, which takes the row's {number}. */
  label?: string;
  schema: z.ZodType;
};

export type Declared = DeclaredField | LocalizedField | FieldGroup;
export type DeclaredFields = { readonly [name: string]: Declared };

/** A form's fields and the messages namespace their labels' keys are in ("Admin.testimonials"). */
export type FormDeclaration<Fields extends DeclaredFields = DeclaredFields> = { messages: string; fields: Fields };

export function declareForm<const Fields extends DeclaredFields>(
  messages: string,
  fields: Fields,
): FormDeclaration<Fields> {
  return { messages, fields };
}

/** The form's fields as a zod shape, to spread into the object schemas of its writes. */
export function formShape<Fields extends DeclaredFields>(
  form: FormDeclaration<Fields>,
): { [Name in keyof Fields]: Fields[Name]['schema'] } {
  return Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, field.schema])) as {
    [Name in keyof Fields]: Fields[Name]['schema'];
  };
}

type Label = { label?: string };

type MustFill = { required: true };
type TextOptions = Label & {
  max: number;
  /** Several lines (a text area) rather than one. */
  lines?: boolean;
  pattern?: string;
};

const trimmedText = (max: number, pattern: string | undefined) => {
  const text = z.string().trim().max(max);
  const shape = pattern === undefined ? null : new RegExp(`^(?:${pattern})$`, 'v');
  return shape ? text.refine((value) => value === '' || shape.test(value), { message: 'format' }) : text;
};

/** A text, trimmed, of `max` characters at most; left empty it is null (the column's "none"). */
export function text(options: TextOptions & { required?: false }): DeclaredField<string | null>;
/** A text that must be filled in. */
export function text(options: TextOptions & MustFill): DeclaredField<string>;
export function text({
  max,
  lines,
  pattern,
  label,
  required = false,
}: TextOptions & { required?: boolean }): DeclaredField<string> | DeclaredField<string | null> {
  const trimmed = trimmedText(max, pattern);
  const schema = required
    ? trimmed.refine((value) => value !== '', { message: 'required' })
    : trimmed.optional().transform((value) => value || null);
  return { kind: lines ? 'lines' : 'text', required, max, pattern, label, schema } satisfies DeclaredField;
}

/** A text that, left empty, is "" rather than none: for a column or a configuration without "none". */
export function plainText({ max, lines, pattern, label }: TextOptions): DeclaredField<string> {
  const schema = trimmedText(max, pattern)
    .optional()
    .transform((value) => value ?? '');
  return { kind: lines ? 'lines' : 'text', required: false, max, pattern, label, schema };
}

/**
 * A text, trimmed and of `max` characters at most, that the server reads by the field's own rule
 * (a tag id, a person's address or number); `pattern`, where given, is checked first, as the browser
 * does. The form must send it, if only empty.
 */
export function parsedText<Output>(
  { max, required = false, pattern, label }: Label & { max: number; required?: boolean; pattern?: string },
  parse: (value: string, context: z.RefinementCtx) => Output,
): DeclaredField<Output> {
  const trimmed = trimmedText(max, pattern);
  const base = required ? trimmed.refine((value) => value !== '', { message: 'required' }) : trimmed;
  return { kind: 'text', required, max, pattern, label, schema: base.transform(parse) };
}

/** `field` with a rule of its own on top of its declared ones (a title that must make an address). */
export function checked<Output>(
  field: DeclaredField<Output>,
  check: (value: Output) => boolean,
): DeclaredField<Output> {
  return { ...field, schema: field.schema.refine(check, { message: 'invalid' }) };
}

/** Class names an editor puts on a wrapper ("highlight wide"); left empty, null (lib/admin/fields.ts). */
export function cssClasses(options: Label = {}): DeclaredField<string | null> {
  return {
    kind: 'text',
    required: false,
    max: CSS_CLASS_MAX,
    pattern: CSS_CLASS_PATTERN,
    ...options,
    schema: cssClassField,
  };
}

/** An account's e-mail address, as the sign-in reads it (lib/admin/fields.ts emailField). */
export function email(options: Label = {}): DeclaredField<string> {
  return { kind: 'email', required: true, max: EMAIL_MAX, ...options, schema: emailField };
}

/** A phone number as the agency publishes it: a text typed as a telephone number. */
export function tel({ max, label }: Label & { max: number }): DeclaredField<string> {
  return { kind: 'tel', required: true, max, label, schema: z.string().trim().min(1, 'required').max(max) };
}

/** A site path or an http(s) address (lib/site/media-urls.ts); optional: null when left empty. */
export function webAddress(options?: Label & { required?: false }): DeclaredField<string | null>;
export function webAddress(options: Label & MustFill): DeclaredField<string>;
export function webAddress({ label, required = false }: Label & { required?: boolean } = {}):
  DeclaredField<string> | DeclaredField<string | null> {
  const schema = required ? siteOrWebUrlField.pipe(z.string({ message: 'required' })) : siteOrWebUrlField;
  return { kind: 'webAddress', required, max: WEB_ADDRESS_MAX, label, schema } satisfies DeclaredField;
}

/** A whole number from `min` to `max`, which must be filled in. */
export function wholeNumber(min: number, max: number, options: Label = {}): DeclaredField<number> {
  return { kind: 'number', required: true, min, max, ...options, schema: wholeNumberField(min, max) };
}

/** A calendar day (dateField: up to LAST_DAY). */
export function date(options: Label = {}): DeclaredField<string> {
  return { kind: 'date', required: true, ...options, schema: dateField };
}

/** A time of day, as "18:30". */
export function time(options: Label = {}): DeclaredField<string> {
  return { kind: 'time', required: true, ...options, schema: timeField };
}

/** One of `values`, chosen in a list. */
export function choice<const Value extends string>(values: readonly Value[], options: Label = {}) {
  return {
    kind: 'choice',
    required: true,
    ...options,
    schema: z.enum(values as readonly [Value, ...Value[]]),
  } satisfies DeclaredField<Value>;
}

/** A choice in a list whose values the server reads by its own rule (a row of the database). */
export function parsedChoice<Output>(schema: z.ZodType<Output>, options: Label = {}): DeclaredField<Output> {
  return { kind: 'choice', required: true, ...options, schema };
}

/** Boxes of one name, of which the server reads the ticked values by its own rule. */
export function choices<Output>(schema: z.ZodType<Output>, options: Label = {}): DeclaredField<Output> {
  return { kind: 'choices', required: true, ...options, schema };
}

/** A box to tick: true when ticked. */
export function checkbox(options: Label = {}): DeclaredField<boolean> {
  return { kind: 'checkbox', required: false, ...options, schema: checkboxField };
}

/** A box that must be ticked to confirm what the form does (a deletion). */
export function confirmation(options: Label = {}): DeclaredField<'on'> {
  return { kind: 'checkbox', required: true, ...options, schema: z.literal('on', { message: 'required' }) };
}

/** A group none of whose fields was sent, as an empty one: its fields say whether they may be absent. */
const absentAsEmpty = (value: unknown) => value ?? {};

/** `field` once per language of the site. */
export function localized<Output>(field: DeclaredField<Output>): LocalizedField<Output> {
  const languages = z.object(Object.fromEntries(LOCALES.map((locale) => [locale, field.schema])));
  // A form without any of its languages sends none of its fields: each language's field decides.
  const schema = z.preprocess(absentAsEmpty, languages) as unknown as z.ZodType<Record<Locale, Output>>;
  return { kind: 'localized', field, label: field.label, schema };
}

/** Fields under one name, as the nested value a form's dotted names make (lib/http/form-fields.ts). */
export function group<const Fields extends DeclaredFields>(fields: Fields, options: Label = {}) {
  const schema = z.preprocess(absentAsEmpty, z.object(formShape({ messages: '', fields })));
  return { kind: 'group', fields, ...options, schema } satisfies FieldGroup<Fields>;
}

/** Rows of the same fields ("columns.0.title"), at most `most` of them. */
export function rows<const Fields extends DeclaredFields>(fields: Fields, most: number, options: Label = {}) {
  const schema = z
    .array(z.object(formShape({ messages: '', fields })))
    .max(most)
    .default([]);
  return { kind: 'rows', fields, ...options, schema } satisfies FieldGroup<Fields>;
}

/** A field as a form names it ("headerLinks.0.label.nl"), with the path of what holds it. */
export type FieldAt = {
  field: DeclaredField;
  /** From the form down: each group, row or field's own label key, a row's number, a language. */
  path: ({ label: string; number?: number } | { language: Locale })[];
};

const labelOf = (name: string, declared: Declared) => declared.label ?? name;
const isGroup = (declared: Declared): declared is FieldGroup => declared.kind === 'group' || declared.kind === 'rows';

/** The declared field a form's field name stands for, or null for a name the form has not. */
export function fieldAt(form: FormDeclaration, name: string): FieldAt | null {
  const path: FieldAt['path'] = [];
  let fields: DeclaredFields = form.fields;
  const segments = name.split('.');
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const declared = Object.hasOwn(fields, segment) ? fields[segment] : undefined;
    if (!declared) return null;
    if (isGroup(declared)) {
      const row = declared.kind === 'rows' ? Number(segments[(index += 1)]) : undefined;
      if (row !== undefined && !Number.isInteger(row)) return null;
      path.push({ label: labelOf(segment, declared), ...(row !== undefined && { number: row + 1 }) });
      fields = declared.fields;
    } else if (declared.kind === 'localized') {
      const language = segments[(index += 1)];
      if (!LOCALES.includes(language as Locale) || index !== segments.length - 1) return null;
      path.push({ label: labelOf(segment, declared) }, { language: language as Locale });
      return { field: declared.field, path };
    } else {
      if (index !== segments.length - 1) return null;
      path.push({ label: labelOf(segment, declared) });
      return { field: declared, path };
    }
  }
  return null;
}

/** Allows the blanks around a value, which the server trims, in a form's `pattern` (v flag). */
const aroundBlanks = (pattern: string) => String.raw`\s*(?:${pattern})\s*`;
/** Refuses a value of spaces only, as the server's trimmed, required fields do. */
export const NOT_BLANK_PATTERN = String.raw`.*\S.*`;
/** A site path or an http(s) address, as lib/site/media-urls.ts takes them. */
const WEB_ADDRESS_PATTERN = String.raw`/(?!/)[^\s"'<>]*|https?://[^\s"'<>]+`;

/** The attributes of a field's input: what the browser checks before the server does. */
export type InputAttributes = {
  type?: 'email' | 'tel' | 'number' | 'date' | 'time';
  required?: boolean;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  pattern?: string;
  inputMode?: 'numeric';
};

/** A field's input attributes, from its declaration. */
export function inputAttributes(field: DeclaredField): InputAttributes {
  const required = field.required || undefined;
  switch (field.kind) {
    case 'text':
    case 'lines':
    case 'tel':
      return {
        ...(field.kind === 'tel' && { type: 'tel' }),
        required,
        maxLength: field.max,
        pattern:
          field.kind === 'lines'
            ? undefined
            : field.pattern !== undefined
              ? aroundBlanks(field.pattern)
              : required && NOT_BLANK_PATTERN,
      };
    case 'email':
      return { type: 'email', required, maxLength: field.max };
    case 'webAddress':
      return { required, maxLength: field.max, pattern: aroundBlanks(WEB_ADDRESS_PATTERN) };
    case 'number':
      return { type: 'number', required, min: field.min, max: field.max, inputMode: 'numeric' };
    case 'date':
      return { type: 'date', required, max: LAST_DAY };
    case 'time':
      return { type: 'time', required };
    case 'checkbox':
      return { required };
    case 'choice':
    case 'choices':
      return {};
  }
}
