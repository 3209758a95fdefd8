// What a form's answers tell whoever posts: a caught bot and a person get the same success (status,
// body and headers), no answer counts the agency's leads, and every refusal is a key of
// Form.errors that the browser translates, never zod's English.
import { describe, expect, it } from 'vitest';
import { FORM_ERROR_KEYS } from '@/lib/i18n/form-error-keys';
import { contactForm } from '@/lib/forms/handlers/contact';
import { demandRegisterForm } from '@/lib/forms/handlers/demand-register';
import { documentRequestForm } from '@/lib/forms/handlers/document-request';
import { freeValuationForm } from '@/lib/forms/handlers/free-valuation';
import { newsletterForm } from '@/lib/forms/handlers/newsletter';
import { offerForm } from '@/lib/forms/handlers/offer';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';
import { sendToFriendForm } from '@/lib/forms/handlers/send-to-friend';
import { testimonialForm } from '@/lib/forms/handlers/testimonial';
import { visitForm } from '@/lib/forms/handlers/visit';
import { countingStream } from '../support/counting-stream';
import { ENVELOPE, formHarnessHooks, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

const CONTACT = {
  ...ENVELOPE,
  category: 'buyer',
  ...visitorFields('mrs', 'Marie', 'Dupont', '0470 12 34 56', 'marie.dupont@example.be'),
  message: 'Bonjour, je cherche une maison à Namur.',
};

// What the browser's alert shows besides field keys (components/forms/use-form-post.ts).
const KNOWN_MESSAGES = new Set<string>([...FORM_ERROR_KEYS, 'captchaInvalid']);

const headersOf = (headers: Headers) => [...headers.entries()].sort();

describe('form answers', () => {
  it('answers a honeypot hit exactly like a real success, and neither carries an id', async () => {
    const form = await forms.harness(contactForm);
    const person = await form.post(CONTACT);
    const bot = await form.post({ ...CONTACT, website: 'http://spam.example' });

    expect(person.status).toBe(200);
    expect(await form.db.lead.count()).toBe(1);
    expect(bot.status).toBe(person.status);
    expect(bot.body).toEqual(person.body);
    expect(Object.keys(person.body)).toEqual(['redirect']);
    expect(headersOf(bot.headers)).toEqual(headersOf(person.headers));
  });

  it.each([
    ['a number where a text is expected', { firstName: 42 }, 'firstName'],
    ['a text where a number is expected', { propertyId: 'abc' }, 'propertyId'],
    ['a text where a list is expected', { timeSlots: 'morning' }, 'timeSlots'],
    ['an unknown choice in a list', { timeSlots: ['midnight'] }, 'timeSlots.0'],
    ['a wrong language', { locale: 'xx' }, 'locale'],
  ])('answers %s with a message key the browser translates', async (_name, change, path) => {
    const form = await forms.harness(contactForm);
    const result = await form.post({ ...CONTACT, ...change });
    expect(result.status).toBe(422);
    expect(result.issues?.map((issue) => issue.path.join('.'))).toContain(path);
    for (const issue of result.issues ?? []) expect(KNOWN_MESSAGES).toContain(issue.message);
  });

  it.each([
    ['contact', contactForm],
    ['demand register', demandRegisterForm],
    ['document request', documentRequestForm],
    ['free valuation', freeValuationForm],
    ['newsletter', newsletterForm],
    ['offer', offerForm],
    ['rent application', rentApplicationForm({ directory: '/nonexistent', linkKey: 'k', retentionDays: 90 })],
    ['send to a friend', sendToFriendForm],
    ['testimonial', testimonialForm],
    ['visit', visitForm],
  ])('refuses wrong types in the %s form with message keys only', async (_name, definition) => {
    const form = await forms.harness(definition as typeof contactForm);
    for (const body of [null, [], 'text', { ...ENVELOPE, locale: 7, privacy: 'yes', propertyId: {}, email: [] }]) {
      const result = await form.post(body);
      expect(result.status).toBe(422);
      for (const issue of result.issues ?? []) expect(KNOWN_MESSAGES).toContain(issue.message);
    }
    expect(await form.db.lead.count()).toBe(0);
  });

  it('answers 413 to a streamed body past the limit without reading the rest', async () => {
    const form = await forms.harness(contactForm);
    // Chunked: no Content-Length announces the size, only counting the bytes finds it.
    const body = countingStream(60 * 1024 * 1024, { start: new TextEncoder().encode('{"message":"') });
    const result = await form.post(undefined, { raw: body.stream });
    expect(result).toMatchObject({ status: 413, error: 'tooLarge' });
    expect(body.pulled()).toBeLessThanOrEqual(20_000 + body.chunkSize);
    expect(await form.db.lead.count()).toBe(0);
  });
});
