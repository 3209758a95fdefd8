import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import {
  fillPerson,
  FORM_FOOT_LABELS,
  FORMS_BASE_URL,
  mailsMentioning,
  openAsNewVisitor,
  PERSON_LABELS,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';

// A visitor books a visit, follows the link of the confirmation mail (read from the mails the e2e
// server writes) and cancels the visit there: the page confirms it, the agency and the visitor get
// their mails, and the time is offered again on the property's visit form. The visit page is
// opened once without JavaScript (its buttons are plain forms) and once with it.
test.use({ baseURL: FORMS_BASE_URL });

/** A property on offer with open slots to come; `index` keeps it apart from visit-form.spec.ts's. */
function propertyWithOpenSlots(index: number): number {
  const rows = query<{ propertyId: number }>(
    `SELECT a.propertyId FROM Appointment a JOIN Property p ON p.id = a.propertyId
     WHERE a.status = 'open' AND a.startsAt > ? AND COALESCE(p.marquee, 0) NOT IN (3, 4)
     GROUP BY a.propertyId ORDER BY a.propertyId`,
    new Date(Date.now() + 3_600_000).toISOString(),
  );
  const row = rows[index];
  if (!row) throw new Error('No property with open visit slots: seed the demo appointments.');
  return row.propertyId;
}

const CASES = [
  {
    locale: 'fr',
    index: 6,
    javaScriptEnabled: false,
    labels: {
      slots: 'Moment de la visite',
      ...PERSON_LABELS.fr,
      ...FORM_FOOT_LABELS.fr,
      send: 'Réserver cette visite',
      thanks: /\/fr\/merci\/rendez-vous\/$/,
      link: /https?:\/\/[^\s"<>]+(\/fr\/visite\/[A-Za-z0-9_-]+\/)/,
      title: 'Votre visite',
      cancel: 'Annuler cette visite',
      done: 'Votre visite est annulée. Une confirmation vous a été envoyée par e-mail.',
      cancelledTitle: 'Visite annulée',
      agencyText: 'Le visiteur a annulé sa visite avec le lien de sa confirmation',
      visitorText: 'Comme demandé, votre visite est annulée',
    },
  },
  {
    locale: 'nl',
    index: 7,
    javaScriptEnabled: true,
    labels: {
      slots: 'Tijdstip van het bezoek',
      ...PERSON_LABELS.nl,
      ...FORM_FOOT_LABELS.nl,
      send: 'Dit bezoek boeken',
      thanks: /\/nl\/bedankt\/afspraak\/$/,
      link: /https?:\/\/[^\s"<>]+(\/nl\/bezoek\/[A-Za-z0-9_-]+\/)/,
      title: 'Uw bezoek',
      cancel: 'Dit bezoek annuleren',
      done: 'Uw bezoek is geannuleerd. We hebben u een bevestiging gemaild.',
      cancelledTitle: 'Bezoek geannuleerd',
      agencyText: 'Le visiteur a annulé sa visite avec le lien de sa confirmation',
      visitorText: 'Zoals gevraagd is uw bezoek geannuleerd',
    },
  },
] as const;

type Labels = (typeof CASES)[number]['labels'];

/** The visit form of the property's contact page, with its groups of slots. */
function visitForm(page: Page, labels: Labels) {
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByRole('group', { name: labels.slots }) });
  return { form, slots: form.getByRole('group', { name: labels.slots }) };
}

for (const { locale, index, javaScriptEnabled, labels } of CASES) {
  test(`${locale}: a visitor cancels a booked visit from the link of its mail, and the time is offered again`, async ({
    page,
    browser,
    visitorAddress,
  }) => {
    const propertyId = propertyWithOpenSlots(index);
    const contactPage = `/${locale}/contact/?property=${propertyId}&subject=visit`;
    const email = uniqueEmail('visit-cancel', locale);

    // Booked through the visit form, in its soonest slot.
    await openAsNewVisitor(page, contactPage);
    const { form, slots } = visitForm(page, labels);
    const firstDay = slots.getByRole('group').first();
    const dayName = (await firstDay.locator('legend').textContent())!.trim();
    const firstSlot = firstDay.getByRole('radio').first();
    const timeName = (await firstSlot.locator('..').textContent())!.trim();
    await firstSlot.check();
    await fillPerson(form, labels, labels.mrs, { first: 'Sofie', last: 'Janssens', email, phone: '0470 12 34 56' });
    await form.getByRole('checkbox', { name: labels.privacy }).check();
    await sendSolved(form, labels);

    // The link, as the confirmation mail gives it: opened on the host the visitor booked on.
    await expect
      .poll(() => mailsMentioning(email).some((mail) => labels.link.test(mail)), { timeout: 30_000 })
      .toBe(true);
    const confirmation = mailsMentioning(email).find((mail) => labels.link.test(mail))!;
    const visitPath = labels.link.exec(confirmation)![1]!;

    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: FORMS_BASE_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress },
    });
    const visitPage = await context.newPage();
    // With script, the page is opened as a visitor who has answered the cookie question (the
    // banner would cover the buttons); without, there is no banner (docs/consent.md).
    if (javaScriptEnabled) await openAsNewVisitor(visitPage, visitPath);
    else await visitPage.goto(visitPath);
    const main = visitPage.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(main.locator('[data-visit-details]')).toContainText(timeName);
    if (javaScriptEnabled) await expectNoAxeViolations(visitPage);

    await main.getByRole('button', { name: labels.cancel }).click();
    await expect(visitPage).toHaveURL(new RegExp(`${visitPath}\\?notice=cancelled$`));
    await expect(main.getByRole('status')).toHaveText(labels.done);
    await expect(main.getByRole('heading', { level: 1, name: labels.cancelledTitle })).toBeVisible();
    await expect(main.getByRole('button', { name: labels.cancel })).toHaveCount(0);
    await context.close();

    // The agency's notice (in French) and the visitor's confirmation, whose calendar file removes
    // the visit. Subjects are encoded (accents): the mails are told apart by their text.
    await expect
      .poll(() => mailsMentioning(email).filter((mail) => mail.includes(labels.agencyText)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(() => mailsMentioning(email).find((mail) => mail.includes(labels.visitorText)), { timeout: 30_000 })
      .toMatch(/text\/calendar;[^\n]*method=CANCEL/i);

    // The lead's slot keeps who had booked it; the same time is open again for other visitors.
    const [booked] = query<{ status: string; startsAt: string }>(
      `SELECT a.status, a.startsAt FROM Appointment a JOIN Lead l ON l.id = a.leadId
       WHERE l.payload LIKE '%' || ? || '%'`,
      email,
    );
    expect(booked?.status).toBe('cancelled');
    expect(
      query(
        "SELECT id FROM Appointment WHERE propertyId = ? AND startsAt = ? AND status = 'open' AND leadId IS NULL",
        propertyId,
        booked!.startsAt,
      ),
    ).toHaveLength(1);

    await openAsNewVisitor(page, contactPage);
    const offered = visitForm(page, labels).slots.getByRole('group', { name: dayName, exact: true });
    await expect(offered.getByRole('radio', { name: timeName, exact: true })).toBeVisible();
  });
}
