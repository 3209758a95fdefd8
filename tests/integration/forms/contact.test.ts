// The contact form's route: valid posts store the lead and queue both mails; each rule refuses
// without storing anything. The honeypot, the captcha, the origin check, the size limit and the
// rate limit are the shared pipeline's, checked for every form in pipeline.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { contactForm } from '@/lib/forms/handlers/contact';
import { createTestProperty } from '../support/catalogue-fixture';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, PERSON_REFUSALS, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

const VALID = {
  ...ENVELOPE,
  category: 'buyer',
  ...visitorFields('mrs', 'Marie', 'Dupont', '0470 12 34 56'),
  message: 'Bonjour, je cherche une maison à Namur.',
};

const harness = () => forms.harness(contactForm);

describe('contact form', () => {
  it('stores the lead with its consent and source page, queues the agency and visitor mails, and names the thank-you page', async () => {
    const { expectStored } = await harness();
    const { lead } = await expectStored({ ...VALID, sourcePage: '/fr/contact/' }, '/fr/merci/contact/', {
      type: 'site-contact',
      locale: 'fr',
      sourcePage: '/fr/contact/',
    });
    expect(JSON.parse(lead.payload)).toMatchObject({ email: 'marie.dupont@example.be', message: VALID.message });
    expect(lead.emails.map((mail) => mail.to).sort()).toEqual([AGENCY_EMAIL, 'marie.dupont@example.be'].sort());
    expect(lead.emails.every((mail) => mail.status === 'pending')).toBe(true);
  });

  it('answers the visitor in their language and the agency in French', async () => {
    const { post, queuedMails } = await harness();
    const result = await post({ ...VALID, locale: 'nl' });
    expect(result.redirect).toBe('/nl/bedankt/contact/');
    const { visitor, agency } = await queuedMails(result, 'marie.dupont@example.be');
    expect(visitor.text).toContain('Marie');
    expect(visitor.subject).not.toBe(agency.subject);
    expect(agency.text).toContain('acheteur');
  });

  it('makes a "contact me" lead about a property, with the time slots', async () => {
    const { db, post } = await harness();
    const property = await createTestProperty(db);
    const result = await post({ ...VALID, propertyId: property.id, timeSlots: ['10-13', '16-19'] });
    expect(result.redirect).toBe('/fr/merci/contactez-moi/');
    const lead = await db.lead.findUniqueOrThrow({ where: { id: result.storedLeadId! } });
    expect(lead).toMatchObject({ type: 'contact-me', propertyId: property.id });
  });

  it.each([
    ['category', { category: undefined }, 'category:required'],
    ['message', { message: '' }, 'message:required'],
    ['message length', { message: 'x'.repeat(3001) }, 'message:tooLong'],
    ['time slot', { timeSlots: ['08-09'] }, 'timeSlots.0:'],
    ...PERSON_REFUSALS,
  ])('refuses a wrong %s with a message at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused } = await harness();
    await expectRefused({ ...VALID, ...change }, expected);
  });

  it('accepts Luxembourg and international numbers', async () => {
    const { post } = await harness();
    expect((await post({ ...VALID, phone: '+352 621 123 456' })).status).toBe(200);
    expect((await post({ ...VALID, phone: '+33 6 12 34 56 78' })).status).toBe(200);
  });

  it('says "not sent" (503) only when the lead cannot be stored', async () => {
    const { db, post } = await harness();
    vi.spyOn(db, '$transaction').mockRejectedValueOnce(new Error('database is locked'));
    const result = await post(VALID);
    expect(result).toMatchObject({ status: 503, error: 'notSent' });
  });
});
