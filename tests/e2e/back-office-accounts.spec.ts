import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { mailsMentioning } from './support/mail-files';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, formsHydrated } from './support/visitor-forms';
import { onAPhone, openFromMenu, signInAsOwner, signInAsStaff } from './support/staff';

// Owner accounts, staff accounts and the audit log as the agency's admin uses them
// (docs/back-office.md): an owner made in the back-office signs in through their invitation and
// finds the property they were linked to; the log shows who did it.

// The outbox sends the invitation right after the write; on a busy machine that can take a while.
const MAIL = { timeout: 45_000 };

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });

/** A demo property with a French title, for the new owner to find in their portal. */
function demoProperty() {
  const [property] = query<{ id: number; reference: string; title: string }>(
    `SELECT p.id, p.recordFile AS reference, t.title FROM Property p
     JOIN PropertyTranslation t ON t.propertyId = p.id AND t.locale = 'fr'
     WHERE p.status = 'available' ORDER BY p.id LIMIT 1`,
  );
  if (!property) throw new Error('No demo property with a French title');
  return property;
}

test('the admin creates an owner and links a property; the owner signs in through the invitation', async ({
  page,
  browser,
  baseURL,
  storageState,
  extraHTTPHeaders,
}) => {
  // Two sign-ins, a mail to wait for and a password to set: more than the default half minute.
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const owner = {
    name: `Anne Peeters ${suffix}`,
    email: `anne.${suffix}@e2e.example`,
    password: 'mon-nouveau-secret-2026',
  };
  const property = demoProperty();

  await signInAsStaff(page);
  await openFromMenu(page, 'Propriétaires');
  await expectNoAxeViolations(page);
  const form = page.getByRole('region', { name: 'Nouveau propriétaire' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(owner.name);
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(owner.email);
  await form.getByRole('combobox', { name: "Langue de l'espace et des e-mails" }).selectOption('fr');
  await form.getByRole('button', { name: "Créer le compte et envoyer l'invitation" }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Compte propriétaire créé/);
  const row = page.getByRole('row', { name: owner.name });
  await expect(row).toContainText(owner.email);
  // Invited, not active, until the owner has chosen a password.
  await expect(row).toContainText('Invité');

  await row.getByRole('link', { name: owner.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  await expect(page.getByText("Aucun bien lié : l'espace du propriétaire est encore vide.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Référence ou numéro du bien' }).fill(property.reference);
  await page.getByRole('button', { name: 'Lier ce bien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Bien lié/);
  const linked = page.getByRole('region', { name: 'Biens liés' });
  await expect(linked).toContainText(property.title);
  await expect(linked).toContainText(`Réf. ${property.reference}`);
  await expect(linked.getByRole('button', { name: `Délier ${property.title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  const ownerId = query<{ id: number }>('SELECT id FROM Owner WHERE email = ?', owner.email)[0]!.id;

  // The invitation, in French, with its one-time link.
  await expect.poll(() => mailsMentioning(`To: ${owner.email}`).length, MAIL).toBe(1);
  const mail = mailsMentioning(`To: ${owner.email}`)[0]!;
  expect(mail).toContain(`Bonjour ${owner.name}`);
  expect(mail).toContain('valable 7 jours');
  const link = /(http:\/\/[^\s]+nouveau-mot-de-passe\/\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  // The owner, in a browser of their own (the admin's stays signed in).
  const context = await browser.newContext({ baseURL, storageState, extraHTTPHeaders, locale: 'fr-BE' });
  const portal = await context.newPage();
  await portal.goto(new URL(link!).pathname + new URL(link!).search);
  await formsHydrated(portal);
  await portal.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(owner.password);
  await portal.getByRole('textbox', { name: 'Confirmez le nouveau mot de passe', exact: true }).fill(owner.password);
  await portal.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(portal.getByRole('main').getByRole('status')).toContainText('Votre mot de passe a été modifié');
  await signInAsOwner(portal, owner);
  await expect(portal.getByRole('navigation', { name: 'Vos biens' })).toContainText(property.title);
  await context.close();
  await page.goto('/admin/owners/');
  await expect(page.getByRole('row', { name: owner.name })).toContainText('Actif');

  // The audit log names both writes, by the admin, and the password the invitation's link set, by
  // that link, each with a link to the owner's page.
  await page
    .getByRole('navigation', { name: 'Gestion du site' })
    .getByRole('link', { name: 'Journal des modifications' })
    .click();
  await page.getByRole('combobox', { name: 'Domaine ou action' }).selectOption('owner.');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\/\?.*action=owner\./);
  const entries = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Propriétaire n° ${ownerId}`, exact: true }) });
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Mot de passe défini par un lien reçu par e-mail');
  await expect(entries.nth(0)).toContainText('Un lien envoyé par e-mail');
  await expect(entries.nth(0)).not.toContainText('Sophie Lambert');
  await expect(entries.nth(1)).toContainText('Bien lié au propriétaire');
  await expect(entries.nth(1)).toContainText(property.reference);
  await expect(entries.nth(2)).toContainText('Compte propriétaire créé');
  await expect(entries.nth(2)).toContainText(owner.email);
  for (const entry of [entries.nth(1), entries.nth(2)]) await expect(entry).toContainText('Sophie Lambert');
  await expectNoAxeViolations(page);
  await entries
    .nth(0)
    .getByRole('link', { name: `Propriétaire n° ${ownerId}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
});

test('the staff page shows each account, and the admin’s own cannot be demoted or disabled', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/staff/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personnel');
  const own = page.getByRole('article', { name: /Sophie Lambert/ });
  await expect(own).toContainText("C'est votre compte");
  await expect(own.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

onAPhone(() => {
  test('the owners, staff and audit pages fit the screen', async ({ page }) => {
    const [demoOwner] = query<{ id: number }>("SELECT id FROM Owner WHERE email = 'owner@vitrine.example'");
    await signInAsStaff(page);
    for (const path of ['/admin/owners/', `/admin/owners/${demoOwner!.id}/`, '/admin/staff/', '/admin/audit/']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Gestion du site' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }
  });
});
