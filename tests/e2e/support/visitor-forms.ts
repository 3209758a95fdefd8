// What the visitor-form specs share: the stored leads and mails, the real captcha ticked like a
// person does, and the accessibility check. Each test posts from its own visitor address
// (./visitor-test.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { NOTHING_GRANTED } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY, serializeConsent } from '@/lib/consent/stored-consent';
import { expectNoAxeViolations } from './axe';
import { query } from './catalogue';
import { E2E_PORT } from './e2e-env';

import { mailsMentioning } from './mail-files';

export { mailsMentioning };

/**
 * The site as "localhost": `next dev` serves its scripts to 127.0.0.1 as a foreign origin, so a
 * page opened there never hydrates and its forms would not run (`next start` serves both).
 */
export const FORMS_BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * Opens `path` as a new visitor: cookie choice already made (the banner must not cover the form),
 * and waits until the page is interactive.
 */
export async function openAsNewVisitor(page: Page, path: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [CONSENT_STORAGE_KEY, serializeConsent(NOTHING_GRANTED, new Date(0))],
  );
  await page.goto(path, { waitUntil: 'networkidle' });
  await formsHydrated(page);
}

/** Waits until React has hydrated every form of the main content: before that, a click on a
 * form's button would be the browser's own submit, not the form's. */
export async function formsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const forms = [...document.querySelectorAll('main form')];
      return forms.length > 0 && forms.every((form) => Object.keys(form).some((key) => key.startsWith('__react')));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Opens `path` as a new visitor (openAsNewVisitor) and finds its form: the one of the main content
 * whose button is `send`, with its text boxes by their label (`field`) and that button (`submit`).
 */
export async function openVisitorForm(page: Page, path: string, send: string) {
  await openAsNewVisitor(page, path);
  const form = page.getByRole('main').locator('form', { has: page.getByRole('button', { name: send }) });
  return {
    form,
    field: (name: string) => form.getByRole('textbox', { name, exact: true }),
    submit: () => form.getByRole('button', { name: send }).click(),
  };
}

/** The labels of the fields that say who the visitor is, the same in every form, in French and Dutch. */
export const PERSON_LABELS = {
  fr: { salutation: 'Titre', mrs: 'Madame', first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', phone: 'Téléphone' },
  nl: {
    salutation: 'Aanspreking',
    mrs: 'Mevrouw',
    first: 'Voornaam',
    last: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoon',
  },
};

/** The boxes at the foot of the forms that ask who the visitor is: the privacy statement's and the captcha's. */
export const FORM_FOOT_LABELS = {
  fr: { privacy: /J'accepte que Vitrine/, robot: 'Je ne suis pas un robot' },
  nl: { privacy: /Ik ga ermee akkoord/, robot: 'Ik ben geen robot' },
};

type PersonLabels = { salutation: string; first: string; last: string; email: string; phone: string };

/**
 * Fills who the visitor is, as they do: `salutation` chosen by its option's label, then the names,
 * the e-mail and the phone, each box found by its label.
 */
export async function fillPerson<Labels extends PersonLabels>(
  form: Locator,
  labels: Labels,
  salutation: string,
  person: Omit<PersonLabels, 'salutation'>,
): Promise<void> {
  await form.getByRole('combobox', { name: labels.salutation }).selectOption({ label: salutation });
  for (const field of ['first', 'last', 'email', 'phone'] as const) {
    await form.getByRole('textbox', { name: labels[field], exact: true }).fill(person[field]);
  }
}

/** An address no earlier run has used, to find this run's lead and mails. */
export const uniqueEmail = (name: string, locale: string) =>
  `${name}-${locale}-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.be`;

export type StoredLead = { type: string; locale: string; propertyId: number | null; payload: string };

export const leadsMentioning = (text: string) =>
  query<StoredLead>(
    "SELECT type, locale, propertyId, payload FROM Lead WHERE payload LIKE '%' || ? || '%' ORDER BY id",
    text,
  );

/** The first lead that mentions `email`, which must have `columns`; answers its payload, parsed. */
export function expectLead(email: string, columns: Partial<StoredLead>): Record<string, unknown> {
  const [lead] = leadsMentioning(email);
  expect(lead).toMatchObject(columns);
  return JSON.parse(lead!.payload) as Record<string, unknown>;
}

/** Waits until `count` mails mention `needle` (the e2e server writes them after the answer). */
export async function expectMailsMentioning(needle: string, count: number, timeout = 20_000): Promise<void> {
  await expect.poll(() => mailsMentioning(needle).length, { timeout }).toBe(count);
}

/** Ticks "I am not a robot" and waits until the browser has solved the challenge. */
export async function solveCaptcha(form: Locator, label: string): Promise<void> {
  const box = form.getByLabel(label);
  await box.click();
  await expect(box).toBeChecked({ timeout: 30_000 });
}

/**
 * Ticks "I am not a robot" (`robot`), sends the form with its button `send`, and waits for the
 * thank-you page `thanks`: how a visitor form's test sends it at last.
 */
export async function sendSolved(
  form: Locator,
  { robot, send, thanks }: { robot: string; send: string; thanks: RegExp },
) {
  await solveCaptcha(form, robot);
  await form.getByRole('button', { name: send }).click();
  await expect(form.page()).toHaveURL(thanks, { timeout: 30_000 });
}

/** The page passes the accessibility check and fits the screen's width: a form showing its errors must. */
export async function expectAccessibleAndFitting(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** The page does not scroll sideways (360–390 px phones). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
