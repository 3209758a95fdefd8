import { expect, test } from './support/visitor-test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  FORMS_BASE_URL,
  leadsMentioning,
  mailsMentioning,
  openAsNewVisitor,
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
    await openAsNewVisitor(page, path);
    const form = page.getByRole('main').locator('form', { has: page.getByRole('button', { name: labels.send }) });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });

    await form.getByRole('button', { name: labels.send }).click();
    await expect(field(labels.street)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(labels.street)).toHaveAccessibleDescription(labels.required);
    await expect(form.getByRole('combobox', { name: labels.type })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await field(labels.street).fill('Rue de la Station');
    await field(labels.number).fill('8');
    await field(labels.postcode).fill('75001');
    await field(labels.city).fill('Namur');
    await form.getByRole('combobox', { name: labels.type }).selectOption({ label: labels.typeName });
    await form.getByRole('radio', { name: labels.goal }).check();
    await form.getByRole('combobox', { name: labels.salutation }).selectOption({ label: labels.mr });
    await field(labels.first).fill('Pierre');
    await field(labels.last).fill('Lambert');
    await field(labels.email).fill(email);
    await field(labels.phone).fill('0475 98 76 54');
    await form.getByRole('checkbox', { name: labels.slot }).check();
    await form.locator('input[name="privacy"]').check();
    await form.getByRole('button', { name: labels.send }).click();
    await expect(field(labels.postcode)).toHaveAccessibleDescription(
      new RegExp(labels.postcodeInvalid.replace('.', '\\.')),
    );

    await field(labels.postcode).fill('5000');
    await sendSolved(form, labels);

    const [lead] = leadsMentioning(email);
    expect(lead).toMatchObject({ type: 'contact-demand', locale, propertyId: null });
    expect(JSON.parse(lead!.payload)).toMatchObject({
      street: 'Rue de la Station',
      houseNumber: '8',
      postcode: '5000',
      city: 'Namur',
      propertyType: 2,
      goal: 'let',
      timeSlots: ['14-16'],
    });
    // The visitor's confirmation and the agency's copy.
    await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
  });
}
