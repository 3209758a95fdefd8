import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { idWhere, prepareContext, property, propertyPath } from './support/property-pages';
import { clickOnceHydrated } from './support/hydrated';
import { showMap } from './support/maps';

// The price only with PublishPrice, street and number only with PublishAddress (docs/domain-rules.md,
// private fields). Checked
// on everything the page sends (HTML, React payload, JSON-LD, map, estimate, metadata).
const HIDDEN_PRICE = idWhere('goal = 0 AND publishPrice = 0 AND publishAddress = 1 AND registrationRights IS NULL');
const HIDDEN_ADDRESS = idWhere('goal = 0 AND publishAddress = 0 AND projectId IS NULL AND videoUrl IS NULL');
const HIDDEN_ADDRESS_RICH = idWhere(
  'goal = 0 AND publishAddress = 0 AND id IN (SELECT propertyId FROM PropertyDocument WHERE public = 0)',
);

// Every way a price may be written: 270000, 270.000, 270,000, 270 000.
function amountForms(amount: number): string[] {
  const digits = String(Math.round(amount));
  const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return [digits, grouped('.'), grouped(','), grouped(' '), grouped('\u202f')];
}

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'];
}

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

for (const locale of ['fr', 'nl'] as const) {
  test(`a private price appears nowhere (${locale})`, async ({ page }) => {
    const row = property(HIDDEN_PRICE);
    expect(row.price).toBeGreaterThan(0);
    const response = await page.goto(propertyPath(HIDDEN_PRICE, locale));
    const html = await response!.text();
    for (const form of amountForms(row.price!)) expect(html).not.toContain(form);

    await expect(
      page
        .getByRole('main')
        .getByText(locale === 'fr' ? 'Prix sur demande' : 'Prijs op aanvraag')
        .first(),
    ).toBeVisible();
    const [listing] = await jsonLd(page);
    expect(listing.offers).not.toHaveProperty('price');
    expect(listing.offers).not.toHaveProperty('priceSpecification');

    // The estimate starts empty and asks for an amount instead of giving the price away.
    const financialTab = page.getByRole('tab', { name: locale === 'fr' ? 'Infos financières' : 'Financiële info' });
    await clickOnceHydrated(financialTab);
    const price = page.getByLabel(locale === 'fr' ? "Prix d'achat (€)" : 'Aankoopprijs (€)');
    await expect(price).toHaveValue('');
    await expect(page.getByLabel(locale === 'fr' ? 'Fonds propres (€)' : 'Eigen inbreng (€)')).toHaveValue('');
  });

  test(`a private address appears nowhere, and the map shows the town's area (${locale})`, async ({ page }) => {
    const row = property(HIDDEN_ADDRESS);
    const [own] = query<{ latitude: number; longitude: number }>(
      'SELECT latitude, longitude FROM Property WHERE id = ?',
      HIDDEN_ADDRESS,
    );
    const [town] = query<{ latitude: number; longitude: number }>(
      'SELECT c.latitude, c.longitude FROM City c JOIN Property p ON p.cityId = c.id WHERE p.id = ?',
      HIDDEN_ADDRESS,
    );
    const response = await page.goto(propertyPath(HIDDEN_ADDRESS, locale));
    const html = await response!.text();
    expect(row.street).toBeTruthy();
    expect(html).not.toContain(row.street!);
    // The property's own position is not sent either (unless it is the town's own).
    if (own!.latitude !== town!.latitude) expect(html).not.toContain(String(own!.latitude));

    const [, place] = await jsonLd(page);
    expect(place.address).not.toHaveProperty('streetAddress');
    expect(place).not.toHaveProperty('geo');
    expect(place.address.postalCode).toBe(row.zip);

    const mapTab = page.getByRole('tab', { name: locale === 'fr' ? 'Carte' : 'Kaart' });
    await clickOnceHydrated(mapTab);
    await showMap(page);
    const map = page.locator('[data-approximate]');
    await expect(map).toHaveAttribute('data-approximate', 'true');
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: locale === 'fr' ? 'Carte' : 'Kaart' })).toContainText(
      locale === 'fr' ? 'Emplacement approximatif' : 'Benaderende ligging',
    );
    await expect(page.getByRole('tab', { name: 'Street View' })).toHaveCount(0);
  });
}

test('the Ghent house keeps its address private in every language, metadata included', async ({ page }) => {
  const row = property(HIDDEN_ADDRESS_RICH);
  for (const locale of ['fr', 'nl', 'en', 'de'] as const) {
    const response = await page.goto(propertyPath(HIDDEN_ADDRESS_RICH, locale));
    const html = await response!.text();
    expect(html).not.toContain(row.street!);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).not.toContain(row.street!);
  }
});
