import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';
import { query } from './support/catalogue';
import { mailsMentioning } from './support/mail-files';
import { createOwner } from './support/owners';
import { formsHydrated } from './support/visitor-forms';

const DEMO = { email: 'owner@vitrine.example', password: 'vitrine-demo-2026' };
const SECOND = { email: 'second.owner@vitrine.example', password: 'second-demo-2026' };
// A sign-in is a memory-hard password check and three requests before the portal renders: more
// than the default five seconds on a busy two-core machine.
const SIGN_IN = { timeout: 15_000 };

function ownedBy(email: string): number[] {
  return query<{ propertyId: number }>(
    'SELECT op.propertyId FROM OwnerProperty op JOIN Owner o ON o.id = op.ownerId WHERE o.email = ? ORDER BY op.propertyId',
    email,
  ).map((row) => row.propertyId);
}

function viewsOf(ids: number[]): number {
  return query<{ total: number }>(
    `SELECT COALESCE(SUM(count), 0) AS total FROM PropertyVisitDay WHERE propertyId IN (${ids.join(',')})`,
  )[0]!.total;
}

async function signIn(page: Page, locale: 'fr' | 'nl', account: { email: string; password: string }) {
  await page.goto(`/${locale}/login/`);
  await formsHydrated(page);
  const labels =
    locale === 'fr'
      ? { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' }
      : { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden' };
  await page.getByRole('main').getByRole('textbox', { name: labels.email, exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(account.password);
  await page.getByRole('button', { name: labels.submit }).click();
}

const PORTAL = { fr: /\/fr\/espace-proprietaire\/$/, nl: /\/nl\/eigenaar\/$/ };

/** Signs `account` in on the sign-in page of `locale`, and waits for the portal in that language. */
async function signInToPortal(page: Page, locale: 'fr' | 'nl', account: { email: string; password: string }) {
  await signIn(page, locale, account);
  await expect(page).toHaveURL(PORTAL[locale], SIGN_IN);
}

/** Types `password` twice on the French new-password page, and saves it. */
async function saveNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmez le nouveau mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
}

test.describe('owner portal', () => {
  // An empty or malformed sign-in says which field is wrong, at that field, before anything is sent.
  for (const [locale, texts] of [
    ['fr', { submit: 'Se connecter', required: 'Ce champ est obligatoire.', email: 'Adresse e-mail' }],
    ['nl', { submit: 'Aanmelden', required: 'Dit veld is verplicht.', email: 'E-mailadres' }],
  ] as const) {
    test(`${locale}: an empty sign-in names each required field`, async ({ page }) => {
      await page.goto(`/${locale}/login/`);
      await formsHydrated(page);
      await page.getByRole('button', { name: texts.submit }).click();
      const email = page.getByRole('main').getByRole('textbox', { name: texts.email, exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(texts.required);
      await expect(email).toBeFocused();
      await expect(page.locator('#login-password')).toHaveAccessibleDescription(texts.required);
      await expect(page.locator('#login-error')).toHaveText('');
      await expect(page).toHaveURL(new RegExp(`/${locale}/login/$`));
    });
  }

  test('the demo owner signs in (fr) and sees the figures the database holds', async ({ page }) => {
    await signInToPortal(page, 'fr', DEMO);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace propriétaire');
    const ids = ownedBy(DEMO.email);
    const total = page.locator('dt', { hasText: 'Au total' }).locator('xpath=following-sibling::dd');
    await expect(total).toHaveText(String(viewsOf(ids)));
    const nav = page.getByRole('navigation', { name: 'Vos biens' });
    await expect(nav.getByRole('link')).toHaveCount(ids.length + 1);
    // Each confirmed visit names its property and the visitor who booked it, shortened.
    const visits = page.getByRole('region', { name: 'Rendez-vous' }).getByRole('listitem');
    const booked = query<{ title: string }>(
      `SELECT t.title FROM Appointment a JOIN PropertyTranslation t ON t.propertyId = a.propertyId AND t.locale = 'fr'
       WHERE a.status <> 'open' AND a.propertyId IN (${ids.join(',')}) ORDER BY a.startsAt DESC`,
    );
    await expect(visits).toHaveCount(booked.length);
    for (const [index, { title }] of booked.entries()) {
      await expect(visits.nth(index)).toContainText(title);
      await expect(visits.nth(index)).toContainText(/Visiteur : \p{L}+ \p{Lu}\./u);
    }

    // One property: its own total, its publications.
    const first = ids[0]!;
    await nav.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`property=${first}`));
    await expect(total).toHaveText(String(viewsOf([first])));
    const portals = query<{ portal: string }>('SELECT portal FROM PortalPublication WHERE propertyId = ?', first);
    for (const { portal } of portals) await expect(page.getByRole('link', { name: new RegExp(portal) })).toBeVisible();

    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/login\/$/);
    const response = await page.request.get('/api/owner/stats/?property=all');
    expect(response.status()).toBe(401);
  });

  test('the second owner signs in (nl) and cannot read a single figure of the first owner', async ({ page }) => {
    await signInToPortal(page, 'nl', SECOND);
    await expect(page.getByRole('navigation', { name: 'Uw panden' }).getByRole('link')).toHaveCount(
      ownedBy(SECOND.email).length + 1,
    );
    for (const foreign of ownedBy(DEMO.email)) {
      const api = await page.request.get(`/api/owner/stats/?property=${foreign}`);
      expect(api.status()).toBe(404);
      const portal = await page.goto(`/nl/eigenaar/?property=${foreign}`);
      expect(portal?.status()).toBe(404);
    }
    const all = await (await page.request.get('/api/owner/stats/?property=all')).json();
    expect(all.views.total).toBe(viewsOf(ownedBy(SECOND.email)));
    expect(new Set(all.publications.map((publication: { propertyId: number }) => publication.propertyId))).toEqual(
      new Set(
        query<{ propertyId: number }>(
          `SELECT DISTINCT propertyId FROM PortalPublication WHERE propertyId IN (${ownedBy(SECOND.email).join(',')})`,
        ).map((row) => row.propertyId),
      ),
    );
  });

  test('the history speaks the reader’s language: no code of the CRM or the forms (fr, nl)', async ({ page }) => {
    const codes =
      /\b(contact-me|contact-appointment|rent-application|site-contact|info-request|website|agency|zimmo|immoweb)\b/;
    for (const [locale, title] of [
      ['fr', 'Communications et historique'],
      ['nl', 'Communicatie en historiek'],
    ] as const) {
      await signInToPortal(page, locale, DEMO);
      const history = page.getByRole('table', { name: title });
      await expect(history.getByRole('row').nth(1)).toBeVisible();
      const cells = await history.getByRole('cell').allTextContents();
      expect(cells.filter((cell) => codes.test(cell))).toEqual([]);
      await page.context().clearCookies();
    }
  });

  test.describe('in a browser whose clock is on another continent', () => {
    test.use({ timezoneId: 'America/New_York' });

    // A visit's time is the agency's (Europe/Brussels), whatever the reader's device says.
    test('visit times are Brussels times (fr, nl)', async ({ page }) => {
      const ids = ownedBy(DEMO.email);
      const [first] = query<{ startsAt: string }>(
        `SELECT startsAt FROM Appointment WHERE status <> 'open' AND propertyId IN (${ids.join(',')})
         ORDER BY startsAt DESC LIMIT 1`,
      );
      const clock = (timeZone: string) =>
        new Intl.DateTimeFormat('fr', { hour: '2-digit', minute: '2-digit', timeZone }).format(
          new Date(first!.startsAt),
        );
      expect(clock('Europe/Brussels')).not.toBe(clock('America/New_York'));
      for (const [locale, title] of [
        ['fr', 'Rendez-vous'],
        ['nl', 'Afspraken'],
      ] as const) {
        await signInToPortal(page, locale, DEMO);
        const visit = page.getByRole('region', { name: title }).getByRole('listitem').first();
        await expect(visit).toContainText(clock('Europe/Brussels'));
        await expect(visit).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
        await page.context().clearCookies();
      }
    });
  });

  test('the portal without a session goes to the login page', async ({ page }) => {
    await page.goto('/de/eigentuemer/');
    await expect(page).toHaveURL(/\/de\/login\/$/);
    expect((await page.request.get('/api/owner/stats/')).status()).toBe(401);
    expect((await page.request.post('/api/owner/preferences/', { data: { weeklyReport: true } })).status()).toBe(401);
  });

  test('wrong credentials get the same message for an unknown e-mail and a wrong password', async ({ page }) => {
    const owner = await createOwner('wrong', 'the-right-password', []);
    for (const account of [
      { email: 'nobody@vitrine.example', password: 'whatever-123' },
      { email: owner.email, password: 'wrong-password' },
    ]) {
      await signIn(page, 'fr', account);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        "Échec de la connexion : l'adresse e-mail ou le mot de passe est incorrect.",
        SIGN_IN,
      );
    }
  });
});

test.describe('owner accounts', () => {
  test('repeated failures lock the account with a growing delay', async ({ page }) => {
    const owner = await createOwner('lock', 'the-right-password', ownedBy(DEMO.email).slice(0, 1));
    const account = { email: owner.email, password: 'not-the-password' };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signIn(page, 'nl', account);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Aanmelden mislukt', SIGN_IN);
    }
    await signIn(page, 'nl', account);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Te veel mislukte pogingen', SIGN_IN);
    // Locked: even the right password is refused until the delay has passed.
    await signIn(page, 'nl', owner);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Te veel mislukte pogingen', SIGN_IN);
  });

  test('a reset link sets a new password once, and the reminder never tells whether an address exists', async ({
    page,
  }) => {
    const owner = await createOwner('reset', 'the-old-password', ownedBy(DEMO.email).slice(0, 1));
    for (const email of ['nobody@vitrine.example', owner.email]) {
      await page.goto('/fr/login/mot-de-passe-oublie/');
      await page.getByRole('main').getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'Si cette adresse correspond à un compte propriétaire',
      );
    }
    // Other tests write mails beside this one's at the same time: read the owner's, by address.
    await expect.poll(() => mailsMentioning(`To: ${owner.email}`).length).toBe(1);
    expect(mailsMentioning('To: nobody@vitrine.example')).toEqual([]);
    const mail = mailsMentioning(`To: ${owner.email}`)[0]!;
    const link = /(http:\/\/[^\s]+nouveau-mot-de-passe\/\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await saveNewPassword(page, 'short');
    await expect(page.getByText('Le mot de passe doit compter au moins 10 caractères.')).toBeVisible();
    await saveNewPassword(page, 'a-new-password-2026');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Votre mot de passe a été modifié');

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await saveNewPassword(page, 'another-password-1');
    await expect(page.getByRole('main').getByRole('alert')).toContainText("Ce lien n'est plus valable");

    await signInToPortal(page, 'fr', { email: owner.email, password: 'a-new-password-2026' });
  });
});
