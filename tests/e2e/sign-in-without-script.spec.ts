// The owners' sign-in and password pages in a browser that runs no script (docs/forms.md, owner
// sign-in), in French and Dutch: each form is posted by the browser itself and comes back to its
// page in its language with what happened; the sign-in leads to the portal. The back-office's
// sign-in, the same form, too. Then, with script, a press on "sign in" before the page's scripts
// have arrived (docs/forms.md, an early press). No typed value, password or link token is ever in
// an address the browser asked for.
import type { Page } from '@playwright/test';
import { EARLY_SUBMIT_WAIT_MS } from '@/lib/forms/early-submit-script';
import { query } from './support/catalogue';
import { holdScripts } from './support/held-scripts';
import { mailsMentioning } from './support/mail-files';
import { createOwner, type OwnerAccount } from './support/owners';
import { expect, test } from './support/visitor-test';

type Locale = 'fr' | 'nl';

// A sign-in is a memory-hard password check and a few requests: more than five seconds on a busy machine.
const SIGN_IN = { timeout: 15_000 };

const TEXTS = {
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    invalid: "Échec de la connexion : l'adresse e-mail ou le mot de passe est incorrect.",
    portal: /\/fr\/espace-proprietaire\/$/,
    properties: 'Vos biens',
    forgot: '/fr/login/mot-de-passe-oublie/',
    sendLink: 'Envoyer le lien',
    sent: 'Si cette adresse correspond à un compte propriétaire',
    emailInvalid: 'Veuillez indiquer une adresse e-mail valide.',
    link: /(http:\/\/\S+\/fr\/login\/nouveau-mot-de-passe\/\?token=[\w-]+)/,
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmez le nouveau mot de passe',
    save: 'Enregistrer le nouveau mot de passe',
    mismatch: 'Les deux mots de passe ne sont pas identiques.',
    done: 'Votre mot de passe a été modifié',
    tokenInvalid: "Ce lien n'est plus valable",
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    submitting: 'Bezig met aanmelden…',
    invalid: 'Aanmelden mislukt: het e-mailadres en/of wachtwoord is onjuist.',
    portal: /\/nl\/eigenaar\/$/,
    properties: 'Uw panden',
    forgot: '/nl/login/wachtwoord-vergeten/',
    sendLink: 'Link versturen',
    sent: 'Als dit adres bij een eigenaarsaccount hoort',
    emailInvalid: 'Geef een geldig e-mailadres op.',
    link: /(http:\/\/\S+\/nl\/login\/nieuw-wachtwoord\/\?token=[\w-]+)/,
    newPassword: 'Nieuw wachtwoord',
    confirmation: 'Bevestig het nieuwe wachtwoord',
    save: 'Nieuw wachtwoord opslaan',
    mismatch: 'De twee wachtwoorden zijn niet gelijk.',
    done: 'Uw wachtwoord is gewijzigd',
    tokenInvalid: 'Deze link is niet meer geldig',
  },
} as const;

/** A property of the demo owner, so that the portal has something to show a throwaway owner. */
const demoProperty = () =>
  query<{ propertyId: number }>(
    "SELECT op.propertyId FROM OwnerProperty op JOIN Owner o ON o.id = op.ownerId WHERE o.email = 'owner@vitrine.example' ORDER BY op.propertyId LIMIT 1",
  ).map((row) => row.propertyId);

/** Every address the browser asks for, decoded, to check that no typed value is in one. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url().replace(/\+/g, ' '))));
  return urls;
}

function expectNoValueInAddresses(urls: string[], values: string[]) {
  for (const value of values)
    expect(
      urls.filter((url) => url.includes(value)),
      `"${value}" in an address`,
    ).toEqual([]);
}

async function signIn(page: Page, locale: Locale, account: OwnerAccount) {
  const texts = TEXTS[locale];
  await page.goto(`/${locale}/login/`);
  await page.getByRole('main').getByRole('textbox', { name: texts.email, exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(account.password);
  await page.getByRole('button', { name: texts.submit }).click();
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['fr', 'nl'] as const) {
    const texts = TEXTS[locale];

    test(`${locale}: a wrong password comes back with its message, the right one reaches the portal`, async ({
      page,
    }) => {
      const urls = requestLog(page);
      const owner = await createOwner(`no-script-${locale}`, 'the-right-password', demoProperty());
      await signIn(page, locale, { email: owner.email, password: 'not-the-password' });
      await expect(page).toHaveURL(new RegExp(`/${locale}/login/\\?error=invalid$`), SIGN_IN);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.invalid);
      // Nobody types the address twice; the password is asked again.
      await expect(page.getByRole('main').getByRole('textbox', { name: texts.email, exact: true })).toHaveValue(
        owner.email,
      );
      await expect(page.locator('input[name="password"]')).toHaveValue('');

      await signIn(page, locale, owner);
      await expect(page).toHaveURL(texts.portal, SIGN_IN);
      // The portal, rendered by the server: all properties, then the one the owner has.
      await expect(page.getByRole('navigation', { name: texts.properties }).getByRole('link')).toHaveCount(2);
      expectNoValueInAddresses(urls, [owner.email, owner.password, 'not-the-password']);
    });

    test(`${locale}: a forgotten password, from the reminder to the new password, all posted by the browser`, async ({
      page,
    }) => {
      const urls = requestLog(page);
      const owner = await createOwner(`no-script-reset-${locale}`, 'the-old-password', demoProperty());
      const emailField = () => page.getByRole('main').getByRole('textbox', { name: texts.email, exact: true });
      await page.goto(texts.forgot);
      await emailField().fill('not-an-address');
      await page.getByRole('button', { name: texts.sendLink }).click();
      await expect(page).toHaveURL(/\?notice=emailInvalid$/);
      await expect(emailField()).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField()).toHaveAccessibleDescription(texts.emailInvalid);

      await emailField().fill(owner.email);
      await page.getByRole('button', { name: texts.sendLink }).click();
      await expect(page).toHaveURL(/\?notice=sent$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText(texts.sent);

      // Other tests write mails beside this one's at the same time: read the owner's, by address.
      await expect.poll(() => mailsMentioning(`To: ${owner.email}`).length, { timeout: 15_000 }).toBe(1);
      const link = new URL(texts.link.exec(mailsMentioning(`To: ${owner.email}`)[0]!)![1]!);
      const token = link.searchParams.get('token')!;
      await page.goto(link.pathname + link.search);
      const password = page.getByRole('textbox', { name: texts.newPassword, exact: true });
      const confirmation = page.getByRole('textbox', { name: texts.confirmation, exact: true });
      await password.fill('a-new-password-2026');
      await confirmation.fill('another-password-2026');
      await page.getByRole('button', { name: texts.save }).click();
      // Back at the form, the link's token kept out of the address.
      await expect(page).toHaveURL(/\?notice=passwordMismatch$/);
      await expect(confirmation).toHaveAccessibleDescription(texts.mismatch);

      await password.fill('a-new-password-2026');
      await confirmation.fill('a-new-password-2026');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\?notice=done$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText(texts.done);

      // Spent: the link again says so.
      await page.goto(link.pathname + link.search);
      await page.getByRole('textbox', { name: texts.newPassword, exact: true }).fill('another-password-1');
      await page.getByRole('textbox', { name: texts.confirmation, exact: true }).fill('another-password-1');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(texts.tokenInvalid);

      await signIn(page, locale, { email: owner.email, password: 'a-new-password-2026' });
      await expect(page).toHaveURL(texts.portal, SIGN_IN);
      // The mail's link holds the token by design; no address the forms led to does.
      const afterTheLink = urls.filter((url) => !url.includes(`?token=${token}`));
      expectNoValueInAddresses(afterTheLink, [owner.email, 'not-an-address', 'a-new-password-2026', token]);
    });
  }

  test.describe('the back-office', () => {
    test.use({ locale: 'nl-BE' });

    test('nl: the same form signs a member of staff in, or back to its page with the message', async ({ page }) => {
      const urls = requestLog(page);
      await page.goto('/admin/sign-in/');
      await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill('agency@vitrine.example');
      await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in\/\?error=invalid$/, SIGN_IN);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(TEXTS.nl.invalid);

      await expect(page.getByRole('textbox', { name: 'E-mailadres', exact: true })).toHaveValue(
        'agency@vitrine.example',
      );
      await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill('vitrine-agency-2026');
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(page).toHaveURL(/\/admin\/$/, SIGN_IN);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sophie Lambert');
      expectNoValueInAddresses(urls, ['agency@vitrine.example', 'vitrine-agency-2026', 'not-the-password']);
    });
  });
});

/**
 * The sign-in posts to next-auth's credentials callback, with how each was sent; one post followed
 * to the callback's address with its trailing slash is one.
 */
function signInPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const sent = request.method() === 'POST' && request.redirectedFrom() === null;
    if (sent && request.url().includes('/api/auth/callback/credentials'))
      posts.push(request.postData()?.includes('json=true') ? 'script' : 'browser');
  });
  return posts;
}

/**
 * An owner who opened the sign-in page in `locale` while its scripts are held back, and typed their
 * address and password: the held scripts, and the sign-in posts as they are sent.
 */
async function typedBeforeTheScripts(page: Page, locale: Locale) {
  const owner = await createOwner(`early-${locale}`, 'the-right-password', demoProperty());
  const scripts = await holdScripts(page);
  const posts = signInPosts(page);
  await page.goto(`/${locale}/login/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('textbox', { name: TEXTS[locale].email, exact: true }).fill(owner.email);
  await page.getByRole('textbox', { name: TEXTS[locale].password, exact: true }).fill(owner.password);
  return { scripts, posts };
}

test.describe('a press before the scripts', () => {
  test('fr: the press is kept, then sent by the form’s code once it arrives', async ({ page }) => {
    const { scripts, posts } = await typedBeforeTheScripts(page, 'fr');
    expect(scripts.count(), 'the scripts are held back').toBeGreaterThan(0);

    const form = page.getByRole('main').locator('form[data-early-submit]');
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: TEXTS.fr.submitting })).toBeVisible();
    expect(posts, 'nothing is posted while the scripts are held').toEqual([]);

    await scripts.release();
    await expect(page).toHaveURL(TEXTS.fr.portal, SIGN_IN);
    expect(posts).toEqual(['script']);
  });

  test('nl: held back past the early script’s wait, the browser posts the form itself, and only it', async ({
    page,
  }) => {
    const { scripts, posts } = await typedBeforeTheScripts(page, 'nl');
    await page.getByRole('button', { name: TEXTS.nl.submit }).click();

    await expect(page).toHaveURL(TEXTS.nl.portal, { timeout: EARLY_SUBMIT_WAIT_MS + SIGN_IN.timeout });
    await scripts.release();
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual(['browser']);
  });
});
