// Every visitor form in a browser that runs no script (docs/forms.md, a form sent without script),
// in French and Dutch: the form is posted by the browser itself; a wrong field comes back at its
// field with everything else typed still there; the corrected form reaches its thank-you page, its
// lead is stored and its mails are written. No typed value ever appears in an address the browser
// asked for. The page's time token must be a few seconds old before a post counts
// (lib/forms/time-token.ts): each post waits for it, as a person takes that long anyway.
import type { Locator, Page } from '@playwright/test';
import { inDays } from '../support/days-from-today';
import { query } from './support/catalogue';
import { untilTimeTokenCounts } from './support/time-token';
import { expect, test } from './support/visitor-test';
import { leadsMentioning, mailsMentioning, uniqueEmail } from './support/visitor-forms';

test.use({ javaScriptEnabled: false });

type Locale = 'fr' | 'nl';

const TEXTS = {
  fr: { emailInvalid: 'Veuillez indiquer une adresse e-mail valide.', thanks: /\/fr\/merci\/[^/]+\/$/ },
  nl: { emailInvalid: 'Geef een geldig e-mailadres op.', thanks: /\/nl\/bedankt\/[^/]+\/$/ },
} as const;

const ON_OFFER = "p.status = 'available' AND COALESCE(p.marquee, 0) NOT IN (3, 4)";
const propertyId = (where: string, index = 0) =>
  query<{ id: number }>(`SELECT p.id FROM Property p WHERE ${ON_OFFER} AND ${where} ORDER BY p.id`)[index]!.id;

/** Properties with open visit slots to come, far from those the visit spec books. */
const withOpenSlots = (index: number) =>
  query<{ propertyId: number }>(
    `SELECT a.propertyId FROM Appointment a JOIN Property p ON p.id = a.propertyId
     WHERE a.status = 'open' AND a.startsAt > ? AND ${ON_OFFER} GROUP BY a.propertyId ORDER BY a.propertyId DESC`,
    new Date(Date.now() + 3_600_000).toISOString(),
  )[index]!.propertyId;

const withHeldBackDocuments = () =>
  query<{ propertyId: number }>(
    `SELECT d.propertyId FROM PropertyDocument d JOIN Property p ON p.id = d.propertyId
     WHERE ${ON_OFFER} AND (d.public = 0 OR d.url IS NULL OR d.url = '') ORDER BY d.propertyId`,
  )[0]!.propertyId;

const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

/** The name, e-mail and phone every person block asks for. */
async function person(form: Locator, email: string, prefix = '') {
  await field(form, `${prefix}salutation`).selectOption('mrs');
  await field(form, `${prefix}firstName`).fill('Marie');
  await field(form, `${prefix}lastName`).fill('Dupont');
  await field(form, `${prefix}email`).fill(email);
  await field(form, `${prefix}phone`).fill('0470 12 34 56');
}

type Case = {
  form: string;
  /** The page that holds the form. */
  path: (locale: Locale) => string;
  /** The name of the form's e-mail field. */
  email: string;
  /** Fills the form in validly with this e-mail address. */
  fill: (form: Locator, email: string) => Promise<void>;
  /** What else was typed, to find again when the form comes back. */
  kept: Record<string, string>;
  /** The lead's type. */
  lead: string;
  /** Files the form sends. */
  files?: { name: string; mimeType: string; buffer: Buffer }[];
};

const CASES: Case[] = [
  {
    form: 'contact',
    path: (locale) => `/${locale}/contact/`,
    email: 'email',
    fill: async (form, email) => {
      await form.locator('[name="category"][value="buyer"]').check();
      await person(form, email);
      await field(form, 'message').fill('Bonjour, une visite samedi ?');
    },
    kept: { firstName: 'Marie', message: 'Bonjour, une visite samedi ?' },
    lead: 'site-contact',
  },
  {
    form: 'free-valuation',
    path: (locale) => (locale === 'fr' ? '/fr/estimation-gratuite/' : '/nl/gratis-schatting/'),
    email: 'email',
    fill: async (form, email) => {
      await field(form, 'street').fill('Avenue Brugmann');
      await field(form, 'houseNumber').fill('12');
      await field(form, 'postcode').fill('1180');
      await field(form, 'city').fill('Uccle');
      await field(form, 'propertyType').selectOption({ index: 1 });
      await form.locator('[name="goal"][value="sell"]').check();
      await person(form, email);
    },
    kept: { street: 'Avenue Brugmann', city: 'Uccle' },
    lead: 'contact-demand',
  },
  {
    form: 'demand-register',
    path: (locale) => (locale === 'fr' ? '/fr/recherche/' : '/nl/zoekopdracht/'),
    email: 'email',
    fill: async (form, email) => {
      await form.locator('[name="goal"][value="buy"]').check();
      await form.locator('[name="typeWebIds"]').first().check();
      await form.locator('[name="zones"][value="brussels"]').check();
      await field(form, 'priceMax').fill('450000');
      await field(form, 'firstName').fill('Marie');
      await field(form, 'lastName').fill('Dupont');
      await field(form, 'email').fill(email);
    },
    kept: { lastName: 'Dupont', priceMax: '450000' },
    lead: 'demand-register',
  },
  {
    form: 'visit',
    path: (locale) => `/${locale}/contact/?property=${withOpenSlots(locale === 'fr' ? 0 : 1)}&subject=visit`,
    email: 'email',
    fill: async (form, email) => {
      await form.locator('[name="appointmentId"]').first().check();
      await person(form, email);
    },
    kept: { lastName: 'Dupont', phone: '0470 12 34 56' },
    lead: 'contact-appointment',
  },
  {
    form: 'offer',
    path: (locale) => `/${locale}/contact/?property=${propertyId('p.goal = 0')}&subject=offer`,
    email: 'email',
    fill: async (form, email) => {
      await field(form, 'amount').fill('285000');
      await field(form, 'validFrom').fill(inDays(0));
      await field(form, 'validUntil').fill(inDays(14));
      await person(form, email);
      await field(form, 'street').fill('Rue de Fer');
      await field(form, 'houseNumber').fill('25');
      await field(form, 'postcode').fill('5000');
      await field(form, 'city').fill('Namur');
      await field(form, 'signingPlace').fill('Namur');
      await field(form, 'advanceAcknowledged').check();
    },
    kept: { amount: '285000', signingPlace: 'Namur' },
    lead: 'purchase-offer',
  },
  {
    form: 'document-request',
    path: (locale) => `/${locale}/contact/?property=${withHeldBackDocuments()}&subject=documents`,
    email: 'email',
    fill: async (form, email) => {
      await form.locator('[name="documentIds"]').first().check();
      await person(form, email);
    },
    kept: { firstName: 'Marie' },
    lead: 'document-request',
  },
  {
    form: 'send-to-friend',
    path: (locale) => `/${locale}/contact/?property=${propertyId('p.goal = 0', 1)}&subject=send-to-friend`,
    email: 'senderEmail',
    fill: async (form, email) => {
      await field(form, 'senderName').fill('Sophie Martin');
      await field(form, 'senderEmail').fill(email);
      await field(form, 'friendEmail').fill('luc.friend@example.lu');
      await field(form, 'message').fill('Regarde celle-ci !');
    },
    kept: { senderName: 'Sophie Martin', friendEmail: 'luc.friend@example.lu' },
    lead: 'send-to-friend',
  },
  {
    form: 'testimonial',
    path: (locale) => (locale === 'fr' ? '/fr/notre-agence/' : '/nl/ons-kantoor/'),
    email: 'email',
    fill: async (form, email) => {
      await field(form, 'name').fill('Claire V.');
      await form.locator('[name="rating"][value="5"]').check();
      await field(form, 'text').fill('Une équipe attentive du début à la fin.');
      await field(form, 'email').fill(email);
    },
    kept: { name: 'Claire V.', text: 'Une équipe attentive du début à la fin.' },
    lead: 'testimonial',
  },
  {
    form: 'rent-application',
    path: (locale) => `/${locale}/contact/?property=${propertyId('p.goal <> 0')}&subject=application`,
    email: 'applicantA.email',
    fill: async (form, email) => {
      await person(form, email, 'applicantA.');
      await field(form, 'applicantA.birthDate').fill('1990-05-14');
      await field(form, 'applicantA.street').fill('Rue de la Station');
      await field(form, 'applicantA.houseNumber').fill('12');
      await field(form, 'applicantA.postcode').fill('5000');
      await field(form, 'applicantA.city').fill('Namur');
      await form.locator('[name="pets"][value="no"]').check();
      await field(form, 'income1.amount').fill('5200');
      await field(form, 'income1.employment').selectOption('employee');
      await field(form, 'movingDate').fill(inDays(45));
      await field(form, 'movingReason').fill('Rapprochement du lieu de travail');
    },
    kept: { 'applicantA.lastName': 'Dupont', movingReason: 'Rapprochement du lieu de travail' },
    lead: 'rent-application',
    files: [{ name: 'fiche de salaire.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n') }],
  },
  {
    form: 'newsletter',
    path: (locale) => `/${locale}/`,
    email: 'email',
    fill: async (form, email) => {
      await field(form, 'email').fill(email);
    },
    kept: {},
    lead: 'sign-newsletter',
  },
];

/** Every address the browser asks for, to check that no typed value is in one. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoValueInAddresses(urls: string[], values: string[]) {
  const decoded = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' ')));
  for (const value of values) {
    expect(
      decoded.filter((url) => url.includes(value)),
      `"${value}" in an address`,
    ).toEqual([]);
  }
}

/** Sends the form once its page's time token is old enough to count. */
async function send(form: Locator) {
  await untilTimeTokenCounts(form);
  await form.locator('button[type="submit"]:visible').last().click();
}

for (const locale of ['fr', 'nl'] as const) {
  for (const sample of CASES) {
    test(`${sample.form} (${locale}): sent without script, a wrong field comes back kept, then the lead and its mails`, async ({
      page,
    }) => {
      const urls = requestLog(page);
      const email = uniqueEmail(`noscript-${sample.form}`, locale);
      await page.goto(sample.path(locale));
      const form = page.locator(`form#form-${sample.form}`);
      // The captcha needs script: a browser without it is not offered the box.
      await expect(form.getByRole('checkbox', { name: /robot/ })).toBeHidden();

      await sample.fill(form, email);
      await field(form, sample.email).fill('marie.dupont-at-example.be');
      await field(form, 'privacy').check();
      if (sample.files) await form.locator('input[type="file"]').setInputFiles(sample.files);
      await send(form);

      // Back on the form's page, the error at its field, everything else as typed.
      await expect(page).toHaveURL(new RegExp(`#form-${sample.form}$`));
      await expect(field(form, sample.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(TEXTS[locale].emailInvalid)).toBeVisible();
      await expect(field(form, sample.email)).toHaveValue('marie.dupont-at-example.be');
      for (const [name, value] of Object.entries(sample.kept)) await expect(field(form, name)).toHaveValue(value);
      await expect(field(form, 'privacy')).toBeChecked();
      // A document the post carried was kept, listed by its name (its remove button names it too).
      if (sample.files)
        await expect(form.getByRole('listitem').filter({ hasText: 'fiche de salaire.pdf' })).toBeVisible();

      await field(form, sample.email).fill(email);
      await send(form);
      await expect(page).toHaveURL(TEXTS[locale].thanks);

      expect(leadsMentioning(email)).toMatchObject([{ type: sample.lead, locale }]);
      if (sample.files) expect(JSON.parse(leadsMentioning(email)[0]!.payload).documents).toHaveLength(1);
      await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expectNoValueInAddresses(urls, [email, 'marie.dupont-at-example.be', ...Object.values(sample.kept)]);
    });
  }
}
