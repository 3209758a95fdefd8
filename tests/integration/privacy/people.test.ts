// The back-office's people page behind its routes (docs/back-office.md, people), on the test
// database of the run (SQLite, or PostgreSQL in the PostgreSQL run): a person seeded with a record
// of every kind the site holds is found in every store by e-mail and by phone, however the number
// was typed; the export holds each of those records in its JSON, its page and its documents; the
// erasure leaves nothing of them in any table or file, keeps the owner portal's counts, disables
// rather than deletes an owner account that owns properties, and is audited without their data.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { revalidateTag } from 'next/cache';
import { describe, expect, it, vi } from 'vitest';
import { ownerStats } from '@/lib/owner/queries';
import { providerOf } from '@/lib/prisma-client';
import { personIdentifier, type PersonIdentifier } from '@/lib/privacy/person-identifier';
import { findPersonRecords, holdsNothing, PERSON_SECTIONS } from '@/lib/privacy/person-records';
import { personOfSearchToken, personSearchToken } from '@/lib/privacy/person-search-token';
import { derivedKey } from '@/lib/security/derived-key';
import { storeUpload } from '@/lib/uploads/upload-store';
import { backOfficeFixture, postForm, session, SITE, type FormFields } from '../support/back-office';
import { createTestProperty } from '../support/catalogue-fixture';

vi.mock('server-only', () => ({}));

const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-people-uploads-'));

const { db, admin, editor, searchRoute, eraseRoute, exportRoute } = await backOfficeFixture({
  signedIn: 'admin',
  environment: { UPLOAD_DIR: uploadDir, NEXTAUTH_SECRET: 'people-test-secret-0123456789abcdef012345' },
  load: async () => ({
    searchRoute: (await import('@/app/api/admin/people/search/route')).POST,
    eraseRoute: (await import('@/app/api/admin/people/erase/route')).POST,
    exportRoute: (await import('@/app/api/admin/people/export/route')).GET,
  }),
});

const PDF = Buffer.from('%PDF-1.7\n% a payslip\n');

/**
 * A person with one record of every kind, and their neighbours who must be left alone: someone
 * whose address contains theirs, someone with another number, and the owner of the property they
 * asked about. Each person of a test has their own address and number.
 */
async function seedPerson(tag: string, options: { ownsProperty: boolean }) {
  const email = `lotte.${tag}@example.be`;
  const digits = String(100_000 + Math.floor(Math.random() * 800_000));
  const phone = {
    typed: `0470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`,
    e164: `+32470${digits}`,
  };
  const lastName = `Vanhoutte${tag}`;
  const person = { firstName: 'Lotte', lastName, email, phone: phone.typed };
  const [forSale, forRent, owned] = [
    await createTestProperty(db),
    await createTestProperty(db, { goal: 1 }),
    await createTestProperty(db),
  ];
  // The owner of the property the person asked about, whose portal counts the person's lead.
  const seller = await db.owner.create({
    data: { email: `seller.${tag}@example.be`, name: 'Olga', passwordHash: 'x' },
  });
  await db.ownerProperty.create({ data: { ownerId: seller.id, propertyId: forSale.id } });

  const lead = (type: string, payload: object, propertyId: number | null = null) =>
    db.lead.create({
      data: {
        type,
        locale: 'nl',
        consent: true,
        sourcePage: '/nl/contact/',
        propertyId,
        payload: JSON.stringify(payload),
      },
    });
  const visit = await lead('contact-appointment', person, forSale.id);
  await db.appointment.create({
    data: {
      propertyId: forSale.id,
      leadId: visit.id,
      startsAt: new Date('2026-07-01T08:00:00Z'),
      endsAt: new Date('2026-07-01T08:30:00Z'),
      status: 'confirmed',
    },
  });
  const document = await storeUpload(uploadDir, { bytes: PDF, type: 'pdf', name: 'loonfiche.pdf' });
  const application = await lead(
    'rent-application',
    { applicantA: { ...person, phone: phone.e164 }, documents: [document.token] },
    forRent.id,
  );
  const testimonialLead = await lead('testimonial', { name: `Lotte ${lastName}`, email, text: 'Heel goed geholpen.' });
  const testimonial = await db.testimonial.create({
    data: {
      name: `Lotte ${lastName}`,
      locale: 'nl',
      text: 'Heel goed geholpen.',
      approved: true,
      leadId: testimonialLead.id,
    },
  });
  const newsletterLead = await lead('sign-newsletter', { email });
  const subscription = await db.newsletterSubscription.create({ data: { email, locale: 'nl' } });
  const alert = await db.searchAlert.create({
    data: { email, locale: 'nl', goal: 1, typeWebIds: '1', zones: 'antwerp', confirmedAt: null },
  });
  const mail = (data: { to: string; leadId?: number; status?: string }) =>
    db.outboxEmail.create({
      data: { subject: 'Bezoek', html: `<p>${lastName}</p>`, text: `${lastName} ${phone.typed}`, ...data },
    });
  const mails = [
    await mail({ to: 'agency@example.be', leadId: visit.id, status: 'sent' }),
    await mail({ to: email, leadId: visit.id, status: 'sent' }),
    // An alert's confirmation, not sent yet: the erasure cancels it.
    await mail({ to: email, status: 'pending' }),
  ];
  const ownerAccount = await db.owner.create({
    data: { email, name: `Lotte ${lastName}`, passwordHash: 'x', locale: 'nl' },
  });
  if (options.ownsProperty) await db.ownerProperty.create({ data: { ownerId: ownerAccount.id, propertyId: owned.id } });
  await db.signInFailure.create({
    data: { key: `failure-${tag}`, ownerId: ownerAccount.id, failures: 2, lastFailureAt: new Date() },
  });
  await db.passwordResetToken.create({
    data: { tokenHash: `token-${tag}`, ownerId: ownerAccount.id, expiresAt: new Date(Date.now() + 3600_000) },
  });
  const resetRequest = await db.passwordResetRequest.create({ data: { email, locale: 'nl' } });
  const audit = await db.auditEntry.create({
    data: {
      staffId: admin,
      staffName: 'Ann',
      action: 'owner.create',
      subject: `owner:${ownerAccount.id}`,
      detail: JSON.stringify({ name: `Lotte ${lastName}`, email, locale: 'nl' }),
    },
  });

  // The neighbours.
  const lookalike = await lead('site-contact', {
    firstName: 'Charlotte',
    email: `char${email}`,
    phone: '0470 99 99 99',
  });
  const lookalikeAlert = await db.searchAlert.create({
    data: { email: `char${email}`, locale: 'fr', goal: 0, typeWebIds: '', zones: '' },
  });

  return {
    email,
    phone,
    lastName,
    document,
    seller,
    ownerAccount,
    ids: {
      leads: [visit.id, application.id, testimonialLead.id, newsletterLead.id],
      documents: [document.token],
      searchAlerts: [alert.id],
      newsletterSubscriptions: [subscription.id],
      testimonials: [testimonial.id],
      mails: mails.map((row) => row.id),
      ownerAccounts: [ownerAccount.id],
      passwordResetRequests: [resetRequest.id],
      auditEntries: [audit.id],
    },
    neighbours: { lead: lookalike.id, alert: lookalikeAlert.id },
  };
}

type Seeded = Awaited<ReturnType<typeof seedPerson>>;

const byEmail = (seeded: Seeded): PersonIdentifier => ({ kind: 'email', value: seeded.email });

const find = (person: PersonIdentifier) => findPersonRecords(db, person, { provider: providerOf(db), uploadDir });

/** The ids of each section, as sorted lists (a document by its token). */
function sectionIds(records: Record<string, unknown[]>) {
  return Object.fromEntries(
    PERSON_SECTIONS.map((section) => [
      section,
      records[section]!.map(
        (record) => (record as { id?: number; token?: string }).id ?? (record as { token: string }).token,
      ).sort(),
    ]),
  );
}

const sorted = (ids: Record<string, (number | string)[]>) =>
  Object.fromEntries(Object.entries(ids).map(([section, list]) => [section, [...list].sort()]));

const tokenFor = (person: PersonIdentifier, staffId = admin) =>
  personSearchToken(derivedKey('person-search'), staffId, person, new Date());

const exportRequest = (token: string, headers: Record<string, string> = {}) =>
  exportRoute(
    new Request(`${SITE}/api/admin/people/export/?${new URLSearchParams({ person: token })}`, {
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...headers },
    }),
  );

const erase = (fields: FormFields) =>
  postForm(eraseRoute, '/api/admin/people/erase/', { back: '/admin/people/', ...fields });

/**
 * Whether a row's text names the person: their address as a whole (not inside "charlotte.…"), their
 * last name, or their number as typed or stored.
 */
function namesPerson(row: string, seeded: Seeded): boolean {
  const address = new RegExp(`(?<![\\w.])${seeded.email.replaceAll('.', '\\.')}`, 'i');
  return (
    address.test(row) ||
    row.includes(seeded.lastName) ||
    row.includes(seeded.phone.typed) ||
    row.includes(seeded.phone.e164)
  );
}

/** Every row of every table of the database, as text: where nothing of an erased person may be left. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables =
    providerOf(db) === 'sqlite'
      ? await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'",
        )
      : await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name NOT LIKE '_prisma%'",
        );
  const rows = await Promise.all(
    tables.map(async ({ name }) =>
      (await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}"`)).map((row) => ({
        table: name,
        row: JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
      })),
    ),
  );
  return rows.flat();
}

describe('finding a person', () => {
  it('finds every record held by their e-mail address, in every store, and nobody else’s', async () => {
    const seeded = await seedPerson('find', { ownsProperty: true });

    const records = await find(byEmail(seeded));

    expect(sectionIds(records)).toEqual(sorted(seeded.ids));
    expect(records.documents[0]).toMatchObject({ name: 'loonfiche.pdf', type: 'pdf', size: PDF.byteLength });
    expect(records.leads.find((lead) => lead.type === 'contact-appointment')?.appointments).toHaveLength(1);
    expect(records.ownerAccounts[0]).toMatchObject({ signInFailures: [{ failures: 2 }] });
    expect(records.ownerAccounts[0]!.properties).toHaveLength(1);
    // In capitals, with spaces around: the same person.
    expect(sectionIds(await find(personIdentifier(` ${seeded.email.toUpperCase()} `)!))).toEqual(sorted(seeded.ids));
  });

  it('finds the leads that hold their number however it was typed, with their documents and mails', async () => {
    const seeded = await seedPerson('phone', { ownsProperty: false });
    const [visit, application] = seeded.ids.leads;
    const digits = seeded.phone.e164.slice(3);

    // One lead stored it spaced, the other in its international form; staff type it either way, or another.
    const typings = [
      seeded.phone.typed,
      seeded.phone.e164,
      `0${digits.slice(0, 3)}/${digits.slice(3, 5)}.${digits.slice(5)}`,
    ];
    for (const typed of typings) {
      const records = await find(personIdentifier(typed)!);
      expect(records.leads.map((lead) => lead.id).sort(), typed).toEqual([visit, application].sort());
    }
    const records = await find({ kind: 'phone', value: seeded.phone.e164 });
    expect(records.documents.map((document) => document.token)).toEqual([seeded.document.token]);
    expect(records.mails.map((mail) => mail.id).sort()).toEqual(seeded.ids.mails.slice(0, 2).sort());
    // A number names no alert, subscription, account or audit entry.
    expect([
      records.searchAlerts,
      records.newsletterSubscriptions,
      records.ownerAccounts,
      records.auditEntries,
    ]).toEqual([[], [], [], []]);
  });

  it('answers a search with the page of its sealed token, never with the address in the URL', async () => {
    const seeded = await seedPerson('search', { ownsProperty: false });
    const response = await postForm(searchRoute, '/api/admin/people/search/', {
      back: '/admin/people/',
      identifier: seeded.email.toUpperCase(),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, SITE);
    expect(location.pathname).toBe('/admin/people/');
    expect(location.searchParams.get('notice')).toBe('personSearched');
    expect(location.href.toLowerCase()).not.toContain('lotte');
    const token = location.searchParams.get('person')!;
    expect(personOfSearchToken(derivedKey('person-search'), token, admin, new Date())).toEqual(byEmail(seeded));
    // Neither a search nor a refusal writes anything.
    expect(await db.auditEntry.count({ where: { action: { startsWith: 'person.' } } })).toBe(0);

    const refused = await postForm(searchRoute, '/api/admin/people/search/', {
      back: '/admin/people/',
      identifier: 'Lotte',
    });
    expect(new URL(refused.headers.get('location')!, SITE).search).toBe('?error=invalid&field=identifier');
    session.staffId = editor;
    expect(
      (await postForm(searchRoute, '/api/admin/people/search/', { back: '/admin/people/', identifier: seeded.email }))
        .status,
    ).toBe(404);
  });
});

describe('exporting what is held', () => {
  it('gives one zip whose JSON, page and documents hold every record of every section', async () => {
    const seeded = await seedPerson('export', { ownsProperty: true });

    const response = await exportRequest(tokenFor(byEmail(seeded)));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('content-disposition')).not.toContain('lotte');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      ['personal-data.html', 'personal-data.json', `documents/${seeded.document.token}.pdf`].sort(),
    );
    expect(Buffer.from(files[`documents/${seeded.document.token}.pdf`]!)).toEqual(PDF);

    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as Record<string, unknown[]> & {
      identifiedBy: PersonIdentifier;
    };
    expect(data.identifiedBy).toEqual(byEmail(seeded));
    expect(sectionIds(data)).toEqual(sorted(seeded.ids));
    expect(data.documents?.[0]).toMatchObject({
      file: `documents/${seeded.document.token}.pdf`,
      name: 'loonfiche.pdf',
    });
    expect(JSON.stringify(data.leads)).toContain(seeded.phone.typed);

    // The page, in the language of the member of staff (French here), names every section and record.
    const html = strFromU8(files['personal-data.html']!);
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    for (const heading of [
      'Demandes (4)',
      'Documents envoyés (1)',
      'Alertes de recherche (1)',
      'Lettre d&#39;information (1)',
      'Témoignages (1)',
      'E-mails (3)',
      'Compte propriétaire (1)',
      'Demandes de nouveau mot de passe (1)',
      'Entrées du journal des modifications qui la nomment (1)',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain(seeded.lastName);
    expect(html).toContain('<dt>Prénom</dt>');
    expect(html).not.toContain('<script');

    const [entry] = await db.auditEntry.findMany({
      where: { action: 'person.export' },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(entry).toMatchObject({ staffId: admin, subject: 'person' });
    expect(JSON.parse(entry!.detail!)).toMatchObject({ identifiedBy: 'email', leads: 4, documents: 1, mails: 3 });
    expect(entry!.detail).not.toContain('lotte');
  });

  it('refuses another site’s request, another member of staff’s search and an editor', async () => {
    const seeded = await seedPerson('refused', { ownsProperty: false });
    const token = tokenFor(byEmail(seeded));
    const exports = () => db.auditEntry.count({ where: { action: 'person.export' } });
    const before = await exports();
    expect((await exportRequest(token, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await exportRequest(tokenFor(byEmail(seeded), editor))).status).toBe(404);
    expect((await exportRequest('not-a-token')).status).toBe(404);
    session.staffId = editor;
    expect((await exportRequest(token)).status).toBe(404);
    expect(await exports()).toBe(before);
  });
});

describe('erasing a person', () => {
  it('leaves nothing of them in any table or file, keeps the owner portal’s counts, and audits the request', async () => {
    const seeded = await seedPerson('erase', { ownsProperty: false });
    const countsBefore = (await ownerStats(db, seeded.seller.id, null))!.history.length;
    const token = tokenFor(byEmail(seeded));

    // Without its confirmation box: nothing happens.
    const unconfirmed = await erase({ person: token });
    expect(new URL(unconfirmed.headers.get('location')!, SITE).searchParams.get('field')).toBe('confirm');
    expect(sectionIds(await find(byEmail(seeded)))).toEqual(sorted(seeded.ids));

    const response = await erase({ person: token, confirm: 'on', back: `/admin/people/?person=${token}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/people/?notice=personErased');

    expect((await everyRow()).filter(({ row }) => namesPerson(row, seeded))).toEqual([]);
    expect(readdirSync(uploadDir).filter((name) => name.startsWith(seeded.document.token))).toEqual([]);
    expect(holdsNothing(await find(byEmail(seeded)))).toBe(true);
    expect(holdsNothing(await find({ kind: 'phone', value: seeded.phone.e164 }))).toBe(true);

    // The lead about the seller's property is anonymized, not gone: the seller's portal counts it.
    expect((await ownerStats(db, seeded.seller.id, null))!.history).toHaveLength(countsBefore);
    expect(await db.lead.findUniqueOrThrow({ where: { id: seeded.ids.leads[0] } })).toMatchObject({ payload: '{}' });
    expect(await db.appointment.count({ where: { leadId: seeded.ids.leads[0] } })).toBe(1);
    // Their neighbours are left alone.
    expect(await db.lead.findUnique({ where: { id: seeded.neighbours.lead } })).not.toBeNull();
    expect(await db.searchAlert.findUnique({ where: { id: seeded.neighbours.alert } })).not.toBeNull();
    // The owner account owned nothing: deleted, with its links and sign-in failures.
    expect(await db.owner.findUnique({ where: { id: seeded.ownerAccount.id } })).toBeNull();
    expect(await db.signInFailure.count({ where: { key: 'failure-erase' } })).toBe(0);
    // The audit entry naming them stays, without its values; the erasure is recorded without them.
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: seeded.ids.auditEntries[0] } })).toMatchObject({
      action: 'owner.create',
      detail: null,
    });
    const [entry] = await db.auditEntry.findMany({ where: { action: 'person.erase' } });
    expect(entry).toMatchObject({ staffId: admin, subject: 'person' });
    expect(JSON.parse(entry!.detail!)).toEqual({
      identifiedBy: 'email',
      leads: 4,
      documents: 1,
      searchAlerts: 1,
      newsletterSubscriptions: 1,
      testimonials: 1,
      mails: 3,
      ownerAccounts: 1,
      passwordResetRequests: 1,
      auditEntries: 1,
      leadsAnonymized: 2,
      leadsDeleted: 2,
      ownerAccountsDisabled: 0,
      ownerAccountsDeleted: 1,
    });
    // The published testimonial leaves the agency page.
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith('testimonials', { expire: 0 });

    // Erased already: nothing more to do, nothing written.
    expect(
      new URL((await erase({ person: token, confirm: 'on' })).headers.get('location')!, SITE).searchParams.get('error'),
    ).toBe('personNothingHeld');
    expect(await db.auditEntry.count({ where: { action: 'person.erase' } })).toBe(1);
  });

  it('disables rather than deletes an owner account that still owns properties', async () => {
    const seeded = await seedPerson('owner', { ownsProperty: true });

    await erase({ person: tokenFor(byEmail(seeded)), confirm: 'on' });

    const account = await db.owner.findUniqueOrThrow({ where: { id: seeded.ownerAccount.id } });
    expect(account.disabledAt).not.toBeNull();
    expect(account.sessionVersion).toBe(1);
    expect(await db.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: 'token-owner' } })).toMatchObject({
      usedAt: expect.any(Date),
    });
    expect(await db.ownerProperty.count({ where: { ownerId: account.id } })).toBe(1);
    // Only the account is left, for the mandate with its owner.
    expect((await everyRow()).filter(({ row }) => namesPerson(row, seeded))).toEqual([
      { table: 'Owner', row: expect.stringContaining(`"id":${account.id}`) },
    ]);
    const [entry] = await db.auditEntry.findMany({
      where: { action: 'person.erase' },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(JSON.parse(entry!.detail!)).toMatchObject({ ownerAccountsDisabled: 1, ownerAccountsDeleted: 0 });
  });

  it('refuses a search that expired or was made by someone else, and writes nothing', async () => {
    const seeded = await seedPerson('expired', { ownsProperty: false });
    const key = derivedKey('person-search');
    const expired = personSearchToken(key, admin, byEmail(seeded), new Date(Date.now() - 3600_000));
    for (const token of [expired, tokenFor(byEmail(seeded), editor), 'garbage']) {
      const response = await erase({ person: token, confirm: 'on' });
      expect(new URL(response.headers.get('location')!, SITE).searchParams.get('error')).toBe('personSearchExpired');
    }
    expect(sectionIds(await find(byEmail(seeded)))).toEqual(sorted(seeded.ids));
  });
});
