import { expect, test } from '@playwright/test';

// The page cache moves Next's chunk scripts into one loader run after the first paint
// (lib/page-cache/scripts-after-paint.ts), by reading the markup Next writes. Checked against the
// real build: if a Next upgrade writes its script tags otherwise, the pages would silently keep
// loading their scripts before the first paint, and this test fails.
for (const path of ['/fr/', '/nl/te-koop/', '/de/kontakt/']) {
  test(`${path}: every chunk script is loaded by the loader, none by a tag of its own`, async ({ request }) => {
    await request.get(path);
    const html = await (await request.get(path)).text();
    const loader =
      /requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\)\}\)\((\[[^\]]*\])\)<\/script><\/body>/.exec(html);
    expect(loader, 'the loader at the end of the body').not.toBeNull();
    const sources = JSON.parse(loader![1]!) as string[];
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source).toMatch(/^\/_next\/static\/.+\.js$/);
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    const loadedByTag = tags.filter(([tag]) => !/\bnoModule\b/i.test(tag!)).map(([, source]) => source);
    expect(loadedByTag).toEqual([]);
  });
}
