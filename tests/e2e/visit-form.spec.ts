import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import {
  expectNoHorizontalScroll,
  fillPerson,
  FORM_FOOT_LABELS,
  FORMS_BASE_URL,
  leadsMentioning,
  openAsNewVisitor,
  PERSON_LABELS,
  solveCaptcha,
  uniqueEmail,
} from './support/visitor-forms';
import { mailsMentioning } from './support/mail-files';

// A visitor books a visit in one of the property's open slots (seeded by prisma/seed/appointments.ts):
// errors at the fields first, then the thank-you page, the slot confirmed for the stored lead and
// the confirmation mail with its calendar file. A fully booked property says so and offers the
// "contact me" form instead.
test.use({ baseURL: FORMS_BASE_URL });

type SlotRow = { id: number; propertyId: number };

/** Properties on offer (not sold or rented) with open slots to come; `index` keeps parallel tests apart. */
function propertyWithOpenSlots(index: number): SlotRow {
  const rows = query<SlotRow>(
    `SELECT MIN(a.id) AS id, a.propertyId FROM Appointment a JOIN Property p ON p.id = a.propertyId
     WHERE a.status = 'open' AND a.startsAt > ? AND COALESCE(p.marquee, 0) NOT IN (3, 4)
     GROUP BY a.propertyId ORDER BY a.propertyId`,
    new Date(Date.now() + 3_600_000).toISOString(),
  );
  const row = rows[index];
  if (!row) throw new Error('No property with open visit slots: seed the demo appointments.');
  return row;
}

function fullyBookedProperty(): number {
  const [row] = query<{ propertyId: number }>(
    `SELECT a.propertyId FROM Appointment a JOIN Property p ON p.id = a.propertyId
     WHERE p.status = 'available' GROUP BY a.propertyId
     HAVING SUM(a.status = 'open') = 0 AND SUM(a.status = 'confirmed') > 5 ORDER BY a.propertyId`,
  );
  if (!row) throw new Error('No fully booked property in the demo data.');
  return row.propertyId;
}

const CASES = [
  {
    locale: 'fr',
    index: 2,
    labels: {
      slots: 'Moment de la visite',
      required: 'Ce champ est obligatoire.',
      ...PERSON_LABELS.fr,
      message: 'Votre message (facultatif)',
      ...FORM_FOOT_LABELS.fr,
      send: 'Réserver cette visite',
      thanks: /\/fr\/merci\/rendez-vous\/$/,
      calendar: 'visite.ics',
      addToCalendar: 'Ajouter à mon agenda',
    },
  },
  {
    locale: 'nl',
    index: 3,
    labels: {
      slots: 'Tijdstip van het bezoek',
      required: 'Dit veld is verplicht.',
      ...PERSON_LABELS.nl,
      message: 'Uw bericht (optioneel)',
      ...FORM_FOOT_LABELS.nl,
      send: 'Dit bezoek boeken',
      thanks: /\/nl\/bedankt\/afspraak\/$/,
      calendar: 'bezoek.ics',
      addToCalendar: 'Toevoegen aan mijn agenda',
    },
  },
] as const;

for (const { locale, index, labels } of CASES) {
  test(`a visitor books a visit (${locale}): slot by day, errors, thank-you page, slot confirmed, mail with calendar file`, async ({
    page,
  }) => {
    const { id: slotId, propertyId } = propertyWithOpenSlots(index);
    const email = uniqueEmail('visit', locale);
    await openAsNewVisitor(page, `/${locale}/contact/?property=${propertyId}&subject=visit`);
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByRole('group', { name: labels.slots }) });
    const slots = form.getByRole('group', { name: labels.slots });
    await expect(slots.getByRole('radio').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: labels.send }).click();
    await expect(slots.getByText(labels.required)).toBeVisible();
    await expect(form.getByRole('textbox', { name: labels.first, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // The soonest slot is the first radio of the first day; its day is the inner group's name.
    const firstDay = slots.getByRole('group').first();
    await expect(firstDay).toHaveAccessibleName(/\d/);
    await firstDay.getByRole('radio').first().check();
    await fillPerson(form, labels, labels.mrs, { first: 'Sofie', last: 'Janssens', email, phone: '0470 12 34 56' });
    await form.getByRole('textbox', { name: labels.message }).fill('Nous viendrons à deux.');
    await form.getByRole('checkbox', { name: labels.privacy }).check();
    await expect(slots.getByText(labels.required)).toBeHidden();
    await expectNoAxeViolations(page);
    await solveCaptcha(form, labels.robot);
    const chosenTime = (await firstDay.getByRole('radio').first().locator('..').textContent())!.split('–')[0]!.trim();
    await form.getByRole('button', { name: labels.send }).click();
    await expect(page).toHaveURL(labels.thanks, { timeout: 30_000 });
    // The thank-you page repeats the booked time, and offers it for the visitor's calendar.
    const booked = page.locator('[data-booked-visit]');
    await expect(booked).toContainText(chosenTime);
    await expect(booked.getByRole('link', { name: labels.addToCalendar })).toHaveAttribute(
      'href',
      /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/,
    );

    const [lead] = leadsMentioning(email);
    expect(lead).toMatchObject({ type: 'contact-appointment', locale, propertyId });
    expect(JSON.parse(lead!.payload)).toMatchObject({ appointmentId: slotId, firstName: 'Sofie' });
    const [slot] = query<{ status: string; leadEmail: string }>(
      `SELECT a.status, l.payload AS leadEmail FROM Appointment a JOIN Lead l ON l.id = a.leadId WHERE a.id = ?`,
      slotId,
    );
    expect(slot?.status).toBe('confirmed');
    expect(slot?.leadEmail).toContain(email);
    await expect.poll(() => mailsMentioning(email).length, { timeout: 30_000 }).toBe(2);
    const confirmation = mailsMentioning(email).find((mail) => mail.includes(labels.calendar));
    expect(confirmation).toMatch(/Content-Type: text\/calendar/);
  });
}

test('a fully booked property says the appointments are full and offers the contact form @phone', async ({ page }) => {
  const propertyId = fullyBookedProperty();
  await openAsNewVisitor(page, `/nl/contact/?property=${propertyId}&subject=visit`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'De afspraken zijn volzet' })).toBeVisible();
  await expect(main.getByRole('radio', { name: /^\d{2}:\d{2}/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: /Een vraag over/ })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Uw bericht' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the slots fit a phone screen and the form is usable there @phone', async ({ page }) => {
  const { propertyId } = propertyWithOpenSlots(4);
  await openAsNewVisitor(page, `/fr/contact/?property=${propertyId}&subject=visit`);
  const slots = page.getByRole('group', { name: 'Moment de la visite' });
  await expect(slots.getByRole('radio').first()).toBeVisible();
  await slots.getByRole('radio').nth(1).check();
  await expect(slots.getByRole('radio').nth(1)).toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

// A sold or rented property stays online, but takes no visit, offer or rent application: the
// contact page asked for one says so and offers a plain question instead (its route refuses them too).
for (const { locale, subject, notice } of [
  { locale: 'fr', subject: 'visit', notice: /Ce bien est (vendu|loué) : il n’est plus possible/ },
  { locale: 'nl', subject: 'offer', notice: /Dit pand is (verkocht|verhuurd): een bezoek boeken/ },
  { locale: 'de', subject: 'application', notice: /Diese Immobilie ist (verkauft|vermietet): Besichtigung/ },
] as const) {
  test(`${locale}: a taken property's contact page takes no ${subject}`, async ({ page }) => {
    // A sold or rented one; for a visit, one that still has slots in the database.
    const goal = { visit: '', offer: 'AND p.goal = 0', application: 'AND p.goal <> 0' }[subject];
    const slots = subject === 'visit' ? 'AND EXISTS (SELECT 1 FROM Appointment a WHERE a.propertyId = p.id)' : '';
    const [taken] = query<{ id: number }>(
      `SELECT p.id FROM Property p WHERE p.status = 'available' AND p.marquee IN (3, 4) ${goal} ${slots} ORDER BY p.id`,
    );
    test.skip(!taken, 'no sold or rented property of that kind in the demo data');
    const contact = { fr: '/fr/contact/', nl: '/nl/contact/', de: '/de/kontakt/' }[locale];
    await page.goto(`${contact}?property=${taken!.id}&subject=${subject}`);
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.locator('input[name="appointmentId"]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /message|bericht|nachricht/i }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
