import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { CACHE_TAG } from '@/lib/cache/tags';
import { changeDatabase, query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { onAPhone, openFromMenu, signInAsStaff } from './support/staff';

// The site settings as the agency's admin uses them (docs/back-office.md): the tag manager id is
// set in the back-office and loaded only for a visitor who consents (docs/consent.md), then
// cleared again. The languages are only looked at here: switching one off would change what the
// specs running beside this one see (tests/integration/back-office/settings.test.ts switches them).

const SETTINGS = '/admin/settings/';

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });
// One worker runs these tests in order: the id set by the first is cleared before the next starts,
// and the clean-up after them cannot run while another worker still needs the id.
test.describe.configure({ mode: 'default' });

/** A visitor's first visit, in a browser of its own: no stored cookie choice, every request to another host recorded (and answered locally). */
async function firstVisit(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const offSite: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  const page = await context.newPage();
  await page.goto('/fr/');
  return { context, page, offSite, banner: page.getByTestId('consent-banner') };
}

const tagManagerField = (page: Page) => page.getByRole('textbox', { name: 'Google Tag Manager' });

async function saveTagManagerId(page: Page, id: string) {
  await page.goto(SETTINGS);
  await tagManagerField(page).fill(id);
  await page.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Identifiants enregistrés/);
}

test('the tag manager id set in the back-office loads only after consent, then is cleared', async ({
  page,
  browser,
}) => {
  // An id no other run used: the script requested must be this one.
  const id = `GTM-E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  const gtm = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  await signInAsStaff(page);
  await openFromMenu(page, 'Réglages du site');
  await expectNoAxeViolations(page);
  try {
    // Typed in lower case: saved as the site uses it.
    await saveTagManagerId(page, id.toLowerCase());
    await expect(tagManagerField(page)).toHaveValue(id);
    expect(query('SELECT tagManagerId FROM SiteInfo WHERE id = 1')).toEqual([{ tagManagerId: id }]);
    // Other back-office specs write beside this one: the entry is found by what it logged.
    expect(
      query(
        'SELECT subject FROM AuditEntry WHERE action = ? AND detail = ?',
        'settings.editSiteInfo',
        JSON.stringify({ tagManagerId: id }),
      ),
    ).toEqual([{ subject: 'siteInfo:1' }]);

    const declining = await firstVisit(browser);
    await declining.banner.getByRole('button', { name: 'Refuser' }).click();
    await expect(declining.banner).toBeHidden();
    await declining.page.reload();
    await declining.page.waitForLoadState('networkidle');
    expect(declining.offSite.filter((url) => new URL(url).hostname === 'www.googletagmanager.com')).toEqual([]);
    await declining.context.close();

    const measured = await firstVisit(browser);
    await measured.page.waitForLoadState('networkidle');
    expect(measured.offSite).toEqual([]);
    await measured.banner.getByRole('button', { name: 'Paramétrer' }).click();
    const dialog = measured.page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await dialog.getByRole('switch', { name: "Mesure d'audience" }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => measured.offSite).toContain(gtm);
    await measured.context.close();
  } finally {
    await saveTagManagerId(page, '');
    await expect(tagManagerField(page)).toHaveValue('');
    expect(query('SELECT tagManagerId FROM SiteInfo WHERE id = 1')).toEqual([{ tagManagerId: null }]);
  }
});

test('an id of the wrong shape is refused by the server at its field, what was typed kept', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(SETTINGS);
  await tagManagerField(page).fill('GTM-12');
  // The browser's own check (the field's pattern) is bypassed to see the server's answer.
  await page
    .locator('form[action="/api/admin/settings/site-info/"]')
    .evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText("Rien n'a été enregistré : corrigez les champs signalés ci-dessous.");
  await expect(alert.getByRole('link', { name: 'Google Tag Manager' })).toBeVisible();
  await expect(tagManagerField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(tagManagerField(page)).toHaveValue('GTM-12');
  expect(query('SELECT tagManagerId FROM SiteInfo WHERE id = 1')).toEqual([{ tagManagerId: null }]);
  await expectNoAxeViolations(page);
});

test('the languages on offer are shown, French always among them', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(SETTINGS);
  const languages = page.getByRole('group', { name: 'Langues proposées aux visiteurs' });
  const french = languages.getByRole('checkbox', { name: 'Français' });
  await expect(french).toBeChecked();
  await expect(french).toBeDisabled();
  for (const name of ['Néerlandais', 'Anglais', 'Allemand']) {
    await expect(languages.getByRole('checkbox', { name })).toBeEnabled();
  }
});

onAPhone(() => {
  test('the settings fit the screen', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto(SETTINGS);
    await expect(tagManagerField(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

// A test that failed in its own clean-up must not leave its id to the specs after it (they expect none).
test.afterAll(() =>
  changeDatabase([CACHE_TAG.siteContent], (db) =>
    db.prepare("UPDATE SiteInfo SET tagManagerId = NULL WHERE id = 1 AND tagManagerId LIKE 'GTM-E2E%'").run(),
  ),
);
