import type { Page } from '@playwright/test';
import { formatAmount } from '@/lib/domain/price';
import { query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { expectedIds, expectResults, RENT, results, SALE } from './support/listing-results';
import { propertyPath } from './support/property-pages';
import { expect, test } from './support/visitor-test';

// The cards' badges and the listing's "new" and "price reduced" criteria (docs/domain-rules.md,
// under option, new listings and price reductions) on the demo data, whose seed imports a second feed that
// publishes a few properties and reduces others (prisma/seed/recent-activity.ts). The expected
// sets come from plain SQL over the database the site is served from.

const TEXT = {
  fr: {
    reduced: 'Prix en baisse',
    new: 'Nouveau',
    option: 'Sous option',
    was: 'Ancien prix :',
    more: 'Plus de critères',
    remove: 'Retirer le critère : ',
    photos: (count: number) => `${count} photos`,
  },
  nl: {
    reduced: 'Prijs verlaagd',
    new: 'Nieuw',
    option: 'Onder optie',
    was: 'Vorige prijs:',
    more: 'Meer criteria',
    remove: 'Criterium verwijderen: ',
    photos: (count: number) => `${count} foto's`,
  },
} as const;

const DAY = 86_400_000;
/** The instant `days` ago as the database writes its dates, to the millisecond. */
const since = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 23);
const ON_OFFER = 'p.marquee NOT IN (3, 4)';
const REDUCED = () =>
  `${ON_OFFER} AND p.publishPrice = 1 AND p.previousPrice > p.price AND substr(p.priceReducedAt, 1, 23) >= '${since(30)}'`;
const NEW = () => `${ON_OFFER} AND substr(p.createdAt, 1, 23) >= '${since(7)}'`;

type Priced = { price: number; previousPrice: number | null; surfaceLiving: number | null; photos: number };
const priced = (id: number) =>
  query<Priced>(
    `SELECT price, previousPrice, surfaceLiving, (SELECT COUNT(*) FROM PropertyPicture WHERE propertyId = p.id) AS photos
       FROM Property p WHERE id = ?`,
    id,
  )[0]!;

const card = (page: Page, id: number) =>
  results(page)
    .locator('article')
    .filter({ has: page.locator(`h3 a[href$="/${id}/"]`) });

for (const locale of ['fr', 'nl'] as const) {
  const L = TEXT[locale];

  test.describe(`badges in ${locale}`, () => {
    test('a reduced sale wears its badge and its old price, struck through, on its card and its page', async ({
      page,
    }) => {
      const reduced = expectedIds(0, [REDUCED()]);
      expect(reduced.length, 'the demo seed reduces sales').toBeGreaterThanOrEqual(2);
      const [id] = reduced;
      const { price, previousPrice } = priced(id!);

      await page.goto(`${SALE[locale]}?recent=reduced`);
      const reducedCard = card(page, id!);
      await expect(reducedCard.locator('.property-card-badges')).toHaveText(L.reduced);
      await expect(reducedCard.locator('.property-card-price')).toContainText(formatAmount(price)!);
      await expect(reducedCard.locator('s')).toHaveText(formatAmount(previousPrice)!);
      // What a screen reader reads, which does not announce the strike.
      await expect(reducedCard.locator('.property-card-was')).toHaveText(`${L.was} ${formatAmount(previousPrice)}`);
      await expectNoAxeViolations(page, {
        include: ['section[aria-labelledby="listing-results"]'],
        rules: ['color-contrast'],
      });

      await page.goto(propertyPath(id!, locale));
      await expect(page.locator('[data-flag="reduced"]')).toHaveText(L.reduced);
      await expect(page.locator('[data-flag="reduced"] ~ p s')).toHaveText(formatAmount(previousPrice)!);
    });

    test('the "price reduced" criterion narrows the listing to them, and its chip takes it away', async ({ page }) => {
      const all = expectedIds(0);
      const reduced = expectedIds(0, [REDUCED()]);
      expect(reduced.length).toBeLessThan(all.length);

      await page.goto(SALE[locale]);
      await hydrated(page);
      await page.locator('summary', { hasText: L.more }).click();
      await page.getByRole('checkbox', { name: `${L.reduced} (${reduced.length})` }).check();
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}\\?recent=reduced$`));
      await expectResults(page, reduced);
      for (const id of reduced) await expect(card(page, id).locator('.property-card-badges')).toContainText(L.reduced);

      await page.getByRole('link', { name: `${L.remove}${L.reduced}` }).click();
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}$`));
      await expectResults(page, all);
    });

    for (const [goal, listing] of [
      [0, SALE],
      [1, RENT],
    ] as const) {
      test(`a ${goal === 0 ? 'sale' : 'rental'} under option wears its badge on its card and its page`, async ({
        page,
      }) => {
        const [id] = expectedIds(goal, [ON_OFFER, 'p.underOption = 1']);
        expect(id, 'the demo feed puts a property of each goal under option').toBeDefined();
        const { recordFile } = query<{ recordFile: string }>('SELECT recordFile FROM Property WHERE id = ?', id)[0]!;

        await page.goto(`${listing[locale]}?ref=${recordFile}`);
        await expect(card(page, id!).locator('.property-card-badges')).toContainText(L.option);
        await page.goto(propertyPath(id!, locale));
        await expect(page.locator('[data-flag="option"]')).toHaveText(L.option, { ignoreCase: true });
      });
    }

    test('a new sale leads the listing with its badge, photo count and price per m²', async ({ page }) => {
      const [id] = expectedIds(0, [NEW()]);
      expect(id, 'the demo seed publishes a sale').toBeDefined();
      expect(expectedIds(0)[0], 'the newest sale').toBe(id);
      const { price, surfaceLiving, photos } = priced(id!);

      await page.goto(SALE[locale]);
      const newCard = card(page, id!);
      await expect(newCard.locator('.property-card-badges')).toHaveText(L.new);
      await expect(newCard.locator('.property-card-photos')).toHaveText(L.photos(photos));
      // Every sale card with a published price and a living area shows its price per m², sorted or not.
      await expect(newCard).toContainText(`${formatAmount(Math.round(price / surfaceLiving!))}/m²`);
    });
  });
}
