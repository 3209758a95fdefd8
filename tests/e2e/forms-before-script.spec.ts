// A press on a form's send before the page's scripts have arrived (docs/forms.md, an early press),
// in French and Dutch. The page's own scripts are held back (page.route): the form says it is
// sending; once they arrive, the form's code sends the press itself, once. Held back longer than
// the early script waits, the browser posts the form itself instead, and the code that arrives
// after sends nothing more. No typed value is ever in an address.
import type { Page, Request } from '@playwright/test';
import { EARLY_SUBMIT_WAIT_MS } from '@/lib/forms/early-submit-script';
import { holdScripts } from './support/held-scripts';
import { untilTimeTokenCounts } from './support/time-token';
import { expect, test } from './support/visitor-test';
import { leadsMentioning, mailsMentioning, uniqueEmail } from './support/visitor-forms';

const TEXTS = {
  fr: { sending: 'Envoi…', thanks: /\/fr\/merci\/[^/]+\/$/ },
  nl: { sending: 'Bezig met versturen…', thanks: /\/nl\/bedankt\/[^/]+\/$/ },
} as const;

type Case = { form: string; path: (locale: 'fr' | 'nl') => string; fill: (page: Page, email: string) => Promise<void> };

const field = (page: Page, form: string, name: string) => page.locator(`form#form-${form} [name="${name}"]`);

const CASES: Case[] = [
  {
    form: 'contact',
    path: (locale) => `/${locale}/contact/`,
    fill: async (page, email) => {
      await page.locator('form#form-contact [name="category"][value="tenant"]').check();
      await field(page, 'contact', 'salutation').selectOption('mr');
      await field(page, 'contact', 'firstName').fill('Luc');
      await field(page, 'contact', 'lastName').fill('Peeters');
      await field(page, 'contact', 'email').fill(email);
      await field(page, 'contact', 'phone').fill('0470 12 34 56');
      await field(page, 'contact', 'message').fill('Is het appartement nog vrij?');
    },
  },
  {
    form: 'testimonial',
    path: (locale) => (locale === 'fr' ? '/fr/notre-agence/' : '/nl/ons-kantoor/'),
    fill: async (page, email) => {
      await field(page, 'testimonial', 'name').fill('Luc P.');
      await page.locator('form#form-testimonial [name="rating"][value="4"]').check();
      await field(page, 'testimonial', 'text').fill('Vlot en vriendelijk geholpen, van begin tot eind.');
      await field(page, 'testimonial', 'email').fill(email);
    },
  },
  {
    form: 'newsletter',
    path: (locale) => `/${locale}/`,
    fill: async (page, email) => {
      await field(page, 'newsletter', 'email').fill(email);
    },
  },
];

/** The posts to the form's route, with how each was sent. */
function formPosts(page: Page, form: string): { type: string; url: string }[] {
  const posts: { type: string; url: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/forms/${form}/`)) {
      posts.push({ type: request.headers()['content-type'] ?? '', url: request.url() });
    }
  });
  return posts;
}

function addresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

for (const locale of ['fr', 'nl'] as const) {
  for (const sample of CASES) {
    test(`${sample.form} (${locale}): a press before the scripts is sent by the form's code once it arrives`, async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      const posts = formPosts(page, sample.form);
      const urls = addresses(page);
      const email = uniqueEmail(`early-${sample.form}`, locale);
      await page.goto(sample.path(locale), { waitUntil: 'domcontentloaded' });
      await sample.fill(page, email);
      await field(page, sample.form, 'privacy').check();
      const form = page.locator(`form#form-${sample.form}`);
      // The page's time token must be old enough when the code sends the press.
      await untilTimeTokenCounts(form);
      expect(scripts.count(), 'the scripts are held back').toBeGreaterThan(0);

      await form.locator('button[type="submit"]').click();
      await expect(form).toHaveAttribute('aria-busy', 'true');
      await expect(form.getByRole('button', { name: TEXTS[locale].sending })).toBeVisible();
      expect(posts, 'nothing is posted while the scripts are held').toEqual([]);

      await scripts.release();
      await expect(page).toHaveURL(TEXTS[locale].thanks, { timeout: 15_000 });
      expect(posts.map((post) => post.type)).toEqual([expect.stringContaining('application/json')]);
      expect(leadsMentioning(email)).toHaveLength(1);
      await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(urls.filter((url) => url.includes(email))).toEqual([]);
    });
  }

  test(`contact (${locale}): held back past the early script's wait, the browser posts the form itself, and only it`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const posts = formPosts(page, 'contact');
    const email = uniqueEmail('early-native', locale);
    await page.goto(CASES[0]!.path(locale), { waitUntil: 'domcontentloaded' });
    await CASES[0]!.fill(page, email);
    await field(page, 'contact', 'privacy').check();
    await untilTimeTokenCounts(page.locator('form#form-contact'));
    await page.locator('form#form-contact button[type="submit"]').click();

    await expect(page).toHaveURL(TEXTS[locale].thanks, { timeout: EARLY_SUBMIT_WAIT_MS + 10_000 });
    await scripts.release();
    await page.waitForLoadState('networkidle');
    expect(posts.map((post) => post.type)).toEqual(['application/x-www-form-urlencoded']);
    expect(leadsMentioning(email)).toHaveLength(1);
  });
}
