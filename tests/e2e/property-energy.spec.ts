import { expect, test } from './support/visitor-test';
import { ENERGY_SCALES, energyLabel, energyLabelDisplay } from '@/lib/domain/energy-label';
import { regionFromPostcode } from '@/lib/domain/region';
import { CACHE_TAG } from '@/lib/cache/tags';
import { changeDatabase } from './support/catalogue';
import {
  IN_BRUSSELS,
  IN_FLANDERS,
  IN_LUXEMBOURG,
  IN_WALLONIA,
  idWhere,
  prepareContext,
  property,
  propertyPath,
} from './support/property-pages';

// The EPC graphic of the property's own region, the legal mentions that go with it, the Flemish
// renovation notice, and details hidden by their display conditions.
const BY_REGION = {
  brussels: idWhere(`goal = 0 AND energyPerformance IS NOT NULL AND ${IN_BRUSSELS}`),
  flanders: idWhere(`goal = 0 AND energyPerformance > 500 AND ${IN_FLANDERS}`),
  wallonia: idWhere(`goal = 0 AND energyPerformance IS NOT NULL AND ${IN_WALLONIA}`),
  luxembourg: idWhere(`epcLabelText IS NOT NULL AND ${IN_LUXEMBOURG}`),
} as const;
const BRUSSELS_RENT = idWhere(`goal <> 0 AND marquee = 0 AND energyPerformance IS NOT NULL AND ${IN_BRUSSELS}`);

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

for (const [region, id] of Object.entries(BY_REGION)) {
  test(`${region}: the region's scale with this property's class`, async ({ page }) => {
    const row = property(id);
    const expected = energyLabel({
      region: regionFromPostcode(row.zip, row.countryId),
      value: row.energyPerformance,
      labelText: row.epcLabelText,
    });
    expect(expected?.scheme).toBe(region);
    await page.goto(propertyPath(id, 'fr'));
    const scale = page.locator('[data-energy-scheme]');
    await expect(scale).toHaveAttribute('data-energy-scheme', region);
    await expect(scale).toHaveAttribute('data-energy-label', energyLabelDisplay(expected!.label));
    await expect(scale.locator('li')).toHaveCount(ENERGY_SCALES[expected!.scheme].length);
    await expect(scale.locator('li[data-active]')).toHaveCount(1);
    await expect(scale).toHaveAttribute(
      'aria-label',
      new RegExp(`classe ${energyLabelDisplay(expected!.label).replace('+', '\\+')} `),
    );
  });
}

test('Flanders, label F: the renovation notice and the flood scores beside the EPC (nl)', async ({ page }) => {
  await page.goto(propertyPath(BY_REGION.flanders, 'nl'));
  await expect(page.getByRole('note')).toContainText('binnen 5 jaar');
  const mentions = page.locator('section[aria-labelledby="energy-heading"] dl');
  for (const key of ['label', 'epcSpec', 'epcUniqueCode', 'floodPScore', 'floodGScore']) {
    await expect(mentions.locator(`[data-mention="${key}"]`)).toBeVisible();
  }
});

test('Brussels: class and CO₂ together, and no Flemish notice', async ({ page }) => {
  await page.goto(propertyPath(BY_REGION.brussels, 'fr'));
  await expect(page.getByRole('note')).toHaveCount(0);
  const mentions = page.locator('section[aria-labelledby="energy-heading"] dl');
  await expect(mentions.locator('[data-mention="label"]')).toBeVisible();
  await expect(mentions.locator('[data-mention="co2Emission"]')).toContainText('kg CO₂/m²/an');
  await expect(mentions.locator('[data-mention="epcSpec"]')).toContainText('kWh/m²/an');
});

test('Wallonia: the total consumption joins the legal mentions (de)', async ({ page }) => {
  await page.goto(propertyPath(BY_REGION.wallonia, 'de'));
  await expect(page.locator('[data-mention="epcTotal"]')).toContainText('kWh/Jahr');
});

test('a rental states its rent and charges with the energy mentions (en)', async ({ page }) => {
  await page.goto(propertyPath(BRUSSELS_RENT, 'en'));
  await expect(page.locator('[data-mention="rent"]')).toContainText('/ month');
  await expect(page.locator('[data-mention="chargesRenter"]')).toContainText('€');
});

test.describe('display conditions', () => {
  test.describe.configure({ mode: 'serial' });
  const id = BY_REGION.wallonia;
  // As the CRM's import would: the property's page is told its record changed.
  const setDisplayConditions = (rules: string | null) =>
    changeDatabase([CACHE_TAG.property(id)], (db) =>
      db.prepare('UPDATE Property SET displayConditions = ? WHERE id = ?').run(rules, id),
    );
  test.afterAll(() => setDisplayConditions(null));

  test('a detail shows only when its rules pass', async ({ page }) => {
    const rules = (compareWithValue: number) =>
      JSON.stringify({ constructionYear: [{ field: 'goal', logic: 'equals', compareWithValue }] });
    await setDisplayConditions(rules(0));
    await page.goto(propertyPath(id, 'fr'));
    await expect(page.locator('[data-detail="constructionYear"]')).toBeVisible();
    await setDisplayConditions(rules(1));
    await page.reload();
    await expect(page.locator('[data-detail="constructionYear"]')).toHaveCount(0);
    await expect(page.locator('[data-detail="bedrooms"]')).toBeVisible();
  });
});
