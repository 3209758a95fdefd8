import { NOTHING_GRANTED } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY, serializeConsent } from '@/lib/consent/stored-consent';
import { brusselsDay } from '@/lib/i18n/dates';
import { expect, test } from './support/visitor-test';
import { changeDatabase, query } from './support/catalogue';
import { propertyPath } from './support/property-pages';
import { expectNoAxeViolations } from './support/axe';
import {
  expectNoHorizontalScroll,
  FORMS_BASE_URL,
  formsHydrated,
  mailsMentioning,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';
import { signInAsStaff } from './support/staff';

// The agency's visit slots as staff run them (docs/back-office.md): the admin adds a slot next
// week, a visitor books it on the site, the site then says the appointments are full, the admin
// sees who booked and cancels the booking, and the visitor gets the cancellation by mail. Runs in
// the back-office project, after the visitor specs (playwright.config.ts).

type DemoProperty = { id: number; recordFile: string };

/**
 * A property on offer that visit-form.spec.ts does not book (it takes the lowest ids with open
 * slots), no owner's (the owner portal's diary) and not sold or let, whose open slots this test
 * then takes away: the slot it adds is the only one. The highest id that still has open slots, so
 * a run against a reused server takes the next one down.
 */
async function propertyWithOnlyOurSlot(): Promise<DemoProperty> {
  const [row] = query<DemoProperty>(
    `SELECT p.id, p.recordFile FROM Property p
      WHERE p.status = 'available' AND COALESCE(p.marquee, 0) NOT IN (3, 4)
        AND p.id NOT IN (SELECT propertyId FROM OwnerProperty)
        AND EXISTS (SELECT 1 FROM Appointment a WHERE a.propertyId = p.id AND a.status = 'open' AND a.startsAt > ?)
      ORDER BY p.id DESC LIMIT 1`,
    new Date().toISOString(),
  );
  if (!row) throw new Error('No property with open visit slots: seed the demo appointments.');
  await changeDatabase([`visit-slots:${row.id}`], (db) =>
    db.prepare("DELETE FROM Appointment WHERE propertyId = ? AND status = 'open' AND leadId IS NULL").run(row.id),
  );
  return row;
}

/** A weekday of next week and a start time no other run picks twice in a row. */
function slotNextWeek() {
  const today = new Date(`${brusselsDay(new Date())}T12:00:00Z`);
  const day = new Date(today);
  // Monday of next week, then Monday to Friday.
  day.setUTCDate(today.getUTCDate() + 7 - ((today.getUTCDay() + 6) % 7) + Math.floor(Math.random() * 5));
  const start = 9 * 60 + Math.floor(Math.random() * 10 * 60);
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: day.toISOString().slice(0, 10), time: time(start), range: `${time(start)} – ${time(start + 30)}` };
}

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });

test('a slot the admin adds is booked by a visitor, then full, seen booked and cancelled', async ({
  page,
  browser,
  visitorAddress,
}) => {
  test.setTimeout(180_000);
  const property = await propertyWithOnlyOurSlot();
  const slot = slotNextWeek();
  const email = uniqueEmail('slot', 'fr');

  // The admin finds the property by its reference and adds a slot next week.
  await signInAsStaff(page);
  await page
    .getByRole('navigation', { name: 'Gestion du site' })
    .getByRole('link', { name: 'Créneaux de visite' })
    .click();
  await page.getByRole('searchbox', { name: 'Référence ou titre du bien' }).fill(property.recordFile.toLowerCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  // Checked once the results are there, not while the search is still loading them.
  const found = page.getByRole('link', { name: new RegExp(`^${property.recordFile} ·`) });
  await expect(found).toBeVisible();
  await expectNoAxeViolations(page);
  await found.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Créneaux de visite · ${property.recordFile}`);
  await page.getByRole('navigation', { name: 'Semaines' }).getByRole('link', { name: 'Semaine suivante' }).click();
  await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
  const create = page.getByRole('region', { name: 'Ajouter un créneau' });
  await create.getByLabel('Date').fill(slot.date);
  await create.getByLabel('Heure de début').fill(slot.time);
  await create.getByRole('spinbutton', { name: 'Durée (minutes)', exact: true }).fill('30');
  await create.getByRole('button', { name: 'Ajouter le créneau' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Créneau ajouté/);
  const card = page.getByRole('article', { name: new RegExp(`${slot.range}$`) });
  await expect(card).toContainText('Libre');
  await expectNoAxeViolations(page);
  const weekPage = page.url();

  // A visitor, without any session, finds it on the property's page and books it.
  const context = await browser.newContext({
    baseURL: FORMS_BASE_URL,
    locale: 'fr-BE',
    extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9', 'X-Forwarded-For': visitorAddress },
  });
  const visitor = await context.newPage();
  await visitor.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [CONSENT_STORAGE_KEY, serializeConsent(NOTHING_GRANTED, new Date(0))],
  );
  await visitor.goto(propertyPath(property.id, 'fr'));
  await visitor.getByRole('link', { name: 'Demander une visite' }).click();
  await expect(visitor).toHaveURL(/\/fr\/contact\/\?/);
  await formsHydrated(visitor);
  const form = visitor
    .getByRole('main')
    .locator('form')
    .filter({ has: visitor.getByRole('group', { name: 'Moment de la visite' }) });
  const slots = form.getByRole('group', { name: 'Moment de la visite' });
  await expect(slots.getByRole('radio')).toHaveCount(1);
  await slots.getByRole('radio', { name: slot.range }).check();
  await form.getByLabel('Titre').selectOption({ label: 'Madame' });
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dubois');
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0470 98 76 54');
  await form.getByRole('checkbox', { name: /J'accepte que Vitrine/ }).check();
  await sendSolved(form, {
    robot: 'Je ne suis pas un robot',
    send: 'Réserver cette visite',
    thanks: /\/fr\/merci\/rendez-vous\/$/,
  });

  // Its only slot is taken: the next request says so.
  await visitor.goto(`/fr/contact/?property=${property.id}&subject=visit`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Les rendez-vous sont complets' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Moment de la visite' }).getByRole('radio')).toHaveCount(0);
  await context.close();

  // The admin sees who booked, and cancels: the visitor gets the cancellation for their calendar.
  await page.goto(weekPage);
  await expect(card).toContainText('Réservé');
  await expect(card).toContainText('Camille Dubois');
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(card.getByRole('link', { name: 'Voir la demande' })).toHaveAttribute('href', /^\/admin\/leads\/\d+\/$/);
  await expectNoAxeViolations(page);
  await card.getByText('Annuler la réservation').click();
  await expect(card).toContainText(`prévenu par e-mail à ${email}`);
  await card.getByRole('button', { name: 'Annuler la visite' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Réservation annulée/);
  await expect(page.getByRole('article', { name: new RegExp(`${slot.range}$`) })).toContainText('Annulé');
  // The subject is encoded (accents): the cancellation is the mail whose calendar file cancels.
  const cancellations = () => mailsMentioning(email).filter((mail) => /text\/calendar;[^\n]*method=CANCEL/i.test(mail));
  await expect.poll(() => cancellations().length, { timeout: 30_000 }).toBe(1);
  expect(cancellations()[0]).toContain('Nous devons malheureusement annuler votre visite');
  const [cancelled] = query<{ id: number }>(
    "SELECT id FROM Appointment WHERE propertyId = ? AND status = 'cancelled' ORDER BY id DESC LIMIT 1",
    property.id,
  );
  expect(query('SELECT action FROM AuditEntry WHERE subject = ? ORDER BY id', `slot:${cancelled?.id}`)).toEqual([
    { action: 'slot.create' },
    { action: 'slot.cancel' },
  ]);
  // Cancelled, not offered again: still full for visitors.
  expect(query("SELECT COUNT(*) AS n FROM Appointment WHERE propertyId = ? AND status = 'open'", property.id)).toEqual([
    { n: 0 },
  ]);

  // On a phone, the week and the search fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(weekPage);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.goto(`/admin/slots/?q=${encodeURIComponent(property.recordFile)}`);
  await expectNoHorizontalScroll(page);
});
