// The back-office's visit slots through their route handlers (plain form POSTs), on the test
// database of the run (SQLite, or PostgreSQL in the PostgreSQL run): who may write, what a write
// changes (Brussels time in, UTC stored), what it refuses, what it logs, the visitor's mail when a
// booking is cancelled, and which cached data it expires.
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { weekdayOf } from '@/lib/admin/slot-series';
import { addDays, mondayOf, slotWeek } from '@/lib/admin/slot-week';
import { brusselsDateTime } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { parseAttachments } from '@/lib/mail/attachments';
import {
  backOfficeFixture,
  deleteLeads,
  outsiderStatuses,
  postForm,
  session,
  SITE,
  type PostOptions,
} from '../support/back-office';
import { createTestProperty, createTitledHouse, nameUccle } from '../support/catalogue-fixture';

vi.mock('server-only', () => ({}));

const { db, editor, owner, create, write, series, slots, calendar } = await backOfficeFixture({
  signedIn: 'editor',
  load: async () => ({
    create: (await import('@/app/api/admin/slots/route')).POST,
    write: (await import('@/app/api/admin/slots/[id]/route')).POST,
    series: (await import('@/app/api/admin/slots/series/route')).POST,
    slots: await import('@/lib/admin/slots'),
    calendar: await import('@/lib/admin/slot-calendar'),
  }),
});
// The slots page finds a property by words of its title, read in its slugs (lib/admin/slots.ts).
const created = await createTitledHouse(
  db,
  { recordFile: 'V-5123' },
  { fr: 'maison-3-chambres-avec-jardin', nl: 'woning-met-3-slaapkamers-en-tuin' },
);
const property = created.id;
await nameUccle(db, created.cityId);
const withdrawn = (await createTestProperty(db, { recordFile: 'V-5124', status: 'withdrawn' })).id;

// A day ten days ahead, in Brussels: always to come, whatever the hour the tests run.
const DAY = addDays(brusselsDay(new Date()), 10);
const at = (time: string, day = DAY) => brusselsDateTime(day, time);
const BACK = () => `/admin/slots/${property}/?week=${DAY}`;

beforeEach(async () => {
  await db.appointment.deleteMany();
  await deleteLeads(db);
});

const createSlot = (fields: Record<string, string>, options?: PostOptions) =>
  postForm(
    create,
    '/api/admin/slots/',
    { back: BACK(), propertyId: String(property), date: DAY, duration: '30', ...fields },
    options,
  );
const writeSlot = (id: number, fields: Record<string, string>) =>
  postForm(write, `/api/admin/slots/${id}/`, { back: BACK(), ...fields }, { params: { id: String(id) } });

/** The outcome a write returns with, from its redirect. */
const outcome = (response: Response) => {
  const url = new URL(response.headers.get('location') ?? '', SITE);
  return { path: `${url.pathname}?week=${url.searchParams.get('week')}`, ...Object.fromEntries(url.searchParams) };
};

const storedSlots = () =>
  db.appointment.findMany({
    orderBy: { startsAt: 'asc' },
    select: { startsAt: true, endsAt: true, status: true, propertyId: true },
  });
const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
const auditActions = async () =>
  (await db.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((entry) => entry.action);

async function booking(startsAt: Date, locale = 'nl') {
  const lead = await db.lead.create({
    data: {
      type: 'contact-appointment',
      locale,
      propertyId: property,
      consent: true,
      payload: JSON.stringify({
        firstName: 'Sofie',
        lastName: 'Janssens',
        email: 'sofie@example.be',
        phone: '0470 12 34 56',
      }),
    },
  });
  return db.appointment.create({
    data: {
      propertyId: property,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'confirmed',
      leadId: lead.id,
    },
  });
}

describe('POST /api/admin/slots/', () => {
  it('creates an open slot from Brussels time, logs it and expires the property’s slots', async () => {
    const response = await createSlot({ time: '10:00', duration: '45' });

    expect(response.status).toBe(303);
    // The week that shows the new slot, whichever week the form was on.
    expect(outcome(response)).toMatchObject({
      path: `/admin/slots/${property}/?week=${mondayOf(DAY)}`,
      notice: 'slotCreated',
    });
    expect(await storedSlots()).toEqual([
      { propertyId: property, startsAt: at('10:00'), endsAt: at('10:45'), status: 'open' },
    ]);
    const [entry] = await db.auditEntry.findMany();
    expect(entry).toMatchObject({ staffId: editor, staffName: 'Eddy', action: 'slot.create' });
    expect(entry?.subject).toMatch(/^slot:\d+$/);
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
      propertyId: property,
      startsAt: at('10:00').toISOString(),
      endsAt: at('10:45').toISOString(),
    });
    expect(expired()).toEqual([`visit-slots:${property}`]);
  });

  it('creates a slot on any day to come, months ahead, and returns to its week', async () => {
    const later = addDays(DAY, 120);
    const response = await createSlot({ date: later, time: '17:00' });
    expect(outcome(response)).toMatchObject({
      path: `/admin/slots/${property}/?week=${mondayOf(later)}`,
      notice: 'slotCreated',
    });
    expect(await storedSlots()).toEqual([
      { propertyId: property, startsAt: at('17:00', later), endsAt: at('17:30', later), status: 'open' },
    ]);
  });

  it('refuses a time gone by and an overlap with a localized error, and accepts a slot that only touches', async () => {
    await createSlot({ time: '10:00' });
    vi.mocked(revalidateTag).mockClear();
    const yesterday = addDays(brusselsDay(new Date()), -1);

    expect(outcome(await createSlot({ date: yesterday, time: '10:00' }))).toMatchObject({ error: 'slotPast' });
    expect(outcome(await createSlot({ time: '10:15' }))).toMatchObject({ error: 'slotOverlap' });
    expect(outcome(await createSlot({ time: '09:45' }))).toMatchObject({ error: 'slotOverlap' });
    expect(await storedSlots()).toHaveLength(1);
    expect(await auditActions()).toEqual(['slot.create']);
    expect(expired()).toEqual([]);

    expect(outcome(await createSlot({ time: '10:30' }))).toMatchObject({ notice: 'slotCreated' });
    expect(outcome(await createSlot({ time: '09:30' }))).toMatchObject({ notice: 'slotCreated' });
    expect(await storedSlots()).toHaveLength(3);
  });

  it('refuses bad input naming the field, a withdrawn or unknown property as gone, and writes nothing', async () => {
    const refused: [Record<string, string>, string][] = [
      [{ time: '25:00' }, 'time'],
      [{ time: '' }, 'time'],
      [{ time: '10:00', date: '2026-02-30' }, 'date'],
      [{ time: '10:00', date: '1999-12-31' }, 'date'],
      [{ time: '10:00', duration: '0' }, 'duration'],
      [{ time: '10:00', duration: '481' }, 'duration'],
      [{ time: '10:00', duration: 'half an hour' }, 'duration'],
      [{ time: '10:00', propertyId: 'x' }, 'propertyId'],
    ];
    for (const [fields, field] of refused) {
      expect(outcome(await createSlot(fields)), JSON.stringify(fields)).toMatchObject({ error: 'invalid', field });
    }
    expect(outcome(await createSlot({ time: '10:00', propertyId: String(withdrawn) }))).toMatchObject({
      error: 'gone',
    });
    expect(outcome(await createSlot({ time: '10:00', propertyId: '99999' }))).toMatchObject({ error: 'gone' });
    expect(await storedSlots()).toEqual([]);
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('answers 404 to nobody and to an owner, 403 to another site, and writes nothing', async () => {
    const createFrom = (origin?: string | null) => createSlot({ time: '10:00' }, { origin });
    expect(await outsiderStatuses(createFrom, { owner, staff: editor })).toEqual([404, 404, 403, 403]);
    const slot = await db.appointment.create({
      data: { propertyId: property, startsAt: at('12:00'), endsAt: at('12:30') },
    });
    session.staffId = null;
    expect((await writeSlot(slot.id, { action: 'delete' })).status).toBe(404);
    expect(await storedSlots()).toHaveLength(1);
  });
});

describe('POST /api/admin/slots/series/', () => {
  /** Every week on DAY's weekday, from DAY on, 17:00–19:00 in 30-minute visits, for six weeks. */
  const createSeries = (fields: Record<string, string | string[]> = {}) =>
    postForm(series, '/api/admin/slots/series/', {
      back: BACK(),
      propertyId: String(property),
      firstDay: DAY,
      weekdays: String(weekdayOf(DAY)),
      from: '17:00',
      until: '19:00',
      duration: '30',
      weeks: '6',
      ...fields,
    });
  const weekDay = (week: number) => addDays(DAY, 7 * week);

  it('creates every visit of the six weeks in one write, logged once, and returns to the first one’s week', async () => {
    const response = await createSeries();

    expect(outcome(response)).toMatchObject({
      path: `/admin/slots/${property}/?week=${mondayOf(DAY)}`,
      notice: 'slotSeriesCreated',
      count: '24',
      skipped: '0',
    });
    const stored = await storedSlots();
    expect(stored).toHaveLength(24);
    expect(stored.slice(0, 5)).toEqual([
      ...['17:00', '17:30', '18:00', '18:30'].map((time) => ({
        propertyId: property,
        startsAt: at(time),
        endsAt: new Date(at(time).getTime() + 30 * 60_000),
        status: 'open',
      })),
      { propertyId: property, startsAt: at('17:00', weekDay(1)), endsAt: at('17:30', weekDay(1)), status: 'open' },
    ]);
    expect(stored.at(-1)).toMatchObject({ startsAt: at('18:30', weekDay(5)), endsAt: at('19:00', weekDay(5)) });
    const log = await db.auditEntry.findMany();
    expect(log.map((entry) => [entry.action, entry.subject, entry.staffName])).toEqual([
      ['slot.createSeries', `property:${property}`, 'Eddy'],
    ]);
    expect(JSON.parse(log[0]?.detail ?? '{}')).toMatchObject({ weeks: 6, created: 24, skipped: 0 });
    expect(expired()).toEqual([`visit-slots:${property}`]);
  });

  it('skips the visits that meet an open or booked slot, and says how many', async () => {
    await db.appointment.create({ data: { propertyId: property, startsAt: at('17:15'), endsAt: at('17:45') } });
    await booking(at('18:30', weekDay(2)));
    // A cancelled slot frees its time: it skips nothing.
    await db.appointment.create({
      data: {
        propertyId: property,
        startsAt: at('18:00', weekDay(3)),
        endsAt: at('19:00', weekDay(3)),
        status: 'cancelled',
      },
    });

    expect(outcome(await createSeries())).toMatchObject({
      notice: 'slotSeriesCreatedSkipping',
      count: '21',
      skipped: '3',
    });
    expect(await db.appointment.count({ where: { status: 'open' } })).toBe(22);
  });

  it('refuses what it cannot make with a reason, and writes nothing', async () => {
    const refused: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ until: '17:00' }, { error: 'invalid', field: 'until' }],
      [{ until: '16:00' }, { error: 'invalid', field: 'until' }],
      [{ weekdays: [] }, { error: 'invalid', field: 'weekdays' }],
      [{ weekdays: ['2', '8'] }, { error: 'invalid', field: 'weekdays' }],
      [{ weeks: '0' }, { error: 'invalid', field: 'weeks' }],
      [{ weeks: '27' }, { error: 'invalid', field: 'weeks' }],
      [{ duration: '4' }, { error: 'invalid', field: 'duration' }],
      [{ firstDay: addDays(brusselsDay(new Date()), -1) }, { error: 'slotPast' }],
      [{ until: '17:20' }, { error: 'slotSeriesEmpty' }],
      [
        { from: '08:00', until: '20:00', weekdays: ['1', '2', '3', '4', '5'], weeks: '26' },
        { error: 'slotSeriesTooLong' },
      ],
      [{ propertyId: String(withdrawn) }, { error: 'gone' }],
    ];
    for (const [fields, expected] of refused) {
      const answer = outcome(await createSeries(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject(expected);
      expect(answer.path, JSON.stringify(fields)).toBe(`${BACK().split('?')[0]}?week=${DAY}`);
    }
    expect(await storedSlots()).toEqual([]);
    expect(await db.auditEntry.count()).toBe(0);
    expect(expired()).toEqual([]);
  });

  it('refuses a series whose every visit is taken', async () => {
    await db.appointment.create({
      data: { propertyId: property, startsAt: at('00:00'), endsAt: at('00:00', addDays(DAY, 60)) },
    });
    expect(outcome(await createSeries())).toMatchObject({ error: 'slotOverlap' });
    expect(await storedSlots()).toHaveLength(1);
  });
});

describe('POST /api/admin/slots/{id}/', () => {
  it('moves an open slot, keeping clear of the others, with the old and new times in the log', async () => {
    const slot = await db.appointment.create({
      data: { propertyId: property, startsAt: at('10:00'), endsAt: at('10:30') },
    });
    await db.appointment.create({ data: { propertyId: property, startsAt: at('14:00'), endsAt: at('14:30') } });
    const tomorrow = addDays(DAY, 1);

    expect(
      outcome(await writeSlot(slot.id, { action: 'move', date: DAY, time: '13:45', duration: '30' })),
    ).toMatchObject({
      error: 'slotOverlap',
    });
    // Onto part of its own time: no clash with itself.
    expect(
      outcome(await writeSlot(slot.id, { action: 'move', date: DAY, time: '10:15', duration: '30' })),
    ).toMatchObject({
      notice: 'slotMoved',
    });
    const response = await writeSlot(slot.id, { action: 'move', date: tomorrow, time: '18:00', duration: '60' });

    expect(outcome(response)).toMatchObject({
      path: `/admin/slots/${property}/?week=${mondayOf(tomorrow)}`,
      notice: 'slotMoved',
    });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({
      startsAt: at('18:00', tomorrow),
      endsAt: at('19:00', tomorrow),
      status: 'open',
    });
    const log = await db.auditEntry.findMany({ orderBy: { id: 'asc' } });
    expect(log.map((entry) => [entry.action, entry.subject])).toEqual([
      ['slot.move', `slot:${slot.id}`],
      ['slot.move', `slot:${slot.id}`],
    ]);
    expect(JSON.parse(log[1]?.detail ?? '{}')).toEqual({
      from: { startsAt: at('10:15').toISOString(), endsAt: at('10:45').toISOString() },
      to: { startsAt: at('18:00', tomorrow).toISOString(), endsAt: at('19:00', tomorrow).toISOString() },
    });
    expect(expired()).toEqual([`visit-slots:${property}`, `visit-slots:${property}`]);
  });

  it('deletes an open slot, and neither moves nor deletes a booked one', async () => {
    const open = await db.appointment.create({
      data: { propertyId: property, startsAt: at('10:00'), endsAt: at('10:30') },
    });
    const booked = await booking(at('11:00'));

    expect(outcome(await writeSlot(open.id, { action: 'delete' }))).toMatchObject({ notice: 'slotDeleted' });
    expect(outcome(await writeSlot(booked.id, { action: 'delete' }))).toMatchObject({ error: 'slotBooked' });
    expect(
      outcome(await writeSlot(booked.id, { action: 'move', date: DAY, time: '16:00', duration: '30' })),
    ).toMatchObject({ error: 'slotBooked' });
    expect(outcome(await writeSlot(open.id, { action: 'delete' }))).toMatchObject({ error: 'gone' });

    expect(await storedSlots()).toEqual([
      { propertyId: property, startsAt: at('11:00'), endsAt: at('11:30'), status: 'confirmed' },
    ]);
    expect(await auditActions()).toEqual(['slot.delete']);
  });

  it('cancels a booking: the slot is cancelled, the visitor gets a mail in their language with a cancelling .ics', async () => {
    const booked = await booking(at('18:00'), 'nl');

    const response = await writeSlot(booked.id, { action: 'cancel' });

    expect(outcome(response)).toMatchObject({ path: BACK(), notice: 'bookingCancelled' });
    // Kept, with who had booked: the owner portal and the back-office still show it.
    expect(await db.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({
      status: 'cancelled',
      leadId: booked.leadId,
    });
    expect(await storedSlots()).toHaveLength(1);
    const [mail] = await db.outboxEmail.findMany();
    expect(mail).toMatchObject({ to: 'sofie@example.be', leadId: booked.leadId, status: 'pending' });
    expect(mail?.subject).toMatch(/^Uw bezoek op .+, 18:00 – 18:30 is geannuleerd$/);
    expect(mail?.text).toContain('Beste Sofie,');
    expect(mail?.text).toContain('Woning met 3 slaapkamers en tuin');
    expect(mail?.text).toContain('Rue du Doyenné 12, 1180 Ukkel');
    expect(mail?.text).toMatch(new RegExp(`${SITE}/nl/\\S+/${property}/`));
    const [calendar] = parseAttachments(mail?.attachments ?? null);
    expect(calendar).toMatchObject({ filename: 'bezoek.ics', contentType: expect.stringContaining('method=CANCEL') });
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
    const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
    for (const line of [
      'METHOD:CANCEL',
      // The booking's invitation (lib/forms/handlers/visit.ts) has this UID and no SEQUENCE (0).
      `UID:appointment-${booked.id}@localhost`,
      'SEQUENCE:1',
      `DTSTART:${stamp(booked.startsAt)}`,
      `DTEND:${stamp(booked.endsAt)}`,
      'SUMMARY:Bezoek: Woning met 3 slaapkamers en tuin',
      'ORGANIZER:mailto:',
      'ATTENDEE:mailto:sofie@example.be',
      'STATUS:CANCELLED',
    ])
      expect(ics).toContain(line);
    const [entry] = await db.auditEntry.findMany();
    expect(entry).toMatchObject({ action: 'slot.cancel', subject: `slot:${booked.id}` });
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ leadId: booked.leadId, mailed: true, reopenedAs: null });
    expect(expired()).toEqual([`visit-slots:${property}`]);

    // Cancelled once: a second cancel finds no booking.
    expect(outcome(await writeSlot(booked.id, { action: 'cancel' }))).toMatchObject({ error: 'gone' });
    expect(await db.outboxEmail.count()).toBe(1);
  });

  it('offers the time again as a new slot when asked, and writes to nobody when the booking has no visitor', async () => {
    const booked = await booking(at('18:00'), 'fr');
    const fromCrm = await db.appointment.create({
      data: { propertyId: property, startsAt: at('19:00'), endsAt: at('19:30'), status: 'confirmed' },
    });

    expect(outcome(await writeSlot(booked.id, { action: 'cancel', reopen: 'on' }))).toMatchObject({
      notice: 'bookingCancelledReopened',
    });
    expect(outcome(await writeSlot(fromCrm.id, { action: 'cancel' }))).toMatchObject({ notice: 'bookingCancelled' });

    const rows = await db.appointment.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map(({ id, status, leadId }) => ({ id, status, leadId }))).toEqual([
      { id: booked.id, status: 'cancelled', leadId: booked.leadId },
      { id: fromCrm.id, status: 'cancelled', leadId: null },
      // A new row: its calendar UID is not the cancelled visit's.
      { id: expect.any(Number), status: 'open', leadId: null },
    ]);
    expect(rows[2]).toMatchObject({ startsAt: booked.startsAt, endsAt: booked.endsAt });
    const [mail] = await db.outboxEmail.findMany();
    expect(mail?.subject).toMatch(/^Votre visite du .+ est annulée$/);
    expect(await db.outboxEmail.count()).toBe(1);
    const log = await db.auditEntry.findMany({ orderBy: { id: 'asc' } });
    expect(log.map((entry) => JSON.parse(entry.detail ?? '{}'))).toEqual([
      { leadId: booked.leadId, mailed: true, reopenedAs: rows[2]?.id },
      { leadId: null, mailed: false, reopenedAs: null },
    ]);
    // A cancelled slot is history: neither deleted nor moved.
    expect(outcome(await writeSlot(booked.id, { action: 'delete' }))).toMatchObject({ error: 'gone' });
  });

  it('still names a property sold meanwhile in the mail, without a link to book again', async () => {
    const booked = await booking(at('18:00'), 'en');
    await db.property.update({ where: { id: property }, data: { status: 'withdrawn' } });
    try {
      expect(outcome(await writeSlot(booked.id, { action: 'cancel' }))).toMatchObject({ notice: 'bookingCancelled' });
    } finally {
      await db.property.update({ where: { id: property }, data: { status: 'available' } });
    }
    const [mail] = await db.outboxEmail.findMany();
    expect(mail?.subject).toMatch(/^Your viewing on .+ is cancelled$/);
    // No English title: the French one, as the site's pages fall back.
    expect(mail?.text).toContain('Maison 3 chambres avec jardin');
    expect(mail?.text).toContain('Simply reply to this e-mail');
    expect(mail?.text).not.toContain(SITE);
  });

  it('cancels no visit gone by, and no slot nobody booked', async () => {
    const past = await db.appointment.create({
      data: {
        propertyId: property,
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() - 1_800_000),
        status: 'confirmed',
      },
    });
    const open = await db.appointment.create({
      data: { propertyId: property, startsAt: at('10:00'), endsAt: at('10:30') },
    });

    expect(outcome(await writeSlot(past.id, { action: 'cancel' }))).toMatchObject({ error: 'slotPast' });
    expect(outcome(await writeSlot(open.id, { action: 'cancel' }))).toMatchObject({ error: 'gone' });
    expect(outcome(await writeSlot(open.id, { action: 'book' }))).toMatchObject({ error: 'invalid', field: 'action' });
    expect(outcome(await writeSlot(open.id + 1000, { action: 'delete' }))).toMatchObject({ error: 'gone' });
    expect((await storedSlots()).map((slot) => slot.status)).toEqual(['confirmed', 'open']);
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('what the slots pages read', () => {
  it('finds a property on offer by its reference, its id or words of its title, never a withdrawn one', async () => {
    for (const search of ['V-5123', 'v-5123', '5123', String(property), 'maison jardin', 'Woning tuin']) {
      expect(
        (await slots.propertiesForSlots(search, 'fr')).map((found) => found.id),
        search,
      ).toEqual([property]);
    }
    expect(await slots.propertiesForSlots('V-5124', 'fr')).toEqual([]);
    expect(await slots.propertiesForSlots('appartement', 'fr')).toEqual([]);
    expect(await slots.propertiesForSlots('  ', 'fr')).toEqual([]);
    const [found] = await slots.propertiesForSlots('5123', 'nl');
    expect(found).toMatchObject({
      recordFile: 'V-5123',
      title: 'Woning met 3 slaapkamers en tuin',
      town: '1180 Ukkel',
    });
  });

  it('shows every property’s slots of a week in the calendar, in time order, each with its property', async () => {
    const week = slotWeek(DAY);
    const other = await createTestProperty(db, { recordFile: 'V-5125' });
    await db.appointment.create({ data: { propertyId: other.id, startsAt: at('09:00'), endsAt: at('09:30') } });
    await booking(at('08:00'));
    await db.appointment.create({
      data: { propertyId: property, startsAt: week.endsAt, endsAt: at('00:30', week.next) },
    });

    const shown = await calendar.calendarSlots(week, 'nl');

    expect(shown.map((slot) => [slot.property.recordFile, slot.status, slot.visitor?.lastName ?? null])).toEqual([
      ['V-5123', 'confirmed', 'Janssens'],
      ['V-5125', 'open', null],
    ]);
    expect(shown[0]?.property).toMatchObject({
      id: property,
      title: 'Woning met 3 slaapkamers en tuin',
      town: '1180 Ukkel',
    });
  });

  it('shows a week of slots, Monday to Sunday in Brussels, with who booked', async () => {
    const week = slotWeek(DAY);
    await db.appointment.create({
      data: { propertyId: property, startsAt: week.startsAt, endsAt: at('00:30', week.monday) },
    });
    await booking(at('18:00'));
    // The next Monday, midnight in Brussels: the following week.
    await db.appointment.create({
      data: { propertyId: property, startsAt: week.endsAt, endsAt: at('00:30', week.next) },
    });

    const shown = await slots.slotsOfWeek(property, week);

    expect(shown.map((slot) => [brusselsDay(slot.startsAt), slot.status])).toEqual([
      [week.monday, 'open'],
      [DAY, 'confirmed'],
    ]);
    expect(shown[1]?.visitor).toMatchObject({
      firstName: 'Sofie',
      lastName: 'Janssens',
      email: 'sofie@example.be',
      phone: '0470 12 34 56',
      locale: 'nl',
    });
  });
});
