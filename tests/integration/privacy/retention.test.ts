// The daily retention round (docs/forms.md, personal data) on the test database of the run (SQLite,
// or PostgreSQL in the PostgreSQL run): each rule at its boundary — a record exactly at the end of
// its keeping time goes, one a millisecond younger stays —, the periods set in the back-office, the
// documents of the leads it erases, the owner portal's figures unchanged, the audit entry, the
// round claimed by one server a day, and two rounds racing that erase each record once.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/prisma-client';
import { ownerStats } from '@/lib/owner/queries';
import { RETENTION_JOB, runRetentionJob } from '@/lib/privacy/retention-job';
import { DEFAULT_RETENTION_PERIODS } from '@/lib/privacy/retention-periods';
import { sweepExpired } from '@/lib/privacy/retention-sweep';
import { storeUpload } from '@/lib/uploads/upload-store';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks({ testTimeout: 60_000 });
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const NOW = new Date('2026-06-15T10:00:00.000Z');
const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number, plusMs = 0) => new Date(NOW.getTime() - days * DAY_MS + plusMs);
// The default keeping times, at NOW: leads 24 months, audit entries 36, the others in days.
const LEADS_DUE = new Date('2024-06-15T10:00:00.000Z');
const AUDIT_DUE = new Date('2023-06-15T10:00:00.000Z');
// A millisecond younger than due: kept.
const YOUNGER = 1;
const later = (date: Date) => new Date(date.getTime() + YOUNGER);

async function setting() {
  const db = await freshDb();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'vitrine-retention-'));
  folders.push(uploadDir);
  const property = await createTestProperty(db);
  const lead = (data: {
    createdAt: Date;
    propertyId?: number | null;
    status?: string;
    type?: string;
    payload?: object;
  }) =>
    db.lead.create({
      data: {
        type: data.type ?? 'contact-me',
        locale: 'fr',
        consent: true,
        sourcePage: '/fr/contact/',
        status: data.status ?? 'new',
        propertyId: data.propertyId ?? null,
        createdAt: data.createdAt,
        payload: JSON.stringify(
          data.payload ?? { firstName: 'Lotte', email: 'lotte@example.be', phone: '0470 12 34 56' },
        ),
      },
    });
  return { db, uploadDir, property, lead };
}

const leadState = async (db: Db, id: number) => {
  const row = await db.lead.findUnique({ where: { id }, select: { anonymizedAt: true } });
  if (!row) return 'deleted';
  return row.anonymizedAt ? 'anonymized' : 'kept';
};

const run = (db: Db, uploadDir: string, now = NOW) => sweepExpired(db, DEFAULT_RETENTION_PERIODS, now, uploadDir);

describe('the retention rules, each at its boundary', () => {
  it('anonymizes a lead about a property and deletes any other, 24 months after the last contact', async () => {
    const { db, uploadDir, property, lead } = await setting();
    const aboutProperty = await lead({ createdAt: LEADS_DUE, propertyId: property.id });
    const general = await lead({ createdAt: LEADS_DUE, type: 'site-contact' });
    const younger = await lead({ createdAt: later(LEADS_DUE), propertyId: property.id });
    const handled = await lead({ createdAt: LEADS_DUE, status: 'handled', type: 'site-contact' });
    // Its visit came later than its creation: the last contact is the visit.
    const visitedLater = await lead({ createdAt: daysAgo(900), propertyId: property.id });
    await db.appointment.create({
      data: {
        propertyId: property.id,
        leadId: visitedLater.id,
        startsAt: LEADS_DUE,
        endsAt: later(LEADS_DUE),
        status: 'confirmed',
      },
    });
    const visitedAtTheEnd = await lead({ createdAt: daysAgo(900), propertyId: property.id });
    await db.appointment.create({
      data: {
        propertyId: property.id,
        leadId: visitedAtTheEnd.id,
        startsAt: daysAgo(731),
        endsAt: LEADS_DUE,
        status: 'confirmed',
      },
    });
    await db.outboxEmail.create({
      data: {
        leadId: general.id,
        to: 'agency@example.be',
        subject: 'Demande',
        html: '',
        text: 'Lotte',
        status: 'pending',
      },
    });

    const counts = await run(db, uploadDir);

    expect(counts).toMatchObject({ leadsAnonymized: 2, leadsDeleted: 2 });
    expect(await leadState(db, aboutProperty.id)).toBe('anonymized');
    expect(await leadState(db, general.id)).toBe('deleted');
    expect(await leadState(db, handled.id)).toBe('deleted');
    expect(await leadState(db, younger.id)).toBe('kept');
    expect(await leadState(db, visitedLater.id)).toBe('kept');
    expect(await leadState(db, visitedAtTheEnd.id)).toBe('anonymized');
    // An anonymized lead keeps what the owner's figures read, and nothing that names anyone.
    expect(await db.lead.findUniqueOrThrow({ where: { id: aboutProperty.id } })).toMatchObject({
      payload: '{}',
      sourcePage: null,
      anonymizedAt: NOW,
      type: 'contact-me',
      propertyId: property.id,
      createdAt: LEADS_DUE,
    });
    // Its visit slot stays, as the portal shows it.
    expect(await db.appointment.count({ where: { leadId: visitedAtTheEnd.id } })).toBe(1);
    // The deleted lead's mails went with it, even one not sent yet.
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('anonymizes or deletes a lead marked spam after 30 days, and leaves an older lead not marked so', async () => {
    const { db, uploadDir, property, lead } = await setting();
    const spam = await lead({ createdAt: daysAgo(30), status: 'spam' });
    const spamAboutProperty = await lead({ createdAt: daysAgo(30), status: 'spam', propertyId: property.id });
    const youngerSpam = await lead({ createdAt: daysAgo(30, YOUNGER), status: 'spam' });
    const notSpam = await lead({ createdAt: daysAgo(400) });

    expect(await run(db, uploadDir)).toMatchObject({
      spamLeadsDeleted: 1,
      spamLeadsAnonymized: 1,
      leadsAnonymized: 0,
      leadsDeleted: 0,
    });
    expect(await leadState(db, spam.id)).toBe('deleted');
    expect(await leadState(db, spamAboutProperty.id)).toBe('anonymized');
    expect(await leadState(db, youngerSpam.id)).toBe('kept');
    expect(await leadState(db, notSpam.id)).toBe('kept');
  });

  it('removes the documents of a rent application it erases', async () => {
    const { db, uploadDir, property, lead } = await setting();
    const kept = await storeUpload(uploadDir, { bytes: Buffer.from('%PDF-1.7\n'), type: 'pdf', name: 'kept.pdf' });
    const due = await storeUpload(uploadDir, { bytes: Buffer.from('%PDF-1.7\n'), type: 'pdf', name: 'due.pdf' });
    await lead({
      createdAt: LEADS_DUE,
      type: 'rent-application',
      propertyId: property.id,
      payload: { documents: [due.token] },
    });
    await lead({
      createdAt: later(LEADS_DUE),
      type: 'rent-application',
      propertyId: property.id,
      payload: { documents: [kept.token] },
    });

    expect(await run(db, uploadDir)).toMatchObject({ leadsAnonymized: 1, leadDocuments: 1 });
    expect((await readdir(uploadDir)).filter((name) => name.startsWith(due.token))).toEqual([]);
    expect((await readdir(uploadDir)).filter((name) => name.startsWith(kept.token))).toHaveLength(2);
  });

  it('deletes mails 90 days after sending, and those given up on 90 days after their creation', async () => {
    const { db, uploadDir } = await setting();
    const mail = (data: { status: string; createdAt: Date; sentAt?: Date }) =>
      db.outboxEmail.create({ data: { to: 'lotte@example.be', subject: 'S', html: '', text: 'T', ...data } });
    const sent = await mail({ status: 'sent', createdAt: daysAgo(95), sentAt: daysAgo(90) });
    const sentLater = await mail({ status: 'sent', createdAt: daysAgo(95), sentAt: daysAgo(90, YOUNGER) });
    const failed = await mail({ status: 'failed', createdAt: daysAgo(90) });
    const failedLater = await mail({ status: 'failed', createdAt: daysAgo(90, YOUNGER) });
    const pending = await mail({ status: 'pending', createdAt: daysAgo(400) });

    expect(await run(db, uploadDir)).toMatchObject({ mails: 2 });
    const left = (await db.outboxEmail.findMany({ select: { id: true } })).map((row) => row.id).sort();
    expect(left).toEqual([sentLater.id, failedLater.id, pending.id].sort());
    expect(left).not.toContain(sent.id);
    expect(left).not.toContain(failed.id);
  });

  it('deletes alerts never confirmed, and alerts and newsletter addresses unsubscribed, after 30 days', async () => {
    const { db, uploadDir } = await setting();
    const alert = (data: { createdAt: Date; confirmedAt: Date | null; unsubscribedAt?: Date }) =>
      db.searchAlert.create({
        data: { email: 'lotte@example.be', locale: 'fr', goal: 0, typeWebIds: '', zones: '', ...data },
      });
    await alert({ createdAt: daysAgo(30), confirmedAt: null });
    const unconfirmedYounger = await alert({ createdAt: daysAgo(30, YOUNGER), confirmedAt: null });
    const active = await alert({ createdAt: daysAgo(900), confirmedAt: daysAgo(900) });
    await alert({ createdAt: daysAgo(900), confirmedAt: daysAgo(900), unsubscribedAt: daysAgo(30) });
    const unsubscribedYounger = await alert({
      createdAt: daysAgo(900),
      confirmedAt: daysAgo(900),
      unsubscribedAt: daysAgo(30, YOUNGER),
    });
    const subscription = (email: string, unsubscribedAt: Date | null) =>
      db.newsletterSubscription.create({ data: { email, locale: 'fr', createdAt: daysAgo(900), unsubscribedAt } });
    const gone = await subscription('a@example.be', daysAgo(30));
    const stays = await subscription('b@example.be', daysAgo(30, YOUNGER));
    const subscribed = await subscription('c@example.be', null);

    expect(await run(db, uploadDir)).toMatchObject({ searchAlerts: 2, newsletterSubscriptions: 1 });
    expect((await db.searchAlert.findMany({ select: { id: true } })).map((row) => row.id).sort()).toEqual(
      [unconfirmedYounger.id, active.id, unsubscribedYounger.id].sort(),
    );
    expect((await db.newsletterSubscription.findMany({ select: { id: true } })).map((row) => row.id).sort()).toEqual(
      [stays.id, subscribed.id].sort(),
    );
    expect(await db.newsletterSubscription.findUnique({ where: { id: gone.id } })).toBeNull();
  });

  it('deletes sign-in failures, password requests and links, and rate-limit counters after 30 days', async () => {
    const { db, uploadDir } = await setting();
    const owner = await db.owner.create({ data: { email: 'o@example.be', name: 'Olga', passwordHash: 'x' } });
    await db.signInFailure.createMany({
      data: [
        { key: 'due', ownerId: owner.id, failures: 3, lastFailureAt: daysAgo(30) },
        { key: 'younger', failures: 1, lastFailureAt: daysAgo(30, YOUNGER) },
      ],
    });
    await db.passwordResetRequest.createMany({
      data: [
        { email: 'o@example.be', locale: 'fr', createdAt: daysAgo(30) },
        { email: 'o@example.be', locale: 'fr', createdAt: daysAgo(30, YOUNGER) },
      ],
    });
    await db.passwordResetToken.createMany({
      data: [
        { tokenHash: 'due', ownerId: owner.id, expiresAt: daysAgo(30) },
        { tokenHash: 'younger', ownerId: owner.id, expiresAt: daysAgo(30, YOUNGER) },
      ],
    });
    await db.rateLimit.createMany({
      data: [
        { key: 'due', points: 1, expire: daysAgo(30) },
        { key: 'younger', points: 1, expire: daysAgo(30, YOUNGER) },
        { key: 'forever', points: 1, expire: null },
      ],
    });

    expect(await run(db, uploadDir)).toMatchObject({
      signInFailures: 1,
      passwordResetRequests: 1,
      passwordLinks: 1,
      rateLimits: 1,
    });
    expect((await db.signInFailure.findMany()).map((row) => row.key)).toEqual(['younger']);
    expect(await db.passwordResetRequest.count()).toBe(1);
    expect((await db.passwordResetToken.findMany()).map((row) => row.tokenHash)).toEqual(['younger']);
    expect((await db.rateLimit.findMany({ orderBy: { key: 'asc' } })).map((row) => row.key)).toEqual([
      'forever',
      'younger',
    ]);
    // The account itself is no sign-in record.
    expect(await db.owner.count()).toBe(1);
  });

  it('deletes audit entries after 36 months', async () => {
    const { db, uploadDir } = await setting();
    const entry = (createdAt: Date) =>
      db.auditEntry.create({ data: { staffName: 'Ann', action: 'owner.create', subject: 'owner:1', createdAt } });
    await entry(AUDIT_DUE);
    const younger = await entry(later(AUDIT_DUE));

    expect(await run(db, uploadDir)).toMatchObject({ auditEntries: 1 });
    expect((await db.auditEntry.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([younger.id]);
  });

  it('applies the periods set in the back-office, counted on the calendar', async () => {
    const { db, uploadDir, lead } = await setting();
    await db.retentionPeriod.create({ data: { kind: 'leads', amount: 1 } });
    // 31 March less one month is 28 February.
    const now = new Date('2026-03-31T12:00:00.000Z');
    const due = await lead({ createdAt: new Date('2026-02-28T12:00:00.000Z') });
    const kept = await lead({ createdAt: new Date('2026-02-28T12:00:00.001Z') });

    await runRetentionJob(db, uploadDir, now);

    expect(await leadState(db, due.id)).toBe('deleted');
    expect(await leadState(db, kept.id)).toBe('kept');
  });
});

describe('the retention job', () => {
  it('keeps the owner portal’s figures: an anonymized lead still counts for its property', async () => {
    const { db, uploadDir, property, lead } = await setting();
    const owner = await db.owner.create({ data: { email: 'owner@example.be', name: 'Olga', passwordHash: 'x' } });
    await db.ownerProperty.create({ data: { ownerId: owner.id, propertyId: property.id } });
    await lead({ createdAt: LEADS_DUE, propertyId: property.id });
    await lead({ createdAt: daysAgo(30), propertyId: property.id, status: 'spam' });
    await lead({ createdAt: daysAgo(10), propertyId: property.id });
    const leadsIn = async () =>
      (await ownerStats(db, owner.id, null, NOW))!.history.filter((entry) => entry.id.startsWith('lead-'));

    const before = await leadsIn();
    await runRetentionJob(db, uploadDir, NOW);
    const after = await leadsIn();

    expect(after).toHaveLength(3);
    expect(after.map(({ id, type, date, propertyId }) => ({ id, type, date, propertyId }))).toEqual(
      before.map(({ id, type, date, propertyId }) => ({ id, type, date, propertyId })),
    );
    // Nobody's name is left to shorten.
    expect(after.filter((entry) => entry.contact === '—')).toHaveLength(2);
  });

  it('runs once a day, on one server, and writes what it did to the audit log', async () => {
    const { db, uploadDir, lead } = await setting();
    await lead({ createdAt: LEADS_DUE });

    const first = await runRetentionJob(db, uploadDir, NOW);
    expect(first).toMatchObject({ leadsDeleted: 1 });
    expect(await runRetentionJob(db, uploadDir, new Date(NOW.getTime() + DAY_MS - 1))).toBeNull();
    expect(await runRetentionJob(db, uploadDir, new Date(NOW.getTime() + DAY_MS))).toMatchObject({ leadsDeleted: 0 });

    const entries = await db.auditEntry.findMany({ orderBy: { id: 'asc' } });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      staffId: null,
      staffName: 'retention-job',
      action: 'retention.run',
      subject: 'retention',
    });
    expect(JSON.parse(entries[0]!.detail!)).toEqual(first);
    expect(entries[0]!.detail).not.toContain('lotte');
    expect(await db.scheduledJob.findUniqueOrThrow({ where: { name: RETENTION_JOB } })).toMatchObject({
      lastRunAt: new Date(NOW.getTime() + DAY_MS),
      nextRunAt: new Date(NOW.getTime() + 2 * DAY_MS),
    });
  });

  it('run twice at once, runs once and erases each record once', async () => {
    const { db, uploadDir, property, lead } = await setting();
    for (let index = 0; index < 5; index += 1) {
      await lead({ createdAt: LEADS_DUE, propertyId: index % 2 === 0 ? property.id : null });
      await db.outboxEmail.create({
        data: { to: 'x@example.be', subject: 'S', html: '', text: 'T', status: 'sent', sentAt: daysAgo(100) },
      });
    }

    const runs = await Promise.all([runRetentionJob(db, uploadDir, NOW), runRetentionJob(db, uploadDir, NOW)]);

    expect(runs.filter((counts) => counts === null)).toHaveLength(1);
    expect(runs.find((counts) => counts !== null)).toMatchObject({ leadsAnonymized: 3, leadsDeleted: 2, mails: 5 });
    expect(await db.auditEntry.count({ where: { action: 'retention.run' } })).toBe(1);
  });

  it('erases each record once even when two rounds race past the claim', async () => {
    const { db, uploadDir, property, lead } = await setting();
    for (let index = 0; index < 30; index += 1) {
      await lead({ createdAt: LEADS_DUE, propertyId: index % 3 === 0 ? property.id : null });
      await lead({ createdAt: daysAgo(31), status: 'spam' });
    }
    await db.auditEntry.createMany({
      data: Array.from({ length: 30 }, () => ({ staffName: 'Ann', action: 'x.y', subject: 'x', createdAt: AUDIT_DUE })),
    });

    const [one, two] = await Promise.all([run(db, uploadDir), run(db, uploadDir)]);

    expect(one.leadsAnonymized + two.leadsAnonymized).toBe(10);
    expect(one.leadsDeleted + two.leadsDeleted).toBe(20);
    expect(one.spamLeadsDeleted + two.spamLeadsDeleted).toBe(30);
    expect(one.auditEntries + two.auditEntries).toBe(30);
    expect(await db.lead.count()).toBe(10);
    expect(await db.lead.count({ where: { anonymizedAt: null } })).toBe(0);
  });
});
