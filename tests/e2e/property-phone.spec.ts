import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';
import { idWhere, propertyPath } from './support/property-pages';

// On a phone, a property page keeps the ways to reach the agency in reach: a bar at the bottom to
// call, write or book a visit (when the property takes visits and has open slots), which covers
// nothing of the page. From 1024 px the contact block beside the description does this.
const WITH_SLOTS = `COALESCE(marquee, 0) NOT IN (3, 4) AND id IN (SELECT propertyId FROM Appointment
  WHERE status = 'open' AND startsAt > datetime('now', '+1 day'))`;
const TAKEN = `marquee IN (3, 4)`;
const LABELS = {
  fr: { bar: "Contacter l'agence", call: 'Appeler', write: 'Écrire', visit: 'Visiter' },
  nl: { bar: 'Het kantoor contacteren', call: 'Bellen', write: 'Schrijven', visit: 'Bezoeken' },
  de: { bar: 'Die Agentur kontaktieren', call: 'Anrufen', write: 'Schreiben', visit: 'Besichtigen' },
} as const;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['fr', 'nl', 'de'] as const) {
    test(`${locale}: call, write and book a visit from the first screen, covering nothing`, async ({ page }) => {
      const labels = LABELS[locale];
      await page.goto(propertyPath(idWhere(WITH_SLOTS), locale));
      const bar = page.getByRole('navigation', { name: labels.bar });
      await expect(bar).toBeInViewport();
      await expect(bar.getByRole('link', { name: labels.call })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(bar.getByRole('link', { name: labels.write })).toHaveAttribute('href', /subject=contact/);
      await expect(bar.getByRole('link', { name: labels.visit })).toHaveAttribute('href', /subject=visit/);

      // At the end of the page the footer's last links show above the bar and the back-to-top button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const backToTop = page.locator('.back-to-top');
      await expect(backToTop).toBeVisible();
      const [barBox, buttonBox] = [await bar.boundingBox(), await backToTop.boundingBox()];
      for (const link of await page.locator('.site-footer').getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(barBox!.y);
        const besideButton = box.x + box.width <= buttonBox!.x || box.y >= buttonBox!.y + buttonBox!.height;
        expect(besideButton || box.y + box.height <= buttonBox!.y, (await link.textContent()) ?? '').toBe(true);
      }

      await expectNoAxeViolations(page);
    });
  }

  test('a sold or rented property offers no visit in the bar', async ({ page }) => {
    await page.goto(propertyPath(idWhere(TAKEN), 'fr'));
    const bar = page.getByRole('navigation', { name: LABELS.fr.bar });
    await expect(bar.getByRole('link', { name: LABELS.fr.call })).toBeVisible();
    await expect(bar.getByRole('link', { name: LABELS.fr.visit })).toHaveCount(0);
  });
});

test('at 1440 px the bar gives way to the contact block', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(propertyPath(idWhere(WITH_SLOTS), 'fr'));
  await expect(page.getByRole('navigation', { name: LABELS.fr.bar })).toBeHidden();
});
