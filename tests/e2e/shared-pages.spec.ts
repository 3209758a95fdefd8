import { createHash } from 'node:crypto';
import { clickOnceHydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';

// A page every visitor may see leaves the server as the same bytes for everyone, under a policy that
// names its inline scripts by their hashes, with headers any cache may keep it by (docs/caching.md,
// shared pages).

/** The CSP hash of each inline script a browser runs in `html`. */
const inlineHashes = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

for (const path of ['/fr/', '/nl/te-koop/', '/de/kontakt/']) {
  test(`${path} is the same bytes for everyone, under a policy of its scripts' hashes`, async ({ request }) => {
    await request.get(path);
    const [first, second] = await Promise.all([request.get(path), request.get(path)]);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).not.toContain('nonce=');
    const policy = first.headers()['content-security-policy']!;
    expect(second.headers()['content-security-policy']).toBe(policy);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).not.toContain("'nonce-");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).toContain("'strict-dynamic'");
    const hashes = inlineHashes(html);
    expect(hashes.length).toBeGreaterThan(2);
    for (const hash of hashes) expect(scriptSources).toContain(hash);
  });
}

test('a shared page may be kept by any cache and revalidated by its ETag', async ({ request }) => {
  const first = await request.get('/fr/a-vendre/');
  const headers = first.headers();
  expect(headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['cache-tag']).toContain('listings');
  const etag = headers.etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/fr/a-vendre/', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
});

test("a shared page at its own address, routed by the server, names its languages as the proxy's routing does", async ({
  request,
}) => {
  const response = await request.get('/nl/bedankt/contact/');
  expect(response.status()).toBe(200);
  const alternates = (response.headers().link ?? '').match(/<[^>]+>; rel="alternate"; hreflang="[\w-]+"/g) ?? [];
  expect(alternates.map((link) => link.replace(/^<https?:\/\/[^/]+/, '<'))).toEqual([
    '</fr/merci/contact/>; rel="alternate"; hreflang="fr"',
    '</nl/bedankt/contact/>; rel="alternate"; hreflang="nl"',
    '</en/thank-you/contact/>; rel="alternate"; hreflang="en"',
    '</de/danke/contact/>; rel="alternate"; hreflang="de"',
    '</merci/contact/>; rel="alternate"; hreflang="x-default"',
  ]);
  // The language switcher names the same page in each language, as rendered behind the proxy.
  expect(await response.text()).toContain('href="/fr/merci/contact/"');
});

test("a visitor cannot route a page past the proxy with the server's own mark", async ({ request }) => {
  const mark = { 'x-vitrine-direct-route': '1' };
  const internal = await request.get('/fr/for-sale/', { headers: mark, maxRedirects: 0 });
  expect(internal.status()).toBe(307);
  expect(internal.headers().location).toMatch(/\/fr\/a-vendre\/$/);
  const missing = await request.get('/fr/merci/nulle-part/', { headers: mark });
  expect(missing.status()).toBe(404);
});

test('a script slipped into a shared page does not run', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (directive: string) => void }).reportViolation(event.violatedDirective),
    ),
  );
  // What an injection would do: the page's own bytes and headers, one inline script more.
  await page.route('**/fr/contact/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/fr/contact/');
  await expect.poll(() => violations).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

// "Back" to a listing shows it from memory: the app's router keeps the page it left once its scripts
// run; before they have, the link is a plain one, and a visitor's browser keeps the page in its
// back/forward cache, which its headers allow (above). The headless shell the tests run in has no
// such cache (Chrome reports it disabled for the embedder): only the router's memory is tested here.
test('"back" from a property restores the listing as it was left, without asking the server', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  const card = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await page.evaluate(() => ((window as unknown as { leftAt: number }).leftAt = 1));
  const listingRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/fr/a-vendre/') listingRequests.push(request.url());
  });
  await clickOnceHydrated(card);
  await expect(page).toHaveURL(/\/fr\/a-vendre\/[^/]+\/[^/]+\/\d+\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
  // The page's own state survived: it was shown again from memory, not loaded anew.
  expect(await page.evaluate(() => (window as unknown as { leftAt?: number }).leftAt)).toBe(1);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(listingRequests).toEqual([]);
});
