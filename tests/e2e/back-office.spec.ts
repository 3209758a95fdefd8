import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { changeDatabase, query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { onAPhone, signInAsOwner, signInAsStaff } from './support/staff';

// The back-office as a new member of staff uses it (docs/back-office.md). Its writes change what
// visitors see, so this file runs after the visitor specs (playwright.config.ts).

const DRAFT_PAGE_ID = 11;

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });

test('without a session, the back-office leads to its sign-in, in the visitor language', async ({ page }) => {
  for (const path of ['/admin/', '/admin/testimonials/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/sign-in\/$/);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion du personnel');
  await expectNoAxeViolations(page);
  const write = await page.request.post('/api/admin/testimonials/1/', {
    form: { action: 'approve' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(write.status()).toBe(404);
});

/** A name no other run (or retry) of these tests gave a testimonial. */
const uniqueName = (name: string) => `${name} ${randomBytes(3).toString('hex')}`;

test('the admin approves a testimonial, seen at once on the agency page in French and Dutch', async ({ page }) => {
  const name = uniqueName('Nadia R., Etterbeek');
  const text = `Une équipe attentive du début à la fin (${name}).`;
  await changeDatabase([], (db) =>
    db
      .prepare('INSERT INTO Testimonial (name, locale, text, rating, approved, createdAt) VALUES (?, ?, ?, ?, 0, ?)')
      .run(name, 'fr', text, 5, new Date().toISOString()),
  );
  // Cached before the approval: the approval must expire it. (French last: the back-office then
  // speaks the visitor's last language.)
  for (const path of ['/nl/ons-kantoor/', '/fr/notre-agence/']) {
    await page.goto(path);
    await expect(page.getByText(text)).toHaveCount(0);
  }

  await signInAsStaff(page);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Gestion du site' }).getByRole('link', { name: 'Témoignages' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Nouveau');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Témoignage approuvé/);
  await expect(page.getByRole('article', { name })).toContainText('Publié');
  const [{ id }] = query<{ id: number }>('SELECT id FROM Testimonial WHERE name = ?', name) as [{ id: number }];
  expect(query('SELECT action, staffName FROM AuditEntry WHERE subject = ?', `testimonial:${id}`)).toEqual([
    { action: 'testimonial.approve', staffName: 'Sophie Lambert' },
  ]);

  for (const path of ['/fr/notre-agence/', '/nl/ons-kantoor/']) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test('a typo is corrected with the keyboard; an empty text is refused at its field, what was typed kept', async ({
  page,
}) => {
  const name = uniqueName('Jan P., Gent');
  await changeDatabase([], (db) =>
    db
      .prepare('INSERT INTO Testimonial (name, locale, text, approved, createdAt) VALUES (?, ?, ?, 0, ?)')
      .run(name, 'nl', 'Vlotte verkoop, goede opvolgnig.', new Date().toISOString()),
  );
  await signInAsStaff(page);
  await page.goto('/admin/testimonials/');
  const card = page.getByRole('article', { name });
  await card.getByText('Corriger le texte').click();
  const textbox = card.getByRole('textbox', { name: 'Témoignage' });
  await textbox.fill('   ');
  await textbox.press('Tab');
  // The browser's own check is bypassed to see the server's answer.
  await card
    .locator('form')
    .last()
    .evaluate((form) => form.setAttribute('novalidate', ''));
  await card.getByRole('button', { name: 'Enregistrer la correction' }).press('Enter');
  // The page lists the issues at its top, each a link to its field (docs/back-office.md, writes)…
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText("Rien n'a été enregistré : corrigez les champs signalés ci-dessous.");
  await expect(alert.getByRole('listitem')).toHaveText(['Témoignage — Remplissez ce champ.']);
  // …and the correction comes back open, with what was typed and the issue at its field.
  const again = page.getByRole('article', { name });
  const refused = again.getByRole('textbox', { name: 'Témoignage' });
  await expect(alert.getByRole('link', { name: 'Témoignage' })).toHaveAttribute(
    'href',
    `#${await refused.getAttribute('id')}`,
  );
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription('Remplissez ce champ.');
  await expect(again.getByRole('textbox', { name: 'Nom affiché' })).toHaveValue(name);
  await expectNoAxeViolations(page);
  await refused.fill('Vlotte verkoop, goede opvolging.');
  await again.getByRole('button', { name: 'Enregistrer la correction' }).press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Correction enregistrée.');
  expect(query('SELECT text FROM Testimonial WHERE name = ?', name)).toEqual([
    { text: 'Vlotte verkoop, goede opvolging.' },
  ]);
});

test('an owner session reaches no back-office page nor write', async ({ page }) => {
  await signInAsOwner(page);
  for (const path of ['/admin/', '/admin/testimonials/', '/admin/sign-in/', '/admin/nothing-here/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const write = await page.request.post('/api/admin/testimonials/1/', {
    form: { action: 'approve' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(write.status()).toBe(404);
});

test('a draft page is previewed by staff only', async ({ page }) => {
  const response = await page.goto(`/fr/preview/${DRAFT_PAGE_ID}/`);
  expect(response?.status()).toBe(404);
  await signInAsStaff(page);
  const staffView = await page.goto(`/fr/preview/${DRAFT_PAGE_ID}/`);
  expect(staffView?.status()).toBe(200);
  await expect(page.getByRole('status').first()).toBeVisible();
});

onAPhone(() => {
  test('the back-office fits the screen and keeps its menu', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin/testimonials/');
    await expect(page.getByRole('navigation', { name: 'Gestion du site' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
