// The back-office's site settings through their route handlers (plain form POSTs), on the test
// database of the run (SQLite, or PostgreSQL in the PostgreSQL run): the tag ids' shapes, the
// languages on offer, what each write logs and expires, and that the proxy and the hreflang
// alternates follow the languages chosen, over ENABLED_LOCALES of the environment.
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';
import { CACHE_TAG } from '@/lib/cache/tags';
import { forgetProxySettings } from '@/lib/site/proxy-settings-memo';
import { backOfficeFixture, postForm, session, SITE, type FormFields, type RouteHandler } from '../support/back-office';

vi.mock('server-only', () => ({}));

const NO_IDS = { tagManagerId: '', analyticsId: '', adsId: '', socialPixelId: '' };
const { db, admin, editor, owner, postSiteInfo, postLanguages, proxy, alternates, sitemapXml, robots } =
  await backOfficeFixture({
    signedIn: 'admin',
    // The environment offers three languages; the back-office's choice overrides it.
    environment: { ENABLED_LOCALES: 'fr,nl,en' },
    load: async () => ({
      postSiteInfo: (await import('@/app/api/admin/settings/site-info/route')).POST,
      postLanguages: (await import('@/app/api/admin/settings/languages/route')).POST,
      proxy: (await import('@/proxy')).default,
      alternates: (await import('@/lib/seo/alternates')).alternates,
      sitemapXml: async () => (await (await import('@/app/sitemap.xml/route')).GET()).text(),
      robots: (await import('@/app/robots')).default,
    }),
  });

beforeEach(async () => {
  await db.auditEntry.deleteMany();
  await db.siteInfo.deleteMany();
  await db.siteConfig.deleteMany();
  await db.siteConfig.create({ data: { id: 1, header: '{}', footer: '{}', home: '{}' } });
  // Written behind the site's back, as no back-office write is: the process's copies go too.
  forgetLocalCopies(new Set([CACHE_TAG.siteContent]));
});

const post = (route: RouteHandler, path: string, fields: FormFields, origin?: string | null) =>
  postForm(route, path, { back: '/admin/settings/', ...fields }, { origin });

const saveSiteInfo = (fields: Record<string, string>, origin?: string | null) =>
  post(postSiteInfo, '/api/admin/settings/site-info/', { ...NO_IDS, ...fields }, origin);
const saveLanguages = (fields: FormFields, origin?: string | null) =>
  post(postLanguages, '/api/admin/settings/languages/', fields, origin);
const location = (response: Response) => response.headers.get('location');
const storedIds = () => db.siteInfo.findUnique({ where: { id: 1 } });
const storedLocales = async () =>
  (await db.siteConfig.findUniqueOrThrow({ where: { id: 1 }, select: { enabledLocales: true } })).enabledLocales;
const auditLog = () =>
  db.auditEntry.findMany({
    orderBy: { id: 'asc' },
    select: { staffName: true, action: true, subject: true, detail: true },
  });

describe('POST /api/admin/settings/site-info/', () => {
  it.each<[string, string, string]>([
    ['tagManagerId', 'GTM-AB12CD3', 'GTM-AB12CD3'],
    ['tagManagerId', ' gtm-ab12cd3 ', 'GTM-AB12CD3'],
    ['analyticsId', 'G-AB12CD34EF', 'G-AB12CD34EF'],
    ['analyticsId', 'g-ab12', 'G-AB12'],
    ['adsId', 'AW-123456789', 'AW-123456789'],
    ['socialPixelId', '123456789012345', '123456789012345'],
  ])('saves %s %j as %j, logs it and expires site content', async (field, typed, saved) => {
    const response = await saveSiteInfo({ [field]: typed });
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`/admin/settings/?notice=siteInfoSaved`);
    expect(await storedIds()).toEqual({
      ...{ id: 1, tagManagerId: null, analyticsId: null, adsId: null, socialPixelId: null },
      [field]: saved,
    });
    expect(await auditLog()).toEqual([
      {
        staffName: 'Ann',
        action: 'settings.editSiteInfo',
        subject: 'siteInfo:1',
        detail: JSON.stringify({ [field]: saved }),
      },
    ]);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([['site-content', { expire: 0 }]]);
  });

  it.each<[string, string]>([
    ['tagManagerId', 'GTM-ABC'],
    ['tagManagerId', 'G-AB12CD34'],
    ['tagManagerId', 'GTM-AB"><script>'],
    ['analyticsId', 'UA-12345-1'],
    ['analyticsId', 'G-ABCDEFGHIJKLMNO'],
    ['adsId', 'AW-12AB5'],
    ['adsId', '123456789'],
    ['socialPixelId', '123456789'],
    ['socialPixelId', 'fb-1234567890'],
    ['socialPixelId', '1'.repeat(41)],
  ])('refuses %s %j, names the field and changes nothing', async (field, typed) => {
    await saveSiteInfo({ tagManagerId: 'GTM-KEEP123' });
    vi.mocked(revalidateTag).mockClear();
    const response = await saveSiteInfo({ tagManagerId: 'GTM-KEEP123', [field]: typed });
    expect(location(response)).toBe(`/admin/settings/?error=invalid&field=${field}`);
    expect(await storedIds()).toMatchObject({
      tagManagerId: 'GTM-KEEP123',
      analyticsId: null,
      adsId: null,
      socialPixelId: null,
    });
    expect(await db.auditEntry.count()).toBe(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('clears an id left empty, logs only what changed, and saves nothing the second time', async () => {
    await saveSiteInfo({ tagManagerId: 'GTM-AB12CD3', analyticsId: 'G-AB12CD34' });
    await saveSiteInfo({ tagManagerId: '   ', analyticsId: 'G-AB12CD34' });
    expect(await storedIds()).toMatchObject({ tagManagerId: null, analyticsId: 'G-AB12CD34' });
    vi.mocked(revalidateTag).mockClear();
    expect(location(await saveSiteInfo({ analyticsId: 'g-ab12cd34' }))).toContain('notice=siteInfoSaved');
    expect((await auditLog()).map((entry) => entry.detail)).toEqual([
      JSON.stringify({ tagManagerId: 'GTM-AB12CD3', analyticsId: 'G-AB12CD34' }),
      JSON.stringify({ tagManagerId: null }),
    ]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a form without its fields', async () => {
    const response = await post(postSiteInfo, '/api/admin/settings/site-info/', { tagManagerId: 'GTM-AB12CD3' });
    expect(location(response)).toContain('error=invalid');
    expect(await storedIds()).toBeNull();
  });
});

describe('POST /api/admin/settings/languages/', () => {
  it('chooses the languages, in the site order, logs it and expires site content', async () => {
    const response = await saveLanguages({ action: 'choose', locales: ['nl', 'fr', 'de'] });
    expect(location(response)).toBe(`/admin/settings/?notice=languagesSaved`);
    expect(await storedLocales()).toBe('fr,nl,de');
    expect(await auditLog()).toEqual([
      {
        staffName: 'Ann',
        action: 'settings.setLanguages',
        subject: 'siteConfig:1',
        detail: JSON.stringify({ enabledLocales: 'fr,nl,de' }),
      },
    ]);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([['site-content', { expire: 0 }]]);
  });

  it('offers French alone, and gives the choice back to the environment', async () => {
    await saveLanguages({ action: 'choose', locales: 'fr' });
    expect(await storedLocales()).toBe('fr');
    const response = await saveLanguages({ action: 'follow' });
    expect(location(response)).toBe(`/admin/settings/?notice=languagesFollowEnvironment`);
    expect(await storedLocales()).toBeNull();
    expect((await auditLog()).map((entry) => [entry.action, entry.detail])).toEqual([
      ['settings.setLanguages', JSON.stringify({ enabledLocales: 'fr' })],
      ['settings.resetLanguages', JSON.stringify({ enabledLocales: null })],
    ]);
  });

  it.each<[string, Record<string, string | string[]>, string]>([
    ['without French, the default language', { action: 'choose', locales: ['nl', 'en'] }, 'field=locales'],
    ['with no language', { action: 'choose' }, 'field=locales'],
    ['with a language the site does not have', { action: 'choose', locales: ['fr', 'es'] }, 'field=locales'],
    ['with another action', { action: 'delete', locales: 'fr' }, 'field=action'],
  ])('refuses a choice %s and changes nothing', async (_case, fields, field) => {
    await saveLanguages({ action: 'choose', locales: ['fr', 'nl'] });
    vi.mocked(revalidateTag).mockClear();
    expect(location(await saveLanguages(fields))).toBe(`/admin/settings/?error=invalid&${field}`);
    expect(await storedLocales()).toBe('fr,nl');
    expect(await db.auditEntry.count()).toBe(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers gone without the site configuration', async () => {
    await db.siteConfig.deleteMany();
    expect(location(await saveLanguages({ action: 'choose', locales: 'fr' }))).toContain('error=gone');
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('who may change the settings', () => {
  it('answers 404 to an editor, an owner and nobody, 403 to another site, and writes nothing', async () => {
    for (const who of [
      { staffId: editor, ownerId: null },
      { staffId: null, ownerId: owner },
      { staffId: null, ownerId: null },
    ]) {
      Object.assign(session, who);
      expect((await saveSiteInfo({ tagManagerId: 'GTM-AB12CD3' })).status).toBe(404);
      expect((await saveLanguages({ action: 'choose', locales: 'fr' })).status).toBe(404);
    }
    Object.assign(session, { staffId: admin, ownerId: null });
    expect((await saveSiteInfo({ tagManagerId: 'GTM-AB12CD3' }, 'https://evil.example')).status).toBe(403);
    expect((await saveLanguages({ action: 'choose', locales: 'fr' }, null)).status).toBe(403);
    expect(await storedIds()).toBeNull();
    expect(await storedLocales()).toBeNull();
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('the site follows the languages chosen', () => {
  const visit = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`${SITE}${path}`, { headers }));
  const hreflangs = async () => Object.keys((await alternates('fr', '/for-sale')).languages ?? {});

  it('offers the environment languages while nothing is chosen', async () => {
    expect(await hreflangs()).toEqual(['fr', 'nl', 'en', 'x-default']);
    expect(location(await visit('/de/'))).toBe(`${SITE}/fr/`);
    expect(location(await visit('/en/for-sale/'))).toBeNull();
  });

  it('switches a language off at once on this server: redirected, gone from hreflang and the Link header', async () => {
    expect(location(await visit('/en/for-sale/'))).toBeNull();
    await saveLanguages({ action: 'choose', locales: ['fr', 'nl', 'de'] });

    expect(await hreflangs()).toEqual(['fr', 'nl', 'de', 'x-default']);
    expect((await alternates('nl', '/for-sale')).languages).toMatchObject({ 'x-default': '/fr/a-vendre/' });
    expect(location(await visit('/en/for-sale/'))).toBe(`${SITE}/fr/`);
    expect(location(await visit('/de/zu-verkaufen/'))).toBeNull();
    const listing = await visit('/nl/te-koop/');
    expect(location(listing)).toBeNull();
    const links = listing.headers.get('link') ?? '';
    expect(links).toContain('hreflang="de"');
    expect(links).not.toContain('hreflang="en"');
  });

  it('lists only the languages on offer in the sitemap and robots.txt', async () => {
    const languagesIn = (text: string) => [...new Set(text.match(/hreflang="([a-z-]+)"/g))].sort();
    const disallowed = async () => JSON.stringify((await robots()).rules);
    expect(languagesIn(await sitemapXml())).toEqual([
      'hreflang="en"',
      'hreflang="fr"',
      'hreflang="nl"',
      'hreflang="x-default"',
    ]);
    expect(await disallowed()).toContain('"/en/');

    await saveLanguages({ action: 'choose', locales: ['fr', 'de'] });
    const sitemap = await sitemapXml();
    expect(languagesIn(sitemap)).toEqual(['hreflang="de"', 'hreflang="fr"', 'hreflang="x-default"']);
    expect(sitemap).not.toContain(`${SITE}/nl/`);
    expect(await disallowed()).not.toContain('"/nl/');
    expect(await disallowed()).toContain('"/de/');
  });

  it("follows the visitor's language only among those on offer", async () => {
    await saveLanguages({ action: 'choose', locales: ['fr', 'nl'] });
    expect(location(await visit('/', { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' }))).toBe(`${SITE}/nl/`);
    expect(location(await visit('/', { cookie: 'NEXT_LOCALE=de' }))).toBe(`${SITE}/fr/`);
    expect(location(await visit('/?lng=en'))).toBe(`${SITE}/fr/`);
    expect(location(await visit('/?lng=nl'))).toBe(`${SITE}/nl/`);
  });

  it('keeps its copy for a short life when the database changes behind its back', async () => {
    await saveLanguages({ action: 'choose', locales: ['fr', 'nl', 'en', 'de'] });
    expect(location(await visit('/de/'))).toBeNull();
    await db.siteConfig.update({ where: { id: 1 }, data: { enabledLocales: 'fr' } });
    // Another server's write, not announced here: the proxy's copy holds until its life ends.
    expect(location(await visit('/de/'))).toBeNull();
    forgetProxySettings();
    expect(location(await visit('/de/'))).toBe(`${SITE}/fr/`);
  });
});
