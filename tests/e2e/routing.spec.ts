import { expect, test } from './support/visitor-test';
import { firstProperty } from './support/catalogue';

// DESIGN.md §3: the old site's paths answer with a permanent redirect, query string kept.
test.describe('original paths', () => {
  const cases: [string, string][] = [
    ['/for-sale/', '/fr/a-vendre/'],
    ['/for-rent/', '/fr/a-louer/'],
    ['/contact/', '/fr/contact/'],
    ['/demand-register/', '/fr/recherche/'],
    ['/contact-demand/', '/fr/estimation-gratuite/'],
    ['/Privacy-statement/', '/fr/privacy-statement/'],
    ['/Cookie-policy/', '/fr/cookie-policy/'],
    ['/Disclaimer/', '/fr/disclaimer/'],
    ['/Notre-agence/', '/fr/notre-agence/'],
    ['/feedback/contact-me/', '/fr/merci/contactez-moi/'],
    ['/feedback/sign-newsletter/', '/fr/merci/newsletter/'],
    ['/for-sale/?city=Gent|9000&type=1', '/fr/a-vendre/?city=Gent%7C9000&type=1'],
    ['/for-rent/?lng=nl', '/nl/te-huur/'],
    ['/login/?lng=de', '/de/login/'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location!, 'http://x');
      expect(location.pathname + location.search).toBe(to);
    });
  }

  test('/ follows the visitor language and is not cached by the browser', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' } });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/nl/');
    expect(response.headers()['cache-control']).toContain('no-store');
    const french = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'es' } });
    expect(new URL(french.headers().location!, 'http://x').pathname).toBe('/fr/');
  });

  test('/Promotion/ goes to the external promotion site', async ({ request }) => {
    const response = await request.get('/Promotion/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/^https:\/\//);
  });

  test('/property/{id}/ goes to the canonical property page, in ?lng= language', async ({ request }) => {
    const rent = firstProperty('goal <> 0');
    const response = await request.get(`/property/${rent.id}/?lng=nl`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(
      `/nl/te-huur/${rent.slugs.nl!.city}/${rent.slugs.nl!.title}/${rent.id}/`,
    );
  });

  test('a stale slug or wrong goal redirects to the canonical property URL', async ({ request }) => {
    const sale = firstProperty('goal = 0');
    const canonical = `/fr/a-vendre/${sale.slugs.fr!.city}/${sale.slugs.fr!.title}/${sale.id}/`;
    for (const stale of [
      `/fr/a-vendre/old-city/old-title/${sale.id}/`,
      `/fr/a-louer/${sale.slugs.fr!.city}/${sale.slugs.fr!.title}/${sale.id}/`,
    ]) {
      const response = await request.get(stale, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(canonical);
    }
  });
});

test.describe('404 page', () => {
  const cases = [
    ['fr', '/fr/cette-page-nexiste-pas/', "Oups, cette page n'existe plus", "Retour à l'accueil"],
    ['nl', '/nl/bestaat-niet/', 'Oeps, deze pagina bestaat niet meer', 'Terug naar de startpagina'],
    // A property URL has its own 404, the spec's "Property Not Found" (tests/e2e/property-page.spec.ts).
    ['en', '/en/for-sale/nowhere/nothing/99999999/', 'Property not found', 'Back to the home page'],
    ['de', '/de/gibt-es-nicht/', 'Hoppla, diese Seite gibt es nicht mehr', 'Zurück zur Startseite'],
  ] as const;
  for (const [locale, path, title, home] of cases) {
    test(`${path} answers 404 in ${locale} with a search form and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('search')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });
  }

  test('a path with a broken percent-escape gets the 404 page, not a server error', async ({ page, request }) => {
    for (const [path, locale] of [
      ['/fr/%E0%A4%A/', 'fr'],
      ['/nl/te-koop/%zz/', 'nl'],
      ['/de/100%25/', 'de'],
    ] as const) {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(308);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    }
  });

  test('no path redirects off the site: a segment of percent signs is dropped, not read as a host', async ({
    request,
  }) => {
    for (const path of ['/%/evil.example/fr/', '/%%/evil.example/fr/?q=1']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location!, response.url());
      expect([location.host, location.pathname]).toEqual([new URL(response.url()).host, '/evil.example/fr/']);
    }
  });

  test('the 404 search form finds properties by town, accents ignored', async ({ page }) => {
    await page.goto('/fr/nulle-part/');
    await page.getByRole('main').getByRole('searchbox').fill('liege');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?q=liege/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Liège');
  });
});
