import type { Locator } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { firstProperty } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import {
  expectLead,
  expectMailsMentioning,
  expectNoHorizontalScroll,
  fillPerson,
  FORM_FOOT_LABELS,
  FORMS_BASE_URL,
  mailsMentioning,
  openAsNewVisitor,
  openVisitorForm,
  PERSON_LABELS,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';
import { brusselsDay } from '@/lib/i18n/dates';

// A buyer makes a written offer in French and in Dutch: the amount is written out in words while
// they type, the rules show at their fields (dates, person B, the 10 % advance), and the offer
// reaches the thank-you page with the lead stored and both summaries mailed. A rental has no
// offer form: its visitor gets the contact form.
test.use({ baseURL: FORMS_BASE_URL });

const day = (days: number) => {
  const date = new Date(`${brusselsDay(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const CASES = [
  {
    locale: 'fr',
    labels: {
      amount: 'Montant offert en euros',
      words: 'Montant en toutes lettres',
      typed: '285.000',
      inWords: 'deux cent quatre-vingt-cinq mille euros',
      from: 'Valable à partir du',
      until: "Jusqu'au",
      place: 'Fait à',
      personA: 'Acheteur (personne A)',
      personB: 'Second acheteur (personne B)',
      ...PERSON_LABELS.fr,
      street: 'Rue',
      number: 'Numéro',
      postcode: 'Code postal',
      city: 'Localité',
      required: 'Ce champ est obligatoire.',
      dateOrder: 'La date de fin doit suivre la date de début.',
      acknowledge: "J'ai pris connaissance de cette condition et je l'accepte.",
      acknowledgeError: 'Veuillez confirmer avoir pris connaissance de cette condition.',
      ...FORM_FOOT_LABELS.fr,
      send: 'Envoyer mon offre',
      thanks: /\/fr\/merci\/offre\/$/,
      summary: 'Montant : € 285.000 (deux cent quatre-vingt-cinq mille euros)',
    },
  },
  {
    locale: 'nl',
    labels: {
      amount: 'Geboden bedrag in euro',
      words: 'Bedrag voluit geschreven',
      typed: '285000',
      inWords: 'tweehonderdvijfentachtigduizend euro',
      from: 'Geldig vanaf',
      until: 'Tot en met',
      place: 'Opgemaakt te',
      personA: 'Koper (persoon A)',
      personB: 'Tweede koper (persoon B)',
      ...PERSON_LABELS.nl,
      street: 'Straat',
      number: 'Huisnummer',
      postcode: 'Postcode',
      city: 'Gemeente',
      required: 'Dit veld is verplicht.',
      dateOrder: 'De einddatum moet na de begindatum liggen.',
      acknowledge: 'Ik heb kennisgenomen van deze voorwaarde en ga ermee akkoord.',
      acknowledgeError: 'Bevestig dat u van deze voorwaarde kennis hebt genomen.',
      ...FORM_FOOT_LABELS.nl,
      send: 'Mijn bod versturen',
      thanks: /\/nl\/bedankt\/bod\/$/,
      summary: 'Bedrag: € 285.000 (tweehonderdvijfentachtigduizend euro)',
    },
  },
] as const;

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

for (const { locale, labels } of CASES) {
  test(`a buyer makes an offer (${locale}): words as they type, errors at the fields, thank-you page, lead and mails`, async ({
    page,
  }) => {
    const property = firstProperty('goal = 0');
    const email = uniqueEmail('offer', locale);
    const path = `/${locale}/contact/?property=${property.id}&subject=offer`;
    const { form, submit } = await openVisitorForm(page, path, labels.send);
    await expect(textbox(form, labels.amount)).toBeVisible();
    await expectNoAxeViolations(page);

    await submit();
    await expect(textbox(form, labels.amount)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(labels.acknowledgeError)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: labels.acknowledge })).toHaveAttribute('aria-invalid', 'true');

    await textbox(form, labels.amount).pressSequentially(labels.typed);
    await expect(textbox(form, labels.words)).toHaveValue(labels.inWords);
    await expect(textbox(form, labels.words)).toHaveAttribute('readonly', '');

    await form.getByLabel(labels.from).fill(day(3));
    await form.getByLabel(labels.until).fill(day(1));
    const personA = form.getByRole('group', { name: labels.personA });
    await fillPerson(personA, labels, labels.mrs, { first: 'Claire', last: 'Lambert', email, phone: '0470 12 34 56' });
    await textbox(personA, labels.street).fill('Rue de Fer');
    await textbox(personA, labels.number).fill('25');
    await textbox(personA, labels.postcode).fill('5000');
    await textbox(personA, labels.city).fill('Namur');
    const personB = form.getByRole('group', { name: labels.personB });
    await textbox(personB, labels.first).fill('Thomas');
    await textbox(form, labels.place).fill('Namur');
    await form.getByRole('checkbox', { name: labels.acknowledge }).check();
    await form.getByRole('checkbox', { name: labels.privacy }).check();
    await submit();
    // The offer ends before it starts, and person B has a first name but no last name.
    await expect(form.getByText(labels.dateOrder)).toBeVisible();
    await form.getByLabel(labels.until).fill(day(17));
    await submit();
    await expect(textbox(personB, labels.last)).toHaveAttribute('aria-invalid', 'true');
    await expect(personB.getByText(labels.required)).toBeVisible();
    await textbox(personB, labels.last).fill('Lambert');
    await expectNoAxeViolations(page);

    await sendSolved(form, labels);

    expect(expectLead(email, { type: 'purchase-offer', locale, propertyId: property.id })).toMatchObject({
      amount: 285_000,
      amountInWords: labels.inWords,
      validFrom: day(3),
      validUntil: day(17),
      signingDate: brusselsDay(new Date()),
      partnerFirstName: 'Thomas',
      partnerLastName: 'Lambert',
      advanceAcknowledged: true,
    });
    await expectMailsMentioning(email, 2, 30_000);
    const mails = mailsMentioning(email);
    expect(mails.some((mail) => mail.includes('deux cent quatre-vingt-cinq mille euros'))).toBe(true);
    expect(mails.some((mail) => mail.includes(labels.summary))).toBe(true);
  });
}

test('a rental has no offer form: its visitor gets the contact form @phone', async ({ page }) => {
  const rental = firstProperty('goal <> 0');
  await openAsNewVisitor(page, `/fr/contact/?property=${rental.id}&subject=offer`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /Une question sur/ })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Montant offert en euros' })).toHaveCount(0);
});

test('the offer form fits a phone screen @phone', async ({ page }) => {
  const property = firstProperty('goal = 0');
  await openAsNewVisitor(page, `/nl/contact/?property=${property.id}&subject=offer`);
  const amount = page.getByRole('textbox', { name: 'Geboden bedrag in euro' });
  await amount.fill('1.250.000');
  await expect(page.getByRole('textbox', { name: 'Bedrag voluit geschreven' })).toHaveValue(
    'één miljoen tweehonderdvijftigduizend euro',
  );
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
