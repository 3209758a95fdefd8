import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { CACHE_TAG } from '@/lib/cache/tags';
import { MENU_PAGE_IDS } from '@/prisma/seed/site-content';
import { changeDatabase, query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { onAPhone, openFromMenu, signInAsStaff } from './support/staff';

// The menu pages and their modules as the agency's editor runs them (docs/back-office.md,
// docs/cms.md): a Dutch title changed, the demo draft page published and unpublished again, a
// module added and deleted, the free valuation page taken off the site as a draft and published
// again. Each change is seen by visitors on the next request. The demo rows it changes are put
// back afterwards (the import spec runs after this one).

const NEWS = MENU_PAGE_IDS.newsDraft;
const PROJECTS = MENU_PAGE_IDS.projects;
const FREE_VALUATION = MENU_PAGE_IDS.freeValuation;
/** The free valuation's address in French and Dutch (docs/url-map.md). */
const FREE_VALUATION_PATHS = { fr: '/fr/estimation-gratuite/', nl: '/nl/gratis-schatting/' } as const;

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });
// One worker runs these tests in order: both change the menu that the clean-up puts back.
test.describe.configure({ mode: 'default' });

type Row = Record<string, unknown>;
const pageRow = (id: number) => query<Row>('SELECT status, modifyDate FROM MenuPage WHERE id = ?', id)[0]!;
const dutchTitle = () =>
  query<{ title: string }>("SELECT title FROM MenuPageTranslation WHERE menuPageId = ? AND locale = 'nl'", PROJECTS)[0]!
    .title;
let saved: { news: Row; projects: Row; freeValuation: Row; projectsTitle: string };

test.beforeAll(() => {
  saved = {
    news: pageRow(NEWS),
    projects: pageRow(PROJECTS),
    freeValuation: pageRow(FREE_VALUATION),
    projectsTitle: dutchTitle(),
  };
});

test.afterAll(async () => {
  await changeDatabase([CACHE_TAG.siteContent], (db) => {
    const restore = db.prepare('UPDATE MenuPage SET status = ?, modifyDate = ? WHERE id = ?');
    restore.run(saved.news.status, saved.news.modifyDate, NEWS);
    restore.run(saved.projects.status, saved.projects.modifyDate, PROJECTS);
    restore.run(saved.freeValuation.status, saved.freeValuation.modifyDate, FREE_VALUATION);
    db.prepare("UPDATE MenuPageTranslation SET title = ? WHERE menuPageId = ? AND locale = 'nl'").run(
      saved.projectsTitle,
      PROJECTS,
    );
    // The demo draft has no module of its own: any left is one a failed run of this spec added.
    db.prepare('DELETE FROM Module WHERE menuPageId = ?').run(NEWS);
  });
});

async function openPagesScreen(page: Page) {
  await page.goto('/admin/');
  await openFromMenu(page, 'Pages du menu');
}

/** The site's main navigation on a wide screen, in French or Dutch. */
const siteMenu = (page: Page, locale: 'fr' | 'nl') =>
  page.getByRole('navigation', { name: locale === 'fr' ? 'Navigation principale' : 'Hoofdnavigatie' });
/** The projects entry of the menu: it has a child (the promotion site), so it opens a sub-menu. */
const projectsEntry = (page: Page, locale: 'fr' | 'nl', title: string) =>
  siteMenu(page, locale).getByRole('button', { name: title, exact: true });

/** The sitemap file that lists the site's own pages (the first one when the sitemap is split). */
async function sitemapOfPages(request: APIRequestContext): Promise<string> {
  const root = await (await request.get('/sitemap.xml')).text();
  return root.includes('<sitemapindex') ? (await request.get('/sitemap/1.xml')).text() : root;
}

async function setStatus(page: Page, status: 'Publiée' | 'Brouillon') {
  await page.getByRole('combobox', { name: 'Statut', exact: true }).selectOption({ label: status });
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Réglages enregistrés/);
}

test('the editor changes a page’s Dutch title: the Dutch menu shows it at once, the sitemap dates it', async ({
  page,
}) => {
  const title = `Nieuwbouwprojecten ${randomBytes(3).toString('hex')}`;
  const started = Date.now();
  // Signed in first: the back-office then speaks its member's language, whatever the visitor
  // language the Dutch page leaves in the cookie.
  await signInAsStaff(page);
  // Cached before the change: the write must expire it.
  await page.goto('/nl/');
  await expect(projectsEntry(page, 'nl', saved.projectsTitle)).toBeVisible();

  await openPagesScreen(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Projets neufs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page « Projets neufs »');
  // A page with a screen of its own: its address is not the editor's to change.
  await expect(page.getByRole('textbox', { name: "Chemin d'origine" })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Langue des textes' }).getByRole('link', { name: 'Néerlandais' }).click();
  await expect(page.getByRole('link', { name: 'Néerlandais', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  const titleField = page.getByRole('textbox', { name: 'Titre (menu et page)' });
  await expect(titleField).toHaveValue(saved.projectsTitle);
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Enregistrer les textes en néerlandais' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Textes enregistrés.');
  await expect(page.getByRole('textbox', { name: 'Titre (menu et page)' })).toHaveValue(title);
  expect(
    query('SELECT action FROM AuditEntry WHERE subject = ? ORDER BY id DESC LIMIT 1', `menuPage:${PROJECTS}`),
  ).toEqual([{ action: 'menuPage.texts' }]);

  await page.goto('/nl/');
  await expect(projectsEntry(page, 'nl', title)).toBeVisible();
  await page.goto('/fr/');
  await expect(projectsEntry(page, 'fr', 'Projets neufs')).toBeVisible();
  // The sitemap reads the pages on each request: the page's last change is this one.
  const lastmod = /\/nl\/projecten\/<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(await sitemapOfPages(page.request));
  expect(Date.parse(lastmod?.[1] ?? '')).toBeGreaterThanOrEqual(started - 2_000);
});

test('the editor publishes the demo draft page, gives it a module, then takes it off the menu again', async ({
  page,
}) => {
  // A long scenario (the site and the back-office in turn, three accessibility checks): about 30 s
  // on a quiet machine, the whole of the default limit.
  test.slow();
  const moduleTitle = `Nos conseils ${randomBytes(3).toString('hex')}`;
  await page.goto('/fr/');
  await expect(siteMenu(page, 'fr').getByText('Actualités', { exact: true })).toHaveCount(0);

  await signInAsStaff(page);
  await openPagesScreen(page);
  const draft = page.getByRole('article', { name: 'Actualités' });
  await expect(draft).toContainText('Brouillon');
  await draft.getByRole('link', { name: 'Actualités' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page « Actualités »');

  // A module, added through its own form and seen in the staff preview before anyone else.
  await page.getByRole('link', { name: 'Ajouter un module' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau module · Actualités');
  await expectNoAxeViolations(page);
  await page
    .getByRole('group', { name: 'Textes en français' })
    .getByRole('textbox', { name: 'Titre' })
    .fill(moduleTitle);
  await page.getByRole('combobox', { name: 'Contenu', exact: true }).selectOption({ label: 'Équipe' });
  await page.getByRole('combobox', { name: 'Présentation des articles' }).selectOption('card-view');
  await page.getByRole('button', { name: 'Ajouter le module' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Module ajouté à la fin de la page.');
  const card = page.getByRole('article', { name: moduleTitle });
  await expect(card).toContainText("Catégorie d'articles : Équipe");
  await card.getByRole('link', { name: `Modifier le module « ${moduleTitle} »` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module · Actualités');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Retour à la page « Actualités »' }).click();

  await page.getByRole('link', { name: 'Aperçu en français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
  await expect(page.getByRole('heading', { name: moduleTitle })).toBeVisible();
  await page.goBack();

  await setStatus(page, 'Publiée');
  await expectNoAxeViolations(page);
  expect(
    query('SELECT action, detail FROM AuditEntry WHERE subject = ? ORDER BY id DESC LIMIT 1', `menuPage:${NEWS}`),
  ).toEqual([{ action: 'menuPage.edit', detail: expect.stringContaining('"status":"Published"') }]);
  // A page without a screen of its own is a heading of the menu (docs/cms.md, menu pages).
  await page.goto('/fr/');
  await expect(siteMenu(page, 'fr').getByText('Actualités', { exact: true })).toBeVisible();
  await page.goto('/nl/');
  await expect(siteMenu(page, 'nl').getByText('Nieuws', { exact: true })).toBeVisible();

  await page.goto(`/admin/pages/${NEWS}/`);
  const added = page.getByRole('article', { name: moduleTitle });
  await added.getByText('Supprimer', { exact: true }).click();
  await added.getByRole('button', { name: 'Supprimer définitivement ce module' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Module supprimé.');
  await expect(page.getByRole('article', { name: moduleTitle })).toHaveCount(0);
  await setStatus(page, 'Brouillon');
  await page.goto('/fr/');
  await expect(siteMenu(page, 'fr').getByText('Actualités', { exact: true })).toHaveCount(0);
  await page.goto('/nl/');
  await expect(siteMenu(page, 'nl').getByText('Nieuws', { exact: true })).toHaveCount(0);
});

test('the editor takes the free valuation page off the site as a draft, then publishes it again', async ({
  page,
  request,
}) => {
  // Every link to the page in the menu, the sub-menu's included (shown or not).
  const menuLink = siteMenu(page, 'fr').locator(`a[href^="${FREE_VALUATION_PATHS.fr.slice(0, -1)}"]`);
  await page.goto('/fr/');
  await expect(menuLink).toHaveCount(1);

  await signInAsStaff(page);
  await page.goto(`/admin/pages/${FREE_VALUATION}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page « Estimation gratuite »');
  await setStatus(page, 'Brouillon');
  expect(
    query(
      'SELECT action, detail FROM AuditEntry WHERE subject = ? ORDER BY id DESC LIMIT 1',
      `menuPage:${FREE_VALUATION}`,
    ),
  ).toEqual([{ action: 'menuPage.edit', detail: expect.stringContaining('"status":"Draft"') }]);

  // A visitor (no session) gets the server-rendered 404 page in each language (docs/cms.md, menu pages).
  for (const [locale, path] of Object.entries(FREE_VALUATION_PATHS)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<html lang="${locale}"`);
  }
  await page.goto('/fr/');
  await expect(menuLink).toHaveCount(0);
  const sitemap = await sitemapOfPages(request);
  for (const path of Object.values(FREE_VALUATION_PATHS)) expect(sitemap).not.toContain(path);
  expect(sitemap).toContain('/fr/contact/');
  // Staff still see it on its preview path.
  const preview = await page.goto(`/fr/preview/${FREE_VALUATION}/`);
  expect(preview?.status()).toBe(200);
  await expect(page.getByText('Aperçu : cette page est un brouillon, invisible pour les visiteurs.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimation gratuite');

  await page.goto(`/admin/pages/${FREE_VALUATION}/`);
  await setStatus(page, 'Publiée');
  for (const path of Object.values(FREE_VALUATION_PATHS)) expect((await request.get(path)).status(), path).toBe(200);
  await page.goto('/fr/');
  await expect(menuLink).toHaveCount(1);
  const republished = await sitemapOfPages(request);
  for (const path of Object.values(FREE_VALUATION_PATHS)) expect(republished).toContain(path);
});

test('the home page offers no draft: it stays published', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/admin/pages/${MENU_PAGE_IDS.home}/`);
  const status = page.getByRole('combobox', { name: 'Statut', exact: true });
  await expect(status.locator('option')).toHaveText(['Publiée']);
  await expect(page.getByText("La page d'accueil reste toujours publiée", { exact: false })).toBeVisible();
});

test('a parent inside the page itself is refused with a message', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/admin/pages/${MENU_PAGE_IDS.sell}/`);
  // The select leaves the page's own branch out; a forged form is refused by the server.
  const parent = page.getByRole('combobox', { name: 'Page parente' });
  await expect(parent.locator(`option[value="${MENU_PAGE_IDS.freeValuation}"]`)).toHaveCount(0);
  await parent.evaluate((select, child) => {
    select.append(new Option('forged', String(child), true, true));
  }, MENU_PAGE_IDS.freeValuation);
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/ni sous l'une de ses sous-pages/);
  expect(query('SELECT parentId FROM MenuPage WHERE id = ?', MENU_PAGE_IDS.sell)).toEqual([{ parentId: null }]);
});

onAPhone(() => {
  test('the pages, a page and a module form fit the screen', async ({ page }) => {
    await signInAsStaff(page);
    for (const path of ['/admin/pages/', `/admin/pages/${MENU_PAGE_IDS.home}/`, `/admin/pages/${NEWS}/modules/new/`]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Gestion du site' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }
  });
});
