import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';
import { formatAmount } from '../../lib/domain/price';
import { firstProperty, query } from './support/catalogue';
import { mailsMentioning } from './support/mail-files';
import { PERSON_LABELS } from './support/visitor-forms';

// The multi-step rent application in Chromium: every step filled in French and Dutch, back and
// forth with the answers kept, a PDF uploaded, the summary's figures checked against what the
// database holds for the property, the real captcha solved, the thank-you page, the stored lead
// and both mails; plus axe on a step and a phone-width layout.

type Terms = {
  id: number;
  price: number;
  chargesRenter: number;
  inventoryCost: number;
  minimumIncome: number;
  maximumPersons: number;
};
function rentalProperty(): Terms {
  const { id } = firstProperty(
    'goal <> 0 AND publishPrice = 1 AND price > 0 AND chargesRenter > 0 AND inventoryCost > 0 AND minimumIncome > 0 AND maximumPersons > 0',
  );
  return query<Terms>(
    'SELECT id, price, chargesRenter, inventoryCost, minimumIncome, maximumPersons FROM Property WHERE id = ?',
    id,
  )[0]!;
}

const LABELS = {
  fr: {
    next: 'Étape suivante',
    previous: 'Étape précédente',
    stepOf: (n: number) => `Étape ${n} sur 5`,
    ...PERSON_LABELS.fr,
    mr: 'Monsieur',
    birth: 'Date de naissance',
    street: 'Rue',
    number: 'Numéro',
    postcode: 'Code postal',
    city: 'Localité',
    adults: "Nombre d'adultes",
    children: "Nombre d'enfants",
    petsYes: 'Oui',
    petsWhich: 'Quels animaux ?',
    amount: 'Revenu net mensuel en euros',
    employment: 'Situation professionnelle',
    employee: 'Salarié',
    movingDate: "Date d'emménagement souhaitée",
    movingReason: 'Pourquoi déménagez-vous ?',
    add: 'Ajouter des documents',
    robot: 'Je ne suis pas un robot',
    send: 'Envoyer ma candidature',
    required: /obligatoire/,
    warning: /inférieurs au minimum/,
    thanks: /\/fr\/merci\/candidature\/$/,
  },
  nl: {
    next: 'Volgende stap',
    previous: 'Vorige stap',
    stepOf: (n: number) => `Stap ${n} van 5`,
    ...PERSON_LABELS.nl,
    mr: 'Meneer',
    birth: 'Geboortedatum',
    street: 'Straat',
    number: 'Huisnummer',
    postcode: 'Postcode',
    city: 'Gemeente',
    adults: 'Aantal volwassenen',
    children: 'Aantal kinderen',
    petsYes: 'Ja',
    petsWhich: 'Welke huisdieren?',
    amount: 'Netto maandinkomen in euro',
    employment: 'Beroepssituatie',
    employee: 'Werknemer',
    movingDate: 'Gewenste verhuisdatum',
    movingReason: 'Waarom verhuist u?',
    add: 'Documenten toevoegen',
    robot: 'Ik ben geen robot',
    send: 'Kandidatuur versturen',
    required: /verplicht/,
    warning: /onder het minimum/,
    thanks: /\/nl\/bedankt\/kandidatuur\/$/,
  },
} as const;

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

const box = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const groupOf = (form: Locator, name: RegExp) => form.getByRole('group', { name });

async function expectStep(page: Page, form: Locator, label: string) {
  await expect(page.locator('p[aria-live="polite"]')).toContainText(label);
  // The shown step's heading: the others' (the form without script) are hidden from everyone.
  await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(form.locator('[aria-current="step"]')).toHaveCount(1);
}

const applicationUrl = (locale: string, id: number) => `/${locale}/contact/?property=${id}&subject=application`;

async function openApplication(page: Page, locale: string, id: number) {
  await page.goto(applicationUrl(locale, id), { waitUntil: 'networkidle' });
}

for (const locale of ['fr', 'nl'] as const) {
  test(`a visitor applies for a rental (${locale}): steps, back and forth, upload, summary, captcha, lead`, async ({
    page,
  }, info) => {
    const L = LABELS[locale];
    const property = rentalProperty();
    const email = `tenant-${locale}-${info.project.name}-${Date.now()}@example.be`;
    await openApplication(page, locale, property.id);
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.locator('#rent-form-title') });
    await expect(form.locator('[aria-current="step"]')).toContainText(locale === 'fr' ? 'Candidats' : 'Kandidaten');

    // Step 1: nothing filled in → errors at the fields, still on step 1.
    await form.getByRole('button', { name: L.next }).click();
    await expect(form.getByText(L.required).first()).toBeVisible();
    const a = groupOf(form, locale === 'fr' ? /Candidat A/ : /Kandidaat A/);
    const b = groupOf(form, locale === 'fr' ? /Candidat B/ : /Kandidaat B/);
    await expect(box(a, L.first)).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus, so its message is read out with it.
    await expect(a.getByLabel(L.salutation)).toBeFocused();

    await a.getByLabel(L.salutation).selectOption({ label: L.mrs });
    await box(a, L.first).fill('Marie');
    await box(a, L.last).fill('Dupont');
    await box(a, L.email).fill(email);
    await box(a, L.phone).fill('0470 12 34 56');
    await a.getByLabel(L.birth).fill('1990-05-14');
    await box(a, L.street).fill('Rue de la Station');
    await box(a, L.number).fill('12');
    await box(a, L.postcode).fill('5000');
    await box(a, L.city).fill('Namur');
    // Person B started: their names become required.
    await box(b, L.first).fill('Luc');
    await form.getByRole('button', { name: L.next }).click();
    await expect(box(b, L.last)).toHaveAttribute('aria-invalid', 'true');
    await box(b, L.last).fill('Martin');
    await form.getByRole('button', { name: L.next }).click();
    await expectStep(page, form, L.stepOf(2));

    // Step 2: household.
    await form.getByRole('spinbutton', { name: L.adults }).fill('2');
    await form.getByRole('spinbutton', { name: L.children }).fill('1');
    await form.getByLabel(L.petsYes, { exact: true }).check();
    await form.getByRole('button', { name: L.next }).click();
    await expect(form.getByRole('textbox', { name: L.petsWhich })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: L.petsWhich }).fill('Un chat');
    await form.getByRole('button', { name: L.next }).click();
    await expectStep(page, form, L.stepOf(3));

    // Step 3: incomes (low, to see the warning) and the move; a past date is refused.
    const person1 = groupOf(form, locale === 'fr' ? /personne 1/ : /persoon 1/);
    const person2 = groupOf(form, locale === 'fr' ? /personne 2/ : /persoon 2/);
    await person1.getByRole('spinbutton', { name: L.amount }).fill('1500');
    await person1.getByLabel(L.employment).selectOption({ label: L.employee });
    await person2.getByRole('spinbutton', { name: L.amount }).fill('1000');
    await person2.getByLabel(L.employment).selectOption({ label: L.employee });
    await form.getByLabel(L.movingDate).fill(inDays(-2));
    await form.getByRole('textbox', { name: L.movingReason }).fill('Plus près du travail');
    await form.getByRole('button', { name: L.next }).click();
    await expect(form.getByLabel(L.movingDate)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(L.movingDate).fill(inDays(40));
    await form.getByRole('button', { name: L.next }).click();
    await expectStep(page, form, L.stepOf(4));

    // Step 4: a small PDF, sent at once and listed by name.
    await form.getByLabel(L.add).setInputFiles({
      name: 'fiche-de-salaire.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
    await expect(form.getByRole('listitem').filter({ hasText: 'fiche-de-salaire.pdf' })).toBeVisible({
      timeout: 15_000,
    });

    // Back to step 1 and forward again: everything typed is still there.
    for (const step of [3, 2, 1]) {
      await form.getByRole('button', { name: L.previous }).click();
      await expectStep(page, form, L.stepOf(step));
    }
    await expect(box(a, L.first)).toHaveValue('Marie');
    await expect(box(b, L.last)).toHaveValue('Martin');
    await expect(a.getByLabel(L.birth)).toHaveValue('1990-05-14');
    await form.getByRole('button', { name: L.next }).click();
    await expect(form.getByRole('spinbutton', { name: L.adults })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: L.petsWhich })).toHaveValue('Un chat');
    await form.getByRole('button', { name: L.next }).click();
    await expect(person2.getByRole('spinbutton', { name: L.amount })).toHaveValue('1000');
    await form.getByRole('button', { name: L.next }).click();
    await expect(form.getByRole('listitem').filter({ hasText: 'fiche-de-salaire.pdf' })).toBeVisible();
    await form.getByRole('button', { name: L.next }).click();
    await expectStep(page, form, L.stepOf(5));

    // Step 5: the figures are the database's (docs/domain-rules.md, rent application summary):
    // rent + charges + half the inventory + 3 months.
    const due = form.locator('[data-summary="due"] [data-figure]');
    const total = property.price + property.chargesRenter + property.inventoryCost / 2 + 3 * property.price;
    await expect(due).toHaveText(
      [property.price, property.chargesRenter, property.inventoryCost / 2, 3 * property.price, total].map((value) =>
        formatAmount(value)!,
      ),
    );
    const conditions = form.locator('[data-summary="conditions"] [data-figure]');
    await expect(conditions).toHaveText([
      formatAmount(property.minimumIncome)!,
      formatAmount(2500)!,
      String(property.maximumPersons),
      '3',
    ]);
    await expect(form.locator('[data-warning]')).toContainText(L.warning);
    await expectNoAxeViolations(page, { include: ['form:has(#rent-form-title)'] });

    await form.locator('input[name="privacy"]').check();
    await form.getByLabel(L.robot).click();
    await expect(form.getByLabel(L.robot)).toBeChecked({ timeout: 15_000 });
    await form.getByRole('button', { name: L.send }).click();
    await expect(page).toHaveURL(L.thanks, { timeout: 15_000 });

    const leads = query<{ type: string; locale: string; propertyId: number; payload: string }>(
      "SELECT type, locale, propertyId, payload FROM Lead WHERE payload LIKE '%' || ? || '%'",
      email,
    );
    expect(leads).toMatchObject([{ type: 'rent-application', locale, propertyId: property.id }]);
    const payload = JSON.parse(leads[0]!.payload) as { documents: string[]; figures: { totalAtSigning: number } };
    expect(payload.documents).toHaveLength(1);
    expect(payload.figures.totalAtSigning).toBe(total);
    await expect.poll(() => mailsMentioning(email).length, { timeout: 30_000 }).toBe(2);
    // The agency's copy in French with the whole application, the visitor's in their language.
    const mails = mailsMentioning(email);
    const totalText = formatAmount(total)!;
    expect(mails.filter((mail) => mail.includes(`Total à la signature : ${totalText}`))).toHaveLength(
      locale === 'fr' ? 2 : 1,
    );
    // The agency's copy links the document, and the link opens it.
    const link = /fiche-de-salaire\.pdf : (\S+)/.exec(mails.join('\n'))?.[1];
    expect(link).toContain('/api/agency/uploads/');
    const file = await page.request.get(link!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    if (locale === 'nl')
      expect(mails.some((mail) => mail.includes(`Totaal bij ondertekening: ${totalText}`))).toBe(true);
  });
}

test('a step of the application has no accessibility violation', async ({ page }) => {
  await openApplication(page, 'fr', rentalProperty().id);
  await page.getByRole('button', { name: LABELS.fr.next }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page, { include: ['#rent-form-title', 'form:has(#rent-form-title)'] });
});

test('a property for sale gets the contact form instead', async ({ page }) => {
  const sale = firstProperty('goal = 0');
  await openApplication(page, 'fr', sale.id);
  await expect(page.locator('#contact-form-title')).toBeVisible();
  await expect(page.locator('#rent-form-title')).toHaveCount(0);
});

test('the application fits a 360 px phone, step indicator included @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openApplication(page, 'nl', rentalProperty().id);
  await expect(page.locator('[aria-current="step"]')).toBeVisible();
  // Nothing inside the form is wider than the form, on each step that has wide content.
  const overflowing = () =>
    page.evaluate(() => {
      const form = document.querySelector('form:has(#rent-form-title)')!;
      const edge = form.getBoundingClientRect().right + 0.5;
      return [...form.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > edge && element.getClientRects().length > 0)
        .map((element) => element.id || element.tagName);
    });
  expect(await overflowing()).toEqual([]);
  expect(
    await page.locator('form:has(#rent-form-title)').evaluate((form) => form.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(360);
});
