// The demand register in Chromium: zones chosen with the keyboard on the check boxes and by
// clicking the map (the two stay in sync), the server's checks shown at their fields, the real
// captcha, the thank-you page, and the stored search alert with its confirmation mail.
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { localhostOrigin } from './support/localhost-origin';
import { mailsMentioning } from './support/mail-files';
import { expectNoAxeViolations } from './support/axe';

const alertOf = (email: string) =>
  query<{ locale: string; goal: number; typeWebIds: string; zones: string; priceMin: number; priceMax: number }>(
    'SELECT locale, goal, typeWebIds, zones, priceMin, priceMax FROM SearchAlert WHERE email = ?',
    email,
  );
const firstType = (locale: string) =>
  query<{ webId: number; name: string }>(
    `SELECT t.webId, tt.name FROM PropertyType t JOIN PropertyTypeTranslation tt ON tt.typeId = t.id
     WHERE tt.locale = ? ORDER BY t.showOrder, t.webId LIMIT 1`,
    locale,
  )[0]!;

const LABELS = {
  fr: {
    path: '/fr/recherche/',
    buy: 'Acheter',
    namur: 'Province de Namur',
    walloonBrabant: 'Brabant wallon',
    limburg: 'Limbourg',
    priceMin: 'Prix minimum (€)',
    priceMax: 'Prix maximum (€)',
    first: 'Prénom',
    last: 'Nom',
    email: 'Adresse e-mail',
    robot: 'Je ne suis pas un robot',
    send: 'Enregistrer ma recherche',
    chooseOne: 'Veuillez choisir au moins une option.',
    priceOrder: 'Le prix maximum doit être supérieur ou égal au prix minimum.',
    thanks: /\/fr\/merci\/recherche\/$/,
    subject: 'Votre recherche est enregistrée',
  },
  nl: {
    path: '/nl/zoekopdracht/',
    buy: 'Kopen',
    namur: 'Provincie Namen',
    walloonBrabant: 'Waals-Brabant',
    limburg: 'Limburg',
    priceMin: 'Minimumprijs (€)',
    priceMax: 'Maximumprijs (€)',
    first: 'Voornaam',
    last: 'Naam',
    email: 'E-mailadres',
    robot: 'Ik ben geen robot',
    send: 'Zoekopdracht opslaan',
    chooseOne: 'Kies minstens één optie.',
    priceOrder: 'De maximumprijs moet gelijk aan of hoger dan de minimumprijs zijn.',
    thanks: /\/nl\/bedankt\/zoekopdracht\/$/,
    subject: 'Uw zoekopdracht is geregistreerd',
  },
} as const;

test.use(localhostOrigin);

test.describe('demand register', () => {
  for (const locale of ['fr', 'nl'] as const) {
    const labels = LABELS[locale];
    test(`a visitor registers a search (${locale}): keyboard and map choose the same zones`, async ({ page }, info) => {
      const email = `demand-${locale}-${info.project.name}-${Date.now()}@example.be`;
      await page.goto(labels.path);
      const form = page.locator('form[aria-labelledby="demand-form-title"]');
      await expectNoAxeViolations(page);

      // Nothing chosen: the three choice groups say so at their place.
      await form.getByRole('button', { name: labels.send }).click();
      await expect(form.getByText(labels.chooseOne)).toHaveCount(2);
      await expect(form.getByRole('textbox', { name: labels.first })).toHaveAttribute('aria-invalid', 'true');

      await form.getByRole('radio', { name: labels.buy }).check();
      const type = firstType(locale);
      await form.getByRole('checkbox', { name: type.name, exact: true }).check();

      // Keyboard: Space on one box, Tab to the next, Space again; the map follows.
      const map = form.getByTestId('zone-map');
      await form.getByRole('checkbox', { name: labels.namur }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('checkbox', { name: labels.walloonBrabant })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(map.locator('[data-zone="namur"]')).toHaveAttribute('data-selected', 'true');
      await expect(map.locator('[data-zone="walloon-brabant"]')).toHaveAttribute('data-selected', 'true');

      // Mouse: a click on the map ticks the box, a second click on Namur unticks it.
      await map.locator('[data-zone="limburg"]').click();
      await expect(form.getByRole('checkbox', { name: labels.limburg, exact: true })).toBeChecked();
      await map.locator('[data-zone="namur"]').click();
      await expect(form.getByRole('checkbox', { name: labels.namur })).not.toBeChecked();
      await expect(map.locator('[data-zone="namur"]')).not.toHaveAttribute('data-selected', 'true');

      await form.getByLabel(labels.priceMin).fill('300000');
      await form.getByLabel(labels.priceMax).fill('200000');
      await form.getByRole('textbox', { name: labels.first, exact: true }).fill('Marie');
      await form.getByRole('textbox', { name: labels.last, exact: true }).fill('Dupont');
      await form.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
      await form.locator('input[name="privacy"]').check();
      await form.getByRole('button', { name: labels.send }).click();
      await expect(form.getByText(labels.priceOrder)).toBeVisible();
      await expect(form.getByLabel(labels.priceMax)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      await form.getByLabel(labels.priceMax).fill('450000');
      // The box ticks once the browser has solved the proof of work.
      await form.getByLabel(labels.robot).click();
      await expect(form.getByLabel(labels.robot)).toBeChecked({ timeout: 15_000 });
      await form.getByRole('button', { name: labels.send }).click();
      await expect(page).toHaveURL(labels.thanks, { timeout: 15_000 });

      const [alert] = alertOf(email);
      expect(alert).toMatchObject({
        locale,
        goal: 0,
        typeWebIds: String(type.webId),
        priceMin: 300_000,
        priceMax: 450_000,
      });
      expect(alert!.zones.split(',').sort()).toEqual(['limburg', 'walloon-brabant']);
      await expect.poll(() => mailsMentioning(email).length, { timeout: 20_000 }).toBe(2);
      expect(
        mailsMentioning(email).some((mail) => mail.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click')),
      ).toBe(true);
    });
  }

  test('the map and the list work at phone width @phone', async ({ page }) => {
    await page.goto('/fr/recherche/');
    const form = page.locator('form[aria-labelledby="demand-form-title"]');
    const map = form.getByTestId('zone-map');
    await expect(map).toBeVisible();
    await map.locator('[data-zone="brussels"]').click();
    await expect(form.getByRole('checkbox', { name: 'Région de Bruxelles-Capitale' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Grand-Duché de Luxembourg' }).check();
    await expect(map.locator('[data-zone="luxembourg"]')).toHaveAttribute('data-selected', 'true');
    await expectNoAxeViolations(page);
  });
});
