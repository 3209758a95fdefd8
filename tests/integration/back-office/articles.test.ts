// The back-office's articles and its home, header and footer configuration through their route
// handlers (plain form POSTs), on the test database of the run (SQLite, or PostgreSQL in the
// PostgreSQL run) holding the demo site content: who may write, what a write changes and refuses,
// what it logs and which cached data it expires.
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formValues } from '@/lib/admin/site-layout-forms';
import { breadcrumbTrail, originalPathMap } from '@/lib/site/breadcrumb-parents';
import {
  footerConfigSchema,
  headerConfigSchema,
  homeConfigSchema,
  type FooterConfig,
  type HeaderConfig,
  type LocalizedText,
} from '@/lib/site/config-schema';
import { ARTICLE_CATEGORY_IDS, ARTICLE_KEYS, seedSiteContent } from '@/prisma/seed/site-content';
import { backOfficeFixture, postForm, returnedTo, session, type PostOptions } from '../support/back-office';
import { NEW_ARTICLE_FORM } from '../support/back-office-forms';
import { adminRoutes } from '../support/back-office-routes';

vi.mock('server-only', () => ({}));

const { db, editor, owner, getArticle } = await backOfficeFixture({
  signedIn: 'editor',
  load: async () => ({ getArticle: (await import('@/lib/site/queries')).getArticle }),
});
const routes = { create: adminRoutes.articles, article: adminRoutes.article, ...adminRoutes.layout };

beforeEach(async () => {
  await seedSiteContent(db);
  await db.auditEntry.deleteMany();
});

const post = (route: keyof typeof routes, path: string, fields: Record<string, string>, options?: PostOptions) =>
  postForm(routes[route], path, { back: '/admin/articles/', ...fields }, options);

/** The outcome the write put in the query of the page it returns to. */
async function outcome(response: Promise<Response>) {
  const query = (await returnedTo(response)).searchParams;
  return Object.fromEntries([...query].filter(([name]) => name !== 'category'));
}

const editArticle = (id: number, fields: Record<string, string>) =>
  outcome(post('article', `/api/admin/articles/${id}/`, fields, { params: { id: String(id) } }));

const articleByKey = (key: string) =>
  db.article.findUniqueOrThrow({ where: { key }, include: { translations: { orderBy: { locale: 'asc' } } } });
const rowsLabelled = (label: string) => db.originalPath.findMany({ where: { label } });
const auditLog = () =>
  db.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { staffId: true, action: true, subject: true } });
const expired = () => vi.mocked(revalidateTag).mock.calls;
const SITE_CONTENT_EXPIRED = [['site-content', { expire: 0 }]];

const NEW_ARTICLE = {
  ...NEW_ARTICLE_FORM,
  body: '<p onclick="steal()">Regardez la toiture.</p><script>steal()</script>',
};

describe('articles', () => {
  it('creates an article: stored as typed, cleaned where the site renders it, logged, expired', async () => {
    expect(await outcome(post('create', '/api/admin/articles/', NEW_ARTICLE))).toEqual({ notice: 'articleCreated' });
    const article = await articleByKey('viewing-tips');
    expect(article).toMatchObject({
      categoryId: ARTICLE_CATEGORY_IDS.services,
      imageUrl: '/brand/banner-rooftops.svg',
      sort: 7,
    });
    expect(article.translations).toEqual([
      expect.objectContaining({ locale: 'fr', title: 'Nos conseils de visite', body: NEW_ARTICLE.body }),
    ]);
    // One place cleans a body: the site's reader (lib/site/article-html.ts), whoever stored it.
    expect((await getArticle('viewing-tips', 'fr'))?.body).toBe('<p>Regardez la toiture.</p>');
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'article.create', subject: `article:${article.id}` }]);
    expect(expired()).toEqual(SITE_CONTENT_EXPIRED);
    // Its breadcrumb hangs under its category, as the seeded articles' do.
    const rows = await rowsLabelled('article:viewing-tips');
    expect(rows).toEqual([
      {
        path: '/notre-agence/services/nos-conseils-de-visite/',
        parentPath: '/notre-agence/services/',
        label: 'article:viewing-tips',
      },
    ]);
    expect(breadcrumbTrail(originalPathMap(await db.originalPath.findMany()), rows[0]!.path)).toEqual([
      '/',
      '/notre-agence/',
      '/notre-agence/services/',
      '/notre-agence/services/nos-conseils-de-visite/',
    ]);
  });

  it('refuses a taken key, a bad key, an unknown category, a bad picture and a taken address', async () => {
    const services = await db.article.findFirstOrThrow({
      where: { categoryId: ARTICLE_CATEGORY_IDS.services },
      include: { translations: { where: { locale: 'fr' } } },
    });
    const refused: [Record<string, string>, Record<string, string>][] = [
      [{ key: 'agency-story' }, { error: 'articleKeyTaken', field: 'key' }],
      [{ key: 'Viewing tips' }, { error: 'invalid', field: 'key' }],
      // Digits alone name a category in a module's relation, never an article.
      [{ key: '2024' }, { error: 'invalid', field: 'key' }],
      [{ categoryId: '999' }, { error: 'invalid', field: 'categoryId' }],
      [{ imageUrl: 'javascript:alert(1)' }, { error: 'invalid', field: 'imageUrl' }],
      [{ title: '?!' }, { error: 'invalid', field: 'title' }],
      [{ title: `${services.translations[0]!.title.toUpperCase()}!` }, { error: 'articleSlugTaken', field: 'title' }],
      [{ locale: 'es' }, { error: 'invalid', field: 'locale' }],
    ];
    for (const [change, expected] of refused) {
      expect(
        await outcome(post('create', '/api/admin/articles/', { ...NEW_ARTICLE, ...change })),
        JSON.stringify(change),
      ).toEqual(expected);
    }
    expect(await db.article.count({ where: { key: 'viewing-tips' } })).toBe(0);
    expect(await auditLog()).toEqual([]);
    expect(expired()).toEqual([]);
  });

  it('edits a text per language; a new French title moves the address and the breadcrumb row', async () => {
    const { id } = await articleByKey('agency-story');
    const before = await rowsLabelled('article:agency-story');
    expect(before.map((row) => row.path)).toEqual(['/notre-agence/notre-histoire/']);

    const text = {
      action: 'text',
      locale: 'fr',
      title: 'Notre histoire, depuis 2001',
      summary: '',
      body: '<p>Vingt-cinq ans.</p>',
    };
    expect(await editArticle(id, text)).toEqual({ notice: 'articleTextSaved' });
    const fr = await db.articleTranslation.findUniqueOrThrow({
      where: { articleId_locale: { articleId: id, locale: 'fr' } },
    });
    expect(fr).toMatchObject({ title: 'Notre histoire, depuis 2001', summary: null, body: '<p>Vingt-cinq ans.</p>' });
    expect((await rowsLabelled('article:agency-story')).map(({ path, parentPath }) => ({ path, parentPath }))).toEqual([
      { path: '/notre-agence/notre-histoire-depuis-2001/', parentPath: '/notre-agence/' },
    ]);
    // The other languages keep their texts.
    expect((await articleByKey('agency-story')).translations.map((row) => row.locale)).toEqual([
      'de',
      'en',
      'fr',
      'nl',
    ]);

    expect(await editArticle(id, { ...text, title: '' })).toEqual({ error: 'invalid', field: 'title' });
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'article.text', subject: `article:${id}` }]);
    expect(expired()).toEqual(SITE_CONTENT_EXPIRED);
  });

  it('changes the category, picture and order, and refuses what the site could not show', async () => {
    const { id } = await articleByKey('agency-story');
    const settings = { action: 'settings', categoryId: String(ARTICLE_CATEGORY_IDS.team), imageUrl: '', sort: '3' };
    expect(await editArticle(id, settings)).toEqual({ notice: 'articleSaved' });
    expect(await articleByKey('agency-story')).toMatchObject({
      categoryId: ARTICLE_CATEGORY_IDS.team,
      imageUrl: null,
      sort: 3,
    });
    expect((await rowsLabelled('article:agency-story')).map((row) => row.path)).toEqual([
      '/notre-agence/equipe/notre-histoire/',
    ]);

    for (const [change, field] of [
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ sort: '-1' }, 'sort'],
      [{ categoryId: '12345' }, 'categoryId'],
    ] as const) {
      expect(await editArticle(id, { ...settings, ...change })).toEqual({ error: 'invalid', field });
    }
    // Without a category the article has no page of its own, and no breadcrumb row.
    expect(await editArticle(id, { ...settings, categoryId: '' })).toEqual({ notice: 'articleSaved' });
    expect(await rowsLabelled('article:agency-story')).toEqual([]);
  });

  it('removes one language, never the last one', async () => {
    const created = await outcome(post('create', '/api/admin/articles/', NEW_ARTICLE));
    expect(created).toEqual({ notice: 'articleCreated' });
    const { id } = await articleByKey('viewing-tips');
    expect(await editArticle(id, { action: 'text', locale: 'nl', title: 'Bezoektips', summary: '', body: '' })).toEqual(
      {
        notice: 'articleTextSaved',
      },
    );
    expect(await editArticle(id, { action: 'removeText', locale: 'fr' })).toEqual({ notice: 'articleTextRemoved' });
    expect((await articleByKey('viewing-tips')).translations.map((row) => row.locale)).toEqual(['nl']);
    // The original path is made of default-language names: without a French title, the id.
    expect((await rowsLabelled('article:viewing-tips')).map((row) => row.path)).toEqual([
      `/notre-agence/services/${id}/`,
    ]);
    expect(await editArticle(id, { action: 'removeText', locale: 'nl' })).toEqual({ error: 'articleLastText' });
    expect(await editArticle(id, { action: 'removeText', locale: 'de' })).toEqual({ error: 'gone' });
  });

  it('deletes an article after confirmation, never one the site names by its key', async () => {
    const { id } = await articleByKey('agency-story');
    expect(await editArticle(id, { action: 'delete' })).toEqual({ error: 'invalid', field: 'confirm' });
    expect(await editArticle(id, { action: 'delete', confirm: 'on' })).toEqual({ notice: 'articleDeleted' });
    expect(await db.article.count({ where: { id } })).toBe(0);
    expect(await db.articleTranslation.count({ where: { articleId: id } })).toBe(0);
    expect(await rowsLabelled('article:agency-story')).toEqual([]);
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'article.delete', subject: `article:${id}` }]);
    expect(await editArticle(id, { action: 'delete', confirm: 'on' })).toEqual({ error: 'gone' });

    // A legal page, and the home page's article (a module and the home configuration name it).
    for (const key of [ARTICLE_KEYS.privacyStatement, ARTICLE_KEYS.homeWelcome]) {
      const article = await articleByKey(key);
      expect(await editArticle(article.id, { action: 'delete', confirm: 'on' })).toEqual({ error: 'articleInUse' });
    }
    expect(await rowsLabelled(`article:${ARTICLE_KEYS.privacyStatement}`)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- home, header and footer

async function stored() {
  const row = await db.siteConfig.findUniqueOrThrow({ where: { id: 1 } });
  return {
    home: homeConfigSchema.parse(JSON.parse(row.home)),
    header: headerConfigSchema.parse(JSON.parse(row.header)),
    footer: footerConfigSchema.parse(JSON.parse(row.footer)),
  };
}

const saveLayout = (part: 'home' | 'header' | 'footer', fields: Record<string, string>) =>
  outcome(post(part, `/api/admin/layout/${part}/`, { ...fields, back: '/admin/layout/' }));

/** The layout form's fields `name.fr` … `name.de` for a text in each language. */
const textFields = (name: string, text: LocalizedText) =>
  Object.fromEntries(Object.entries(text).map(([locale, value]) => [`${name}.${locale}`, value]));

describe('home, header and footer', () => {
  it('saved unchanged, each part comes back as it was stored, and nothing is logged', async () => {
    const before = await stored();
    expect(await saveLayout('home', formValues.home(before.home))).toEqual({ notice: 'homeSaved' });
    expect(await saveLayout('header', formValues.header(before.header))).toEqual({ notice: 'headerSaved' });
    expect(await saveLayout('footer', formValues.footer(before.footer))).toEqual({ notice: 'footerSaved' });
    expect(await stored()).toEqual(before);
    expect(await auditLog()).toEqual([]);
  });

  it('changes the Dutch home title and hides a description, keeping what the form does not show', async () => {
    const { home } = await stored();
    const fields: Record<string, string> = { ...formValues.home(home), 'title.value.nl': 'Uw nieuwe thuis' };
    // An unticked box is not sent.
    delete fields['description.public'];
    expect(await saveLayout('home', fields)).toEqual({ notice: 'homeSaved' });
    const after = (await stored()).home;
    expect(after.title.value).toEqual({ ...home.title.value, nl: 'Uw nieuwe thuis' });
    expect(after.description.public).toBe(false);
    expect(after.articleKey).toBe(ARTICLE_KEYS.homeWelcome);
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'layout.editHome', subject: 'siteConfig:1' }]);
    expect(expired()).toEqual(SITE_CONTENT_EXPIRED);
    expect(await saveLayout('home', { ...fields, logoUrl: 'javascript:alert(1)' })).toEqual({
      error: 'invalid',
      field: 'logoUrl',
    });
  });

  it('changes a header link label, adds an external link, removes one and reorders', async () => {
    const { header } = await stored();
    const blog = { fr: 'Blog', nl: 'Blog', en: 'Blog', de: 'Blog' };
    const fields: Record<string, string> = {
      ...formValues.header(header),
      'headerLinks.0.label.nl': 'Gratis waardebepaling',
      'headerLinks.0.position': '2',
      'headerLinks.1.remove': 'on',
      ...textFields('headerLinks.2.label', blog),
      'headerLinks.2.url': 'https://blog.example.com/',
      'headerLinks.2.position': '1',
    };
    expect(await saveLayout('header', fields)).toEqual({ notice: 'headerSaved' });
    const after: HeaderConfig = (await stored()).header;
    expect(after.headerLinks).toEqual([
      { label: blog, href: 'https://blog.example.com/', external: true },
      {
        label: { ...header.headerLinks[0]!.label, nl: 'Gratis waardebepaling' },
        href: '/free-valuation',
        external: false,
      },
    ]);
    expect(after.address).toEqual(header.address);
    expect(after.openingHours).toEqual(header.openingHours);
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'layout.editHeader', subject: 'siteConfig:1' }]);
    expect(expired()).toEqual(SITE_CONTENT_EXPIRED);
  });

  it('edits the opening hours per language, and clears them all at once', async () => {
    const { header } = await stored();
    const fields = formValues.header(header);
    const saturday = 'Lundi – vendredi : 9 h – 18 h\nSamedi : fermé';
    // As a browser sends a text area: lines ended by CR LF, stored as the site writes them.
    const typed = saturday.replace('\n', '\r\n');
    expect(await saveLayout('header', { ...fields, 'openingHours.fr': typed })).toEqual({ notice: 'headerSaved' });
    expect((await stored()).header.openingHours).toEqual({ ...header.openingHours, fr: saturday });
    const cleared = textFields('openingHours', { fr: '', nl: '', en: '', de: '' });
    expect(await saveLayout('header', { ...fields, ...cleared })).toEqual({ notice: 'headerSaved' });
    expect((await stored()).header.openingHours).toBeUndefined();
  });

  it('refuses a header the site could not show, naming the field, and changes nothing', async () => {
    const { header } = await stored();
    const fields = formValues.header(header);
    const refused: [Record<string, string>, string][] = [
      [{ 'headerLinks.0.page': '/nowhere' }, 'headerLinks.0.page'],
      [{ 'headerLinks.0.page': '/for-sale/[city]/[title]/[id]' }, 'headerLinks.0.page'],
      [{ 'headerLinks.1.url': 'javascript:alert(1)' }, 'headerLinks.1.url'],
      [{ 'headerLinks.1.label.de': '' }, 'headerLinks.1.label.de'],
      [{ 'headerLinks.2.url': 'https://blog.example.com/' }, 'headerLinks.2.label.fr'],
      [{ email: 'info-at-vitrine' }, 'email'],
      [{ 'address.postalCode': '' }, 'address.postalCode'],
      [{ 'address.countryCode': 'FR' }, 'address.countryCode'],
      [{ 'openingHours.nl': '' }, 'openingHours.nl'],
      [{ logoScrolledUrl: '' }, 'logoScrolledUrl'],
    ];
    for (const [change, field] of refused) {
      expect(await saveLayout('header', { ...fields, ...change }), field).toEqual({ error: 'invalid', field });
    }
    // Names that are not the form's are ignored; an index past the form's rows is refused.
    expect(
      await saveLayout('header', { ...fields, 'headerLinks.__proto__.x': 'y', 'constructor.prototype.x': 'y' }),
    ).toEqual({
      notice: 'headerSaved',
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(await saveLayout('header', { ...fields, 'headerLinks.50.page': '/contact' })).toEqual({
      error: 'invalid',
      field: 'headerLinks',
    });
    expect((await stored()).header).toEqual(header);
    expect(await auditLog()).toEqual([]);
  });

  it('adds and removes footer columns and checks their sizes and titles', async () => {
    const { footer } = await stored();
    const followUs = { fr: 'Nous suivre', nl: 'Volg ons', en: 'Follow us', de: 'Folgen Sie uns' };
    const fields: Record<string, string> = {
      ...formValues.footer(footer),
      'columns.0.remove': 'on',
      ...textFields('columns.3.title', followUs),
      'columns.3.introText.fr': 'Chaque semaine, nos nouveaux biens.',
      'columns.3.size.sm': '12',
      'columns.3.size.md': '6',
      'columns.3.size.lg': '3',
      'columns.3.position': '4',
    };
    expect(await saveLayout('footer', fields)).toEqual({ notice: 'footerSaved' });
    const after: FooterConfig = (await stored()).footer;
    expect(after.columns.map((column) => column.title.fr)).toEqual([
      footer.columns[1]!.title.fr,
      footer.columns[2]!.title.fr,
      'Nous suivre',
    ]);
    expect(after.columns[2]).toEqual({
      title: followUs,
      introText: { fr: 'Chaque semaine, nos nouveaux biens.', nl: '', en: '', de: '' },
      size: { sm: 12, md: 6, lg: 3 },
    });
    expect(await saveLayout('footer', { ...fields, 'columns.1.size.md': '13' })).toEqual({
      error: 'invalid',
      field: 'columns.1.size.md',
    });
    expect(await saveLayout('footer', { ...fields, 'columns.3.title.de': '' })).toEqual({
      error: 'invalid',
      field: 'columns.3.title.de',
    });
    expect(await auditLog()).toEqual([{ staffId: editor, action: 'layout.editFooter', subject: 'siteConfig:1' }]);
  });
});

describe('who may write', () => {
  it('answers 404 to nobody and to an owner, 403 to another site, and writes nothing', async () => {
    const { home } = await stored();
    const fields = { ...formValues.home(home), 'title.value.nl': 'Gekaapt' };
    session.staffId = null;
    expect((await post('home', '/api/admin/layout/home/', fields)).status).toBe(404);
    expect((await post('create', '/api/admin/articles/', NEW_ARTICLE)).status).toBe(404);
    session.ownerId = owner;
    expect((await post('home', '/api/admin/layout/home/', fields)).status).toBe(404);
    session.ownerId = null;
    session.staffId = editor;
    expect((await post('home', '/api/admin/layout/home/', fields, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await post('create', '/api/admin/articles/', NEW_ARTICLE, { origin: null })).status).toBe(403);
    expect((await stored()).home).toEqual(home);
    expect(await db.article.count({ where: { key: 'viewing-tips' } })).toBe(0);
    expect(await auditLog()).toEqual([]);
  });
});
