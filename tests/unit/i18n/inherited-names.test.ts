// The guards that tell whether a name from a request or a back-office form is one of ours answer
// no for the properties every object inherits: "constructor" is no page, form or legal article.
import { describe, expect, it } from 'vitest';
import { isVisitorForm } from '@/lib/forms/visitor-forms';
import { isOnDemandGroup } from '@/lib/i18n/client-messages';
import { isAppPathname, isStaticPathname } from '@/lib/i18n/routing';
import { isThankYouForm } from '@/lib/i18n/thank-you-forms';
import { isLegalArticleKey } from '@/lib/site/legal-pages';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe.each([
  ['isOnDemandGroup', isOnDemandGroup, 'consent'],
  ['isAppPathname', isAppPathname, '/for-sale'],
  ['isStaticPathname', isStaticPathname, '/contact'],
  ['isThankYouForm', isThankYouForm, 'contact-me'],
  ['isVisitorForm', isVisitorForm, 'contact'],
  ['isLegalArticleKey', isLegalArticleKey, 'disclaimer'],
])('%s', (_name, guard: (value: string) => boolean, own) => {
  it(`knows ${own}`, () => {
    expect(guard(own)).toBe(true);
  });

  it.each(INHERITED)('does not know %s', (name) => {
    expect(guard(name)).toBe(false);
  });
});
