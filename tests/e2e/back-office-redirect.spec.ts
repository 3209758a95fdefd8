import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { changeDatabase, query } from './support/catalogue';
import { E2E_ORIGIN } from './support/e2e-env';
import { localhostOrigin } from './support/localhost-origin';
import { createStaffMember, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';

// Staff reach the back-office under another address than SITE_URL (www or not, a staging host, an
// internal address): here http://localhost:<port>, while the server's SITE_URL is
// http://127.0.0.1:<port> (tests/e2e/support/e2e-env.ts). A write answers with a redirect to a path
// alone, which the browser follows on the host it posted to: the policy's form-action 'self' lets
// it through, and the notice shows (docs/back-office.md, writes).

test.use(localhostOrigin);

const HOST = new URL(localhostOrigin.baseURL).host;

/** A new testimonial waiting for approval, under a name no other run gave one. */
async function newTestimonial(name: string, locale: string, text: string): Promise<string> {
  const unique = `${name} ${randomBytes(3).toString('hex')}`;
  await changeDatabase([], (db) =>
    db
      .prepare('INSERT INTO Testimonial (name, locale, text, rating, approved, createdAt) VALUES (?, ?, ?, ?, 0, ?)')
      .run(unique, locale, `${text} (${unique})`, 5, new Date().toISOString()),
  );
  return unique;
}

const CASES = [
  {
    language: 'French',
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    signIn: signInAsStaff,
    approve: 'Approuver',
    before: 'Nouveau',
    after: 'Publié',
    notice: /^Témoignage approuvé/,
  },
  {
    language: 'Dutch',
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    signIn: async (page: Parameters<typeof signInAsStaff>[0]) =>
      signInAsStaffMember(page, await createStaffMember('nl')),
    approve: 'Goedkeuren',
    before: 'Nieuw',
    after: 'Gepubliceerd',
    notice: /^Getuigenis goedgekeurd/,
  },
] as const;

for (const spoken of CASES) {
  test.describe(`in ${spoken.language}`, () => {
    test.use({ locale: spoken.locale, extraHTTPHeaders: { 'Accept-Language': spoken.acceptLanguage } });

    test('approving a testimonial returns to the list on the same host, with the notice', async ({ page }) => {
      expect(HOST, 'the test needs a host other than SITE_URL’s').not.toBe(new URL(E2E_ORIGIN).host);
      const name = await newTestimonial('Nadia R.', 'fr', 'Une équipe attentive du début à la fin');
      await spoken.signIn(page);
      await page.goto('/admin/testimonials/');
      const card = page.getByRole('article', { name });
      await expect(card).toContainText(spoken.before);
      await expectNoAxeViolations(page);

      const [write] = await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === 'POST' && /\/api\/admin\/testimonials\//.test(response.url()),
        ),
        card.getByRole('button', { name: spoken.approve }).click(),
      ]);
      expect(write.status()).toBe(303);
      // A path alone, never SITE_URL's origin.
      expect(write.headers().location).toMatch(/^\/admin\/testimonials\/\?(.*&)?notice=testimonialApproved/);

      await expect(page.getByRole('main').getByRole('status')).toHaveText(spoken.notice);
      expect(new URL(page.url()).host).toBe(HOST);
      await expect(page.getByRole('article', { name })).toContainText(spoken.after);
      await expectNoAxeViolations(page);
      expect(query('SELECT approved FROM Testimonial WHERE name = ?', name)).toEqual([{ approved: 1 }]);
    });
  });
}
