// The free valuation route: a valid request stores a "contact-demand" lead and queues the agency's
// French mail and the visitor's own-language confirmation; every rule refuses without storing
// anything. The honeypot, the captcha and the rate limit are the shared pipeline's, checked for
// every form in pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { freeValuationForm } from '@/lib/forms/handlers/free-valuation';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, PERSON_REFUSALS, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

const VALID = {
  ...ENVELOPE,
  street: 'Avenue Brugmann',
  houseNumber: '12',
  box: '3',
  postcode: '1180',
  city: 'Uccle',
  propertyType: '2',
  goal: 'sell',
  ...visitorFields('mr', 'Pierre', 'Lambert', '0475 98 76 54'),
  message: 'Trois chambres, rénové en 2019.',
  timeSlots: ['14-16'],
};

async function harness() {
  const form = await forms.harness(freeValuationForm);
  await form.db.propertyType.create({
    data: {
      id: 202,
      webId: 2,
      translations: {
        create: [
          { locale: 'fr', name: 'Appartement' },
          { locale: 'nl', name: 'Appartement' },
          { locale: 'en', name: 'Flat' },
          { locale: 'de', name: 'Wohnung' },
        ],
      },
    },
  });
  return form;
}

describe('free valuation form', () => {
  it('stores a contact-demand lead and queues the French agency mail and the visitor confirmation', async () => {
    const { expectStored } = await harness();
    const { lead } = await expectStored(
      { ...VALID, sourcePage: '/fr/estimation-gratuite/' },
      '/fr/merci/estimation-gratuite/',
      { type: 'contact-demand', locale: 'fr', propertyId: null },
    );
    expect(JSON.parse(lead.payload)).toMatchObject({
      street: 'Avenue Brugmann',
      postcode: '1180',
      propertyType: 2,
      goal: 'sell',
      email: 'pierre.lambert@example.be',
      timeSlots: ['14-16'],
    });
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    const visitor = lead.emails.find((mail) => mail.to === 'pierre.lambert@example.be')!;
    expect(agency.text).toContain('en vue de la vente');
    expect(agency.text).toContain('Avenue Brugmann 12 boîte 3, 1180 Uccle');
    expect(agency.text).toContain('Appartement');
    expect(agency.text).toContain('14-16');
    expect(visitor.subject).toBe("Votre demande d'estimation gratuite");
    expect(lead.emails.every((mail) => mail.status === 'pending')).toBe(true);
  });

  it('writes to the visitor in their language, with the type named in it, and keeps the agency in French', async () => {
    const { db, post, queuedMails } = await harness();
    const result = await post({ ...VALID, locale: 'de', goal: 'let', box: '', postcode: 'l 2449', city: 'Luxembourg' });
    expect(result.redirect).toBe('/de/danke/kostenlose-bewertung/');
    const { visitor, agency } = await queuedMails(result, 'pierre.lambert@example.be');
    expect(visitor.text).toContain('Guten Tag Pierre');
    expect(visitor.text).toContain('Wohnung\nAvenue Brugmann 12, L-2449 Luxembourg');
    expect(agency.text).toContain('en vue de la location');
    expect(agency.text).toContain('Appartement');
    const lead = await db.lead.findUniqueOrThrow({ where: { id: result.storedLeadId! } });
    expect(JSON.parse(lead.payload)).toMatchObject({ postcode: 'L-2449', box: '' });
  });

  it.each([
    ['street', { street: ' ' }, 'street:required'],
    ['house number', { houseNumber: '' }, 'houseNumber:required'],
    ['box length', { box: 'x'.repeat(21) }, 'box:tooLong'],
    ['missing postcode', { postcode: '' }, 'postcode:required'],
    ['Belgian postcode below 1000', { postcode: '0999' }, 'postcode:postcodeInvalid'],
    ['five-digit postcode', { postcode: '75001' }, 'postcode:postcodeInvalid'],
    ['Luxembourg postcode', { postcode: 'L-999' }, 'postcode:postcodeInvalid'],
    ['city', { city: '' }, 'city:required'],
    ['property type', { propertyType: '' }, 'propertyType:required'],
    ['type unknown to the catalogue', { propertyType: '99' }, 'propertyType:required'],
    ['goal', { goal: 'buy' }, 'goal:required'],
    ['message length', { message: 'x'.repeat(3001) }, 'message:tooLong'],
    ['time slot', { timeSlots: ['08-09'] }, 'timeSlots.0:'],
    ...PERSON_REFUSALS,
  ])('refuses a wrong %s at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused } = await harness();
    await expectRefused({ ...VALID, ...change }, expected);
  });

  it('accepts a request without box, message or time slots', async () => {
    const { post } = await harness();
    const { box: _box, message: _message, timeSlots: _slots, ...minimal } = VALID;
    expect((await post(minimal)).status).toBe(200);
  });
});
