import sharp from 'sharp';
import { expect, test } from './support/visitor-test';
import { formatAmount } from '@/lib/domain/price';
import { localizedPath } from '@/lib/i18n/localized-path';
import { query } from './support/catalogue';
import { elementHydrated } from './support/hydrated';
import { expectNoAxeViolations } from './support/axe';
import { idWhere, prepareContext, property, propertyPath } from './support/property-pages';

// A sale, a rental, a sold and a rented property and a missing one, in French and Dutch:
// what a visitor sees at the top of the page and how they can act on it.
const SALE = idWhere('goal = 0 AND marquee = 0 AND publishPrice = 1 AND publishAddress = 1 AND projectId IS NULL');
const RENT = idWhere('goal <> 0 AND marquee = 0 AND publishPrice = 1');
const SOLD = idWhere('goal = 0 AND marquee = 3');
const RENTED = idWhere('goal <> 0 AND marquee = 4');

const TEXT = {
  fr: {
    forSale: 'À vendre',
    forRent: 'À louer',
    breadcrumb: "Fil d'Ariane",
    perMonth: '/ mois',
    sold: 'Ce bien est vendu',
    rented: 'Ce bien est loué',
    soldFlag: 'Vendu',
    rentedFlag: 'Loué',
    similar: 'Voir des biens similaires',
    notFound: 'Bien introuvable',
  },
  nl: {
    forSale: 'Te koop',
    forRent: 'Te huur',
    breadcrumb: 'Kruimelpad',
    perMonth: '/ maand',
    sold: 'Dit pand is verkocht',
    rented: 'Dit pand is verhuurd',
    soldFlag: 'Verkocht',
    rentedFlag: 'Verhuurd',
    similar: 'Vergelijkbare panden bekijken',
    notFound: 'Pand niet gevonden',
  },
} as const;

const titleOf = (id: number, locale: string) =>
  query<{ title: string }>('SELECT title FROM PropertyTranslation WHERE propertyId = ? AND locale = ?', id, locale)[0]!
    .title;

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

for (const locale of ['fr', 'nl'] as const) {
  const text = TEXT[locale];
  const contact = localizedPath('/contact', locale);

  test.describe(`in ${locale}`, () => {
    test('a sale shows its breadcrumb, price and the four forms to act on it', async ({ page }) => {
      const response = await page.goto(propertyPath(SALE, locale));
      expect(response?.status()).toBe(200);
      const title = titleOf(SALE, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const breadcrumb = page.getByRole('navigation', { name: text.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: text.forSale })).toHaveAttribute(
        'href',
        localizedPath('/for-sale', locale),
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);
      await expect(
        page
          .getByRole('main')
          .getByText(formatAmount(property(SALE).price)!)
          .first(),
      ).toBeVisible();
      const forms = await page
        .getByRole('complementary')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')).filter((href) => href?.includes('?property=')),
        );
      expect(forms).toEqual(
        ['contact', 'visit', 'offer', 'send-to-friend'].map(
          (subject) => `${contact}?property=${SALE}&subject=${subject}`,
        ),
      );
      await expect(page.getByRole('status').filter({ hasText: text.sold })).toHaveCount(0);
    });

    test('a rental shows its monthly rent and the rent application', async ({ page }) => {
      await page.goto(propertyPath(RENT, locale));
      const breadcrumb = page.getByRole('navigation', { name: text.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: text.forRent })).toBeVisible();
      await expect(page.getByRole('main').getByText(text.perMonth).first()).toBeVisible();
      await expect(
        page.getByRole('complementary').locator(`a[href="${contact}?property=${RENT}&subject=application"]`),
      ).toBeVisible();
      await expect(page.getByRole('complementary').locator('a[href*="subject=offer"]')).toHaveCount(0);
    });

    for (const [kind, id] of [
      ['sold', SOLD],
      ['rented', RENTED],
    ] as const) {
      test(`a ${kind} property stays reachable with its banner and flag, and offers similar ones instead of forms`, async ({
        page,
      }) => {
        const response = await page.goto(propertyPath(id, locale));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('status').filter({ hasText: text[kind] })).toBeVisible();
        await expect(page.locator(`[data-flag="${kind}"]`)).toHaveText(text[`${kind}Flag`]);
        const aside = page.getByRole('complementary');
        await expect(aside.locator('a[href*="?property="]')).toHaveCount(0);
        const listing = localizedPath(kind === 'sold' ? '/for-sale' : '/for-rent', locale);
        await expect(aside.locator(`a[href^="${listing}?type="]`)).toBeVisible();
        const similar = aside.getByRole('link', { name: text.similar });
        if (await similar.count()) {
          // The link selects the tab in place once the page's script runs: wait for it and for the tabs.
          await elementHydrated(similar);
          await elementHydrated(page.getByRole('tab', { selected: true }));
          await similar.click();
          await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-similar');
        }
      });
    }

    test('a missing property answers 404 "property not found" with a search form', async ({ page }) => {
      const path = localizedPath(
        locale === 'fr' ? '/for-sale/[city]/[title]/[id]' : '/for-rent/[city]/[title]/[id]',
        locale,
        {
          city: 'nowhere',
          title: 'nothing',
          id: 99999999,
        },
      );
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expect(page.getByRole('main').getByRole('search').getByRole('searchbox')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  });
}

test('the old /property/{id}/ path of a missing property is a 404 too', async ({ page }) => {
  const response = await page.goto('/property/99999999/?lng=nl');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand niet gevonden');
});

test('a stale slug redirects to the canonical page, keeping the selected tab', async ({ request }) => {
  const response = await request.get(`/fr/a-vendre/old/old-title/${SALE}/?tab=map`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe(`${propertyPath(SALE, 'fr')}?tab=map`);
});

test('search engines get a title, description, canonical, hreflang, a card image and JSON-LD', async ({ page }) => {
  const path = propertyPath(SALE, 'nl');
  await page.goto(path);
  const title = titleOf(SALE, 'nl');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^${escaped} – te koop \\| `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
  const hreflang = page.locator('link[rel="alternate"][hreflang="fr"]');
  expect(new URL((await hreflang.getAttribute('href'))!).pathname).toBe(propertyPath(SALE, 'fr'));
  // The card image: the main photo cropped to the 1200 × 630 the services show.
  const image = page.locator('meta[property="og:image"]').first();
  await expect(image).toHaveAttribute('content', new RegExp(`/api/share-image/property/${SALE}/$`));
  await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630');
  const picture = await page.request.get(new URL((await image.getAttribute('content'))!).pathname);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute(
    'content',
    (await image.getAttribute('content'))!,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'];
  const row = property(SALE);
  expect(graph[0]).toMatchObject({ '@type': 'RealEstateListing', name: title, inLanguage: 'nl' });
  expect(graph[0].offers).toMatchObject({ '@type': 'Offer', price: row.price, priceCurrency: 'EUR' });
  expect(graph[1].address.streetAddress).toContain(`${row.street} ${row.houseNumber}`);
  expect(graph[1].address.postalCode).toBe(row.zip);
  expect(graph[2]['@type']).toBe('BreadcrumbList');
  expect(graph[2].itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Te koop', title]);
});

test('a Luxembourg property names its country and writes its postcode L-…, on the page, its card and in JSON-LD', async ({
  page,
}) => {
  const id = idWhere('countryId = 50 AND marquee = 0 AND goal = 0');
  const row = property(id);
  for (const [locale, country, listing] of [
    ['fr', 'Luxembourg', '/fr/a-vendre/?region=luxembourg'],
    ['nl', 'Luxemburg', '/nl/te-koop/?region=luxembourg'],
  ] as const) {
    const [{ town }] = query<{ town: string }>(
      'SELECT t.name AS town FROM Property p JOIN CityTranslation t ON t.cityId = p.cityId AND t.locale = ? WHERE p.id = ?',
      locale,
      id,
    ) as [{ town: string }];
    const place = `L-${row.zip} ${town}, ${country}`;
    await page.goto(propertyPath(id, locale));
    await expect(page.getByRole('main').getByText(place).first()).toBeVisible();
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'];
    expect(graph[1].address.addressCountry).toBe('LU');

    await page.goto(listing);
    await expect(page.getByRole('article').filter({ hasText: place }).first()).toBeVisible();
  }
});

for (const [locale, share, copy, copied] of [
  ['fr', 'Partager', 'Copier le lien', 'Lien copié'],
  ['nl', 'Delen', 'Link kopiëren', 'Link gekopieerd'],
] as const) {
  test(`a visitor shares a property by plain links or copies its address, no service contacted first (${locale})`, async ({
    page,
    context,
  }) => {
    const path = propertyPath(SALE, locale);
    const offSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) offSite.push(url.href);
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await page.getByText(share, { exact: true }).click();
    const menu = page.locator('details').filter({ hasText: copy });
    const href = async (name: string) => (await menu.getByRole('link', { name }).getAttribute('href'))!;
    expect(new URL(await href('Facebook')).searchParams.get('u')).toMatch(new RegExp(`${path}$`));
    expect(new URL(await href('LinkedIn')).searchParams.get('url')).toMatch(new RegExp(`${path}$`));
    expect(new URL(await href('WhatsApp')).searchParams.get('text')).toContain(path);
    expect(await href('E-mail')).toMatch(/^mailto:\?subject=/);
    await expectNoAxeViolations(page);

    await menu.getByRole('button', { name: copy }).click();
    await expect(menu.getByRole('status')).toHaveText(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path}$`));
    expect(offSite).toEqual([]);
  });
}
