import '@/lib/zod-without-eval';
import { z } from 'zod';
import { EMAIL_MAX } from '@/lib/admin/fields';
import { confirmation, declareForm, parsedText } from '@/lib/admin/form-declaration';
import { personIdentifier } from '@/lib/privacy/person-identifier';

// The people page's forms (lib/admin/people.ts): the search for a person, and their erasure.

/** An e-mail address or a phone number, as staff type it from the request (lib/privacy/person-identifier.ts). */
export const personSearchForm = declareForm('Admin.people.search', {
  identifier: parsedText({ max: EMAIL_MAX, required: true, label: 'label' }, (text, context) => {
    const person = personIdentifier(text);
    if (!person) {
      context.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return person;
  }),
});

/** The confirmation box: a slip of the keyboard erases nothing. */
export const personEraseForm = declareForm('Admin.people.erase', { confirm: confirmation() });
