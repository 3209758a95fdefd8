// The footer's newsletter sign-up and the unsubscribe page in Chromium: the confirmation mail's
// signed link opens a page that changes nothing until the visitor confirms (fr), the RFC 8058
// one-click POST from a mail client (nl), and a forged link refused.
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { localhostOrigin } from './support/localhost-origin';
import { mailsMentioning } from './support/mail-files';
import { expectNoAxeViolations } from './support/axe';

test.use(localhostOrigin);

const subscription = (email: string) =>
  query<{ locale: string; unsubscribedAt: number | null }>(
    'SELECT locale, unsubscribedAt FROM NewsletterSubscription WHERE email = ?',
    email,
  )[0];

const LABELS = {
  fr: {
    home: '/fr/',
    email: 'Adresse e-mail',
    robot: 'Je ne suis pas un robot',
    submit: "S'inscrire",
    thanks: /\/fr\/merci\/newsletter\/$/,
    confirm: 'Me désinscrire',
    done: 'Vous avez été désinscrit(e).',
    invalid: "Ce lien de désinscription n'est pas valide.",
  },
  nl: {
    home: '/nl/',
    email: 'E-mailadres',
    robot: 'Ik ben geen robot',
    submit: 'Inschrijven',
    thanks: /\/nl\/bedankt\/nieuwsbrief\/$/,
    confirm: 'Mij uitschrijven',
    done: 'U bent uitgeschreven.',
    invalid: 'Deze uitschrijflink is niet geldig.',
  },
} as const;

async function signUp(page: Page, locale: 'fr' | 'nl', email: string) {
  const labels = LABELS[locale];
  await page.goto(labels.home);
  const form = page.locator('form[aria-labelledby="newsletter-title"]');
  await form.getByRole('textbox', { name: labels.email }).fill(email);
  await form.getByRole('button', { name: labels.submit }).click();
  await expect(form.locator('input[name="privacy"]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('input[name="privacy"]').check();
  await form.getByLabel(labels.robot).click();
  await expect(form.getByLabel(labels.robot)).toBeChecked({ timeout: 15_000 });
  await form.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(labels.thanks, { timeout: 15_000 });
  expect(subscription(email)).toMatchObject({ locale, unsubscribedAt: null });
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(1);
  return mailsMentioning(email)[0]!;
}

test('the footer form loads its code when a visitor turns to it, keeping focus and what was typed (de)', async ({
  page,
}) => {
  await page.goto('/de/datenschutz/');
  const scripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);
  await page.waitForLoadState('load');
  const before = await scripts();
  const form = page.locator('form[aria-labelledby="newsletter-title"]');
  const email = form.getByRole('textbox', { name: 'E-Mail-Adresse' });

  await email.focus();
  await page.keyboard.type('max.muster@example.de');
  await expect.poll(scripts).toBeGreaterThan(before);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('max.muster@example.de');
  // The form that took over validates: the privacy box is required.
  await page.keyboard.press('Enter');
  await expect(form.locator('input[name="privacy"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('max.muster@example.de');
});

test.describe('newsletter and unsubscribe', () => {
  test('a visitor subscribes in the footer, opens the link, and unsubscribes only when confirming (fr)', async ({
    page,
  }, info) => {
    const email = `newsletter-fr-${info.project.name}-${Date.now()}@example.be`;
    const mail = await signUp(page, 'fr', email);
    const link = mail.match(/http:\/\/[^\s]+\/fr\/desinscription\/\?kind=newsletter&id=\d+&token=[\w-]+/)![0];

    // Opening the link (as a mail scanner would) changes nothing.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('button', { name: LABELS.fr.confirm })).toBeVisible();
    expect(subscription(email)?.unsubscribedAt).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: LABELS.fr.confirm }).click();
    await expect(page.getByText(LABELS.fr.done)).toBeVisible({ timeout: 15_000 });
    expect(subscription(email)?.unsubscribedAt).not.toBeNull();
    await expectNoAxeViolations(page);
  });

  test('a mail client unsubscribes with the one-click POST; a forged link is refused (nl)', async ({ page }, info) => {
    const email = `newsletter-nl-${info.project.name}-${Date.now()}@example.be`;
    const mail = await signUp(page, 'nl', email);
    const oneClick = mail.match(/List-Unsubscribe: <([^>]+)>/)![1]!;
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const path = new URL(oneClick).pathname + new URL(oneClick).search;

    const forged = path.replace(/token=[\w-]+/, `token=${'A'.repeat(43)}`);
    expect((await page.request.post(forged, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
    // A GET never unsubscribes.
    expect((await page.request.get(path)).status()).toBe(405);
    expect(subscription(email)?.unsubscribedAt).toBeNull();

    expect((await page.request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
    expect(subscription(email)?.unsubscribedAt).not.toBeNull();

    await page.goto(path.replace('/api/unsubscribe/', '/nl/uitschrijven/'));
    await expect(page.getByText(LABELS.nl.done)).toBeVisible();
    await page.goto(forged.replace('/api/unsubscribe/', '/nl/uitschrijven/'));
    await expect(page.getByText(LABELS.nl.invalid)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
