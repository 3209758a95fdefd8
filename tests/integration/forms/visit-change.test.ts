// A booked visit changed through the link of its confirmation mail: the visitor books through the
// visit form's route, the test reads the link out of the queued mail as the visitor would, and
// posts the visit page's plain forms to the route's handler (lib/forms/visit-change-post.ts).
// Cancelling frees the time for other visitors and queues the agency's notice and the visitor's
// confirmation; moving takes the new slot and the calendar event along, or nothing when the slot
// was taken meanwhile; a forged or expired link opens nothing.
import { revalidateTag } from 'next/cache';
import { describe, expect, it, vi } from 'vitest';
import { visitLinkKey } from '@/lib/appointments/visit-link-key';
import { visitLinkToken } from '@/lib/appointments/visit-link-token';
import { handleVisitChangePost, type VisitChangeDeps } from '@/lib/forms/visit-change-post';
import { visitPage } from '@/lib/appointments/visit-page';
import { visitForm } from '@/lib/forms/handlers/visit';
import { parseAttachments } from '@/lib/mail/attachments';
import { ownerStats } from '@/lib/owner/queries';
import type { Db } from '@/lib/prisma-client';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { createTestProperty, createTitledHouse } from '../support/catalogue-fixture';
import { takeSlotAfterCheck } from '../support/slot-race';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, SITE_URL, visitorFields } from '../support/form-harness';

vi.mock('server-only', () => ({}));

const forms = formHarnessHooks();

const DAY = 86_400_000;
const HALF_HOUR = 30 * 60_000;
const VISITOR = 'jan.peeters@example.be';
const VISIT_PATHS = { fr: 'visite', nl: 'bezoek' } as const;

/** A time `days` ahead at `hour` UTC, on the minute: always to come. */
function ahead(days: number, hour: number): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

async function setUp() {
  const form = await forms.harness(visitForm);
  const { db } = form;
  const property = await createTitledHouse(db);
  const slot = (startsAt: Date) =>
    db.appointment.create({
      data: { propertyId: property.id, startsAt, endsAt: new Date(startsAt.getTime() + HALF_HOUR) },
    });
  const first = await slot(ahead(3, 9));
  const second = await slot(ahead(4, 13));
  const deps: VisitChangeDeps = {
    db,
    limiter: createRateLimiter({ name: 'visit-change', points: 10, windowSeconds: 600 }, { db }),
    trustProxy: 1,
    siteUrl: SITE_URL,
    agencyEmail: AGENCY_EMAIL,
    linkKey: visitLinkKey(),
  };
  return { ...form, db, deps, property, first, second };
}

type Harness = Awaited<ReturnType<typeof setUp>>;

/** Books `slotId` through the visit form in `locale`; the lead's id and the token of its mail's link. */
async function book(harness: Harness, slotId: number, locale: keyof typeof VISIT_PATHS = 'fr') {
  const result = await harness.post({
    ...ENVELOPE,
    locale,
    propertyId: harness.property.id,
    appointmentId: String(slotId),
    ...visitorFields('mr', 'Jan', 'Peeters', '0470 12 34 56', VISITOR),
    message: '',
  });
  expect(result.status).toBe(200);
  const leadId = result.storedLeadId!;
  const confirmation = await harness.db.outboxEmail.findFirstOrThrow({ where: { leadId, to: VISITOR } });
  return { leadId, token: linkToken(confirmation.text, locale) };
}

/** The token of the visit page's link in a mail's text, in `locale`'s path. */
function linkToken(text: string, locale: keyof typeof VISIT_PATHS): string {
  const match = new RegExp(`${SITE_URL}/${locale}/${VISIT_PATHS[locale]}/([A-Za-z0-9_-]+)/`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

/** Posts the visit page's form as a browser does; the answer's status and where it sends the visitor. */
async function change(deps: VisitChangeDeps, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await handleVisitChangePost(
    new Request(`${SITE_URL}/api/visit-change/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE_URL,
        'x-forwarded-for': '10.9.0.1',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
    deps,
  );
  return { status: response.status, location: response.headers.get('location') };
}

const cancel = (deps: VisitChangeDeps, token: string, locale = 'fr') =>
  change(deps, { token, locale, change: 'cancel' });
const move = (deps: VisitChangeDeps, token: string, appointmentId: number, locale = 'fr') =>
  change(deps, { token, locale, change: 'move', appointmentId: String(appointmentId) });

/** The open slots of the property to come, as the visit form offers them. */
const openTimes = (db: Db, propertyId: number) =>
  db.appointment
    .findMany({ where: { propertyId, status: 'open', startsAt: { gt: new Date() } }, orderBy: { startsAt: 'asc' } })
    .then((rows) => rows.map((row) => row.startsAt.toISOString()));

const calendarOf = (mail: { attachments: string | null }) => {
  const [file] = parseAttachments(mail.attachments);
  return Buffer.from(file!.content, 'base64').toString('utf8');
};

const mailsAfter = (db: Db, leadId: number, afterId: number) =>
  db.outboxEmail.findMany({ where: { leadId, id: { gt: afterId } }, orderBy: { id: 'asc' } });

const lastMailId = async (db: Db) => (await db.outboxEmail.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0;

describe('cancelling a visit through its link', () => {
  it('frees the slot, records it for staff and queues the agency’s notice and the visitor’s confirmation', async () => {
    const harness = await setUp();
    const { db, deps, property, first } = harness;
    const { leadId, token } = await book(harness, first.id);
    expect(await openTimes(db, property.id)).not.toContain(first.startsAt.toISOString());
    expect(await visitPage(db, deps.linkKey, token)).toMatchObject({ state: 'booked', slot: { id: first.id } });
    const before = await lastMailId(db);
    vi.mocked(revalidateTag).mockClear();

    expect(await cancel(deps, token)).toEqual({ status: 303, location: `/fr/visite/${token}/?notice=cancelled` });

    // The booked slot keeps who had booked it; the time is offered again, as a new slot.
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'cancelled',
      leadId,
    });
    expect(await openTimes(db, property.id)).toContain(first.startsAt.toISOString());
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith(`visit-slots:${property.id}`, { expire: 0 });
    expect(await visitPage(db, deps.linkKey, token)).toMatchObject({ state: 'cancelled', slot: { id: first.id } });

    const [agency, visitor] = await mailsAfter(db, leadId, before);
    expect(agency).toMatchObject({
      to: AGENCY_EMAIL,
      subject: expect.stringMatching(/^Visite annulée par le visiteur/),
    });
    expect(agency!.text).toContain('Jan Peeters');
    expect(agency!.text).toContain(VISITOR);
    expect(agency!.text).toContain('de nouveau proposé');
    expect(visitor).toMatchObject({ to: VISITOR, subject: expect.stringMatching(/^Votre visite du .+ est annulée$/) });
    expect(visitor!.text).toContain('Comme demandé, votre visite est annulée');
    const ics = calendarOf(visitor!);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain(`UID:appointment-${first.id}@localhost\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain(`ATTENDEE:mailto:${VISITOR}\r\n`);

    const audit = await db.auditEntry.findFirstOrThrow({ where: { action: 'visit.cancel' } });
    expect(audit).toMatchObject({ staffId: null, staffName: '', subject: `lead:${leadId}` });
    expect(JSON.parse(audit.detail!)).toMatchObject({ slot: first.id, reopenedAs: expect.any(Number) });

    // The property's owner sees the request cancelled, and the cancelled appointment.
    const owner = await db.owner.create({ data: { email: 'o@x.be', name: 'Olga', passwordHash: 'unused' } });
    await db.ownerProperty.create({ data: { ownerId: owner.id, propertyId: property.id } });
    const stats = await ownerStats(db, owner.id, property.id);
    expect(stats!.history.find((entry) => entry.id === `lead-${leadId}`)).toMatchObject({ status: 'cancelled' });
    expect(stats!.appointments).toEqual([expect.objectContaining({ id: first.id, status: 'cancelled' })]);
  });

  it('cancels once: pressed again, the page says the visit can no longer be changed and nothing is sent', async () => {
    const harness = await setUp();
    const { db, deps, property, first } = harness;
    const { token } = await book(harness, first.id);
    expect((await cancel(deps, token)).location).toMatch(/\?notice=cancelled$/);
    const mails = await db.outboxEmail.count();
    expect((await cancel(deps, token)).location).toBe(`/fr/visite/${token}/?notice=notBooked`);
    expect(await db.outboxEmail.count()).toBe(mails);
    expect((await openTimes(db, property.id)).filter((time) => time === first.startsAt.toISOString())).toHaveLength(1);
  });

  it('does not offer the time twice when another slot holds it meanwhile', async () => {
    const harness = await setUp();
    const { db, deps, property, first } = harness;
    const { token } = await book(harness, first.id);
    // The agency's import or a colleague put a slot at the same time while it was booked.
    await db.appointment.create({
      data: { propertyId: property.id, startsAt: first.startsAt, endsAt: first.endsAt, status: 'confirmed' },
    });
    expect((await cancel(deps, token)).location).toMatch(/\?notice=cancelled$/);
    expect(await openTimes(db, property.id)).not.toContain(first.startsAt.toISOString());
    const notice = await db.outboxEmail.findFirstOrThrow({ where: { to: AGENCY_EMAIL }, orderBy: { id: 'desc' } });
    expect(notice.text).not.toContain('de nouveau proposé');
  });

  it('refuses a visit that has begun', async () => {
    const harness = await setUp();
    const { db, deps, first } = harness;
    const { leadId } = await book(harness, first.id);
    const begun = new Date(Date.now() - 10 * 60_000);
    await db.appointment.update({ where: { id: first.id }, data: { startsAt: begun } });
    const token = visitLinkToken(deps.linkKey, leadId, first.endsAt);
    expect(await visitPage(db, deps.linkKey, token)).toMatchObject({ state: 'past' });
    expect((await cancel(deps, token)).location).toMatch(/\?notice=notBooked$/);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
  });
});

describe('moving a visit through its link', () => {
  it('takes the new slot, frees the old time and sends a confirmation that moves the calendar event', async () => {
    const harness = await setUp();
    const { db, deps, property, first, second } = harness;
    const { leadId, token } = await book(harness, first.id, 'nl');
    const before = await lastMailId(db);

    expect(await move(deps, token, second.id, 'nl')).toEqual({
      status: 303,
      location: `/nl/bezoek/${token}/?notice=moved`,
    });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'cancelled',
      leadId,
    });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: 'confirmed',
      leadId,
      calendarUid: `appointment-${first.id}@localhost`,
      calendarSequence: 1,
    });
    const open = await openTimes(db, property.id);
    expect(open).toContain(first.startsAt.toISOString());
    expect(open).not.toContain(second.startsAt.toISOString());
    // The first mail's link follows the visit to its new time.
    expect(await visitPage(db, deps.linkKey, token)).toMatchObject({ state: 'booked', slot: { id: second.id } });

    const [agency, visitor] = await mailsAfter(db, leadId, before);
    expect(agency).toMatchObject({
      to: AGENCY_EMAIL,
      subject: expect.stringMatching(/^Visite déplacée par le visiteur/),
    });
    expect(agency!.text).toMatch(/Avant : .+\nDésormais : .+/);
    expect(visitor).toMatchObject({ to: VISITOR, subject: expect.stringMatching(/^Uw bezoek is verplaatst naar /) });
    const ics = calendarOf(visitor!);
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain(`UID:appointment-${first.id}@localhost\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain(`DTSTART:${stamp(second.startsAt)}Z\r\n`);
    expect(await db.auditEntry.count({ where: { action: 'visit.move', subject: `lead:${leadId}` } })).toBe(1);

    // The new mail's link works too; cancelling there takes the moved event out, one revision on.
    const newToken = linkToken(visitor!.text, 'nl');
    expect(await cancel(deps, newToken, 'nl')).toMatchObject({ location: `/nl/bezoek/${newToken}/?notice=cancelled` });
    expect(await openTimes(db, property.id)).toContain(second.startsAt.toISOString());
    const cancellation = await db.outboxEmail.findFirstOrThrow({ where: { to: VISITOR }, orderBy: { id: 'desc' } });
    expect(cancellation.subject).toMatch(/^Uw bezoek op .+ is geannuleerd$/);
    const cancelIcs = calendarOf(cancellation);
    expect(cancelIcs).toContain(`UID:appointment-${first.id}@localhost\r\n`);
    expect(cancelIcs).toContain('SEQUENCE:2\r\n');
  });

  it('the agency’s cancellation of a moved visit cancels the event the visitor holds', async () => {
    const harness = await setUp();
    const { db, deps, first, second } = harness;
    const { leadId, token } = await book(harness, first.id);
    await move(deps, token, second.id);
    const { cancellationMail } = await import('@/lib/admin/slot-cancellation');
    const booked = await db.appointment.findUniqueOrThrow({ where: { id: second.id } });
    const lead = await db.lead.findUniqueOrThrow({ where: { id: leadId } });
    const mail = await cancellationMail(db, booked, lead, { siteUrl: SITE_URL, agencyEmail: AGENCY_EMAIL });
    const ics = Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain(`UID:appointment-${first.id}@localhost\r\n`);
    expect(ics).toContain('SEQUENCE:2\r\n');
  });

  it('refuses a slot another visitor booked, and leaves the visit where it was', async () => {
    const harness = await setUp();
    const { db, deps, first, second } = harness;
    const { token } = await book(harness, first.id);
    await db.appointment.update({ where: { id: second.id }, data: { status: 'confirmed' } });
    const mails = await db.outboxEmail.count();
    expect((await move(deps, token, second.id)).location).toBe(`/fr/visite/${token}/?notice=slotTaken`);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
    expect(await db.outboxEmail.count()).toBe(mails);
  });

  it('undoes the whole move when the slot is taken between the check and the booking', async () => {
    const harness = await setUp();
    const { db, deps, property, first, second } = harness;
    const { leadId, token } = await book(harness, first.id);
    takeSlotAfterCheck(db, second.id);
    const mails = await db.outboxEmail.count();
    const slots = await db.appointment.count();
    expect((await move(deps, token, second.id)).location).toMatch(/\?notice=slotTaken$/);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'confirmed',
      leadId,
    });
    expect(await db.appointment.count()).toBe(slots);
    expect(await db.outboxEmail.count()).toBe(mails);
    expect(await openTimes(db, property.id)).not.toContain(first.startsAt.toISOString());
  });

  it('refuses a slot of another property, and a move without a slot chosen', async () => {
    const harness = await setUp();
    const { db, deps, first } = harness;
    const { token } = await book(harness, first.id);
    const other = await createTestProperty(db);
    const elsewhere = await db.appointment.create({
      data: { propertyId: other.id, startsAt: ahead(5, 9), endsAt: new Date(ahead(5, 9).getTime() + HALF_HOUR) },
    });
    expect((await move(deps, token, elsewhere.id)).location).toMatch(/\?notice=slotTaken$/);
    expect((await change(deps, { token, locale: 'fr', change: 'move' })).location).toMatch(/\?notice=chooseSlot$/);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
  });

  it('refuses to move the visit of a property sold since, which may still be cancelled', async () => {
    const harness = await setUp();
    const { db, deps, property, first, second } = harness;
    const { token } = await book(harness, first.id);
    await db.property.update({ where: { id: property.id }, data: { marquee: 3 } });
    expect((await move(deps, token, second.id)).location).toMatch(/\?notice=propertyUnavailable$/);
    expect((await cancel(deps, token)).location).toMatch(/\?notice=cancelled$/);
  });
});

describe('the link', () => {
  it('opens nothing when forged, changed, expired or made under another key', async () => {
    const harness = await setUp();
    const { db, deps, first } = harness;
    const { leadId, token } = await book(harness, first.id);
    const changed = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const expired = visitLinkToken(deps.linkKey, leadId, new Date(Date.now() - 2 * DAY));
    const otherKey = visitLinkToken('0'.repeat(64), leadId, first.endsAt);
    for (const bad of [changed, expired, otherKey, String(leadId)]) {
      expect(await visitPage(db, deps.linkKey, bad)).toBeNull();
      // Back to the page, which says the link is not valid; nothing changed.
      expect(await cancel(deps, bad)).toEqual({ status: 303, location: `/fr/visite/${bad}/` });
    }
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a post from another site, and fields that are not the page’s', async () => {
    const harness = await setUp();
    const { db, deps, first } = harness;
    const { token } = await book(harness, first.id);
    expect(
      (await change(deps, { token, locale: 'fr', change: 'cancel' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await change(deps, { token, locale: 'xx', change: 'cancel' })).status).toBe(400);
    expect((await change(deps, { token: 'a/b', locale: 'fr', change: 'cancel' })).status).toBe(400);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
  });

  it('stops a visitor address after ten changes in ten minutes', async () => {
    const harness = await setUp();
    const { db, deps, first } = harness;
    const { token } = await book(harness, first.id);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await change(deps, { token, locale: 'fr', change: 'move', appointmentId: '999999' });
    expect((await cancel(deps, token)).location).toMatch(/\?notice=rateLimited$/);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'confirmed' });
  });
});
