import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { changeDatabase, query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { onAPhone, openFromMenu, signInAsStaff } from './support/staff';

// The leads inbox and the mail outbox as the agency's admin uses them (docs/back-office.md): a
// lead found by its type, read in full and marked handled, then found under "handled".

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });

/** A last name no other run (or retry) of these tests gave a lead. */
const uniqueName = (name: string) => `${name}-${randomBytes(3).toString('hex')}`;

/** A demo property on offer, for the lead to be about. */
function demoProperty() {
  const [property] = query<{ id: number; reference: string }>(
    "SELECT id, recordFile AS reference FROM Property WHERE status = 'available' ORDER BY id LIMIT 1",
  );
  if (!property) throw new Error('No demo property on offer');
  return property;
}

/** Stores a lead as a form would, just now; returns its id. */
async function insertLead(type: string, propertyId: number | null, payload: Record<string, unknown>) {
  return changeDatabase([], (db) =>
    Number(
      db
        .prepare(
          'INSERT INTO Lead (type, locale, propertyId, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
        )
        .run(type, 'fr', propertyId, JSON.stringify(payload), '/fr/', 'new', new Date().toISOString()).lastInsertRowid,
    ),
  );
}

test('the admin finds a visit request by its type, reads it in full and marks it handled', async ({ page }) => {
  const property = demoProperty();
  const lastName = uniqueName('Vandenbroucke');
  const visitId = await insertLead('contact-appointment', property.id, {
    salutation: 'mrs',
    firstName: 'Nadia',
    lastName,
    email: `${lastName.toLowerCase()}@example.be`,
    phone: '0470 12 34 56',
    message: 'Je peux venir en soirée.',
  });
  // Another form's lead from the same person: the type filter leaves it out.
  const contactName = `${lastName}-contact`;
  await insertLead('site-contact', null, { firstName: 'Nadia', lastName: contactName, message: 'Bonjour' });

  await signInAsStaff(page);
  await openFromMenu(page, 'Demandes');
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Demande de visite' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/[?&]type=contact-appointment/);
  await expect(page.getByRole('link', { name: `Nadia ${contactName}` })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Demande de visite');
  await expect(row).toContainText(property.reference);
  await expect(row).toContainText('Nouvelle');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Nadia ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Demande n° ${visitId} : Demande de visite`);
  const contents = page.getByRole('region', { name: 'Contenu de la demande' });
  await expect(contents).toContainText('Madame');
  await expect(contents).toContainText('Je peux venir en soirée.');
  await expect(
    page.getByRole('link', { name: new RegExp(`^${property.reference} – .*\\(page publique\\)$`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Marquer comme traitée' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Statut enregistré : traitée.');
  await expect(page.getByRole('region', { name: 'En bref' })).toContainText('Traitée');
  expect(query('SELECT status FROM Lead WHERE id = ?', visitId)).toEqual([{ status: 'handled' }]);
  expect(query('SELECT action, detail FROM AuditEntry WHERE subject = ?', `lead:${visitId}`)).toEqual([
    { action: 'lead.mark', detail: '{"from":"new","to":"handled"}' },
  ]);

  // Back to the inbox as it was filtered, then under "handled".
  await page.getByRole('link', { name: 'Retour aux demandes' }).click();
  await expect(page).toHaveURL(/[?&]type=contact-appointment/);
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Traitée' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/[?&]type=contact-appointment&status=handled/);
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('handled');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Traitée');
});

test('the outbox shows its mails by status, failed first', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/outbox/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mails envoyés');
  const tabs = page.getByRole('navigation', { name: 'Filtrer les e-mails' }).getByRole('link');
  // Counts are written the French way: "1 234".
  await expect(tabs).toHaveText([/^En échec \([\d\s]+\)$/, /^En attente \([\d\s]+\)$/, /^Envoyés \([\d\s]+\)$/]);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

onAPhone(() => {
  test('the inbox and a lead fit the screen', async ({ page }) => {
    const lastName = uniqueName('Claes');
    const id = await insertLead('rent-application', null, {
      applicantA: { salutation: 'mr', firstName: 'Koen', lastName, email: 'koen@example.be', birthDate: '1990-04-12' },
      adults: 2,
      pets: 'no',
      income1: { amount: 2850, employment: 'civil-servant' },
      movingReason: 'Un long texte sans espaces pour voir que rien ne déborde : ' + 'x'.repeat(120),
    });
    await signInAsStaff(page);
    await page.goto('/admin/leads/');
    await expect(page.getByRole('row').filter({ hasText: lastName })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/leads/${id}/`);
    await expect(page.getByRole('region', { name: 'Contenu de la demande' })).toContainText('Fonctionnaire');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
