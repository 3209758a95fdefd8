// A menu page's texts as the back-office's content editor sends them (components/admin/
// rich-text-editor.tsx), through the page's route handler, on the demo site content in the test
// database of the run: the editor's HTML is stored cleaned by the articles' sanitizer and shown so
// on the public page, a picture from the image picker becomes the banner, and the search engines'
// title and description follow the page's own texts unless written out (docs/cms.md).
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsPageContent } from '@/components/content/cms-page-content';
import { cmsMetadata } from '@/lib/seo/page-metadata';
import { effectiveSeo, siteTitle } from '@/lib/seo/seo-texts';
import { pageBanner } from '@/lib/site/page-banner';
import { MENU_PAGE_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import { backOfficeFixture, postForm, returnedTo } from '../support/back-office';
import { adminRoutes } from '../support/back-office-routes';

vi.mock('server-only', () => ({}));

const { db, getMenuPage } = await backOfficeFixture({
  signedIn: 'editor',
  load: async () => ({
    getMenuPage: (await import('@/lib/site/queries')).getMenuPage,
  }),
});

const PAGE = MENU_PAGE_IDS.demandRegister;
const SITE_NAME = 'Vitrine Immobilier';

beforeEach(async () => {
  await seedSiteContent(db);
  await db.auditEntry.deleteMany();
});

/** Posts one of the page's forms as its screen sends it; the outcome the write returned with. */
async function save(fields: Record<string, string>) {
  const back = `/admin/pages/${PAGE}/?lang=nl`;
  const url = await returnedTo(
    postForm(adminRoutes.page, `/api/admin/pages/${PAGE}/`, { back, ...fields }, { params: { id: String(PAGE) } }),
  );
  url.searchParams.delete('lang');
  return Object.fromEntries(url.searchParams);
}

/** The Dutch texts form with the stored texts, `change` on top. */
async function saveDutchTexts(change: Record<string, string>) {
  const text = await db.menuPageTranslation.findUniqueOrThrow({
    where: { menuPageId_locale: { menuPageId: PAGE, locale: 'nl' } },
  });
  const fields = Object.fromEntries(
    (
      [
        'title',
        'description',
        'content',
        'bannerTitle',
        'bannerDescription',
        'metaTitle',
        'metaDescription',
        'ogTitle',
        'ogDescription',
        'ogImage',
        'twitterTitle',
        'twitterDescription',
      ] as const
    ).map((name) => [name, text[name] ?? '']),
  );
  return save({ action: 'texts', locale: 'nl', ...fields, isActiveSeo: 'on', ...change });
}

const dutchText = () =>
  db.menuPageTranslation.findUniqueOrThrow({ where: { menuPageId_locale: { menuPageId: PAGE, locale: 'nl' } } });

/** What the editor writes, with what a paste or a forged form adds. */
const EDITOR_HTML = [
  '<h2>Hoe het werkt</h2>',
  '<p>Wij mailen u <strong>elk</strong> nieuw pand.</p>',
  '<ul><li><p>Type pand</p></li><li><p>Budget</p></li></ul>',
  '<ol><li><p>Registreer</p></li></ol>',
  '<img src="/media/library/5f0c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f.webp" alt="Onze gevel" onerror="alert(1)">',
  '<p><a href="https://www.example.be/" target="_blank" onclick="steal()">Meer</a> en ',
  '<a href="javascript:alert(1)">niets</a></p>',
  '<script>alert(1)</script><iframe src="https://evil.example/"></iframe>',
  '<p style="color:red" class="x">Stijl</p>',
].join('');

describe('the content written in the editor', () => {
  it('is stored cleaned by the sanitizer: its headings, lists, pictures and links kept, nothing that runs', async () => {
    expect(await saveDutchTexts({ content: EDITOR_HTML })).toEqual({ notice: 'menuPageTextsSaved' });
    const { content } = await dutchText();
    expect(content).toBe(
      [
        '<h2>Hoe het werkt</h2>',
        '<p>Wij mailen u <strong>elk</strong> nieuw pand.</p>',
        '<ul><li><p>Type pand</p></li><li><p>Budget</p></li></ul>',
        '<ol><li><p>Registreer</p></li></ol>',
        '<img src="/media/library/5f0c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f.webp" alt="Onze gevel" />',
        '<p><a href="https://www.example.be/" rel="noopener noreferrer">Meer</a> en ',
        '<a>niets</a></p>',
        '<p>Stijl</p>',
      ].join(''),
    );
    const entry = await db.auditEntry.findFirstOrThrow({ where: { action: 'menuPage.texts' } });
    expect(JSON.parse(entry.detail!)).toMatchObject({ locale: 'nl', content });
  });

  it('shows on the public page as it was stored, cleaned once more where it is rendered', async () => {
    await saveDutchTexts({ content: EDITOR_HTML });
    const page = await getMenuPage('/demand-register', 'nl');
    const html = renderToStaticMarkup(CmsPageContent({ html: page?.text?.content }));
    expect(html).toContain('<h2>Hoe het werkt</h2>');
    expect(html).toContain('<ul><li><p>Type pand</p></li>');
    expect(html).toContain('alt="Onze gevel"');
    expect(html).not.toMatch(/script|onerror|onclick|iframe|javascript:|style=/);
    // A row written outside the back-office is cleaned where it is shown all the same.
    expect(renderToStaticMarkup(CmsPageContent({ html: '<p onmouseover="x()">Hallo</p><script>1</script>' }))).toBe(
      '<div class="prose-article max-w-3xl text-lg"><p>Hallo</p></div>',
    );
  });

  it('leaves no content when the editor is emptied, and the page shows none', async () => {
    await saveDutchTexts({ content: EDITOR_HTML });
    expect(await saveDutchTexts({ content: '' })).toEqual({ notice: 'menuPageTextsSaved' });
    expect((await dutchText()).content).toBeNull();
    expect(renderToStaticMarkup(CmsPageContent({ html: null }))).toBe('');
  });

  it('refuses content over its limit, keeping what was stored', async () => {
    await saveDutchTexts({ content: EDITOR_HTML });
    expect(await saveDutchTexts({ content: `<p>${'x'.repeat(20_001)}</p>` })).toEqual({
      error: 'invalid',
      field: 'content',
    });
    expect((await dutchText()).content).toContain('Hoe het werkt');
  });
});

describe('a picture chosen in the image picker', () => {
  it('becomes the page’s banner', async () => {
    const page = await db.menuPage.findUniqueOrThrow({ where: { id: PAGE } });
    const url = '/media/library/5f0c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f.webp';
    const outcome = await save({
      action: 'settings',
      status: page.status,
      sort: String(page.sort),
      parentId: '',
      showBreadCrumb: 'on',
      showPageBanner: 'on',
      bannerType: 'image',
      bannerImageUrl: url,
      css: '',
    });
    expect(outcome).toEqual({ notice: 'menuPageSaved' });
    const stored = await db.menuPage.findUniqueOrThrow({ where: { id: PAGE } });
    expect(pageBanner(stored)).toEqual({ kind: 'image', url });
  });
});

describe('the title and description for search engines', () => {
  const metadataOf = async () => {
    const page = await getMenuPage('/demand-register', 'nl');
    return cmsMetadata({
      text: page!.text,
      fallback: { title: 'Zoekopdracht', description: null },
      locale: 'nl',
      siteName: SITE_NAME,
      alternates: { canonical: '/nl/zoekopdracht/' },
    });
  };

  it('keep the ones written out, whatever the title becomes', async () => {
    await saveDutchTexts({ title: 'Uw zoekopdracht' });
    const metadata = await metadataOf();
    expect(metadata.title).toEqual({ absolute: 'Zoekopdracht op maat — Vitrine Immobilier' });
  });

  it('follow the title, then the introduction or the first paragraph, once left blank', async () => {
    await saveDutchTexts({ title: 'Uw zoekopdracht', metaTitle: '', metaDescription: '', description: '' });
    await saveDutchTexts({ content: '<h2>Hoe</h2><p>Wij mailen u elk nieuw pand.</p>' });
    const metadata = await metadataOf();
    // The layout's template puts the site's name after it: the browser's tab reads this.
    expect(siteTitle(metadata.title as string, SITE_NAME)).toBe('Uw zoekopdracht | Vitrine Immobilier');
    expect(metadata.description).toBe('Wij mailen u elk nieuw pand.');
    // The back-office's hint says the same.
    expect(effectiveSeo(await dutchText(), SITE_NAME)).toEqual({
      title: 'Uw zoekopdracht | Vitrine Immobilier',
      description: 'Wij mailen u elk nieuw pand.',
    });
  });
});
