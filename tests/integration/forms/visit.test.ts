// The visit booking's route: a valid post stores the lead, books the slot and queues both mails
// (the visitor's with its calendar file); every rule refuses without storing or booking anything;
// of two visitors racing for a slot exactly one wins. The honeypot, the captcha and the rate limit
// (refused bookings count too) are the shared pipeline's, checked for every form in pipeline.test.ts.
import { revalidateTag } from 'next/cache';
import { describe, expect, it, vi } from 'vitest';
import { visitForm } from '@/lib/forms/handlers/visit';
import { installPageCache } from '@/lib/page-cache/page-cache-state';
import { PageStore } from '@/lib/page-cache/page-store';
import { sharedPageTags } from '@/lib/page-cache/shared-pages';
import { parseAttachments } from '@/lib/mail/attachments';
import type { Db } from '@/lib/prisma-client';
import { createTestProperty, createTitledHouse, nameUccle } from '../support/catalogue-fixture';
import { takeSlotAfterCheck } from '../support/slot-race';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, PERSON_REFUSALS, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

const DAY = 86_400_000;

async function setUp(propertyData: Parameters<typeof createTestProperty>[1] = {}) {
  const form = await forms.harness(visitForm);
  const { db } = form;
  const property = await createTitledHouse(db, propertyData);
  await nameUccle(db, property.cityId);
  // Saturday 10:00 Brussels time, at least two days ahead.
  const startsAt = new Date(Date.now() + 3 * DAY);
  startsAt.setUTCHours(9, 0, 0, 0);
  const slot = await db.appointment.create({
    data: { propertyId: property.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) },
  });
  return { ...form, property, slot };
}

const valid = (propertyId: number, appointmentId: number) => ({
  ...ENVELOPE,
  propertyId,
  appointmentId: String(appointmentId),
  ...visitorFields('mr', 'Jan', 'Peeters', '0470 12 34 56'),
  message: 'Ik kom met mijn partner.',
});

async function nothingStored(db: Db, slotId: number) {
  expect(await db.lead.count()).toBe(0);
  expect(await db.outboxEmail.count()).toBe(0);
  expect(await db.appointment.findUniqueOrThrow({ where: { id: slotId } })).toMatchObject({
    status: 'open',
    leadId: null,
  });
}

describe('visit booking', () => {
  it('stores the lead, confirms the slot for it and queues both mails, the visitor’s with a calendar file', async () => {
    const { db, expectStored, property, slot } = await setUp();
    const { lead } = await expectStored(
      { ...valid(property.id, slot.id), sourcePage: '/fr/contact/' },
      '/fr/merci/rendez-vous/',
      { type: 'contact-appointment', propertyId: property.id, locale: 'fr' },
    );
    expect(JSON.parse(lead.payload)).toMatchObject({
      appointmentId: slot.id,
      email: 'jan.peeters@example.be',
      startsAt: slot.startsAt.toISOString(),
    });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({
      status: 'confirmed',
      leadId: lead.id,
    });

    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    const visitor = lead.emails.find((mail) => mail.to === 'jan.peeters@example.be')!;
    expect(agency.text).toContain('Une visite a été réservée');
    expect(agency.text).toContain('Jan Peeters');
    expect(agency.text).toContain('10:00 – 10:30');
    expect(agency.attachments).toBeNull();
    expect(visitor.subject).toContain('est confirmée');
    expect(visitor.text).toContain('Rue du Doyenné 12, 1180 Uccle');

    const [calendar] = parseAttachments(visitor.attachments);
    expect(calendar).toMatchObject({ filename: 'visite.ics', contentType: expect.stringContaining('text/calendar') });
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8');
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART:${stamp(slot.startsAt)}Z\r\n`);
    expect(ics).toContain(`DTEND:${stamp(slot.endsAt)}Z\r\n`);
    expect(ics).toContain(`UID:appointment-${slot.id}@localhost\r\n`);
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Visite : Maison 3 chambres avec jardin\r\n');
    expect(ics).toContain('LOCATION:Rue du Doyenné 12\\, 1180 Uccle\r\n');
  });

  it('writes to a Dutch visitor in Dutch, the agency in French, and leaves out an unpublished street', async () => {
    const { post, property, slot, queuedMails } = await setUp({ publishAddress: false });
    const result = await post({ ...valid(property.id, slot.id), locale: 'nl' });
    expect(result.redirect).toBe('/nl/bedankt/afspraak/');
    const { visitor, agency } = await queuedMails(result);
    expect(visitor.subject).toMatch(/^Uw bezoek op .+ is bevestigd$/);
    expect(visitor.text).toContain('Woning met 3 slaapkamers en tuin');
    expect(visitor.text).toContain('1180 Ukkel');
    expect(visitor.text).not.toContain('Doyenné');
    expect(agency.text).not.toContain('Doyenné');
    expect(agency.subject).toMatch(/^Visite réservée/);
    const [calendar] = parseAttachments(visitor.attachments);
    expect(calendar!.filename).toBe('bezoek.ics');
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8');
    expect(ics).toContain('LOCATION:1180 Ukkel\r\n');
    expect(ics).not.toContain('Doyenné');
  });

  it.each([
    ['no slot chosen', { appointmentId: '' }, 'appointmentId:required'],
    ['message length', { message: 'x'.repeat(3001) }, 'message:tooLong'],
    ...PERSON_REFUSALS,
  ])('refuses a wrong %s with a message at that field and stores nothing', async (_name, change, expected) => {
    const { db, issuesOf, property, slot } = await setUp();
    const issues = await issuesOf({ ...valid(property.id, slot.id), ...change });
    expect(issues).toContain(expected);
    await nothingStored(db, slot.id);
  });

  it('refuses a slot already confirmed, past, or of another property at the slot field', async () => {
    const { db, issuesOf, property, slot } = await setUp();
    const other = await createTestProperty(db);
    const elsewhere = await db.appointment.create({
      data: { propertyId: other.id, startsAt: slot.startsAt, endsAt: slot.endsAt },
    });
    const past = await db.appointment.create({
      data: { propertyId: property.id, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - DAY + 1) },
    });
    const taken = await db.appointment.create({
      data: { propertyId: property.id, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'confirmed' },
    });
    for (const id of [elsewhere.id, past.id, taken.id, 999_999])
      expect(await issuesOf(valid(property.id, id))).toEqual(['appointmentId:slotTaken']);
    await nothingStored(db, slot.id);
  });

  it("takes a booked slot out of that property's kept pages at once, and a refused booking expires nothing", async () => {
    const { issuesOf, post, property, slot } = await setUp();
    const expired = () => vi.mocked(revalidateTag).mock.calls.filter(([tag]) => tag === `visit-slots:${property.id}`);
    const store = new PageStore(1024 * 1024, 60_000);
    installPageCache({ placeholder: 'placeholder', store });
    const bodies = { gzip: Buffer.from('gzip') };
    const etags = { gzip: '"g"', identity: '"i"' };
    const keep = (key: string, tags: string[]) =>
      store.set(key, { status: 200, headers: [], bodies, etags, tags }, store.generation);
    const own = sharedPageTags(`/fr/for-sale/uccle/maison/${property.id}/`, new URLSearchParams()) ?? [];
    const other = sharedPageTags('/fr/for-sale/uccle/maison/99999/', new URLSearchParams()) ?? [];
    keep('own', own);
    keep('other', other);

    vi.mocked(revalidateTag).mockClear();
    expect(await post(valid(property.id, slot.id))).toMatchObject({ status: 200 });
    expect(expired()).toEqual([[`visit-slots:${property.id}`, { expire: 0 }]]);
    expect(store.get('own')).toBeUndefined();
    expect(store.get('other')).toBeDefined();

    keep('own', own);
    vi.mocked(revalidateTag).mockClear();
    expect(await issuesOf(valid(property.id, slot.id))).toEqual(['appointmentId:slotTaken']);
    expect(vi.mocked(revalidateTag)).not.toHaveBeenCalled();
    expect(store.get('own')).toBeDefined();
  });

  it('refuses a sold or rented property, though online with open slots, and books nothing', async () => {
    for (const marquee of [3, 4]) {
      const { db, issuesOf, property, slot } = await setUp({ marquee });
      expect(await issuesOf(valid(property.id, slot.id))).toEqual(['propertyId:propertyTaken']);
      await nothingStored(db, slot.id);
    }
  });

  it('refuses a property that is no longer on offer', async () => {
    const { db, issuesOf, property, slot } = await setUp();
    await db.property.update({ where: { id: property.id }, data: { status: 'withdrawn' } });
    expect(await issuesOf(valid(property.id, slot.id))).toEqual(['propertyId:propertyUnavailable']);
    await nothingStored(db, slot.id);
  });

  it('gives a slot to exactly one of two visitors booking it at the same moment', async () => {
    const { db, post, property, slot } = await setUp();
    const results = await Promise.all([
      post(valid(property.id, slot.id)),
      post({ ...valid(property.id, slot.id), email: 'other@example.be' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(results.find((result) => result.status === 422)!.issues).toEqual([
      { path: ['appointmentId'], message: 'slotTaken' },
    ]);
    const winner = results.find((result) => result.status === 200)!;
    expect(await db.lead.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(2);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({
      status: 'confirmed',
      leadId: winner.storedLeadId,
    });
  });

  it('rolls the lead and mails back when the slot is taken between the check and the booking', async () => {
    const { db, post, property, slot } = await setUp();
    // The slot is free when checked, then another booking commits before this one's transaction.
    takeSlotAfterCheck(db, slot.id);
    const result = await post(valid(property.id, slot.id));
    expect(result).toMatchObject({ status: 422, issues: [{ path: ['appointmentId'], message: 'slotTaken' }] });
    expect(await db.lead.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ leadId: null });
  });
});
