// The purchase offer's route: a valid offer stores the lead with the amount in words written by
// the server and queues the agency's and the visitor's summaries; every rule refuses without
// storing anything; a rental cannot receive an offer. The honeypot, the captcha and the rate limit
// are the shared pipeline's, checked for every form in pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { offerForm } from '@/lib/forms/handlers/offer';
import { brusselsDay } from '@/lib/i18n/dates';
import type { Db } from '@/lib/prisma-client';
import { createTestProperty } from '../support/catalogue-fixture';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, PERSON_REFUSALS, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

/** The Brussels calendar day `days` from today, YYYY-MM-DD. */
const day = (days: number) => {
  const date = new Date(`${brusselsDay(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function setUp(goal = 0) {
  const form = await forms.harness(offerForm);
  const property = await createTestProperty(form.db, {
    goal,
    translations: { create: [{ locale: 'fr', title: 'Villa à Waterloo', slug: 'villa-waterloo' }] },
  });
  return { ...form, property };
}

const valid = (propertyId: number) => ({
  ...ENVELOPE,
  propertyId,
  amount: '285000',
  amountInWords: 'forged words',
  validFrom: day(0),
  validUntil: day(14),
  signingPlace: 'Namur',
  signingDate: day(0),
  ...visitorFields('mrs', 'Marie', 'Dupont', '0470 12 34 56', 'marie.dupont@example.be'),
  street: 'Rue de Fer',
  houseNumber: '25',
  postcode: '5000',
  city: 'Namur',
  partnerSalutation: '',
  partnerFirstName: '',
  partnerLastName: '',
  partnerEmail: '',
  partnerPhone: '',
  advanceAcknowledged: true,
});

async function nothingStored(db: Db) {
  expect(await db.lead.count()).toBe(0);
  expect(await db.outboxEmail.count()).toBe(0);
}

describe('purchase offer', () => {
  it('stores the lead with the words written again by the server and queues both summaries', async () => {
    const { expectStored, property } = await setUp();
    const { lead } = await expectStored(valid(property.id), '/fr/merci/offre/', {
      type: 'purchase-offer',
      propertyId: property.id,
    });
    expect(JSON.parse(lead.payload)).toMatchObject({
      amount: 285_000,
      amountInWords: 'deux cent quatre-vingt-cinq mille euros',
      validFrom: day(0),
      validUntil: day(14),
      signingPlace: 'Namur',
      advanceAcknowledged: true,
    });

    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    const visitor = lead.emails.find((mail) => mail.to === 'marie.dupont@example.be')!;
    expect(agency.subject).toBe(`Offre d'achat de Marie Dupont : ${property.recordFile}`);
    expect(agency.text).toContain('Montant : € 285.000 (deux cent quatre-vingt-cinq mille euros)');
    expect(agency.text).toMatch(/Offre valable du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    expect(agency.text).toContain('Fait à Namur, le');
    expect(agency.text).toContain('Personne A : Madame Marie Dupont, Rue de Fer 25, 5000 Namur');
    expect(agency.text).not.toContain('Personne B');
    expect(visitor.subject).toBe('Votre offre pour Villa à Waterloo a bien été transmise');
    expect(visitor.text).toContain('10 %');
  });

  it('reads an amount grouped by thousands as Belgians write it', async () => {
    const { db, post, property } = await setUp();
    const result = await post({ ...valid(property.id), amount: '1.250.000' });
    const lead = await db.lead.findUniqueOrThrow({ where: { id: result.storedLeadId! } });
    expect(JSON.parse(lead.payload)).toMatchObject({
      amount: 1_250_000,
      amountInWords: 'un million deux cent cinquante mille euros',
    });
  });

  it('sums up in the visitor’s language, with person B, and in French for the agency', async () => {
    const { post, property, storedLead } = await setUp();
    const result = await post({
      ...valid(property.id),
      locale: 'nl',
      amount: '71000',
      partnerFirstName: 'Jan',
      partnerLastName: 'Peeters',
      partnerEmail: 'jan@example.be',
    });
    expect(result.redirect).toBe('/nl/bedankt/bod/');
    const lead = await storedLead(result);
    expect(JSON.parse(lead.payload).amountInWords).toBe('eenenzeventigduizend euro');
    const visitor = lead.emails.find((mail) => mail.to === 'marie.dupont@example.be')!;
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    expect(visitor.text).toContain('Bedrag: € 71.000 (eenenzeventigduizend euro)');
    expect(visitor.text).toContain('Persoon B: Jan Peeters, jan@example.be');
    expect(agency.text).toContain('(septante et un mille euros)');
    expect(agency.text).toContain('Personne B : Jan Peeters, jan@example.be');
  });

  it.each([
    ['amount missing', { amount: '' }, 'amount:required'],
    ['amount absent', { amount: undefined }, 'amount:required'],
    ['amount text', { amount: 'beaucoup' }, 'amount:numberInvalid'],
    ['amount zero', { amount: '0' }, 'amount:numberInvalid'],
    ['amount negative', { amount: '-5' }, 'amount:numberInvalid'],
    ['amount with cents', { amount: '285000.5' }, 'amount:numberInvalid'],
    ['amount with a decimal comma', { amount: '285000,50' }, 'amount:numberInvalid'],
    ['amount too high', { amount: '100000001' }, 'amount:amountTooHigh'],
    ['start date missing', { validFrom: '' }, 'validFrom:required'],
    ['start date incomplete', { validFrom: '2026-12' }, 'validFrom:dateInvalid'],
    ['start date impossible', { validFrom: '2027-02-30' }, 'validFrom:dateInvalid'],
    ['start date past', { validFrom: day(-1) }, 'validFrom:dateInPast'],
    ['end date missing', { validUntil: '' }, 'validUntil:required'],
    ['end date invalid', { validUntil: '2027-13-01' }, 'validUntil:dateInvalid'],
    ['end date before start', { validFrom: day(5), validUntil: day(2) }, 'validUntil:dateOrder'],
    ['end date same as start', { validUntil: day(0) }, 'validUntil:dateOrder'],
    ['place of signing', { signingPlace: '' }, 'signingPlace:required'],
    ['date of signing', { signingDate: '05/12/2026' }, 'signingDate:dateInvalid'],
    ['street', { street: '' }, 'street:required'],
    ['house number', { houseNumber: '' }, 'houseNumber:required'],
    ['postcode', { postcode: '123' }, 'postcode:postcodeInvalid'],
    ['city', { city: '' }, 'city:required'],
    ['person B without first name', { partnerLastName: 'Peeters' }, 'partnerFirstName:required'],
    ['person B without last name', { partnerFirstName: 'Jan' }, 'partnerLastName:required'],
    ['person B with only an e-mail', { partnerEmail: 'jan@example.be' }, 'partnerLastName:required'],
    [
      'person B e-mail',
      { partnerFirstName: 'Jan', partnerLastName: 'P', partnerEmail: 'jan@' },
      'partnerEmail:emailInvalid',
    ],
    [
      'person B phone',
      { partnerFirstName: 'Jan', partnerLastName: 'P', partnerPhone: '12' },
      'partnerPhone:phoneInvalid',
    ],
    ['advance not acknowledged', { advanceAcknowledged: false }, 'advanceAcknowledged:acknowledgeRequired'],
    ...PERSON_REFUSALS,
  ])('refuses a wrong %s with a message at that field and stores nothing', async (_name, change, expected) => {
    const { db, issuesOf, property } = await setUp();
    expect(await issuesOf({ ...valid(property.id), ...change })).toContain(expected);
    await nothingStored(db);
  });

  it('refuses an offer on a rental or on a property no longer on offer', async () => {
    const { db, issuesOf } = await setUp(1);
    const rental = await createTestProperty(db, { goal: 1 });
    const withdrawn = await createTestProperty(db, { status: 'withdrawn' });
    expect(await issuesOf(valid(rental.id))).toEqual(['propertyId:propertyUnavailable']);
    expect(await issuesOf(valid(withdrawn.id))).toEqual(['propertyId:propertyUnavailable']);
    await nothingStored(db);
  });

  it('refuses an offer on a property already sold, though still online', async () => {
    const { db, issuesOf } = await setUp(1);
    const sold = await createTestProperty(db, { marquee: 3 });
    expect(await issuesOf(valid(sold.id))).toEqual(['propertyId:propertyTaken']);
    await nothingStored(db);
  });
});
