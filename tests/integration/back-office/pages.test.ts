// The back-office's menu pages and modules through their route handlers (plain form POSTs), on
// the demo site content (prisma/seed/site-content.ts) in the test database of the run: what a
// write changes, what it refuses, what it logs and which cached data it expires, and that the
// menu, the sitemap and the proxy (a draft route's 404) read the change on the next request.
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWriteDraft } from '@/lib/admin/write-drafts';
import { forgetProxySettings } from '@/lib/site/proxy-settings-memo';
import { MENU_PAGE_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import { backOfficeFixture, postForm, returnedTo, session, SITE, type RouteHandler } from '../support/back-office';
import { MODULE_FORM } from '../support/back-office-forms';
import { adminRoutes as routes } from '../support/back-office-routes';

vi.mock('server-only', () => ({}));

const { db, editor, owner, site, sitemap, proxy, derivedKey } = await backOfficeFixture({
  signedIn: 'editor',
  load: async () => ({
    site: await import('@/lib/site/queries'),
    sitemap: await import('@/lib/seo/sitemap-sources'),
    proxy: (await import('@/proxy')).default,
    derivedKey: (await import('@/lib/security/derived-key')).derivedKey,
  }),
});

beforeEach(async () => {
  await db.auditEntry.deleteMany();
  await seedSiteContent(db);
  // The seed wrote behind the proxy's back: its copy of the draft routes starts afresh.
  forgetProxySettings();
});

const post = (route: RouteHandler, path: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  postForm(route, path, { back: '/admin/pages/', ...fields }, { params });

const editPage = (id: number, fields: Record<string, string>) =>
  post(routes.page, `/api/admin/pages/${id}/`, fields, { id: String(id) });
const editModule = (id: number, fields: Record<string, string>) =>
  post(routes.module, `/api/admin/modules/${id}/`, fields, { id: String(id) });

/** The query the write returned to: its notice, or its error and field. */
const outcome = async (response: Promise<Response>) => Object.fromEntries((await returnedTo(response)).searchParams);

/** The settings form of a page as its edit screen sends it, with `change` on top. */
async function settingsOf(id: number, change: Record<string, string> = {}) {
  const page = await db.menuPage.findUniqueOrThrow({ where: { id } });
  const fields: Record<string, string> = {
    action: 'settings',
    status: page.status,
    sort: String(page.sort),
    parentId: page.parentId === null ? '' : String(page.parentId),
    bannerType: page.bannerType,
    bannerImageUrl: page.bannerImageUrl ?? '',
    css: page.css ?? '',
    ...(page.showBreadCrumb && { showBreadCrumb: 'on' }),
    ...(page.showPageBanner && { showPageBanner: 'on' }),
    ...(page.routeKey === null && {
      name: page.name,
      path: page.path,
      type: page.type,
      redirectUrl: page.redirectUrl ?? '',
    }),
  };
  return Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, value]) => value !== 'off'));
}

const labels = async (locale: 'fr' | 'nl') => {
  const flat = (entries: Awaited<ReturnType<typeof site.getMenu>>): string[] =>
    entries.flatMap((entry) => [entry.label, ...flat(entry.children)]);
  return flat(await site.getMenu(locale));
};
const actions = async () => (await db.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((entry) => entry.action);
const expiredTags = () => vi.mocked(revalidateTag).mock.calls;

describe('menu pages', () => {
  it('publishes the draft page: in the menu on the next request, logged, site content expired; unpublishes it', async () => {
    expect(await labels('fr')).not.toContain('Actualités');
    expect(
      await outcome(
        editPage(MENU_PAGE_IDS.newsDraft, await settingsOf(MENU_PAGE_IDS.newsDraft, { status: 'Published' })),
      ),
    ).toEqual({
      notice: 'menuPageSaved',
    });
    expect(await labels('fr')).toContain('Actualités');
    expect(await labels('nl')).toContain('Nieuws');
    expect(expiredTags()).toEqual([['site-content', { expire: 0 }]]);
    const [entry] = await db.auditEntry.findMany();
    expect(entry).toMatchObject({
      staffId: editor,
      action: 'menuPage.edit',
      subject: `menuPage:${MENU_PAGE_IDS.newsDraft}`,
    });
    expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ status: 'Published' });

    await outcome(editPage(MENU_PAGE_IDS.newsDraft, await settingsOf(MENU_PAGE_IDS.newsDraft, { status: 'Draft' })));
    expect(await labels('fr')).not.toContain('Actualités');
    expect(expiredTags()).toHaveLength(2);
  });

  it('refuses a parent that would put a page inside itself', async () => {
    // The free valuation sits under "sell": "sell" cannot move under it, nor under itself.
    for (const parentId of [MENU_PAGE_IDS.freeValuation, MENU_PAGE_IDS.sell]) {
      expect(
        await outcome(
          editPage(MENU_PAGE_IDS.sell, await settingsOf(MENU_PAGE_IDS.sell, { parentId: String(parentId) })),
        ),
      ).toEqual({
        error: 'menuPageCycle',
        field: 'parentId',
      });
    }
    expect(
      await outcome(editPage(MENU_PAGE_IDS.sell, await settingsOf(MENU_PAGE_IDS.sell, { parentId: '9999' }))),
    ).toEqual({
      error: 'invalid',
      field: 'parentId',
    });
    expect((await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.sell } })).parentId).toBeNull();
    // Moving the child elsewhere is fine.
    await outcome(
      editPage(
        MENU_PAGE_IDS.freeValuation,
        await settingsOf(MENU_PAGE_IDS.freeValuation, { parentId: String(MENU_PAGE_IDS.ourAgency), sort: '3' }),
      ),
    );
    expect(await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.freeValuation } })).toMatchObject({
      parentId: MENU_PAGE_IDS.ourAgency,
      sort: 3,
    });
    expect(await actions()).toEqual(['menuPage.edit']);
  });

  it('keeps the route key, name, path and type of a page with a screen of its own, whatever the form says', async () => {
    const before = await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.forSale } });
    const forged = {
      name: 'x',
      path: 'somewhere-else',
      type: 'redirect',
      redirectUrl: 'https://example.com/',
      routeKey: '/contact',
    };
    expect(
      await outcome(
        editPage(MENU_PAGE_IDS.forSale, await settingsOf(MENU_PAGE_IDS.forSale, { ...forged, css: 'wide  listing' })),
      ),
    ).toEqual({
      notice: 'menuPageSaved',
    });
    expect(await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.forSale } })).toMatchObject({
      name: before.name,
      path: before.path,
      routeKey: '/for-sale',
      type: 'page',
      redirectUrl: null,
      css: 'wide listing',
    });
  });

  it('validates the settings as the site reads them', async () => {
    const news = MENU_PAGE_IDS.newsDraft;
    const refused: [Record<string, string>, string][] = [
      [{ status: 'Online' }, 'status'],
      [{ sort: '-1' }, 'sort'],
      [{ sort: 'first' }, 'sort'],
      [{ type: 'redirect', redirectUrl: '' }, 'redirectUrl'],
      [{ type: 'redirect', redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
      [{ path: 'news and more' }, 'path'],
      [{ name: '' }, 'name'],
      [{ css: 'a"b' }, 'css'],
      [{ showPageBanner: 'on', bannerType: 'image', bannerImageUrl: 'javascript:alert(1)' }, 'bannerImageUrl'],
      [{ showPageBanner: 'on', bannerType: '', bannerImageUrl: '' }, 'bannerType'],
      [
        { showPageBanner: 'on', bannerType: 'video', bannerImageUrl: 'https://example.com/not-a-video' },
        'bannerImageUrl',
      ],
    ];
    for (const [change, field] of refused) {
      expect(await outcome(editPage(news, await settingsOf(news, change))), JSON.stringify(change)).toEqual({
        error: 'invalid',
        field,
      });
    }
    expect(await outcome(editPage(news, await settingsOf(news, { path: 'Notre-AGENCE' })))).toEqual({
      error: 'menuPagePathTaken',
      field: 'path',
    });
    expect(await actions()).toEqual([]);
    expect(expiredTags()).toEqual([]);

    const accepted = {
      path: '/actualites/marche/',
      type: 'redirect',
      redirectUrl: '/fr/a-vendre/',
      showPageBanner: 'on',
      bannerType: 'video',
      bannerImageUrl: 'https://youtu.be/dQw4w9WgXcQ',
      showBreadCrumb: 'off',
    };
    expect(await outcome(editPage(news, await settingsOf(news, accepted)))).toEqual({ notice: 'menuPageSaved' });
    expect(await db.menuPage.findUniqueOrThrow({ where: { id: news } })).toMatchObject({
      path: 'actualites/marche',
      type: 'redirect',
      redirectUrl: '/fr/a-vendre/',
      showBreadCrumb: false,
      showPageBanner: true,
      bannerType: 'video',
    });
  });

  it('keeps the breadcrumb table in step with a renamed, moved page', async () => {
    const sell = MENU_PAGE_IDS.sell;
    const change = { name: 'selling', path: 'vendre', parentId: String(MENU_PAGE_IDS.ourAgency) };
    expect(await outcome(editPage(sell, await settingsOf(sell, change)))).toEqual({ notice: 'menuPageSaved' });
    const rows = await db.originalPath.findMany({
      where: { OR: [{ path: { in: ['/sell/', '/vendre/', '/contact-demand/'] } }, { label: 'sell' }] },
      orderBy: { path: 'asc' },
    });
    expect(rows).toEqual([
      { path: '/contact-demand/', parentPath: '/vendre/', label: 'contact-demand' },
      { path: '/vendre/', parentPath: '/notre-agence/', label: 'selling' },
    ]);
    const { originalPathCrumbs } = await import('@/lib/site/original-path-crumbs');
    expect((await originalPathCrumbs('/contact-demand/', 'fr')).map((crumb) => crumb.label)).toEqual([
      'Notre agence',
      'Vendre',
      'Estimation gratuite',
    ]);
    // A path the breadcrumb table already holds belongs to another page of the site.
    expect(await outcome(editPage(sell, await settingsOf(sell, { path: 'Feedback/Contact-me' })))).toEqual({
      error: 'menuPagePathTaken',
      field: 'path',
    });
  });

  it('changes a Dutch title: the Dutch menu shows it, the French one does not, the sitemap dates the page', async () => {
    const projects = MENU_PAGE_IDS.projects;
    const texts = await db.menuPageTranslation.findUniqueOrThrow({
      where: { menuPageId_locale: { menuPageId: projects, locale: 'nl' } },
    });
    const response = editPage(projects, {
      action: 'texts',
      locale: 'nl',
      title: 'Nieuwbouwprojecten',
      description: texts.description ?? '',
      metaTitle: texts.metaTitle ?? '',
      isActiveSeo: 'on',
    });
    expect(await outcome(response)).toEqual({ notice: 'menuPageTextsSaved' });
    expect(await labels('nl')).toContain('Nieuwbouwprojecten');
    expect(await labels('fr')).not.toContain('Nieuwbouwprojecten');
    expect(await site.getMenuPage('/projects', 'nl')).toMatchObject({
      text: { title: 'Nieuwbouwprojecten', description: texts.description, ogTitle: null, isActiveSeo: true },
    });
    const xml = await new Response(await sitemap.sitemapRoot()).text();
    const url = xml.split('<url>').find((entry) => entry.includes(`<loc>${SITE}/nl/projecten/</loc>`));
    const lastmod = new Date(/<lastmod>([^<]+)<\/lastmod>/.exec(url ?? '')?.[1] ?? 0);
    expect(Date.now() - lastmod.getTime()).toBeLessThan(60_000);
    expect(expiredTags()).toEqual([['site-content', { expire: 0 }]]);
    expect(await actions()).toEqual(['menuPage.texts']);
  });

  it('cleans the HTML content with the article sanitizer, and refuses texts without a title', async () => {
    const news = MENU_PAGE_IDS.newsDraft;
    const content = '<p onclick="steal()">Marché <a href="javascript:alert(1)">ici</a></p><script>alert(1)</script>';
    await outcome(editPage(news, { action: 'texts', locale: 'en', title: 'News', content }));
    const stored = await db.menuPageTranslation.findUniqueOrThrow({
      where: { menuPageId_locale: { menuPageId: news, locale: 'en' } },
    });
    expect(stored.content).toBe('<p>Marché <a>ici</a></p>');

    expect(
      await outcome(editPage(news, { action: 'texts', locale: 'de', title: ' ', description: 'Demnächst' })),
    ).toEqual({
      error: 'invalid',
      field: 'title',
    });
    expect(await outcome(editPage(news, { action: 'texts', locale: 'xx', title: 'News' }))).toEqual({
      error: 'invalid',
      field: 'locale',
    });
    // Everything blank: the language has no text any more (the menu falls back to the page name).
    await outcome(editPage(news, { action: 'texts', locale: 'de', title: '' }));
    expect(await db.menuPageTranslation.count({ where: { menuPageId: news, locale: 'de' } })).toBe(0);
  });

  it('keeps a refused new page and settings as typed, with every issue at its field', async () => {
    /** The issues and values of the draft the refused write's cookie names. */
    const draft = async (response: Promise<Response>) => {
      const id = /^vitrine-admin-draft=([0-9a-f]{32});/.exec((await response).headers.get('set-cookie') ?? '')?.[1];
      return readWriteDraft(db, derivedKey('form-draft'), id ?? '', editor, new Date());
    };
    const created = await draft(
      post(routes.pages, '/api/admin/pages/', {
        form: 'menu-page-new',
        name: ' ',
        path: 'le marché',
        parentId: '',
        type: 'redirect',
        redirectUrl: '',
        'title.fr': '',
        'title.nl': 'x'.repeat(161),
      }),
    );
    expect(created).toMatchObject({
      form: 'menu-page-new',
      values: { path: 'le marché', 'title.nl': 'x'.repeat(161) },
    });
    expect(created?.issues).toEqual([
      { name: 'name', key: 'required' },
      { name: 'path', key: 'invalid' },
      { name: 'title.nl', key: 'tooLong' },
      { name: 'title.fr', key: 'required' },
      { name: 'redirectUrl', key: 'required' },
    ]);
    const news = MENU_PAGE_IDS.newsDraft;
    const settings = await draft(
      editPage(news, await settingsOf(news, { form: 'menu-page-settings', sort: '10000', css: 'a"b' })),
    );
    expect(settings).toMatchObject({ form: 'menu-page-settings', values: { sort: '10000', css: 'a"b' } });
    expect(settings?.issues).toEqual([
      { name: 'sort', key: 'invalid' },
      { name: 'css', key: 'invalid' },
    ]);
    expect(await actions()).toEqual([]);
  });

  it('creates a draft page after its siblings, with its titles, then deletes it with its modules', async () => {
    const fields = {
      name: 'market',
      path: 'marche',
      parentId: '',
      type: 'page',
      redirectUrl: '',
      'title.fr': 'Le marché',
      'title.nl': 'De markt',
    };
    for (const [change, field] of [
      [{ 'title.fr': '' }, 'title.fr'],
      [{ path: 'for-SALE' }, 'path'],
      [{ type: 'redirect' }, 'redirectUrl'],
      [{ parentId: 'x' }, 'parentId'],
    ] as const) {
      const answer = await outcome(post(routes.pages, '/api/admin/pages/', { ...fields, ...change }));
      expect(answer.field).toBe(field);
    }
    expect(await outcome(post(routes.pages, '/api/admin/pages/', fields))).toEqual({ notice: 'menuPageCreated' });
    const created = await db.menuPage.findUniqueOrThrow({ where: { path: 'marche' }, include: { translations: true } });
    const lastRoot = await db.menuPage.aggregate({
      where: { parentId: null, id: { not: created.id } },
      _max: { sort: true },
    });
    expect(created).toMatchObject({ status: 'Draft', routeKey: null, sort: (lastRoot._max.sort ?? 0) + 1 });
    expect(created.translations.map((text) => [text.locale, text.title]).sort()).toEqual([
      ['fr', 'Le marché'],
      ['nl', 'De markt'],
    ]);
    expect(await labels('fr')).not.toContain('Le marché');

    await outcome(post(routes.modules, '/api/admin/modules/', { menuPageId: String(created.id), ...MODULE_FORM }));
    expect(await outcome(editPage(created.id, { action: 'delete' }))).toEqual({ error: 'invalid', field: 'confirm' });
    expect(await outcome(editPage(created.id, { action: 'delete', confirm: 'on' }))).toEqual({
      notice: 'menuPageDeleted',
    });
    expect(await db.menuPage.count({ where: { id: created.id } })).toBe(0);
    expect(await db.module.count({ where: { menuPageId: created.id } })).toBe(0);
    expect(await actions()).toEqual(['menuPage.create', 'module.create', 'menuPage.delete']);
  });

  it('deletes no page with children nor one with a screen of its own', async () => {
    expect(await outcome(editPage(MENU_PAGE_IDS.sell, { action: 'delete', confirm: 'on' }))).toEqual({
      error: 'menuPageHasChildren',
    });
    expect(await outcome(editPage(MENU_PAGE_IDS.contact, { action: 'delete', confirm: 'on' }))).toEqual({
      error: 'menuPageHasScreen',
    });
    expect(await outcome(editPage(99_999, { action: 'delete', confirm: 'on' }))).toEqual({ error: 'gone' });
    expect(await db.menuPage.count({ where: { id: { in: [MENU_PAGE_IDS.sell, MENU_PAGE_IDS.contact] } } })).toBe(2);
    expect(await actions()).toEqual([]);
  });
});

describe('a draft route', () => {
  const FREE_VALUATION = ['/fr/estimation-gratuite/', '/nl/gratis-schatting/', '/en/free-valuation/'];
  const visit = (path: string) => proxy(new NextRequest(`${SITE}${path}`));
  /** The proxy's answer: its status and the page it renders (the 404 page's path, or the route's own). */
  const answer = async (path: string) => {
    const response = await visit(path);
    const rewritten = response.headers.get('x-middleware-rewrite');
    return { status: response.status, page: rewritten && new URL(rewritten).pathname };
  };
  const sitemapLocs = async () =>
    [...(await new Response(await sitemap.sitemapRoot()).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const setStatus = async (id: number, status: string) => outcome(editPage(id, await settingsOf(id, { status })));

  it('is the 404 page in every language, out of the menu and the sitemap, until it is published again', async () => {
    for (const path of FREE_VALUATION) expect((await answer(path)).status, path).toBe(200);
    expect(await sitemapLocs()).toContain(`${SITE}/fr/estimation-gratuite/`);

    expect(await setStatus(MENU_PAGE_IDS.freeValuation, 'Draft')).toEqual({ notice: 'menuPageSaved' });
    for (const path of FREE_VALUATION) {
      const locale = path.split('/')[1];
      expect(await answer(path), path).toEqual({ status: 404, page: `/${locale}/page-not-found/` });
    }
    expect(await labels('fr')).not.toContain('Estimation gratuite');
    const locs = await sitemapLocs();
    expect(locs).not.toContain(`${SITE}/fr/estimation-gratuite/`);
    expect(locs).not.toContain(`${SITE}/nl/gratis-schatting/`);
    // The rest of the site is untouched: its other pages, the thank-you page of the same form.
    expect(locs).toContain(`${SITE}/fr/contact/`);
    expect((await answer('/fr/contact/')).status).toBe(200);
    expect((await answer('/fr/merci/estimation-gratuite/')).status).toBe(200);

    expect(await setStatus(MENU_PAGE_IDS.freeValuation, 'Published')).toEqual({ notice: 'menuPageSaved' });
    for (const path of FREE_VALUATION) expect((await answer(path)).status, path).toBe(200);
    expect(await labels('fr')).toContain('Estimation gratuite');
    expect(await sitemapLocs()).toContain(`${SITE}/nl/gratis-schatting/`);
  });

  it('is never the home page: a draft of it is refused and changes nothing', async () => {
    const home = MENU_PAGE_IDS.home;
    expect(await setStatus(home, 'Draft')).toEqual({ error: 'menuPageHomeDraft', field: 'status' });
    expect((await db.menuPage.findUniqueOrThrow({ where: { id: home } })).status).toBe('Published');
    expect(await actions()).toEqual([]);
    expect(expiredTags()).toEqual([]);
    // Drafted behind the back-office's back, it still answers, and stays in the sitemap.
    await db.menuPage.update({ where: { id: home }, data: { status: 'Draft' } });
    forgetProxySettings();
    expect((await answer('/fr/')).status).toBe(200);
    expect(await sitemapLocs()).toContain(`${SITE}/fr/`);
  });
});

describe('modules', () => {
  const homeModules = () =>
    db.module.findMany({ where: { menuPageId: MENU_PAGE_IDS.home }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });

  it('reorders the modules of a page, up and down, each move logged and expired', async () => {
    const [first, second] = await homeModules();
    expect(await outcome(editModule(second!.id, { action: 'move', direction: 'up' }))).toEqual({
      notice: 'moduleMoved',
    });
    expect((await homeModules()).map((module) => module.id)).toEqual([second!.id, first!.id]);
    // Already first: nothing moves, nothing is logged.
    await outcome(editModule(second!.id, { action: 'move', direction: 'up' }));
    expect((await homeModules()).map((module) => module.id)).toEqual([second!.id, first!.id]);
    await outcome(editModule(second!.id, { action: 'move', direction: 'down' }));
    expect((await homeModules()).map((module) => [module.id, module.sort])).toEqual([
      [first!.id, 1],
      [second!.id, 2],
    ]);
    expect(await actions()).toEqual(['module.move', 'module.move']);
    expect(expiredTags()).toEqual([
      ['site-content', { expire: 0 }],
      ['site-content', { expire: 0 }],
    ]);
    const page = await site.getMenuPage('/', 'fr');
    expect(page?.modules.map((module) => module.id)).toEqual([first!.id, second!.id]);
  });

  it('adds a module at the end of its page and edits it; the page shows it in each language', async () => {
    const page = String(MENU_PAGE_IDS.home);
    expect(await outcome(post(routes.modules, '/api/admin/modules/', { menuPageId: page, ...MODULE_FORM }))).toEqual({
      notice: 'moduleCreated',
    });
    const added = (await homeModules()).at(-1)!;
    expect(added).toMatchObject({
      sort: 3,
      relationType: 'article',
      relationId: '1',
      view: 'card-view',
      colMd: 6,
      maxItems: 6,
    });
    expect((await site.getMenuPage('/', 'nl'))?.modules.at(-1)?.translations).toEqual([
      { moduleId: added.id, locale: 'nl', title: 'Onze tips', description: null, description2: null },
    ]);
    // English and German were left blank: no text rows.
    expect(await db.moduleTranslation.count({ where: { moduleId: added.id } })).toBe(2);

    const edit = {
      ...MODULE_FORM,
      action: 'edit',
      status: 'Draft',
      backgroundType: 'color',
      colorBackground: '#0f4c5c',
      relation: 'contact:site-contact',
      'title.nl': '',
      'description.en': 'Tips',
      cssClass: 'tips',
    };
    expect(await outcome(editModule(added.id, edit))).toEqual({ notice: 'moduleSaved' });
    expect(
      await db.module.findUniqueOrThrow({
        where: { id: added.id },
        include: { translations: { orderBy: { locale: 'asc' } } },
      }),
    ).toMatchObject({
      status: 'Draft',
      colorBackground: '#0f4c5c',
      relationType: 'contact',
      relationId: 'site-contact',
      cssClass: 'tips',
      translations: [
        expect.objectContaining({ locale: 'en', title: null, description: 'Tips' }),
        expect.objectContaining({ locale: 'fr', title: 'Nos conseils' }),
      ],
    });
    // A draft module stays off the page.
    expect((await site.getMenuPage('/', 'fr'))?.modules.map((module) => module.id)).not.toContain(added.id);
    expect(await actions()).toEqual(['module.create', 'module.edit']);
  });

  it('refuses what the page could not show, and changes nothing', async () => {
    const [module] = await homeModules();
    const refused: [Record<string, string>, string][] = [
      [{ relation: 'article:999' }, 'relation'],
      [{ relation: 'article:no-such-article' }, 'relation'],
      [{ relation: 'property-list:villas' }, 'relation'],
      [{ relation: 'contact:newsletter' }, 'relation'],
      [{ relation: 'gallery:1' }, 'relation'],
      [{ backgroundType: 'color', colorBackground: 'red' }, 'colorBackground'],
      [{ backgroundType: 'color', colorBackground: '' }, 'colorBackground'],
      [{ backgroundType: 'image', imageUrl: '' }, 'imageUrl'],
      [{ backgroundType: 'gallery', images: 'javascript:alert(1)' }, 'images'],
      [{ maxItems: '49' }, 'maxItems'],
      [{ itemsPerRow: '5' }, 'itemsPerRow'],
      [{ colLg: '0' }, 'colLg'],
      [{ view: 'grid' }, 'view'],
      [{ position: 'side' }, 'position'],
      [{ titleSize: 'h5' }, 'titleSize'],
      [{ 'title.fr': 'x'.repeat(161) }, 'title.fr'],
    ];
    for (const [change, field] of refused) {
      const answer = await outcome(editModule(module!.id, { ...MODULE_FORM, action: 'edit', ...change }));
      expect(answer, JSON.stringify(change)).toEqual({ error: 'invalid', field });
    }
    expect(await outcome(editModule(99_999, { action: 'delete' }))).toEqual({ error: 'gone' });
    expect(await homeModules()).toContainEqual(module);
    expect(await actions()).toEqual([]);
    expect(expiredTags()).toEqual([]);
  });

  it('deletes a module', async () => {
    const [module] = await homeModules();
    expect(await outcome(editModule(module!.id, { action: 'delete' }))).toEqual({ notice: 'moduleDeleted' });
    expect(await db.module.count({ where: { id: module!.id } })).toBe(0);
    expect(await db.moduleTranslation.count({ where: { moduleId: module!.id } })).toBe(0);
    expect(await db.auditEntry.findMany({ select: { action: true, subject: true } })).toEqual([
      { action: 'module.delete', subject: `module:${module!.id}` },
    ]);
  });
});

describe('who may write', () => {
  it('answers 404 to nobody and to an owner, 403 to another site, and writes nothing', async () => {
    const publish = async () =>
      editPage(MENU_PAGE_IDS.newsDraft, await settingsOf(MENU_PAGE_IDS.newsDraft, { status: 'Published' }));
    session.staffId = null;
    expect((await publish()).status).toBe(404);
    expect((await post(routes.modules, '/api/admin/modules/', { menuPageId: '1', ...MODULE_FORM })).status).toBe(404);
    session.ownerId = owner;
    expect((await publish()).status).toBe(404);
    session.ownerId = null;
    session.staffId = editor;
    const forged = await routes.page(
      new Request(`${SITE}/api/admin/pages/11/`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=delete&confirm=on',
      }),
      { params: Promise.resolve({ id: '11' }) },
    );
    expect(forged.status).toBe(403);
    expect((await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.newsDraft } })).status).toBe('Draft');
    expect(await actions()).toEqual([]);
  });
});
