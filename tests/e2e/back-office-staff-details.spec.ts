import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, mondayOf } from '@/lib/admin/slot-week';
import { brusselsDateTime, dayAndTimeRange } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { expect, test } from './support/visitor-test';
import { describeInEachLanguage } from './support/in-each-language';
import { changeDatabase, query } from './support/catalogue';
import { mailsMentioning } from './support/mail-files';
import { createStaffMember, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, formsHydrated } from './support/visitor-forms';

// What staff met in the back-office that said the wrong thing (docs/back-office.md): a visit
// request's time, a new account's state before its invitation is taken up, the page a staff
// invitation opens, and the name that opens a lead on a phone. In French and in Dutch.

// The outbox sends an invitation right after the write; on a busy machine that can take a while.
const MAIL = { timeout: 45_000 };

const TEXTS = {
  fr: {
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    signIn: signInAsStaff,
    visit: 'Visite',
    contents: 'Contenu de la demande',
    slotNumber: 'Créneau de visite (numéro)',
    newStaff: {
      region: 'Nouveau membre du personnel',
      name: 'Nom',
      email: 'Adresse e-mail',
      language: 'Langue de la gestion du site et des e-mails',
      submit: "Créer le compte et envoyer l'invitation",
    },
    staffCreated: /^Compte créé/,
    invited: 'Invité',
    passwordPage: {
      path: 'nouveau-mot-de-passe',
      title: 'Choisir un nouveau mot de passe',
      staff: 'compte du personnel',
    },
    ownerWords: /propriétaire/i,
  },
  nl: {
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    signIn: async (page: Page) => signInAsStaffMember(page, await createStaffMember('nl')),
    visit: 'Bezoek',
    contents: 'Inhoud van de aanvraag',
    slotNumber: 'Bezoekmoment (nummer)',
    newStaff: {
      region: 'Nieuwe medewerker',
      name: 'Naam',
      email: 'E-mailadres',
      language: 'Taal van het websitebeheer en de e-mails',
      submit: 'Account aanmaken en uitnodiging versturen',
    },
    staffCreated: /^Account aangemaakt/,
    invited: 'Uitgenodigd',
    passwordPage: { path: 'nieuw-wachtwoord', title: 'Kies een nieuw wachtwoord', staff: 'medewerkersaccount' },
    ownerWords: /eigenaar/i,
  },
} as const;

/** A demo property on offer, for the visit to be of. */
function demoProperty(): number {
  const [row] = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' ORDER BY id LIMIT 1");
  if (!row) throw new Error('No demo property on offer');
  return row.id;
}

describeInEachLanguage(TEXTS, (texts, language) => {
  test('a visit request shows its slot’s day and time in Brussels, not a slot number and UTC', async ({ page }) => {
    const propertyId = demoProperty();
    // A week day far enough ahead that no other test books it, at 14:00 in Brussels.
    const day = addDays(mondayOf(brusselsDay(new Date())), 7 * 30 + (language === 'fr' ? 1 : 3));
    const slot = { startsAt: brusselsDateTime(day, '14:00'), endsAt: brusselsDateTime(day, '14:30') };
    const lastName = `Peeters-${randomBytes(3).toString('hex')}`;
    const leadId = await changeDatabase([`visit-slots:${propertyId}`], (db) => {
      const appointment = db
        .prepare('INSERT INTO Appointment (propertyId, startsAt, endsAt, status) VALUES (?, ?, ?, ?)')
        .run(propertyId, slot.startsAt.toISOString(), slot.endsAt.toISOString(), 'confirmed').lastInsertRowid;
      const payload = {
        firstName: 'Jan',
        lastName,
        appointmentId: Number(appointment),
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
      };
      const lead = db
        .prepare(
          'INSERT INTO Lead (type, locale, propertyId, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
        )
        .run(
          'contact-appointment',
          'nl',
          propertyId,
          JSON.stringify(payload),
          '/nl/',
          'new',
          new Date().toISOString(),
        ).lastInsertRowid;
      db.prepare('UPDATE Appointment SET leadId = ? WHERE id = ?').run(lead, appointment);
      return Number(lead);
    });

    await texts.signIn(page);
    await page.goto(`/admin/leads/${leadId}/`);
    await expect(page.getByRole('region', { name: texts.visit })).toContainText(dayAndTimeRange(slot, language));
    const contents = page.getByRole('region', { name: texts.contents });
    await expect(contents).toContainText(lastName);
    await expect(contents).not.toContainText(texts.slotNumber);
    await expect(contents).not.toContainText(slot.startsAt.toISOString());
    await expectNoAxeViolations(page);
  });

  test('a member of staff invited shows as invited, and the link opens a page for a staff account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const suffix = randomBytes(4).toString('hex');
    const invited = { name: `Lotte Maes ${suffix}`, email: `lotte.${suffix}@e2e.example` };
    await texts.signIn(page);
    await page.goto('/admin/staff/');
    const form = page.getByRole('region', { name: texts.newStaff.region });
    await form.getByRole('textbox', { name: texts.newStaff.name, exact: true }).fill(invited.name);
    await form.getByRole('textbox', { name: texts.newStaff.email, exact: true }).fill(invited.email);
    await form.getByRole('combobox', { name: texts.newStaff.language }).selectOption(language);
    await form.getByRole('button', { name: texts.newStaff.submit }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.staffCreated);
    await expect(page.getByRole('article', { name: invited.name })).toContainText(texts.invited);
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsMentioning(`To: ${invited.email}`).length, MAIL).toBe(1);
    const mail = mailsMentioning(`To: ${invited.email}`)[0]!;
    const link = new RegExp(
      `(http://\\S+/${language}/login/${texts.passwordPage.path}/\\?token=[\\w-]+&account=staff)`,
    ).exec(mail)?.[1];
    expect(link).toBeTruthy();

    // The invited member of staff, in a browser of their own.
    const context = await browser.newContext({
      locale: texts.locale,
      extraHTTPHeaders: { 'Accept-Language': texts.acceptLanguage },
    });
    const invitation = await context.newPage();
    await invitation.goto(new URL(link!).pathname + new URL(link!).search);
    await formsHydrated(invitation);
    const main = invitation.getByRole('main');
    await expect(invitation.getByRole('heading', { level: 1 })).toHaveText(texts.passwordPage.title);
    await expect(main).toContainText(texts.passwordPage.staff);
    await expect(main).not.toContainText(texts.ownerWords);
    await expectNoAxeViolations(invitation);
    await context.close();
  });

  test('on a phone, the name that opens a lead is on the screen without scrolling', async ({ page }) => {
    const lastName = `Vandenbroucke-${randomBytes(3).toString('hex')}`;
    await changeDatabase([], (db) =>
      db
        .prepare(
          'INSERT INTO Lead (type, locale, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, 1, ?, ?, ?)',
        )
        .run(
          'contact-appointment',
          'nl',
          JSON.stringify({ firstName: 'Anneleen', lastName, email: `${lastName.toLowerCase()}@example.be` }),
          '/nl/',
          'new',
          new Date().toISOString(),
        ),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await texts.signIn(page);
    await page.goto(`/admin/leads/?q=${lastName}`);
    // Within the screen's width as the page opens: no sideways scroll to reach it.
    const box = await page.getByRole('link', { name: `Anneleen ${lastName}` }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
