import { expect, test } from './support/visitor-test';
import {
  expectAccessibleAndFitting,
  expectLead,
  expectMailsMentioning,
  fillPerson,
  FORMS_BASE_URL,
  openVisitorForm,
  PERSON_LABELS,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';

// A home owner asks for a free valuation in French and in Dutch: the form shows its errors at
// the fields, refuses a foreign postcode, then goes to the thank-you page with the lead stored.
const CASES = [
  {
    locale: 'fr',
    path: '/fr/estimation-gratuite/',
    tag: '',
    labels: {
      street: 'Rue',
      number: 'Numéro',
      postcode: 'Code postal',
      city: 'Commune',
      type: 'Type de bien',
      typeName: 'Appartement - Loft',
      goal: 'Mettre ce bien en location',
      ...PERSON_LABELS.fr,
      mr: 'Monsieur',
      slot: '14:00–16:00',
      robot: 'Je ne suis pas un robot',
      send: 'Demander mon estimation',
      required: 'Ce champ est obligatoire.',
      postcodeInvalid: 'Veuillez entrer un code postal valide.',
      thanks: /\/fr\/merci\/estimation-gratuite\/$/,
    },
  },
  {
    locale: 'nl',
    path: '/nl/gratis-schatting/',
    tag: ' @phone',
    labels: {
      street: 'Straat',
      number: 'Huisnummer',
      postcode: 'Postcode',
      city: 'Gemeente',
      type: 'Type pand',
      typeName: 'Appartement - Loft',
      goal: 'Dit pand verhuren',
      ...PERSON_LABELS.nl,
      mr: 'De heer',
      slot: '14:00–16:00',
      robot: 'Ik ben geen robot',
      send: 'Schatting aanvragen',
      required: 'Dit veld is verplicht.',
      postcodeInvalid: 'Vul een geldige postcode in.',
      thanks: /\/nl\/bedankt\/gratis-schatting\/$/,
    },
  },
] as const;

test.use({ baseURL: FORMS_BASE_URL });

for (const { locale, path, tag, labels } of CASES) {
  test(`an owner asks for a free valuation (${locale})${tag}`, async ({ page }) => {
    const email = uniqueEmail('valuation', locale);
    const { form, field, submit } = await openVisitorForm(page, path, labels.send);

    await submit();
    await expect(field(labels.street)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(labels.street)).toHaveAccessibleDescription(labels.required);
    await expect(form.getByRole('combobox', { name: labels.type })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAndFitting(page);

    await field(labels.street).fill('Rue de la Station');
    await field(labels.number).fill('8');
    await field(labels.postcode).fill('75001');
    await field(labels.city).fill('Namur');
    await form.getByRole('combobox', { name: labels.type }).selectOption({ label: labels.typeName });
    await form.getByRole('radio', { name: labels.goal }).check();
    await fillPerson(form, labels, labels.mr, { first: 'Pierre', last: 'Lambert', email, phone: '0475 98 76 54' });
    await form.getByRole('checkbox', { name: labels.slot }).check();
    await form.locator('input[name="privacy"]').check();
    await submit();
    await expect(field(labels.postcode)).toHaveAccessibleDescription(
      new RegExp(labels.postcodeInvalid.replace('.', '\\.')),
    );

    await field(labels.postcode).fill('5000');
    await sendSolved(form, labels);

    expect(expectLead(email, { type: 'contact-demand', locale, propertyId: null })).toMatchObject({
      street: 'Rue de la Station',
      houseNumber: '8',
      postcode: '5000',
      city: 'Namur',
      propertyType: 2,
      goal: 'let',
      timeSlots: ['14-16'],
    });
    // The visitor's confirmation and the agency's copy.
    await expectMailsMentioning(email, 2);
  });
}
