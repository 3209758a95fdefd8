import type { Page } from '@playwright/test';
import { addDays, mondayOf } from '@/lib/admin/slot-week';
import { brusselsDateTime, dayLabel } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { expect, test } from './support/visitor-test';
import { describeInEachLanguage } from './support/in-each-language';
import { changeDatabase, query } from './support/catalogue';
import { createStaffMember, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';

// Visit slots beyond the week on screen (docs/back-office.md, visit slots): a slot months ahead
// typed in the single slot's form, "every Tuesday 17:00–19:00 for six weeks, in 30-minute visits"
// in the repeating slots' form, then the agency's calendar of every property's slots for the
// week, on a wide screen and on a phone. In French for the demo admin, in Dutch for an editor.

type DemoProperty = { id: number; recordFile: string; title: string };

/**
 * A property on offer, no owner's, neither sold nor let: the lowest id, as back-office-slots.spec.ts
 * takes the highest with open slots. Each test works in weeks of its own, months ahead, which it
 * first clears of open slots another run left.
 */
async function propertyClearedFrom(firstDay: string, weeks: number): Promise<DemoProperty> {
  const [row] = query<DemoProperty>(
    `SELECT p.id, p.recordFile, t.title FROM Property p
      JOIN PropertyTranslation t ON t.propertyId = p.id AND t.locale = 'fr'
      WHERE p.status = 'available' AND COALESCE(p.marquee, 0) NOT IN (3, 4)
        AND p.id NOT IN (SELECT propertyId FROM OwnerProperty)
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('No demo property on offer without an owner.');
  const [from, until] = [brusselsDateTime(firstDay, '00:00'), brusselsDateTime(addDays(firstDay, 7 * weeks), '00:00')];
  await changeDatabase([`visit-slots:${row.id}`], (db) =>
    db
      .prepare(
        "DELETE FROM Appointment WHERE propertyId = ? AND status = 'open' AND leadId IS NULL AND startsAt >= ? AND startsAt < ?",
      )
      .run(row.id, from.toISOString(), until.toISOString()),
  );
  return row;
}

const TEXTS = {
  fr: {
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    signIn: signInAsStaff,
    single: { region: 'Ajouter un créneau', date: 'Date', time: 'Heure de début', submit: 'Ajouter le créneau' },
    singleNotice: /^Créneau ajouté/,
    series: {
      region: 'Créneaux répétés',
      weekdays: 'Jours de la semaine',
      tuesday: 'Mardi',
      firstDay: 'À partir du',
      weeks: 'Pendant (semaines)',
      from: 'Première visite à',
      until: 'Fin de la dernière visite au plus tard à',
      duration: "Durée d'une visite (minutes)",
      submit: 'Ajouter les créneaux',
    },
    seriesNotice: '24 créneaux ajoutés, à réserver dès maintenant par les visiteurs.',
    free: 'Libre',
    toCalendar: 'Agenda de tous les biens',
    calendar: 'Agenda des visites',
  },
  nl: {
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    signIn: async (page: Page) => signInAsStaffMember(page, await createStaffMember('nl', 'editor')),
    single: { region: 'Bezoekmoment toevoegen', date: 'Datum', time: 'Beginuur', submit: 'Moment toevoegen' },
    singleNotice: /^Moment toegevoegd/,
    series: {
      region: 'Herhaalde bezoekmomenten',
      weekdays: 'Weekdagen',
      tuesday: 'Dinsdag',
      firstDay: 'Vanaf',
      weeks: 'Gedurende (weken)',
      from: 'Eerste bezoek om',
      until: 'Laatste bezoek ten laatste afgelopen om',
      duration: 'Duur van een bezoek (minuten)',
      submit: 'Momenten toevoegen',
    },
    seriesNotice: '24 bezoekmomenten toegevoegd, vanaf nu te boeken door bezoekers.',
    free: 'Vrij',
    toCalendar: 'Agenda van alle panden',
    calendar: 'Bezoekagenda',
  },
} as const;

const TIMES = ['17:00 – 17:30', '17:30 – 18:00', '18:00 – 18:30', '18:30 – 19:00'];

describeInEachLanguage(TEXTS, (texts, language) => {
  test('a slot months ahead, six weeks of Tuesday evenings, and the week of every property', async ({ page }) => {
    test.setTimeout(120_000);
    // Weeks of this test's own: a Wednesday 10 (French) or 18 (Dutch) weeks ahead, for six weeks.
    const firstDay = addDays(mondayOf(brusselsDay(new Date())), 7 * (language === 'fr' ? 10 : 18) + 2);
    const tuesdays = Array.from({ length: 6 }, (_, week) => addDays(firstDay, 6 + 7 * week));
    const thursday = addDays(firstDay, 1);
    const property = await propertyClearedFrom(firstDay, 6);
    const label = (day: string) => dayLabel(brusselsDateTime(day, '12:00'), language);

    await texts.signIn(page);
    await page.goto(`/admin/slots/${property.id}/`);
    await expectNoAxeViolations(page);

    // One slot months ahead: the date field takes it, and the page opens at its week.
    const single = page.getByRole('region', { name: texts.single.region });
    await single.getByLabel(texts.single.date).fill(thursday);
    await single.getByLabel(texts.single.time).fill('10:00');
    await single.getByRole('button', { name: texts.single.submit }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.singleNotice);
    await expect(page).toHaveURL(
      new RegExp(`/admin/slots/${property.id}/\\?week=${mondayOf(thursday)}(&notice=[\\w&=]+)?$`),
    );
    await expect(page.getByRole('article', { name: `${label(thursday)} 10:00 – 10:30` })).toContainText(texts.free);

    // Every Tuesday 17:00–19:00 for six weeks, in 30-minute visits.
    const series = page.getByRole('region', { name: texts.series.region });
    const weekdays = series.getByRole('group', { name: texts.series.weekdays }).getByRole('checkbox');
    for (const box of await weekdays.all()) await box.uncheck();
    await series.getByRole('checkbox', { name: texts.series.tuesday, exact: true }).check();
    await series.getByLabel(texts.series.firstDay).fill(firstDay);
    await series.getByLabel(texts.series.weeks).fill('6');
    await series.getByLabel(texts.series.from).fill('17:00');
    await series.getByLabel(texts.series.until).fill('19:00');
    await series.getByLabel(texts.series.duration).fill('30');
    await expectNoAxeViolations(page);
    await series.getByRole('button', { name: texts.series.submit }).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.seriesNotice);
    await expect(page).toHaveURL(new RegExp(`\\?week=${mondayOf(tuesdays[0]!)}(&notice=[\\w&=]+)?$`));
    for (const time of TIMES) {
      await expect(page.getByRole('article', { name: `${label(tuesdays[0]!)} ${time}` })).toContainText(texts.free);
    }
    await expectNoAxeViolations(page);
    const made = query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM Appointment WHERE propertyId = ? AND status = 'open' AND startsAt >= ? AND startsAt < ?",
      property.id,
      brusselsDateTime(tuesdays[0]!, '00:00').toISOString(),
      brusselsDateTime(addDays(tuesdays[5]!, 1), '00:00').toISOString(),
    );
    expect(made).toEqual([{ n: 24 }]);
    expect(
      query(
        'SELECT action FROM AuditEntry WHERE subject = ? AND action = ? AND detail LIKE ?',
        `property:${property.id}`,
        'slot.createSeries',
        `%"firstDay":"${firstDay}"%`,
      ),
    ).toEqual([{ action: 'slot.createSeries' }]);

    // The week of every property: this one's four visits on the Tuesday, among the others'.
    await page.getByRole('link', { name: texts.toCalendar }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.calendar);
    await expect(page).toHaveURL(new RegExp(`/admin/calendar/\\?week=${mondayOf(tuesdays[0]!)}$`));
    for (const time of TIMES) {
      const entry = page
        .getByRole('article', { name: `${label(tuesdays[0]!)} ${time}` })
        .filter({ hasText: `${property.recordFile} · ` });
      await expect(entry).toContainText(texts.free);
      await expect(entry.getByRole('link', { name: new RegExp(`^${property.recordFile} · `) })).toHaveAttribute(
        'href',
        `/admin/slots/${property.id}/?week=${mondayOf(tuesdays[0]!)}`,
      );
    }
    await expectNoAxeViolations(page);

    // On a phone, the calendar and the property's week are read without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.calendar);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/slots/${property.id}/?week=${mondayOf(tuesdays[0]!)}`);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
