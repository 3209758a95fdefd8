import { clickOnceHydrated } from './support/hydrated';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/visitor-test';
import { formatAmount } from '@/lib/domain/price';
import { localizedPath } from '@/lib/i18n/localized-path';
import { query } from './support/catalogue';
import { prepareContext, projectPath } from './support/property-pages';

// New-build projects: the list, and a project's address (only when public), description,
// photos, units, price list and the way to ask about it.
type ProjectRow = { id: number; publicAddress: number; street: string; houseNumber: string; title: string };
const projects = (locale: string) =>
  query<ProjectRow>(
    `SELECT p.id, p.publicAddress, p.street, p.houseNumber, t.title FROM Project p
       JOIN ProjectTranslation t ON t.projectId = p.id AND t.locale = ? WHERE p.status = 'available' ORDER BY p.id`,
    locale,
  );
const PUBLIC = projects('fr').find((project) => project.publicAddress === 1)!;
const PRIVATE = projects('fr').find((project) => project.publicAddress === 0)!;
const units = (id: number) =>
  query<{ id: number; recordFile: string; price: number; publishPrice: number; marquee: number }>(
    "SELECT id, recordFile, price, publishPrice, marquee FROM Property WHERE projectId = ? AND status = 'available' ORDER BY price",
    id,
  );

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

for (const locale of ['fr', 'nl'] as const) {
  test(`the project list links every project (${locale})`, async ({ page }) => {
    await page.goto(localizedPath('/projects', locale));
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(projects(locale).length);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${projectPath(projects(locale)[0]!.id, locale)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects(locale)[0]!.title);
  });
}

test('a project with a public address: address, units, price list, photos and contact (fr)', async ({ page }) => {
  await page.goto(projectPath(PUBLIC.id, 'fr'));
  await expect(page.getByRole('main')).toContainText(`${PUBLIC.street} ${PUBLIC.houseNumber}`);
  const rows = page.getByRole('table', { name: /^Lots de/ }).locator('tbody tr');
  const expected = units(PUBLIC.id);
  await expect(rows).toHaveCount(expected.length);
  for (const [index, unit] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('link', { name: unit.recordFile })).toHaveAttribute('href', new RegExp(`/${unit.id}/$`));
    if (unit.publishPrice) await expect(row).toContainText(formatAmount(unit.price)!);
  }
  const priceList = page.getByRole('table', { name: 'Prix à partir de, par type de lot' });
  await expect(priceList).toContainText(formatAmount(Math.min(...expected.map((unit) => unit.price)))!);
  await expect(page.getByText('Bien neuf : TVA de 21 %.')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Contacter le promoteur' }).first()).toHaveAttribute(
    'href',
    `/fr/contact/?project=${PUBLIC.id}`,
  );
  const firstPhoto = page.getByRole('button', { name: /Ouvrir la photo 1 sur/ });
  await clickOnceHydrated(firstPhoto);
  await expect(page.getByRole('dialog')).toContainText('1 / ');
  await page.keyboard.press('Escape');

  await expectNoAxeViolations(page);
});

test('a project with a private address shows its town only (nl)', async ({ page }) => {
  const response = await page.goto(projectPath(PRIVATE.id, 'nl'));
  expect(await response!.text()).not.toContain(PRIVATE.street);
  await expect(page.getByText('Precies adres op aanvraag')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact opnemen over dit project' }).first()).toHaveAttribute(
    'href',
    `/nl/contact/?project=${PRIVATE.id}`,
  );
  // Shared as a card with its main photo at 1200 × 630, by plain links to each service.
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    new RegExp(`/api/share-image/project/${PRIVATE.id}/$`),
  );
  await page.getByText('Delen', { exact: true }).click();
  const facebook = page.getByRole('link', { name: /^Facebook/ });
  expect(new URL((await facebook.getAttribute('href'))!).searchParams.get('u')).toMatch(
    new RegExp(`${projectPath(PRIVATE.id, 'nl')}$`),
  );
});
