// A search alert made from the listing's filters (docs/forms.md, search alert from a listing), in
// Chromium: the disclosure says which criteria the alert keeps and which it leaves out, the form
// answers in place with JavaScript and with a redirect to the "check your mailbox" page without,
// the alert waits until the link of its confirmation mail is followed and confirmed, and the
// listing's HTML never holds a visitor's address. In French and Dutch, and on an empty result.
import type { Browser, Page } from '@playwright/test';
import { query } from './support/catalogue';
import { hydrated } from './support/hydrated';
import { untilTimeTokenCounts } from './support/time-token';
import { SALE, RENT } from './support/listing-results';
import { localhostOrigin } from './support/localhost-origin';
import { mailsMentioning } from './support/mail-files';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/visitor-test';

test.use(localhostOrigin);

type Locale = 'fr' | 'nl';

const alertOf = (email: string) =>
  query<{
    locale: string;
    goal: number;
    towns: string;
    bedroomsMin: number | null;
    priceMax: number | null;
    confirmedAt: string | null;
  }>('SELECT locale, goal, towns, bedroomsMin, priceMax, confirmedAt FROM SearchAlert WHERE email = ?', email);

/** The town with the most houses and flats for sale of two bedrooms or more, named in `locale`. */
function busiestTown(locale: Locale) {
  return query<{ name: string; zip: string }>(
    `SELECT ct.name, c.zip FROM Property p JOIN City c ON c.id = p.cityId
       JOIN CityTranslation ct ON ct.cityId = c.id AND ct.locale = ?
     WHERE p.status = 'available' AND p.goal = 0 AND p.bedrooms >= 2
     GROUP BY c.id ORDER BY COUNT(*) DESC, c.zip LIMIT 1`,
    locale,
  )[0]!;
}

const TEXT = {
  fr: {
    toggle: 'Créer une alerte pour cette recherche',
    toggleEmpty: "Aucun bien ne correspond encore : recevez un e-mail dès qu'il y en a un",
    kept: "Nous vous écrirons dès qu'un nouveau bien correspond à :",
    left: "Non repris dans l'alerte : Jardin.",
    bedrooms: '2 chambres ou plus',
    email: 'Adresse e-mail',
    robot: 'Je ne suis pas un robot',
    submit: "Créer l'alerte",
    sent: 'Consultez votre boîte mail : nous vous avons envoyé un lien pour confirmer votre alerte.',
    thanks: /\/fr\/merci\/alerte-e-mail\/$/,
    subject: 'Confirmez votre alerte',
    link: /http:\/\/[^\s]+(\/fr\/confirmer-alerte\/\?id=\d+&token=[\w-]+)/,
    confirm: 'Confirmer mon alerte',
    confirmed: 'Votre alerte est active',
    privacyRequired: 'Veuillez accepter la déclaration de confidentialité.',
  },
  nl: {
    toggle: 'Maak een e-mailmelding voor deze zoekopdracht',
    toggleEmpty: 'Nog geen pand dat past: ontvang een e-mail zodra er een is',
    kept: 'We mailen u zodra een nieuw pand past bij:',
    left: 'Niet opgenomen in de melding: Tuin.',
    bedrooms: '2 slaapkamers of meer',
    email: 'E-mailadres',
    robot: 'Ik ben geen robot',
    submit: 'Melding aanmaken',
    sent: 'Kijk in uw mailbox: we stuurden u een link om uw melding te bevestigen.',
    thanks: /\/nl\/bedankt\/e-mailmelding\/$/,
    subject: 'Bevestig uw e-mailmelding',
    link: /http:\/\/[^\s]+(\/nl\/zoekopdracht-bevestigen\/\?id=\d+&token=[\w-]+)/,
    confirm: 'Mijn melding bevestigen',
    confirmed: 'Uw melding is actief',
    privacyRequired: 'Aanvaard de privacyverklaring.',
  },
} as const;

/** The listing for sale in `locale`, in a town, two bedrooms or more, with a garden (which no alert keeps). */
function searchPath(locale: Locale) {
  const town = busiestTown(locale);
  const query = new URLSearchParams({ city: `${town.name}|${town.zip}`, bedrooms: '2', feature: 'garden' });
  return { town, path: `${SALE[locale]}?${query}` };
}

const disclosure = (page: Page, toggle: string) => page.locator('details', { has: page.getByText(toggle) });

/**
 * Follows the confirmation mail's link, which confirms nothing until the button is pressed. axe
 * runs inside the page, so a page without script is not audited (its analysis would never end):
 * the test with JavaScript audits the same page.
 */
async function confirmFromMail(page: Page, locale: Locale, email: string, { audit }: { audit: boolean }) {
  const text = TEXT[locale];
  await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailsMentioning(email)[0]!;
  expect(mail).toContain(text.subject);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await page.goto(text.link.exec(mail)![1]!);
  await expect(page.getByRole('button', { name: text.confirm })).toBeVisible();
  expect(alertOf(email)[0]?.confirmedAt).toBeNull();
  if (audit) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByText(text.confirmed)).toBeVisible({ timeout: 15_000 });
  expect(alertOf(email)[0]?.confirmedAt).not.toBeNull();
}

/** A page without JavaScript, in a context of its own that comes from the test's visitor address. */
async function withoutScript(browser: Browser, visitorAddress: string) {
  const context = await browser.newContext({
    ...localhostOrigin,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress },
  });
  return { context, page: await context.newPage() };
}

for (const locale of ['fr', 'nl'] as const) {
  const text = TEXT[locale];

  test(`with JavaScript, the alert is made in place from the filters and confirmed from its mail (${locale})`, async ({
    page,
    request,
  }, info) => {
    const email = `alert-${locale}-${info.project.name}-${Date.now()}@example.be`;
    const { town, path } = searchPath(locale);
    await page.goto(path);
    await hydrated(page);
    const alert = disclosure(page, text.toggle);
    await alert.getByText(text.toggle).click();
    // What is kept, named as the chips name it, and what is not.
    await expect(alert.getByText(text.kept)).toContainText(`${town.name} (${town.zip}) · ${text.bedrooms}`);
    await expect(alert.getByText(text.left)).toBeVisible();
    await expectNoAxeViolations(page);

    await alert.getByRole('textbox', { name: text.email, exact: true }).fill(email);
    await alert.locator('input[name="privacy"]').check();
    await alert.getByLabel(text.robot).click();
    await expect(alert.getByLabel(text.robot)).toBeChecked({ timeout: 15_000 });
    await alert.getByRole('button', { name: text.submit }).click();
    await expect(alert.getByText(text.sent)).toBeVisible({ timeout: 15_000 });
    // In place: still the same search, and the address in no URL.
    expect(page.url()).toContain(path.split('?')[0]!);
    expect(page.url()).not.toContain(email);

    expect(alertOf(email)).toEqual([
      expect.objectContaining({
        locale,
        goal: 0,
        bedroomsMin: 2,
        towns: `${town.name}|${town.zip}`,
        confirmedAt: null,
      }),
    ]);
    // The listing every visitor gets holds nobody's address.
    expect(await (await request.get(path)).text()).not.toContain(email);

    await confirmFromMail(page, locale, email, { audit: true });
  });

  test(`without JavaScript, the form posts itself and the "check your mailbox" page follows (${locale})`, async ({
    browser,
    visitorAddress,
  }, info) => {
    const email = `alert-plain-${locale}-${info.project.name}-${Date.now()}@example.be`;
    const { path } = searchPath(locale);
    const { context, page } = await withoutScript(browser, visitorAddress);
    await page.goto(path);
    const alert = disclosure(page, text.toggle);
    await alert.getByText(text.toggle).click();
    await alert.getByRole('textbox', { name: text.email, exact: true }).fill(email);
    await alert.locator('input[name="privacy"]').check();
    await untilTimeTokenCounts(alert);
    await alert.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(text.thanks);
    await expect(page.getByText(text.sent)).toBeVisible();
    expect(alertOf(email)).toHaveLength(1);
    await confirmFromMail(page, locale, email, { audit: false });
    await context.close();
  });
}

test('without JavaScript, a refused alert comes back to the same search, open, with what was typed (fr)', async ({
  browser,
  visitorAddress,
}, info) => {
  const text = TEXT.fr;
  const email = `alert-refused-${info.project.name}-${Date.now()}@example.be`;
  const { path } = searchPath('fr');
  const { context, page } = await withoutScript(browser, visitorAddress);
  await page.goto(path);
  const alert = disclosure(page, text.toggle);
  await alert.getByText(text.toggle).click();
  await alert.getByRole('textbox', { name: text.email, exact: true }).fill(email);
  await untilTimeTokenCounts(alert);
  // The privacy box left unticked.
  await alert.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === SALE.fr && url.searchParams.get('bedrooms') === '2');
  expect(page.url()).not.toContain(email);
  const back = disclosure(page, text.toggle);
  await expect(back).toHaveAttribute('open', '');
  await expect(back.getByText(text.privacyRequired)).toBeVisible();
  await expect(back.getByRole('textbox', { name: text.email, exact: true })).toHaveValue(email);
  expect(alertOf(email)).toEqual([]);
  await context.close();
});

test('on an empty result, the alert is offered for when a property comes (nl, and fr without JavaScript)', async ({
  page,
  browser,
  visitorAddress,
}, info) => {
  // No rental costs a euro a month.
  const empty = { nl: `${RENT.nl}?priceMax=1`, fr: `${RENT.fr}?priceMax=1` };

  const email = `alert-empty-nl-${info.project.name}-${Date.now()}@example.be`;
  await page.goto(empty.nl);
  const alert = disclosure(page, TEXT.nl.toggleEmpty);
  await expect(alert.getByText(TEXT.nl.toggleEmpty)).toBeVisible();
  // One alert on the page: on the empty result, none in the toolbar.
  await expect(page.getByText(TEXT.nl.toggle)).toHaveCount(0);
  // No card tells hydration here (support/hydrated.ts): React has taken the form once it has
  // attached its props to the element; the captcha box answers only from then on.
  await expect
    .poll(() =>
      alert.locator('form').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await alert.getByText(TEXT.nl.toggleEmpty).click();
  await alert.getByRole('textbox', { name: TEXT.nl.email, exact: true }).fill(email);
  await alert.locator('input[name="privacy"]').check();
  await alert.getByLabel(TEXT.nl.robot).click();
  await expect(alert.getByLabel(TEXT.nl.robot)).toBeChecked({ timeout: 15_000 });
  await alert.getByRole('button', { name: TEXT.nl.submit }).click();
  await expect(alert.getByText(TEXT.nl.sent)).toBeVisible({ timeout: 15_000 });
  expect(alertOf(email)).toEqual([expect.objectContaining({ locale: 'nl', goal: 1, priceMax: 1, confirmedAt: null })]);

  const plain = `alert-empty-fr-${info.project.name}-${Date.now()}@example.be`;
  const { context, page: scriptless } = await withoutScript(browser, visitorAddress);
  await scriptless.goto(empty.fr);
  const plainAlert = disclosure(scriptless, TEXT.fr.toggleEmpty);
  await plainAlert.getByText(TEXT.fr.toggleEmpty).click();
  await plainAlert.getByRole('textbox', { name: TEXT.fr.email, exact: true }).fill(plain);
  await plainAlert.locator('input[name="privacy"]').check();
  await untilTimeTokenCounts(plainAlert);
  await plainAlert.getByRole('button', { name: TEXT.fr.submit }).click();
  await expect(scriptless).toHaveURL(TEXT.fr.thanks);
  expect(alertOf(plain)).toEqual([expect.objectContaining({ locale: 'fr', goal: 1, priceMax: 1 })]);
  await context.close();
});
