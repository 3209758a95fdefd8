import { connect } from 'node:net';
import { expect, test } from './support/visitor-test';
import { firstProperty } from './support/catalogue';
import { E2E_ORIGIN } from './support/e2e-env';

// The old site's paths answer with a permanent redirect, query string kept (docs/url-map.md,
// old-site redirects).
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
    // A property URL has its own 404, "Property not found" (tests/e2e/property-page.spec.ts).
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

  test('without JavaScript, the 404 page is in the HTML the server sends, in its language', async ({ request }) => {
    for (const [path, locale, title, home] of [
      ['/fr/cette-page-nexiste-pas/', 'fr', 'Oups, cette page n&#x27;existe plus', 'Retour à l&#x27;accueil'],
      ['/nl/te-koop/brussel/', 'nl', 'Oeps, deze pagina bestaat niet meer', 'Terug naar de startpagina'],
      ['/fr/merci/pas-un-formulaire/', 'fr', 'Oups, cette page n&#x27;existe plus', 'Retour à l&#x27;accueil'],
      ['/de/danke/kein-formular/', 'de', 'Hoppla, diese Seite gibt es nicht mehr', 'Zurück zur Startseite'],
      // An article path that names no article (lib/site/missing-record.ts).
      ['/fr/notre-agence/equipe/personne/', 'fr', 'Oups, cette page n&#x27;existe plus', 'Retour à l&#x27;accueil'],
      ['/nl/ons-kantoor/team/niemand/', 'nl', 'Oeps, deze pagina bestaat niet meer', 'Terug naar de startpagina'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html, path).toMatch(/<form[^>]*role="search"/);
      expect(html, path).toMatch(new RegExp(`<a [^>]*href="/${locale}/?"[^>]*>${home}</a>`));
    }
  });

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

// Requests an attacker sends to find a crash: each is refused with a 4xx, never answered 500.
test.describe('requests the site cannot serve', () => {
  test('a percent sign Next cannot decode in a media or API path gets 400', async ({ request }) => {
    for (const path of ['/media/%ff.jpg', '/media/%c0%ae/x.jpg', '/api/search/%c0/']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(400);
    }
  });

  test('a path of percent signs leads to a page of the site', async ({ request }) => {
    for (const path of ['/%/', '/%/%/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(new URL(response.url()).pathname).toBe('/fr/');
    }
  });

  test('next-auth never sees a callback address off the site, nor a GET of the credentials callback', async ({
    request,
  }) => {
    for (const route of ['signin', 'signout', 'error', 'providers', 'csrf']) {
      const response = await request.get(`/api/auth/${route}/?callbackUrl=abc`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(400);
    }
    const callback = await request.get('/api/auth/callback/credentials/', { maxRedirects: 0 });
    expect([callback.status(), callback.headers().allow]).toEqual([405, 'POST']);
  });

  test('a browser holding a poisoned callback cookie can still sign in: the cookie is dropped', async ({
    playwright,
  }) => {
    const browserless = await playwright.request.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { cookie: 'next-auth.callback-url=javascript:alert(1)' },
    });
    const csrf = await browserless.get('/api/auth/csrf/');
    expect(csrf.status()).toBe(200);
    expect((await csrf.json()) as { csrfToken: string }).toHaveProperty('csrfToken');
    const setCookies = csrf
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'set-cookie')
      .map(({ value }) => value);
    expect(setCookies.join('\n')).toMatch(/next-auth\.callback-url=;.*Expires=Thu, 01 Jan 1970/);
    await browserless.dispose();
  });

  test('a page is read, never posted to: other methods get 405', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request.fetch('/fr/', { method, maxRedirects: 0 });
      expect([method, response.status(), response.headers().allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    // A server function's call (a property tab's panel) reaches Next, which renders no page for it.
    const call = await request.post('/fr/', {
      headers: { 'next-action': '0'.repeat(40), origin: E2E_ORIGIN },
      data: '[]',
    });
    expect([400, 404]).toContain(call.status());
    expect(await call.text()).not.toContain('home-title');
  });

  test('TRACE and the asterisk target are refused before they reach Next', async () => {
    expect(await statusLine('TRACE /fr/ HTTP/1.1')).toMatch(/^HTTP\/1\.1 405 /);
    expect(await statusLine('GET * HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
  });

  test("a proxy's absolute-form request is served as its path, not redirected to the host it names", async () => {
    const { host } = new URL(E2E_ORIGIN);
    expect(await statusLine(`GET http://${host}/fr/ HTTP/1.1`)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await statusLine('GET http://evil.example/fr/contact/ HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

/** The status line the served site answers to a raw request line (clients refuse to send these). */
function statusLine(requestLine: string): Promise<string> {
  const { hostname, port } = new URL(E2E_ORIGIN);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}
