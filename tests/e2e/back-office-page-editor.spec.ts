import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CACHE_TAG } from '@/lib/cache/tags';
import { MENU_PAGE_IDS } from '@/prisma/seed/site-content';
import { changeDatabase, query } from './support/catalogue';
import { createStaffMember, onAPhone, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { expect, test } from './support/visitor-test';

// The page editor of the back-office (docs/back-office.md, menu pages) on the demand register's
// page: the page list gives its public address in the staff's language; in French, a section
// title and a list typed in the content editor and a picture uploaded through the image picker
// (into the text and as the banner) show on the public page; in Dutch, a picture picked from the
// site's images, and the page's new title that the browser's tab follows once the search engines'
// title is left blank. The page's rows are put back and the uploads removed afterwards.

const PAGE = MENU_PAGE_IDS.demandRegister;
// The server's folder of media (lib/env.ts: MEDIA_DIR), where uploads are stored.
const MEDIA_DIR = process.env.MEDIA_DIR ?? './data/media';

// French unless a group says otherwise: the sign-in page speaks the visitor's language.
test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });
test.describe.configure({ mode: 'default' });

type Row = Record<string, unknown>;
let saved: { page: Row; texts: Row[] };
const uploaded: string[] = [];

test.beforeAll(() => {
  saved = {
    page: query<Row>(
      'SELECT showPageBanner, bannerType, bannerImageUrl, modifyDate FROM MenuPage WHERE id = ?',
      PAGE,
    )[0]!,
    texts: query<Row>(
      'SELECT locale, title, content, metaTitle, metaDescription FROM MenuPageTranslation WHERE menuPageId = ?',
      PAGE,
    ),
  };
});

test.afterAll(async () => {
  await changeDatabase([CACHE_TAG.siteContent], (db) => {
    db.prepare(
      'UPDATE MenuPage SET showPageBanner = ?, bannerType = ?, bannerImageUrl = ?, modifyDate = ? WHERE id = ?',
    ).run(saved.page.showPageBanner, saved.page.bannerType, saved.page.bannerImageUrl, saved.page.modifyDate, PAGE);
    const restore = db.prepare(
      'UPDATE MenuPageTranslation SET title = ?, content = ?, metaTitle = ?, metaDescription = ? WHERE menuPageId = ? AND locale = ?',
    );
    for (const text of saved.texts)
      restore.run(text.title, text.content, text.metaTitle, text.metaDescription, PAGE, text.locale);
  });
  for (const url of uploaded) {
    const file = path.join(MEDIA_DIR, url.replace(/^\/media\//, ''));
    rmSync(file, { force: true });
    rmSync(file.replace(/\.webp$/, '.json'), { force: true });
  }
});

/** A picture as a member of staff has it on their computer. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#16697a' } })
    .png()
    .toBuffer();

/** Types `items` in the editor's list, one a line, then leaves the list as a person does: Enter on an empty item. */
async function typeListItems(page: Page, items: string[]) {
  for (const item of items) {
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter');
}

/** Waits for the content editor, which the screen fetches once it has its script. */
async function contentEditor(page: Page, toolbar: string, label: string) {
  await expect(page.getByRole('toolbar', { name: toolbar })).toBeVisible({ timeout: 15_000 });
  return page.getByRole('textbox', { name: label, exact: true });
}

test.describe('in French', () => {
  test('the editor writes a section title and a list, uploads a picture into the text and the banner, and the page shows them', async ({
    page,
  }) => {
    // A long scenario (sign-in, an upload, two accessibility checks, the page read back): about 30 s
    // on a quiet machine, the whole of the default limit.
    test.slow();
    const suffix = randomBytes(3).toString('hex');
    const fileName = `facade-${suffix}.png`;
    await signInAsStaff(page);
    await page.goto('/admin/pages/');
    const entry = page.getByRole('article', { name: 'Recherche', exact: true });
    await expect(entry).toContainText('Adresse : /fr/recherche/');
    await entry.getByRole('link', { name: 'Recherche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page « Recherche »');

    const editor = await contentEditor(page, 'Mise en forme du contenu', 'Contenu');
    await expectNoAxeViolations(page);
    await editor.click();
    await page.getByRole('button', { name: 'Intertitre', exact: true }).click();
    // A click on the toolbar leaves the cursor in the text, where the next keys go.
    await expect(page.getByRole('button', { name: 'Intertitre', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Comment ça marche');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Liste à puces' }).click();
    await expect(page.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await typeListItems(page, ['Type de bien', 'Budget']);

    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choisir une image' });
    await expect(picker).toBeVisible();
    await picker
      .getByLabel('Ajouter une image depuis votre ordinateur')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await photo() });
    await expect(picker.getByRole('status')).toHaveText('Image ajoutée et choisie.');
    await expect(picker.getByRole('radio', { name: fileName })).toBeChecked();
    await expectNoAxeViolations(page);
    await picker.getByRole('textbox', { name: 'Texte de remplacement' }).fill('Façade de l’agence');
    await picker.getByRole('button', { name: "Insérer l'image" }).click();
    await expect(picker).toBeHidden();
    const inserted = editor.getByRole('img', { name: 'Façade de l’agence' });
    await expect(inserted).toBeVisible();
    const url = (await inserted.getAttribute('src'))!;
    expect(url).toMatch(/^\/media\/library\/[0-9a-f-]{36}\.webp$/);
    uploaded.push(url);

    await page.getByRole('button', { name: 'Enregistrer les textes en français' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Textes enregistrés.');
    const content = query<{ content: string }>(
      "SELECT content FROM MenuPageTranslation WHERE menuPageId = ? AND locale = 'fr'",
      PAGE,
    )[0]!.content;
    expect(content).toContain('<h2>Comment ça marche</h2><ul><li><p>Type de bien</p></li><li><p>Budget</p></li></ul>');
    expect(content).toContain(`<img src="${url}" alt="Façade de l’agence" />`);

    // The same picture as the banner, chosen among the site's images.
    await page.getByRole('button', { name: 'Choisir une image…' }).click();
    await expect(picker).toBeVisible();
    await picker.getByRole('radio', { name: fileName }).check();
    await picker.getByRole('button', { name: 'Utiliser cette image' }).click();
    await expect(page.getByRole('img', { name: 'Image actuelle de la bannière' })).toHaveAttribute('src', url);
    await expect(page.getByRole('textbox', { name: 'Adresse du média' })).toHaveValue(url);
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Réglages enregistrés/);

    await page.goto('/fr/recherche/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Comment ça marche' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'Type de bien' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Façade de l’agence' })).toHaveAttribute('src', url);
    // The banner's picture is decorative: no name, the page's address of the upload.
    await expect(page.locator(`img[alt=""][src="${url}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-BE', extraHTTPHeaders: { 'Accept-Language': 'nl-BE,nl;q=0.9' } });

  test('the editor picks a site picture, and the browser’s tab follows the new Dutch title once the SEO title is blank', async ({
    page,
  }) => {
    test.slow();
    const title = `Zoekopdracht op maat ${randomBytes(3).toString('hex')}`;
    await signInAsStaffMember(page, await createStaffMember('nl'));
    await page.goto('/admin/pages/');
    const entry = page.getByRole('article', { name: 'Zoekopdracht', exact: true });
    await expect(entry).toContainText('Adres: /nl/zoekopdracht/');
    await entry.getByRole('link', { name: 'Zoekopdracht', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Taal van de teksten' })
      .getByRole('link', { name: 'Nederlands' })
      .click();
    await expect(page.getByRole('link', { name: 'Nederlands', exact: true })).toHaveAttribute('aria-current', 'page');

    const editor = await contentEditor(page, 'Opmaak van de inhoud', 'Inhoud');
    await editor.click();
    await page.getByRole('button', { name: 'Tussenkop', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Tussenkop', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Zo werkt het');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Genummerde lijst' }).click();
    await expect(editor).toBeFocused();
    await typeListItems(page, ['Registreer uw zoekopdracht', 'Ontvang de nieuwe panden']);
    await page.getByRole('button', { name: 'Afbeelding', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Een afbeelding kiezen' });
    await picker.getByRole('radio', { name: 'banner-rooftops.svg' }).check();
    await picker.getByRole('textbox', { name: 'Alternatieve tekst' }).fill('Daken van Brussel');
    await picker.getByRole('button', { name: 'Afbeelding invoegen' }).click();
    await expect(editor.getByRole('img', { name: 'Daken van Brussel' })).toBeVisible();

    // The search engines' title left blank follows the page's title, and says so as it is typed.
    const seoTitle = page.getByRole('textbox', { name: 'Titel voor zoekmachines' });
    await seoTitle.fill('');
    await page.getByRole('textbox', { name: 'Titel (menu en pagina)' }).fill(title);
    await expect(seoTitle).toHaveAttribute('placeholder', `${title} | Vitrine Immobilier`);
    await expect(page.getByText(`${title} | Vitrine Immobilier`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Teksten in het Nederlands opslaan' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Teksten opgeslagen.');
    await expect(page.getByRole('textbox', { name: 'Titel voor zoekmachines' })).toHaveValue('');

    await page.goto('/nl/zoekopdracht/');
    await expect(page).toHaveTitle(`${title} | Vitrine Immobilier`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'Ontvang de nieuwe panden' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Daken van Brussel' })).toHaveAttribute(
      'src',
      '/brand/banner-rooftops.svg',
    );
    await expectNoAxeViolations(page);
  });
});

onAPhone(() => {
  test('the page editor, its toolbar and the image picker fit the screen', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto(`/admin/pages/${PAGE}/`);
    await contentEditor(page, 'Mise en forme du contenu', 'Contenu');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Choisir une image' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
