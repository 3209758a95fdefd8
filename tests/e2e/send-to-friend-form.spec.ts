import { expect, test } from './support/visitor-test';
import { firstProperty } from './support/catalogue';
import {
  expectAccessibleAndFitting,
  expectLead,
  expectMailsMentioning,
  FORMS_BASE_URL,
  mailsMentioning,
  openVisitorForm,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';

// A visitor sends a property to a friend from the property page's contact link, in French and in
// Dutch: errors at the fields first, then the thank-you page, the lead and the two mails.
const CASES = [
  {
    locale: 'fr',
    tag: '',
    labels: {
      name: 'Votre nom',
      email: 'Votre adresse e-mail',
      friend: "L'adresse e-mail de votre ami",
      message: 'Un petit mot pour votre ami (facultatif)',
      robot: 'Je ne suis pas un robot',
      send: 'Envoyer à mon ami',
      required: 'Ce champ est obligatoire.',
      emailInvalid: 'Veuillez indiquer une adresse e-mail valide.',
      thanks: /\/fr\/merci\/envoyer-a-un-ami\/$/,
    },
  },
  {
    locale: 'nl',
    tag: ' @phone',
    labels: {
      name: 'Uw naam',
      email: 'Uw e-mailadres',
      friend: 'E-mailadres van uw vriend',
      message: 'Een berichtje voor uw vriend (optioneel)',
      robot: 'Ik ben geen robot',
      send: 'Naar mijn vriend sturen',
      required: 'Dit veld is verplicht.',
      emailInvalid: 'Geef een geldig e-mailadres op.',
      thanks: /\/nl\/bedankt\/doorsturen\/$/,
    },
  },
] as const;

test.use({ baseURL: FORMS_BASE_URL });

for (const { locale, tag, labels } of CASES) {
  test(`a visitor sends a property to a friend (${locale})${tag}`, async ({ page }) => {
    const property = firstProperty('goal = 0');
    const sender = uniqueEmail('sender', locale);
    const friend = uniqueEmail('friend', locale);
    const path = `/${locale}/contact/?property=${property.id}&subject=send-to-friend`;
    const { form, field, submit } = await openVisitorForm(page, path, labels.send);

    await submit();
    await expect(field(labels.name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(labels.friend)).toHaveAccessibleDescription(labels.required);
    await expectAccessibleAndFitting(page);

    await field(labels.name).fill('Sophie Martin');
    await field(labels.email).fill(sender);
    await field(labels.friend).fill('not-an-address');
    await field(labels.message).fill('Regarde celle-ci !');
    await form.locator('input[name="privacy"]').check();
    await submit();
    await expect(field(labels.friend)).toHaveAccessibleDescription(labels.emailInvalid);

    await field(labels.friend).fill(friend);
    await sendSolved(form, labels);

    expect(expectLead(sender, { type: 'send-to-friend', locale, propertyId: property.id })).toMatchObject({
      friendEmail: friend,
      message: 'Regarde celle-ci !',
    });
    // The friend's mail and the agency's notice both name the friend; the visitor gets none.
    await expectMailsMentioning(friend, 2);
    expect(mailsMentioning(sender).every((mail) => !/^To: .*sender-/m.test(mail))).toBe(true);
  });
}
