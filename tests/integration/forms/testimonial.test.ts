// Testimonials: a valid one stores the lead and an unapproved Testimonial row in one transaction,
// queues the agency's and the visitor's mails, and stays off the site until the agency approves it.
// The honeypot, the captcha and the rate limit are the shared pipeline's, checked for every form in
// pipeline.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { testimonialForm } from '@/lib/forms/handlers/testimonial';
import { setCurrentDb } from '../support/current-db';
import { AGENCY_EMAIL, ENVELOPE, formHarness, formHarnessHooks } from '../support/form-harness';

// The page's query reads the app's database; point it at this test's database.
vi.mock('server-only', () => ({}));
vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
const { getApprovedTestimonials } = await import('@/lib/testimonials/queries');

const forms = formHarnessHooks();

const TEXT = 'Une équipe attentive du début à la fin : notre maison a été vendue en six semaines.';
const VALID = {
  ...ENVELOPE,
  name: 'Claire V.',
  town: 'Waterloo',
  rating: '5',
  text: TEXT,
  email: 'Claire.V@example.be',
};

async function harness() {
  const form = await forms.harness(testimonialForm);
  setCurrentDb(form.db);
  return form;
}

describe('testimonial form', () => {
  it("stores the lead and an unapproved testimonial in the visitor's language, and queues both mails", async () => {
    const { db, expectStored } = await harness();
    const { lead } = await expectStored({ ...VALID, locale: 'nl' }, '/nl/bedankt/getuigenis/', {
      type: 'testimonial',
      locale: 'nl',
    });
    expect(JSON.parse(lead.payload)).toMatchObject({
      name: 'Claire V.',
      town: 'Waterloo',
      rating: 5,
      email: 'claire.v@example.be',
    });
    // Linked to its lead, which holds the e-mail: an erasure request finds it (docs/forms.md, personal data).
    expect(await db.testimonial.findMany()).toMatchObject([
      { name: 'Claire V., Waterloo', locale: 'nl', text: TEXT, rating: 5, approved: false, leadId: lead.id },
    ]);
    const visitor = lead.emails.find((mail) => mail.to === 'claire.v@example.be')!;
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    expect(visitor.subject).toBe('Bedankt voor uw getuigenis');
    expect(visitor.text).toContain(TEXT);
    expect(agency.subject).toBe('Nouveau témoignage à relire : Claire V., Waterloo');
    expect(agency.text).toContain('Note : 5 sur 5');
    expect(agency.text).toContain('claire.v@example.be');
  });

  it('is not published until the agency approves it, and never shows the e-mail address', async () => {
    const { db, post } = await harness();
    await post(VALID);
    expect(await getApprovedTestimonials(6)).toEqual([]);
    await db.testimonial.updateMany({ data: { approved: true } });
    const shown = await getApprovedTestimonials(6);
    expect(shown).toMatchObject([{ name: 'Claire V., Waterloo', text: TEXT, rating: 5 }]);
    expect(JSON.stringify(shown)).not.toContain('claire.v@example.be');
  });

  it('signs with the name alone when no town is given', async () => {
    const { db, post } = await harness();
    const { town: _town, ...withoutTown } = VALID;
    expect((await post(withoutTown)).status).toBe(200);
    expect(await db.testimonial.findFirst()).toMatchObject({ name: 'Claire V.', locale: 'fr' });
  });

  it.each([
    ['name', { name: ' ' }, 'name:required'],
    ['name length', { name: 'x'.repeat(101) }, 'name:tooLong'],
    ['town length', { town: 'x'.repeat(101) }, 'town:tooLong'],
    ['missing rating', { rating: null }, 'rating:required'],
    ['rating 0', { rating: '0' }, 'rating:required'],
    ['rating 6', { rating: '6' }, 'rating:required'],
    ['rating 4.5', { rating: '4.5' }, 'rating:required'],
    ['missing text', { text: '' }, 'text:required'],
    ['text under 20 characters', { text: 'Très bien, merci !' }, 'text:tooShort'],
    ['text over 2000 characters', { text: 'x'.repeat(2001) }, 'text:tooLong'],
    ['e-mail', { email: 'claire' }, 'email:emailInvalid'],
    ['privacy', { privacy: false }, 'privacy:privacyRequired'],
  ])('refuses a wrong %s at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused } = await harness();
    await expectRefused({ ...VALID, ...change }, expected, ['testimonial']);
  });

  it('accepts exactly 20 and exactly 2000 characters (spaces around do not count)', async () => {
    const { post } = await harness();
    expect((await post({ ...VALID, text: `  ${'a'.repeat(20)}  ` })).status).toBe(200);
    expect((await post({ ...VALID, text: 'a'.repeat(2000) })).status).toBe(200);
  });

  it('keeps neither the lead nor the testimonial when the transaction fails', async () => {
    const { db } = await harness();
    // The mails are built inside the transaction, after the testimonial row: failing there must
    // take the row back with the lead.
    const failing = {
      ...testimonialForm,
      async accept(...args: Parameters<typeof testimonialForm.accept>) {
        const accepted = await testimonialForm.accept(...args);
        if (Array.isArray(accepted)) return accepted;
        return {
          ...accepted,
          mails: () => {
            throw new Error('disk full');
          },
        };
      },
    };
    const { post } = await formHarness(failing, db);
    const result = await post(VALID);
    expect(result).toMatchObject({ status: 503, error: 'notSent' });
    expect(await db.lead.count()).toBe(0);
    expect(await db.testimonial.count()).toBe(0);
  });
});
