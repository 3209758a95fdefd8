import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  inputAttributes,
  type DeclaredField,
  type DeclaredFields,
  type FormDeclaration,
} from '@/lib/admin/form-declaration';
import * as accounts from '@/lib/admin/forms/accounts';
import * as articles from '@/lib/admin/forms/articles';
import * as menuPages from '@/lib/admin/forms/menu-pages';
import * as modules from '@/lib/admin/forms/module';
import * as people from '@/lib/admin/forms/people';
import * as settings from '@/lib/admin/forms/settings';
import * as slots from '@/lib/admin/forms/slots';
import * as testimonial from '@/lib/admin/forms/testimonial';
import * as layout from '@/lib/admin/site-layout-forms';
import { LOCALES } from '@/lib/i18n/locales';

// Every back-office form's labels are keys of its messages namespace, read by the page through a
// key the types cannot follow (lib/admin/form-view.ts): each must be there in every language.

const isForm = (value: unknown): value is FormDeclaration =>
  typeof value === 'object' && value !== null && 'messages' in value && 'fields' in value;

const FORMS: [string, FormDeclaration][] = Object.entries({
  ...accounts,
  ...articles,
  ...menuPages,
  ...modules,
  ...people,
  ...settings,
  ...slots,
  ...testimonial,
  ...layout,
}).flatMap(([name, value]): [string, FormDeclaration][] => (isForm(value) ? [[name, value]] : []));

/** Each field's label key, and each group's and row's, the way down. */
function labelKeys(fields: DeclaredFields): string[] {
  return Object.entries(fields).flatMap(([name, declared]) => {
    const own = declared.label ?? name;
    const keys = own === '' ? [] : [own];
    if (declared.kind === 'group' || declared.kind === 'rows') return [...keys, ...labelKeys(declared.fields)];
    if (declared.kind === 'localized') return declared.field.label === '' ? [] : keys;
    return keys;
  });
}

const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as unknown]),
);
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

describe('the back-office forms', () => {
  it('are all found here', () => {
    expect(FORMS.map(([name]) => name).sort()).toEqual([
      'articleCreateForm',
      'articleSettingsForm',
      'articleTextForm',
      'bookingCancelForm',
      'footerForm',
      'headerForm',
      'homeForm',
      'languagesForm',
      'menuPageCreateForm',
      'menuPageSettingsForm',
      'moduleForm',
      'ownerCreateForm',
      'personEraseForm',
      'personSearchForm',
      'propertyLinkForm',
      'retentionForm',
      'siteInfoForm',
      'slotForm',
      'slotSeriesForm',
      'staffCreateForm',
      'staffRoleForm',
      'testimonialForm',
    ]);
  });

  it.each(FORMS)('%s: every label is a text in every language', (_name, form) => {
    for (const key of labelKeys(form.fields)) {
      for (const locale of LOCALES) {
        expect(typeof at(messages[locale], `${form.messages}.${key}`), `${locale}: ${form.messages}.${key}`).toBe(
          'string',
        );
      }
    }
  });

  it.each(FORMS)('%s: every pattern is one a browser reads (the v flag)', (_name, form) => {
    const patterns = (fields: DeclaredFields): string[] =>
      Object.values(fields).flatMap((declared) => {
        if (declared.kind === 'group' || declared.kind === 'rows') return patterns(declared.fields);
        const field = declared.kind === 'localized' ? declared.field : (declared as DeclaredField);
        return [inputAttributes(field).pattern ?? ''];
      });
    for (const pattern of patterns(form.fields)) expect(() => new RegExp(pattern, 'v'), pattern).not.toThrow();
  });
});
