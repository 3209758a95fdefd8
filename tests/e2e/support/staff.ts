// What the back-office specs (tests/e2e/back-office*.spec.ts) share: signing in as the demo
// accounts (prisma/seed), in French, or as a throwaway member of staff in another language, the
// back-office's menu, and the phone-sized screen their layout tests run on.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { hashPassword } from '@/lib/auth/password';
import { changeDatabase } from './catalogue';
import { formsHydrated } from './visitor-forms';
import { expect, test } from './visitor-test';

const ADMIN = { email: 'agency@vitrine.example', password: 'vitrine-agency-2026' };
const OWNER = { email: 'owner@vitrine.example', password: 'vitrine-demo-2026' };
// A sign-in is a memory-hard password check and three requests: more than five seconds on a busy machine.
const SIGN_IN = { timeout: 15_000 };

/** Signs in to the back-office as the demo admin, Sophie Lambert, through the page it leads to. */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in\/$/);
  await formsHydrated(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie Lambert', SIGN_IN);
}

/** Signs in to the owner portal as `account`, the demo owner unless said, and waits for the portal. */
export async function signInAsOwner(page: Page, account = OWNER): Promise<void> {
  await page.goto('/fr/login/');
  await formsHydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/, SIGN_IN);
}

/** Opens a back-office screen from the back-office's menu; the screen's title is the link's name. */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Gestion du site' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** The tests `define` declares, in a group "on a phone": a 390-pixel-wide touch screen. */
export function onAPhone(define: () => void): void {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    define();
  });
}

export type StaffAccount = { email: string; password: string; name: string; locale: 'fr' | 'nl' };

/** The sign-in page in the visitor's language (the test's Accept-Language), and the greeting after it. */
const SIGN_IN_TEXTS = {
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter', hello: 'Bonjour' },
  nl: { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden', hello: 'Hallo' },
} as const;

/**
 * A throwaway admin (or editor) speaking `locale`, written straight into the browser tests'
 * database as support/owners.ts does for owners: the back-office then speaks their language,
 * and the demo admin's stays French for the other specs running at the same time.
 */
export async function createStaffMember(locale: StaffAccount['locale'], role = 'admin'): Promise<StaffAccount> {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    email: `staff-${suffix}@e2e.example`,
    password: `e2e-secret-${suffix}`,
    name: `Lien ${suffix}`,
    locale,
  };
  const passwordHash = await hashPassword(account.password);
  // Staff accounts are read per request, never cached: there is nothing to expire.
  await changeDatabase([], (db) =>
    db
      .prepare('INSERT INTO Staff (email, name, role, passwordHash, locale, createdAt) VALUES (?, ?, ?, ?, ?, ?)')
      .run(account.email, account.name, role, passwordHash, locale, new Date().toISOString()),
  );
  return account;
}

/** Signs in to the back-office as `account`, through the sign-in page in the test's language. */
export async function signInAsStaffMember(page: Page, account: StaffAccount): Promise<void> {
  const texts = SIGN_IN_TEXTS[account.locale];
  await page.goto('/admin/sign-in/');
  await formsHydrated(page);
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(account.password);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${texts.hello} ${account.name}`, SIGN_IN);
}
