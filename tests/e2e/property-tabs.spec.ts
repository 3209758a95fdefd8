import type { Page } from '@playwright/test';
import { clickOnceHydrated, hydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { IN_BRUSSELS, IN_FLANDERS, idWhere, prepareContext, propertyPath } from './support/property-pages';
import { showMap } from './support/maps';

// The detail tabs: every one present on the demo's richest properties, each absent where it has
// nothing to show, deep-linkable, usable by keyboard, and the photo slide show by keyboard.
const RICH_BRUSSELS = idWhere(`videoUrl IS NOT NULL AND virtualTourUrl IS NOT NULL AND ${IN_BRUSSELS}`);
const RICH_FLANDERS = idWhere(`videoUrl IS NOT NULL AND virtualTourUrl IS NOT NULL AND ${IN_FLANDERS}`);
const PLAIN_RENT = idWhere(
  `goal <> 0 AND marquee = 0 AND videoUrl IS NULL AND ${IN_BRUSSELS} AND id NOT IN (SELECT propertyId FROM PropertyDocument)`,
);
const HIDDEN_ADDRESS = idWhere('goal = 0 AND publishAddress = 0 AND projectId IS NULL AND videoUrl IS NULL');

const ALL_TABS = ['photos', 'map', 'street-view', 'tour', 'video', 'documents', 'financial', 'planning', 'similar'];

const tabIds = (page: Page) =>
  page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.id.replace(/^tab-/, '')));
const count = (sql: string, id: number) => query<{ n: number }>(sql, id)[0]!.n;

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

test('the Uccle mansion has every tab, each with its content (fr)', async ({ page }) => {
  await page.goto(propertyPath(RICH_BRUSSELS, 'fr'));
  expect(await tabIds(page)).toEqual(ALL_TABS);

  // Photos first, selected by the server: every picture as a thumbnail.
  const photos = page.getByRole('tabpanel', { name: /Photos/ });
  await expect(photos.getByRole('button', { name: /Ouvrir la photo/ })).toHaveCount(
    count('SELECT COUNT(*) AS n FROM PropertyPicture WHERE propertyId = ?', RICH_BRUSSELS),
  );

  const mapTab = page.getByRole('tab', { name: 'Carte' });
  await clickOnceHydrated(mapTab);
  await expect(page).toHaveURL(/\?tab=map$/);
  await showMap(page);
  const map = page.getByRole('region', { name: /^Carte/ });
  await expect(map).toHaveAttribute('data-approximate', 'false');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(page.getByRole('tabpanel', { name: 'Carte' })).toContainText('Adresse :');

  await page.getByRole('tab', { name: 'Street View' }).click();
  await expect(page.getByRole('link', { name: /Ouvrir Street View/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/@\?api=1&map_action=pano&viewpoint=-?\d+\.\d+,-?\d+\.\d+$/,
  );
  // Embedded, but only once asked: Google is a third party that learns the visitor's address.
  const streetView = page.getByRole('tabpanel', { name: 'Street View' });
  await expect(streetView.locator('iframe')).toHaveCount(0);
  await expect(streetView).toContainText('Street View est un service de Google');
  await streetView.getByRole('button', { name: 'Afficher Street View' }).click();
  await expect(streetView.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.google\.com\/maps\?layer=c&cbll=-?\d+\.\d+,-?\d+\.\d+&.*output=svembed$/,
  );

  // Players load only on demand: no iframe until the visitor asks.
  await page.getByRole('tab', { name: 'Visite virtuelle' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Visite virtuelle' }).locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /Lancer la visite virtuelle \(Matterport\)/ }).click();
  await expect(page.locator('iframe[src^="https://my.matterport.com/"]')).toBeAttached();

  await page.getByRole('tab', { name: 'Vidéo' }).click();
  await page.getByRole('button', { name: /Lire la vidéo \(YouTube\)/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached();

  await page.getByRole('tab', { name: /Documents/ }).click();
  const documents = page.getByRole('tabpanel', { name: /Documents/ });
  const pdfs = documents.locator('a[href$=".pdf"]');
  await expect(pdfs).toHaveCount(
    count('SELECT COUNT(*) AS n FROM PropertyDocument WHERE propertyId = ? AND public = 1', RICH_BRUSSELS),
  );
  const pdf = await page.request.get((await pdfs.first().getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('pdf');
  await expect(documents.getByRole('link', { name: 'Demander les documents' })).toHaveAttribute(
    'href',
    `/fr/contact/?property=${RICH_BRUSSELS}&subject=documents`,
  );

  await page.getByRole('tab', { name: 'Infos financières' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Infos financières' })).toContainText('Revenu cadastral');
  await expect(page.getByRole('heading', { name: "Estimer l'achat" })).toBeVisible();

  await page.getByRole('tab', { name: 'Urbanisme' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Urbanisme' })).toContainText("Permis d'urbanisme");

  await page.getByRole('tab', { name: 'Biens similaires' }).click();
  const cards = page.getByRole('tabpanel', { name: 'Biens similaires' }).getByRole('article');
  // The panel shows once the tab is selected: wait for it before counting.
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  // Same goal and type as this one, and still on offer.
  const ids = await cards
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').filter(Boolean).at(-1))));
  const [reference] = query<{ goal: number; typeId: number }>(
    'SELECT goal, typeId FROM Property WHERE id = ?',
    RICH_BRUSSELS,
  );
  for (const id of ids) {
    expect(
      query(
        'SELECT id FROM Property WHERE id = ? AND goal = ? AND typeId = ? AND marquee NOT IN (3, 4)',
        id,
        reference!.goal,
        reference!.typeId,
      ),
    ).toHaveLength(1);
  }
});

test('the Hoeilaart estate has every tab too, and Dutch labels (nl)', async ({ page }) => {
  await page.goto(propertyPath(RICH_FLANDERS, 'nl'));
  expect(await tabIds(page)).toEqual(ALL_TABS);
  await expect(page.getByRole('tablist')).toContainText("Foto's");
  const planningTab = page.getByRole('tab', { name: 'Stedenbouw' });
  await clickOnceHydrated(planningTab);
  const planning = page.getByRole('tabpanel', { name: 'Stedenbouw' });
  await expect(planning).toContainText('P-score (perceel)');
  await expect(planning).toContainText('Overstromingsgevoeligheid');
});

test('tabs without content are left out', async ({ page }) => {
  // A plain rental: no tour, video, documents or town-planning information.
  await page.goto(propertyPath(PLAIN_RENT, 'fr'));
  const plain = await tabIds(page);
  for (const absent of ['tour', 'video', 'documents', 'planning']) expect(plain).not.toContain(absent);
  expect(plain).toContain('photos');

  // An unpublished address: the map stays but shows an area, and there is no Street View.
  await page.goto(propertyPath(HIDDEN_ADDRESS, 'nl'));
  const hidden = await tabIds(page);
  expect(hidden).toContain('map');
  expect(hidden).not.toContain('street-view');
});

test('a tab can be linked to and is chosen by keyboard (nl)', async ({ page }) => {
  await page.goto(`${propertyPath(RICH_BRUSSELS, 'nl')}?tab=documents`);
  await hydrated(page);
  // Rendered selected by the server: no switch after hydration.
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveAttribute('id', 'tab-documents');
  await expect(page.getByRole('tabpanel', { name: /Documenten/ })).toBeVisible();

  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-financial');
  await expect(page.getByRole('tab', { name: 'Financiële info' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=financial$/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-similar');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-photos');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-photos');
  // Only the selected tab is in the tab order.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test('only the selected tab is rendered; another comes when chosen, and a quick change of mind is kept (fr)', async ({
  page,
  request,
}) => {
  const path = propertyPath(RICH_BRUSSELS, 'fr');
  const firstLoad = await (await request.get(path)).text();
  expect(firstLoad).toContain('Ouvrir la photo 1 sur');
  expect(firstLoad).not.toContain('Revenu cadastral');
  // Without script, a tab is a link to the page rendered with that tab.
  expect(await (await request.get(`${path}?tab=financial`)).text()).toContain('Revenu cadastral');

  await page.goto(path);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Infos financières' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Infos financières' })).toContainText('Revenu cadastral');
  // Similar chosen, then planning before similar's panel has come: planning stays chosen.
  await page.getByRole('tab', { name: 'Biens similaires' }).click();
  await page.getByRole('tab', { name: 'Urbanisme' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Urbanisme' })).toContainText("Permis d'urbanisme");
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-planning');
  await expect(page).toHaveURL(/\?tab=planning$/);
  // A panel shown before comes back at once, as it was.
  await page.getByRole('tab', { name: /Photos/ }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: /Photos/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
});

test('the slide show works by keyboard: open, next, previous, caption, counter, close (fr)', async ({ page }) => {
  await page.goto(propertyPath(RICH_BRUSSELS, 'fr'));
  await hydrated(page);
  const total = count('SELECT COUNT(*) AS n FROM PropertyPicture WHERE propertyId = ?', RICH_BRUSSELS);
  const names = query<{ name: string }>(
    'SELECT name FROM PropertyPicture WHERE propertyId = ? ORDER BY sort',
    RICH_BRUSSELS,
  );
  const first = page.getByRole('button', { name: new RegExp(`Ouvrir la photo 1 sur ${total}`) });
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 / ${total}`);
  await expect(dialog).toContainText(names[0]!.name);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`2 / ${total}`);
  await expect(dialog).toContainText(names[1]!.name);
  // Each key press is answered before the next: a press during the slide's animation is dropped.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`1 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`${total} / ${total}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

// A tap on a photo at the top of the page, or on "see all photos", opens the slide show at that
// photo; focus comes back to it on close. Without JavaScript they lead to the photos tab.
for (const { locale, photo, all } of [
  { locale: 'fr', photo: /Ouvrir la photo 2 sur \d+/, all: /Voir les \d+ photos/ },
  { locale: 'nl', photo: /Foto 2 van \d+ op volledig scherm/, all: /Bekijk alle \d+ foto/ },
] as const) {
  test(`${locale}: the photos at the top open the slide show where they are tapped`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(propertyPath(RICH_BRUSSELS, locale));
    await hydrated(page);
    const total = count('SELECT COUNT(*) AS n FROM PropertyPicture WHERE propertyId = ?', RICH_BRUSSELS);
    const second = page.getByRole('link', { name: photo });
    await second.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`2 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
    await page.getByRole('link', { name: all }).click();
    await expect(dialog).toContainText(`1 / ${total}`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"see all photos" leads to the photos tab', async ({ page }) => {
    await page.goto(`${propertyPath(RICH_BRUSSELS, 'fr')}?tab=planning`);
    await page.getByRole('link', { name: /Voir les \d+ photos/ }).click();
    await expect(page).toHaveURL(/\?tab=photos#property-tabs$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'tab-photos');
  });
});

test.describe('no accessibility violation with the tabs in use', () => {
  // One state per test: three axe runs on this page in a row took more than 30 s on a busy machine.

  test('the financial tab with the mortgage estimate', async ({ page }) => {
    await page.goto(`${propertyPath(RICH_FLANDERS, 'fr')}?tab=financial`);
    await expectNoAxeViolations(page);
  });

  test('the map tab', async ({ page }) => {
    await page.goto(`${propertyPath(RICH_FLANDERS, 'fr')}?tab=financial`);
    const mapTab = page.getByRole('tab', { name: 'Carte' });
    await clickOnceHydrated(mapTab);
    await showMap(page);
    await expectNoAxeViolations(page);
  });

  test('the slide show', async ({ page }) => {
    await page.goto(`${propertyPath(RICH_FLANDERS, 'fr')}?tab=photos`);
    const second = page.getByRole('button', { name: /Ouvrir la photo 2/ });
    await clickOnceHydrated(second);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// The CRM's registration duties and the estimate's stand side by side: the tab says which case
// the listed amount is, so a buyer never meets two unexplained figures for one thing.
for (const { locale, text } of [
  {
    locale: 'fr',
    text: /Les droits d'enregistrement indiqués ici sont (ceux du taux normal|ceux d'une habitation|le montant)/,
  },
  { locale: 'nl', text: /De registratierechten hier zijn (die aan het gewone tarief|die voor een enige|het bedrag)/ },
] as const) {
  test(`${locale}: the listed registration duties say which case they are`, async ({ page }) => {
    const id = idWhere(
      `goal = 0 AND COALESCE(marquee, 0) NOT IN (3, 4) AND registrationRights > 0 AND publishPrice = 1 AND countryId = 10 AND vat IS NULL`,
    );
    await page.goto(`${propertyPath(id, locale)}?tab=financial`);
    const note = page.locator('[data-duties-case]');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(text);
  });
}
