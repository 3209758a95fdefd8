import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_MAX, LAST_DAY, WEB_ADDRESS_MAX } from '@/lib/admin/fields';
import {
  checkbox,
  choice,
  confirmation,
  cssClasses,
  date,
  declareForm,
  email,
  fieldAt,
  formShape,
  group,
  inputAttributes,
  localized,
  NOT_BLANK_PATTERN,
  parsedText,
  plainText,
  rows,
  text,
  webAddress,
  wholeNumber,
  type DeclaredField,
} from '@/lib/admin/form-declaration';

// A declaration is the one place a back-office form's limits are written: its schema and its
// inputs' attributes must say the same (lib/admin/form-declaration.ts).

/** What the browser does with an input's `pattern`: the whole value, with the v flag. */
const browserAccepts = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, 'v').test(value);
const accepts = (field: DeclaredField, value: unknown) => field.schema.safeParse(value).success;

/** The browser, by the input's pattern, and the server, by the schema, give each value the same verdict. */
function expectBrowserAndServerAgree(field: DeclaredField, verdicts: readonly (readonly [string, boolean])[]) {
  const { pattern } = inputAttributes(field);
  for (const [value, valid] of verdicts) {
    expect(browserAccepts(pattern!, value), value).toBe(valid);
    expect(accepts(field, value), value).toBe(valid);
  }
}

describe('text', () => {
  const required = text({ max: 10, required: true });
  const optional = text({ max: 10 });

  it('gives the input its limit, and a required one a pattern refusing blanks', () => {
    expect(inputAttributes(required)).toEqual({ required: true, maxLength: 10, pattern: NOT_BLANK_PATTERN });
    expect(inputAttributes(optional)).toEqual({ maxLength: 10 });
    expect(browserAccepts(NOT_BLANK_PATTERN, '   ')).toBe(false);
    expect(browserAccepts(NOT_BLANK_PATTERN, ' a ')).toBe(true);
  });

  it('checks the same limit on the server, after trimming', () => {
    expect(required.schema.parse(` ${'a'.repeat(10)} `)).toBe('a'.repeat(10));
    expect(accepts(required, 'a'.repeat(11))).toBe(false);
    expect(accepts(optional, 'a'.repeat(11))).toBe(false);
  });

  it('refuses a required text left blank, and keeps none for an optional one', () => {
    expect(required.schema.safeParse('  ').error?.issues[0]?.message).toBe('required');
    expect(optional.schema.parse('  ')).toBeNull();
    expect(optional.schema.parse(undefined)).toBeNull();
    expect(plainText({ max: 10 }).schema.parse(undefined)).toBe('');
  });

  it('is a text area with several lines, whose blanks are not patterned', () => {
    const lines = text({ max: 400, lines: true, required: true });
    expect(lines.kind).toBe('lines');
    expect(inputAttributes(lines)).toEqual({ required: true, maxLength: 400, pattern: undefined });
  });

  it('has its shape checked by the browser, blanks around allowed, and by the server alike', () => {
    const key = text({ max: 20, required: true, pattern: '[a-z]+(?:-[a-z]+)*' });
    expectBrowserAndServerAgree(key, [
      ['agency-story', true],
      [' agency-story ', true],
      ['Agency story', false],
      ['agency--story', false],
    ]);
  });

  it('reads a value by the field’s own rule once its length and shape are checked', () => {
    const upper = parsedText({ max: 5, pattern: '[a-z]*' }, (value) => value.toUpperCase());
    expect(upper.schema.parse(' abc ')).toBe('ABC');
    expect(accepts(upper, 'abcdef')).toBe(false);
    expect(accepts(upper, 'ab1')).toBe(false);
    // The form always sends it, if only empty.
    expect(accepts(upper, undefined)).toBe(false);
    expect(inputAttributes(upper)).toEqual({ maxLength: 5, pattern: String.raw`\s*(?:[a-z]*)\s*` });
  });
});

describe('the other kinds', () => {
  it('a whole number: the input’s range is the schema’s', () => {
    const weeks = wholeNumber(1, 26);
    expect(inputAttributes(weeks)).toEqual({ type: 'number', required: true, min: 1, max: 26, inputMode: 'numeric' });
    expect(weeks.schema.parse('26')).toBe(26);
    expect(accepts(weeks, '27')).toBe(false);
    expect(accepts(weeks, '0')).toBe(false);
    expect(accepts(weeks, '2.5')).toBe(false);
  });

  it('an e-mail address: its input type and the longest address', () => {
    expect(inputAttributes(email())).toEqual({ type: 'email', required: true, maxLength: EMAIL_MAX });
    expect(email().schema.parse(' Ann@Example.be ')).toBe('ann@example.be');
    expect(accepts(email(), `${'a'.repeat(EMAIL_MAX)}@x.be`)).toBe(false);
  });

  it('a web address: a site path or an http(s) address, for the browser and the server', () => {
    const optional = webAddress();
    expect(inputAttributes(optional).maxLength).toBe(WEB_ADDRESS_MAX);
    expectBrowserAndServerAgree(optional, [
      ['/brand/logo.svg', true],
      ['https://example.be/a.jpg', true],
      ['//evil.example/x', false],
      ['javascript:alert(1)', false],
    ]);
    expect(optional.schema.parse('')).toBeNull();
    expect(accepts(webAddress({ required: true }), '')).toBe(false);
  });

  it('a date: the schema’s last day is the input’s', () => {
    expect(inputAttributes(date())).toEqual({ type: 'date', required: true, max: LAST_DAY });
    expect(accepts(date(), LAST_DAY)).toBe(true);
    expect(accepts(date(), '2100-01-01')).toBe(false);
  });

  it('a choice, a box to tick and a box that must be ticked', () => {
    const role = choice(['admin', 'editor']);
    expect(inputAttributes(role)).toEqual({});
    expect(accepts(role, 'owner')).toBe(false);
    expect(checkbox().schema.parse('on')).toBe(true);
    expect(checkbox().schema.parse(undefined)).toBe(false);
    expect(inputAttributes(confirmation())).toEqual({ required: true });
    expect(accepts(confirmation(), undefined)).toBe(false);
  });

  it('class names, whose pattern the browser reads with the v flag as the server does', () => {
    const classes = cssClasses();
    expect(inputAttributes(classes).maxLength).toBe(classes.max);
    expectBrowserAndServerAgree(classes, [
      ['highlight  wide', true],
      ['md:col-2 a/b', true],
      ['a;b', false],
    ]);
    expect(classes.schema.parse(' highlight   wide ')).toBe('highlight wide');
  });
});

describe('a form', () => {
  const form = declareForm('Admin.test', {
    name: text({ max: 20, required: true }),
    title: localized(text({ max: 50 })),
    links: rows({ label: localized(plainText({ max: 30 })), position: wholeNumber(1, 3) }, 3, { label: 'rows.link' }),
    address: group({ town: plainText({ max: 40, label: 'fields.town' }) }, { label: 'fields.address' }),
  });
  const schema = z.object(formShape(form));

  it('is one schema of its fields, languages and rows nested as their dotted names say', () => {
    expect(
      schema.parse({
        name: 'Ann',
        title: { fr: 'Titre', nl: '' },
        links: [{ label: { fr: 'Lien' }, position: '2' }],
        address: { town: ' Gent ' },
      }),
    ).toEqual({
      name: 'Ann',
      title: { fr: 'Titre', nl: null, en: null, de: null },
      links: [{ label: { fr: 'Lien', nl: '', en: '', de: '' }, position: 2 }],
      address: { town: 'Gent' },
    });
  });

  it('takes a form that sent none of a group’s fields, each field deciding whether it may be absent', () => {
    expect(schema.parse({ name: 'Ann' })).toMatchObject({ title: { fr: null }, links: [], address: { town: '' } });
    expect(schema.safeParse({ name: 'Ann', links: [{}] }).error?.issues[0]?.path).toEqual(['links', 0, 'position']);
  });

  it('refuses more rows than it takes', () => {
    const link = { label: {}, position: '1' };
    expect(schema.safeParse({ name: 'Ann', links: [link, link, link, link] }).success).toBe(false);
  });

  it('finds the field a name stands for, with the labels and languages on its way', () => {
    expect(fieldAt(form, 'name')).toEqual({ field: form.fields.name, path: [{ label: 'name' }] });
    expect(fieldAt(form, 'title.nl')).toEqual({
      field: form.fields.title.field,
      path: [{ label: 'title' }, { language: 'nl' }],
    });
    expect(fieldAt(form, 'links.1.label.de')?.path).toEqual([
      { label: 'rows.link', number: 2 },
      { label: 'label' },
      { language: 'de' },
    ]);
    expect(fieldAt(form, 'address.town')?.path).toEqual([{ label: 'fields.address' }, { label: 'fields.town' }]);
  });

  it('finds no field for a name it has not', () => {
    for (const name of [
      'nope',
      'name.fr',
      'title',
      'title.es',
      'title.fr.x',
      'links.x.label.fr',
      'address',
      'constructor',
    ]) {
      expect(fieldAt(form, name), name).toBeNull();
    }
  });
});
