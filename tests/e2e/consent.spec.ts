import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';
import { CONSENT_DEFAULTS } from '@/lib/consent/consent-mode';
import { EVERYTHING_GRANTED, NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '@/lib/consent/stored-consent';
import { CACHE_TAG } from '@/lib/cache/tags';
import { changeDatabase } from './support/catalogue';
import { previewPath } from './support/preview';

// Cookie consent (docs/consent.md), read from what a visitor's browser holds: the banner, localStorage,
// the dataLayer Google tags read, and every request that would leave the machine. Third-party
// hosts are answered locally (page.route), so nothing is ever sent out.

// A first visit: no stored choice (the other specs start with "decline" stored).
test.use({ storageState: { cookies: [], origins: [] } });

const TAG_IDS = {
  tagManagerId: 'GTM-TEST123',
  analyticsId: 'G-TEST12345',
  adsId: 'AW-1234567890',
  socialPixelId: '1234567890123',
};
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

function setSiteInfo(ids: Record<keyof typeof TAG_IDS, string | null>) {
  return changeDatabase([CACHE_TAG.siteContent], (db) =>
    db
      .prepare('UPDATE SiteInfo SET tagManagerId = ?, analyticsId = ?, adsId = ?, socialPixelId = ? WHERE id = 1')
      .run(ids.tagManagerId, ids.analyticsId, ids.adsId, ids.socialPixelId),
  );
}

// The agency's tag ids are configured for these tests only; every other spec sees none. One
// worker runs them in order, so the ids cannot be reset while another worker still needs them.
test.describe.configure({ mode: 'default' });
test.beforeAll(() => setSiteInfo(TAG_IDS));
test.afterAll(() => setSiteInfo({ tagManagerId: null, analyticsId: null, adsId: null, socialPixelId: null }));

type Watch = { thirdParty: string[]; errors: string[] };

/** Answers every request to another host with an empty script, and records it. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { thirdParty: [], errors: [] };
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      seen.thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  page.on('console', (message) => message.type() === 'error' && seen.errors.push(message.text()));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** The dataLayer as plain data: gtag() calls become arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? JSON.parse(JSON.stringify(Array.from(entry as IArguments)))
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

async function stored(page: Page): Promise<{ version: string; choices: ConsentChoices } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

/** Stores a choice before any page script runs, as a returning visitor's browser would hold it. */
async function storeBeforeLoad(page: Page, choices: ConsentChoices, version = CONSENT_POLICY_VERSION) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [CONSENT_STORAGE_KEY, JSON.stringify({ version, choices, savedAt: '2026-01-10T10:00:00.000Z' })],
  );
}

const DEFAULT_COMMAND = ['consent', 'default', CONSENT_DEFAULTS];
const update = (choices: ConsentChoices) => [
  'consent',
  'update',
  Object.fromEntries(Object.entries(choices).map(([purpose, granted]) => [purpose, granted ? 'granted' : 'denied'])),
];
const isPageView = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'page_view';
const banner = (page: Page) => page.getByTestId('consent-banner');

/**
 * Holds the page's scripts back until the returned function is called: the page is painted, the
 * visitor acts, and only then can the scripts run (they load after the first paint).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` as a first visit, answers the banner with `choice`, and waits until it is gone: what was seen since. */
async function answerBanner(page: Page, path: string, choice: string) {
  const seen = await watch(page);
  await page.goto(path);
  await banner(page).getByRole('button', { name: choice }).click();
  await expect(banner(page)).toBeHidden();
  return seen;
}

test.describe('cookie consent', () => {
  test('first visit: the banner, nothing stored, every purpose denied and no third-party request', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Votre vie privée' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stored(page)).toBeNull();
    expect(await dataLayer(page)).toEqual([DEFAULT_COMMAND]);
    expect(seen.thirdParty).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('accept all: stored, consent updated, then a page view, then the configured tags load', async ({ page }) => {
    const seen = await answerBanner(page, '/fr/', 'Tout accepter');

    // A click before the page's scripts ran hides the banner at once and is stored once they run.
    await expect
      .poll(() => stored(page))
      .toMatchObject({ version: CONSENT_POLICY_VERSION, choices: EVERYTHING_GRANTED });
    await expect.poll(async () => (await dataLayer(page)).some(isPageView)).toBe(true);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(DEFAULT_COMMAND);
    expect(layer[1]).toEqual(update(EVERYTHING_GRANTED));
    expect(layer.findIndex(isPageView)).toBeGreaterThan(1);
    expect(layer.find(isPageView)).toMatchObject({ page_path: '/fr/', page_language: 'fr' });

    await expect.poll(() => seen.thirdParty.sort()).toEqual([GTAG, GTM, PIXEL].sort());
    // The tags ran under the Content-Security-Policy: no violation, no error.
    expect(seen.errors).toEqual([]);
  });

  test('decline: essential only, stored, denied, and still nothing third-party after a reload', async ({ page }) => {
    const seen = await answerBanner(page, '/nl/', 'Weigeren');
    await expect.poll(() => stored(page)).toMatchObject({ choices: NOTHING_GRANTED });
    await expect.poll(async () => (await dataLayer(page)).filter(isPageView).length).toBe(1);
    expect((await dataLayer(page)).slice(0, 2)).toEqual([DEFAULT_COMMAND, update(NOTHING_GRANTED)]);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect((await dataLayer(page)).slice(0, 2)).toEqual([DEFAULT_COMMAND, update(NOTHING_GRANTED)]);
    expect(seen.thirdParty).toEqual([]);
  });

  test("a choice made on the banner before the page's scripts have run is kept", async ({ page }) => {
    await watch(page);
    const release = await holdScripts(page);
    await page.goto('/de/', { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBeNull();
    release();
    await expect.poll(() => stored(page)).toMatchObject({ choices: NOTHING_GRANTED });
    expect((await dataLayer(page))[1]).toEqual(update(NOTHING_GRANTED));
    await expect(banner(page)).toHaveCount(0);
  });

  test("the settings asked for before the page's scripts have run open once they have", async ({ page }) => {
    await watch(page);
    const release = await holdScripts(page);
    await page.goto('/nl/', { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Instellen' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Cookie-instellingen' })).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test('settings: five switches, essential always on, accept partly', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/en/');
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();

    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(5);
    const essential = dialog.getByRole('switch', { name: 'Strictly necessary' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of [
      'Audience measurement',
      'Advertising cookies',
      'Data for advertising',
      'Personalised advertising',
    ]) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }
    await dialog.getByRole('switch', { name: 'Audience measurement' }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();

    const partial = { ...NOTHING_GRANTED, analytics_storage: true };
    expect(await stored(page)).toMatchObject({ choices: partial });
    expect((await dataLayer(page))[1]).toEqual(update(partial));
    // Analytics only: the tag manager and the analytics tag, never the social pixel.
    await expect.poll(() => seen.thirdParty.sort()).toEqual([GTAG, GTM].sort());
  });

  test('a returning visitor: no banner, the stored choice reaches the dataLayer before anything else', async ({
    page,
  }) => {
    const seen = await watch(page);
    await storeBeforeLoad(page, EVERYTHING_GRANTED);
    await page.goto('/de/');
    await expect.poll(async () => (await dataLayer(page)).some(isPageView)).toBe(true);
    await expect(banner(page)).toHaveCount(0);
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([DEFAULT_COMMAND, update(EVERYTHING_GRANTED)]);
    await expect.poll(() => seen.thirdParty.length).toBe(3);
  });

  test('a new policy version asks again and grants nothing meanwhile', async ({ page }) => {
    const seen = await watch(page);
    await storeBeforeLoad(page, EVERYTHING_GRANTED, '2020-01-01');
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await dataLayer(page)).toEqual([DEFAULT_COMMAND]);
    expect(seen.thirdParty).toEqual([]);
  });

  test('a preview path shows no banner and loads nothing', async ({ page }) => {
    const seen = await watch(page);
    const response = await page.goto(previewPath('fr', 8));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(await dataLayer(page)).toEqual([DEFAULT_COMMAND]);
    expect(seen.thirdParty).toEqual([]);
  });

  test('?setcookies clears the stored choice and shows the banner again', async ({ page }) => {
    const seen = await watch(page);
    await storeBeforeLoad(page, EVERYTHING_GRANTED);
    await page.goto('/fr/a-vendre/?setcookies');
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
    await page.waitForLoadState('networkidle');
    expect(await dataLayer(page)).toEqual([DEFAULT_COMMAND]);
    expect(seen.thirdParty).toEqual([]);
  });

  test('the footer link reopens the settings; Escape closes them and focus returns', async ({ page }) => {
    await watch(page);
    await storeBeforeLoad(page, { ...NOTHING_GRANTED, analytics_storage: true });
    await page.goto('/fr/');
    const link = page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: "Mesure d'audience" })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Cookies publicitaires' })).not.toBeChecked();

    // Tab stays inside the dialog.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('the category dialog lists the five categories and what each stores', async ({ page }) => {
    await watch(page);
    await page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
    await page.getByRole('button', { name: 'Voir les cookies par catégorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookies par catégorie' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Strictement nécessaires',
      'Statistiques',
      'Marketing',
      'Réseaux sociaux',
      'Non classés',
    ]);
    await expect(dialog).toContainText(CONSENT_STORAGE_KEY);
    await expect(dialog).toContainText('_ga');
    await dialog.getByRole('button', { name: 'Retour aux paramètres' }).click();
    await expect(page.getByRole('dialog', { name: 'Paramètres des cookies' })).toBeVisible();
  });

  test('keyboard only: the banner comes first and a choice moves on to the page', async ({ page }) => {
    await watch(page);
    await page.goto('/de/');
    const decline = banner(page).getByRole('button', { name: 'Ablehnen' });
    for (
      let press = 0;
      press < 6 && !(await decline.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ choices: NOTHING_GRANTED });
    await expect(page.locator('#main')).toBeFocused();
  });

  test('banner and settings pass axe', async ({ page }) => {
    await watch(page);
    await page.goto('/nl/');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: ['[data-testid="consent-banner"]'] });
    await banner(page).getByRole('button', { name: 'Instellen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-instellingen' })).toBeVisible();
    await expectNoAxeViolations(page, { include: ['dialog'] });
  });

  test('every page seen after the choice sends one page view', async ({ page }) => {
    await watch(page);
    await storeBeforeLoad(page, NOTHING_GRANTED);
    await page.goto('/en/');
    await expect.poll(async () => (await dataLayer(page)).filter(isPageView).length).toBe(1);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/contact\/$/);
    await expect
      .poll(async () =>
        (await dataLayer(page)).filter(isPageView).map((entry) => (entry as { page_path: string }).page_path),
      )
      .toEqual(['/en/', '/en/contact/']);
  });
});
