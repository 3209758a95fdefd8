import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import {
  expectAccessibleAndFitting,
  FORMS_BASE_URL,
  leadsMentioning,
  openVisitorForm,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';

// A client leaves a testimonial on the "our agency" page, in French and in Dutch: errors at the
// fields first, then the thank-you page; it is stored unapproved and does not appear on the page.
const CASES = [
  {
    locale: 'fr',
    path: '/fr/notre-agence/',
    tag: '',
    labels: {
      name: 'Votre nom',
      town: 'Votre commune (facultatif)',
      rating: 'Votre note',
      four: '4 sur 5 – très bien',
      text: 'Votre témoignage',
      email: 'Adresse e-mail',
      robot: 'Je ne suis pas un robot',
      send: 'Envoyer mon témoignage',
      required: 'Ce champ est obligatoire.',
      tooShort: 'Ce texte est trop court.',
      thanks: /\/fr\/merci\/temoignage\/$/,
    },
  },
  {
    locale: 'nl',
    path: '/nl/ons-kantoor/',
    tag: ' @phone',
    labels: {
      name: 'Uw naam',
      town: 'Uw gemeente (optioneel)',
      rating: 'Uw score',
      four: '4 op 5 – zeer goed',
      text: 'Uw getuigenis',
      email: 'E-mailadres',
      robot: 'Ik ben geen robot',
      send: 'Mijn getuigenis versturen',
      required: 'Dit veld is verplicht.',
      tooShort: 'Deze tekst is te kort.',
      thanks: /\/nl\/bedankt\/getuigenis\/$/,
    },
  },
] as const;

test.use({ baseURL: FORMS_BASE_URL });

for (const { locale, path, tag, labels } of CASES) {
  test(`a client leaves a testimonial that waits for approval (${locale})${tag}`, async ({ page }) => {
    const email = uniqueEmail('testimonial', locale);
    const text = `Service impeccable et très humain, merci ! (${email})`;
    const { form, field, submit } = await openVisitorForm(page, path, labels.send);
    const rating = form.getByRole('group', { name: labels.rating });

    await submit();
    await expect(rating).toHaveAccessibleDescription(labels.required);
    await expect(field(labels.name)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAndFitting(page);

    await field(labels.name).fill('Claire V.');
    await field(labels.town).fill('Waterloo');
    await field(labels.text).fill('Très bien !');
    await field(labels.email).fill(email);
    await form.locator('input[name="privacy"]').check();
    // The rating is a radio group: the keyboard moves between its choices.
    await rating.getByRole('radio', { name: labels.four }).check();
    await submit();
    await expect(field(labels.text)).toHaveAccessibleDescription(new RegExp(labels.tooShort.replace('.', '\\.')));

    await field(labels.text).fill(text);
    await sendSolved(form, labels);

    expect(leadsMentioning(email)).toMatchObject([{ type: 'testimonial', locale }]);
    expect(query('SELECT name, locale, rating, approved FROM Testimonial WHERE text = ?', text)).toEqual([
      { name: 'Claire V., Waterloo', locale, rating: 4, approved: 0 },
    ]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
}
