import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readdirSync, readFileSync } from 'node:fs';
import { firstProperty, query } from './support/catalogue';
import { E2E_PORT } from './support/e2e-env';
import { fillPerson, PERSON_LABELS, uniqueEmail } from './support/visitor-forms';

const MAIL_DIR = `data/mail-e2e-${E2E_PORT}`;
const mails = () => {
  try {
    return readdirSync(MAIL_DIR).map((file) => readFileSync(`${MAIL_DIR}/${file}`, 'utf8'));
  } catch {
    return [];
  }
};
const leadsFrom = (email: string) =>
  query<{ type: string; locale: string; propertyId: number | null; payload: string }>(
    "SELECT type, locale, propertyId, payload FROM Lead WHERE payload LIKE '%' || ? || '%'",
    email,
  );

async function captcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const valid = (email: string) => ({
  category: 'buyer',
  salutation: 'mrs',
  firstName: 'Marie',
  lastName: 'Dupont',
  email,
  phone: '0470 12 34 56',
  message: 'Bonjour, je souhaite visiter.',
  privacy: true,
  locale: 'fr',
  website: '',
});

test.describe('contact form in the browser', () => {
  for (const [locale, path, labels] of [
    [
      'fr',
      '/fr/contact/',
      {
        buyer: 'Acheteur potentiel',
        ...PERSON_LABELS.fr,
        message: 'Votre message',
        robot: 'Je ne suis pas un robot',
        send: 'Envoyer',
        thanks: /\/fr\/merci\/contact\/$/,
      },
    ],
    [
      'nl',
      '/nl/contact/',
      {
        buyer: 'Kandidaat-koper',
        ...PERSON_LABELS.nl,
        message: 'Uw bericht',
        robot: 'Ik ben geen robot',
        send: 'Versturen',
        thanks: /\/nl\/bedankt\/contact\/$/,
      },
    ],
  ] as const) {
    test(`a visitor sends the form (${locale}): errors first, then the lead and both mails`, async ({ page }, info) => {
      const email = `visitor-${locale}-${info.project.name}-${Date.now()}@example.be`;
      await page.goto(path);
      const form = page.getByRole('main').locator('form');
      await form.getByRole('button', { name: labels.send }).click();
      await expect(form.getByText(/obligatoire|verplicht/).first()).toBeVisible();
      await expect(form.getByRole('textbox', { name: labels.first })).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel(labels.buyer).check();
      await fillPerson(form, labels, labels.mrs, {
        first: 'Marie',
        last: 'Dupont',
        email: 'not-an-email',
        phone: '12',
      });
      await form.getByRole('textbox', { name: labels.message }).fill('Bonjour, une visite samedi ?');
      await form
        .getByRole('checkbox')
        .filter({ hasNot: page.getByText(labels.robot) })
        .last();
      await form.locator('input[name="privacy"]').check();
      await form.getByRole('button', { name: labels.send }).click();
      await expect(form.getByRole('textbox', { name: labels.email, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(form.getByRole('textbox', { name: labels.phone, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await form.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: labels.phone, exact: true }).fill('0470 12 34 56');
      // The box is ticked once the browser has solved the challenge, which takes a moment.
      await form.getByLabel(labels.robot).click();
      await expect(form.getByLabel(labels.robot)).toBeChecked({ timeout: 30_000 });
      await form.getByRole('button', { name: labels.send }).click();
      await expect(page).toHaveURL(labels.thanks);

      expect(leadsFrom(email)).toMatchObject([{ type: 'site-contact', locale, propertyId: null }]);
      await expect.poll(() => mails().filter((mail) => mail.includes(email)).length).toBe(2);
    });
  }
});

test("what a visitor enters before the form's code has arrived is kept and sent (nl)", async ({ page }, info) => {
  const email = `early-nl-${info.project.name}-${Date.now()}@example.be`;
  await page.goto('/nl/contact/');
  await page.waitForLoadState('load');
  // Scripts asked for from now on (the form's own, fetched when the visitor turns to it) wait.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Kandidaat-koper').check();
  await form.getByLabel('Aanspreking').selectOption({ label: 'Mevrouw' });
  await form.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Marie');
  await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Dupont');
  await form.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: 'Uw bericht' }).fill('Vroeg getypt, toch verstuurd.');
  await form.locator('input[name="privacy"]').check();

  release();
  await form.getByLabel('Ik ben geen robot').click();
  await expect(form.getByLabel('Ik ben geen robot')).toBeChecked({ timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: 'Voornaam', exact: true })).toHaveValue('Marie');
  await expect(form.getByLabel('Kandidaat-koper')).toBeChecked();
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/);
  const [lead] = leadsFrom(email);
  expect(JSON.parse(lead!.payload)).toMatchObject({
    category: 'buyer',
    salutation: 'mrs',
    firstName: 'Marie',
    lastName: 'Dupont',
    message: 'Vroeg getypt, toch verstuurd.',
  });
});

test.describe('contact form handler', () => {
  test('refuses invalid fields with their keys, a bad captcha and a foreign origin', async ({ request }) => {
    const forgedEmail = uniqueEmail('forged', 'fr');
    const invalid = await request.post('/api/forms/contact/', {
      data: { ...valid('bad'), phone: '1', captcha: await captcha(request) },
    });
    expect(invalid.status()).toBe(422);
    const { issues } = await invalid.json();
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'emailInvalid' },
        { path: ['phone'], message: 'phoneInvalid' },
      ]),
    );

    const forged = await request.post('/api/forms/contact/', {
      data: { ...valid(forgedEmail), captcha: 'bm9wZQ==' },
    });
    expect(forged.status()).toBe(422);
    expect((await forged.json()).issues).toEqual([{ path: ['captcha'], message: 'captchaInvalid' }]);

    const foreign = await request.post('/api/forms/contact/', {
      headers: { Origin: 'https://evil.example' },
      data: valid(uniqueEmail('x', 'fr')),
    });
    expect(foreign.status()).toBe(403);
    expect(leadsFrom(forgedEmail)).toEqual([]);
  });

  test('a solved captcha is accepted once; a filled honeypot is thanked and dropped', async ({ request }) => {
    const onceEmail = uniqueEmail('once', 'fr');
    const replayEmail = uniqueEmail('replay', 'fr');
    const botEmail = uniqueEmail('bot', 'fr');
    const solved = await captcha(request);
    const first = await request.post('/api/forms/contact/', {
      data: { ...valid(onceEmail), captcha: solved },
    });
    expect(first.status()).toBe(200);
    expect((await first.json()).redirect).toBe('/fr/merci/contact/');
    const replay = await request.post('/api/forms/contact/', {
      data: { ...valid(replayEmail), captcha: solved },
    });
    expect(replay.status()).toBe(422);

    const bot = await request.post('/api/forms/contact/', {
      data: { ...valid(botEmail), website: 'http://spam.example', captcha: await captcha(request) },
    });
    expect(bot.status()).toBe(200);
    expect(leadsFrom(onceEmail)).toHaveLength(1);
    expect(leadsFrom(replayEmail)).toEqual([]);
    expect(leadsFrom(botEmail)).toEqual([]);
  });

  test('links a "contact me" lead to its property with the chosen time slots', async ({ request }) => {
    const slotsEmail = uniqueEmail('slots', 'fr');
    const property = firstProperty('goal = 0');
    const response = await request.post('/api/forms/contact/', {
      data: {
        ...valid(slotsEmail),
        locale: 'nl',
        propertyId: property.id,
        timeSlots: ['10-13', '16-19'],
        captcha: await captcha(request),
      },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).redirect).toBe('/nl/bedankt/contacteer-mij/');
    const [lead] = leadsFrom(slotsEmail);
    expect(lead).toMatchObject({ type: 'contact-me', locale: 'nl', propertyId: property.id });
    expect(JSON.parse(lead!.payload).timeSlots).toEqual(['10-13', '16-19']);
  });

  test('answers 429 with a localized message key past five posts from one visitor', async ({ request }) => {
    const statuses: number[] = [];
    for (let post = 0; post < 6; post += 1) {
      statuses.push(
        (
          await request.post('/api/forms/contact/', {
            data: { ...valid(uniqueEmail(`limit${post}`, 'fr')), captcha: await captcha(request) },
          })
        ).status(),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

// The contact page says where the agency is and when it is open, from the site content, in the
// page's language.
for (const [path, street, town, hours] of [
  ['/fr/contact/', 'Avenue Louise 231', '1050 Bruxelles', 'Lundi – vendredi : 9 h – 18 h'],
  ['/nl/contact/', 'Louizalaan 231', '1050 Brussel', 'Maandag – vrijdag: 9 – 18 uur'],
  ['/de/kontakt/', 'Avenue Louise 231', '1050 Brüssel', 'Montag – Freitag: 9 – 18 Uhr'],
] as const) {
  test(`${path} shows the agency's address and opening hours`, async ({ page }) => {
    await page.goto(path);
    const details = page.locator('#contact-details ~ dl');
    await expect(details.locator('address')).toContainText(street);
    await expect(details.locator('address')).toContainText(town);
    await expect(details).toContainText(hours);
  });
}

// No heading of a contact page repeats another (the German page once said "Schreiben Sie uns" twice).
for (const path of ['/fr/contact/', '/nl/contact/', '/en/contact/', '/de/kontakt/']) {
  test(`${path} says each heading once`, async ({ page }) => {
    await page.goto(path);
    const headings = (await page.getByRole('main').getByRole('heading').allTextContents()).map((text) => text.trim());
    expect(headings.length).toBeGreaterThan(1);
    expect(new Set(headings).size).toBe(headings.length);
  });
}
