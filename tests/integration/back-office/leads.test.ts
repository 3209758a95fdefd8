// The back-office's leads inbox and mail outbox, through their data functions and route handlers
// (plain form POSTs, GET downloads), on the test database of the run (SQLite, or PostgreSQL in the
// PostgreSQL run): filters, search and pages; marking leads and its audit; the CSV of a filter;
// the signed document links, and each document served in the audit log, from the back-office or
// from the agency mail's link; sending a failed mail again until the outbox worker has sent it.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadDocuments, staffDocumentPath } from '@/lib/admin/lead-documents';
import { leadFilter, leadFilterQuery } from '@/lib/admin/lead-filter';
import { derivedKey } from '@/lib/security/derived-key';
import { uploadLink } from '@/lib/uploads/upload-link';
import { storeUpload } from '@/lib/uploads/upload-store';
import { LEAD_EXPORT_COLUMNS } from '../../support/lead-export-columns';
import { parseCsv } from '../../support/parse-csv';
import { backOfficeFixture, deleteLeads, postForm, session, SITE, type FormFields } from '../support/back-office';
import { adminRoutes } from '../support/back-office-routes';
import { createTestProperty } from '../support/catalogue-fixture';
import { leadRow } from '../support/lead-rows';

vi.mock('server-only', () => ({}));

const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-leads-uploads-'));
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-leads-mail-'));

const { db, admin, editor, owner, agencyDocument, modules } = await backOfficeFixture({
  signedIn: 'admin',
  environment: {
    UPLOAD_DIR: uploadDir,
    MAIL_DIR: mailDir,
    NEXTAUTH_SECRET: 'leads-test-secret-0123456789abcdef0123',
    SMTP_URL: undefined,
  },
  load: async () => ({
    agencyDocument: (await import('@/app/api/agency/uploads/[token]/route')).GET,
    modules: {
      leads: await import('@/lib/admin/leads'),
      outbox: await import('@/lib/mail/outbox'),
    },
  }),
});

beforeEach(() => deleteLeads(db));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const lead = (fields: Parameters<typeof leadRow>[0]) => db.lead.create({ data: leadRow(fields) });

const mark = (fields: FormFields) =>
  postForm(adminRoutes.leads, '/api/admin/leads/', { back: '/admin/leads/?status=new', ...fields });

const page = (query: Record<string, string>) => modules.leads.leadsPage(leadFilter(query), admin);

describe('the inbox', () => {
  it('filters by type, status and language, newest first', async () => {
    const old = await lead({ type: 'contact-me', locale: 'nl', createdAt: minutesAgo(30) });
    const recent = await lead({ type: 'contact-me', locale: 'fr', createdAt: minutesAgo(10) });
    await lead({ type: 'site-contact', locale: 'nl', status: 'handled', createdAt: minutesAgo(20) });
    await lead({ type: 'contact-me', locale: 'nl', status: 'spam', createdAt: minutesAgo(5) });

    expect((await page({})).total).toBe(4);
    const byType = await page({ type: 'contact-me', status: 'new' });
    expect(byType.leads.map((row) => row.id)).toEqual([recent.id, old.id]);
    expect((await page({ status: 'handled' })).leads.map((row) => row.type)).toEqual(['site-contact']);
    expect((await page({ type: 'contact-me', locale: 'nl' })).total).toBe(2);
    // An unknown filter is ignored, not an error.
    expect((await page({ type: 'nothing', status: 'lost', locale: 'xx' })).total).toBe(4);
  });

  it('searches names, e-mails, phones however spaced and property references, in SQL', async () => {
    const property = await createTestProperty(db, { recordFile: 'VIT-4242' });
    const jan = await lead({
      payload: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', phone: '0470 12 34 56' },
    });
    const applicant = await lead({
      type: 'rent-application',
      payload: { applicantA: { firstName: 'Élise', lastName: "D'Hondt", email: 'elise@example.be' } },
    });
    const about = await db.lead.create({
      data: { type: 'contact-me', locale: 'fr', consent: true, propertyId: property.id, payload: '{}' },
    });
    const marie = await lead({
      payload: { firstName: 'Marie', email: 'marie_100%@example.be', phone: '+32 2 123 45 67' },
    });

    const ids = async (q: string) => (await page({ q })).leads.map((row) => row.id).sort();
    expect(await ids('peeters')).toEqual([jan.id]);
    expect(await ids('JAN@EXAMPLE.BE')).toEqual([jan.id]);
    expect(await ids('jan peeters')).toEqual([jan.id]);
    expect(await ids('jan dupont')).toEqual([]);
    expect(await ids('+32470123456')).toEqual([jan.id]);
    expect(await ids('0470/12.34.56')).toEqual([jan.id]);
    expect(await ids("d'hondt")).toEqual([applicant.id]);
    expect(await ids('élise')).toEqual([applicant.id]);
    expect(await ids('vit-4242')).toEqual([about.id]);
    expect(await ids(String(jan.id))).toContain(jan.id);
    // `_` and `%` are LIKE's wildcards (Prisma does not escape them): a search with them may find
    // more, never less.
    expect(await ids('marie_100%@example.be')).toEqual([marie.id]);
    const row = (await page({ q: 'peeters' })).leads[0];
    expect(row).toMatchObject({ name: 'Jan Peeters', email: 'jan@example.be', reference: null, status: 'new' });
  });

  it('pages by fifty, and a page shows the leads of that page only', async () => {
    await db.lead.createMany({
      data: Array.from({ length: 55 }, (_, index) =>
        leadRow({
          type: 'sign-newsletter',
          payload: { email: `reader${index}@example.be` },
          createdAt: minutesAgo(100 - index),
        }),
      ),
    });
    const first = await page({});
    expect(first).toMatchObject({ total: 55, pageCount: 2 });
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]?.email).toBe('reader54@example.be');
    const second = await page({ page: '2' });
    expect(second.leads.map((row) => row.email)).toEqual([
      'reader4@example.be',
      'reader3@example.be',
      'reader2@example.be',
      'reader1@example.be',
      'reader0@example.be',
    ]);
    expect(leadFilterQuery(leadFilter({ page: '2', q: 'a b', status: 'new' }))).toBe('?status=new&q=a+b&page=2');
  });
});

describe('POST /api/admin/leads/', () => {
  it('marks one lead handled, logs who did it and from which status, and expires no cache', async () => {
    const one = await lead({});
    const response = await mark({ ids: String(one.id), status: 'handled' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/leads/?status=new&notice=leadsMarkedHandled`);
    expect((await db.lead.findUniqueOrThrow({ where: { id: one.id } })).status).toBe('handled');
    const log = await db.auditEntry.findMany({
      select: { staffName: true, action: true, subject: true, detail: true },
    });
    expect(log).toEqual([
      { staffName: 'Ann', action: 'lead.mark', subject: `lead:${one.id}`, detail: '{"from":"new","to":"handled"}' },
    ]);
    expect(vi.mocked(revalidateTag)).not.toHaveBeenCalled();
  });

  it('marks several at once; a lead already in that status is not logged again', async () => {
    const a = await lead({});
    const b = await lead({ status: 'spam' });
    const c = await lead({});
    await mark({ ids: [String(a.id), String(b.id)], status: 'spam' });
    const statuses = await db.lead.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true } });
    expect(statuses).toEqual([
      { id: a.id, status: 'spam' },
      { id: b.id, status: 'spam' },
      { id: c.id, status: 'new' },
    ]);
    expect((await db.auditEntry.findMany()).map((entry) => entry.subject)).toEqual([`lead:${a.id}`]);
  });

  it('refuses nothing ticked, an unknown status or lead, and answers 404 to anyone but an admin', async () => {
    const one = await lead({});
    expect((await mark({ status: 'handled' })).headers.get('location')).toContain('error=invalid&field=ids');
    expect((await mark({ ids: String(one.id), status: 'done' })).headers.get('location')).toContain(
      'error=invalid&field=status',
    );
    expect((await mark({ ids: String(one.id + 1000), status: 'handled' })).headers.get('location')).toContain(
      'error=gone',
    );
    session.staffId = editor;
    expect((await mark({ ids: String(one.id), status: 'handled' })).status).toBe(404);
    session.staffId = null;
    session.ownerId = owner;
    expect((await mark({ ids: String(one.id), status: 'handled' })).status).toBe(404);
    expect((await db.lead.findUniqueOrThrow({ where: { id: one.id } })).status).toBe('new');
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('GET /api/admin/leads/export/', () => {
  const download = (query = '', headers: Record<string, string> = {}) =>
    adminRoutes.leadsExport(new Request(`${SITE}/api/admin/leads/export/${query}`, { headers }));
  const sheet = async (query = '', separator = ';') => parseCsv(await (await download(query)).text(), separator);

  it('answers 404 to nobody, an owner and an editor', async () => {
    await lead({ payload: { email: 'secret@example.be' } });
    session.staffId = null;
    expect((await download()).status).toBe(404);
    session.ownerId = owner;
    expect((await download()).status).toBe(404);
    session.ownerId = null;
    session.staffId = editor;
    expect((await download()).status).toBe(404);
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('is the CSV of exactly the leads of the filter, in the staff’s language, and the export is logged', async () => {
    const jan = await lead({
      type: 'contact-me',
      payload: { salutation: 'mr', firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
      // Summer time: Brussels is two hours ahead of UTC.
      createdAt: new Date('2026-07-01T10:30:00Z'),
    });
    await lead({ type: 'contact-me', status: 'handled', payload: { firstName: 'Piet', email: 'piet@example.be' } });
    await lead({ type: 'site-contact', payload: { firstName: 'Jan', email: 'jan.other@example.be' } });
    const response = await download('?type=contact-me&status=new&q=jan');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Ann works in French: her spreadsheet separates with ";", in French.
    const lines = parseCsv(await response.text(), ';');
    expect(lines).toEqual([
      [...LEAD_EXPORT_COLUMNS.fr, 'Titre', 'Prénom', 'Nom', 'Adresse e-mail'],
      [
        String(jan.id),
        '2026-07-01 12:30',
        'Question sur un bien',
        'Nouvelle',
        'Français',
        '',
        '',
        '',
        'Oui',
        '',
      ].concat(['Monsieur', 'Jan', 'Peeters', 'jan@example.be']),
    ]);
    const log = await db.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { action: true, detail: true } });
    expect(log[0]).toEqual({
      action: 'lead.export',
      detail: JSON.stringify({ type: 'contact-me', status: 'new', q: 'jan' }),
    });
  });

  it('has a column per field of every form exported, groups named before their fields, answers in words', async () => {
    await lead({
      type: 'rent-application',
      payload: {
        applicantA: { firstName: 'Élise', lastName: 'Dubois', email: 'elise@example.be', phone: '+3247' },
        income1: { amount: 2850.5, employment: 'civil-servant' },
        pets: 'no',
        movingDate: '2027-01-15',
      },
    });
    await lead({ type: 'site-contact', payload: { firstName: 'Jan', message: 'Bonjour' } });
    const [header, rent, contact] = await sheet();
    expect(header!.slice(LEAD_EXPORT_COLUMNS.fr.length)).toEqual([
      'Candidat A › Prénom',
      'Candidat A › Nom',
      'Candidat A › Adresse e-mail',
      'Candidat A › Téléphone',
      'Revenus du candidat A › Revenu net mensuel (€)',
      'Revenus du candidat A › Situation professionnelle',
      'Animaux de compagnie',
      "Date d'emménagement souhaitée",
      'Prénom',
      'Message',
    ]);
    // A French spreadsheet reads "2850,5" as a number; a phone stays text.
    expect(rent!.slice(LEAD_EXPORT_COLUMNS.fr.length)).toEqual([
      'Élise',
      'Dubois',
      'elise@example.be',
      "'+3247",
      '2850,5',
      'Fonctionnaire',
      'Non',
      '2027-01-15',
      '',
      '',
    ]);
    expect(contact!.slice(LEAD_EXPORT_COLUMNS.fr.length)).toEqual(['', '', '', '', '', '', '', '', 'Jan', 'Bonjour']);
  });

  it('shows a visit booking at the time its visitor booked, on Brussels clocks', async () => {
    const property = await createTestProperty(db);
    const visit = await lead({ type: 'contact-appointment', payload: { firstName: 'Nadia', appointmentId: 1 } });
    await db.lead.update({ where: { id: visit.id }, data: { propertyId: property.id } });
    await db.appointment.create({
      data: {
        propertyId: property.id,
        leadId: visit.id,
        status: 'confirmed',
        startsAt: new Date('2026-12-08T16:00:00Z'),
        endsAt: new Date('2026-12-08T16:30:00Z'),
      },
    });
    const [header, row] = await sheet();
    expect(header!.slice(LEAD_EXPORT_COLUMNS.fr.length)).toEqual(['Prénom']);
    expect(row!.slice(5, 10)).toEqual([property.recordFile, '', '', 'Oui', '2026-12-08 17:00']);
  });

  it("separates with the list separator of the staff member's language, with headers in it", async () => {
    await lead({ payload: { firstName: 'Jan', lastName: 'Peeters' } });
    // Read as bytes: Response.text() would drop the byte-order mark that makes Excel read UTF-8.
    const bytes = async () =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await download()).arrayBuffer());
    const header = async () => (await bytes()).split('\r\n')[0];
    expect(await header()).toMatch(/^\uFEFF"N°";"Reçue le \(heure de Bruxelles\)";/);
    await db.staff.update({ where: { id: admin }, data: { locale: 'en' } });
    try {
      expect(await header()).toMatch(/^\uFEFF"No\.","Received \(Brussels time\)",.*,"First name","Last name"$/);
      await db.staff.update({ where: { id: admin }, data: { locale: 'nl' } });
      expect(await header()).toMatch(/^\uFEFF"Nr\.";"Ontvangen op \(Belgische tijd\)";.*;"Voornaam";"Naam"$/);
    } finally {
      await db.staff.update({ where: { id: admin }, data: { locale: 'fr' } });
    }
  });

  it('leaves no cell starting with "=" in the file for a lead named csvprobeC;=1+1', async () => {
    await lead({ payload: { firstName: 'csvprobeC;=1+1', lastName: 'Probe', message: '@SUM(A1);=1+1' } });
    const rows = await sheet();
    expect(rows.flat().filter((cell) => cell.startsWith('='))).toEqual([]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(LEAD_EXPORT_COLUMNS.fr.length + 3);
  });

  it('leaves out a lead sent once the header is written: its fields may have no column', async () => {
    await lead({ payload: { firstName: 'Jan' } });
    const reader = (await download()).body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    await lead({ payload: { firstName: 'Late', town: 'Namur' } });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    expect(parseCsv(text, ';').map((row) => row.slice(LEAD_EXPORT_COLUMNS.fr.length))).toEqual([['Prénom'], ['Jan']]);
  });

  it('refuses a request another site started (403, nothing logged); a link on the site or a typed address works', async () => {
    await lead({ payload: { email: 'secret@example.be' } });
    for (const site of ['cross-site', 'same-site']) {
      const refused = await download('', { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(refused.status, site).toBe(403);
      expect(await refused.text()).not.toContain('secret@example.be');
    }
    expect(await db.auditEntry.count()).toBe(0);
    for (const site of ['same-origin', 'none']) {
      const answer = await download('', { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(answer.status, site).toBe(200);
      expect(await answer.text()).toContain('secret@example.be');
    }
    expect(await db.auditEntry.count()).toBe(2);
  });
});

describe('a lead document from the back-office', () => {
  const PDF = new TextEncoder().encode('%PDF-1.7\n% a payslip\n');
  const get = (href: string) => {
    const url = new URL(href, SITE);
    const token = url.pathname.split('/').at(-2) ?? '';
    return adminRoutes.leadDocument(new Request(url), { params: Promise.resolve({ token }) });
  };

  it('opens with an admin session and a valid signature only; expired, forged or mailed links are refused', async () => {
    const stored = await storeUpload(uploadDir, { bytes: PDF, type: 'pdf', name: 'fiche de paie.pdf' });
    const key = derivedKey('staff-document-link');
    const [document, swept] = await leadDocuments(
      { documents: [stored.token, '00000000-0000-4000-8000-000000000000'] },
      { directory: uploadDir, key, now: new Date() },
    );
    expect(document).toMatchObject({ name: 'fiche de paie.pdf', type: 'pdf', size: PDF.byteLength });
    // A document past its keeping time is named as gone, with no link.
    expect(swept).toMatchObject({ href: null });
    const href = document!.href!;
    expect(href).toMatch(new RegExp(`^/api/admin/leads/documents/${stored.token}/\\?expires=\\d+&signature=`));

    const opened = await get(href);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);

    // Right link, wrong session.
    session.staffId = editor;
    expect((await get(href)).status).toBe(404);
    session.staffId = null;
    expect((await get(href)).status).toBe(404);
    session.staffId = admin;
    // Right session, wrong link: expired, altered, unsigned, or the agency mail's (another key).
    const expired = staffDocumentPath(key, stored.token, new Date(Date.now() - 2 * 3600_000));
    expect((await get(expired)).status).toBe(404);
    // One character of the signature changed (never to itself: a signature may start with an A).
    const forged = href.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await get(forged)).status).toBe(404);
    expect((await get(href.replace(/\?.*$/, ''))).status).toBe(404);
    const mailed = uploadLink(SITE, derivedKey('upload-link'), stored.token, new Date(Date.now() + 3600_000));
    const mailedQuery = new URL(mailed).search;
    expect((await get(`/api/admin/leads/documents/${stored.token}/${mailedQuery}`)).status).toBe(404);
  });

  /** A rent application with one stored document, and the document's token. */
  async function application() {
    const stored = await storeUpload(uploadDir, {
      bytes: PDF,
      type: 'pdf',
      name: 'Jan Peeters ID.pdf',
    });
    const row = await lead({
      type: 'rent-application',
      payload: { applicantA: { firstName: 'Jan', email: 'jan@example.be' }, documents: [stored.token] },
    });
    return { lead: row, token: stored.token };
  }

  const auditLog = () =>
    db.auditEntry.findMany({
      orderBy: { id: 'asc' },
      select: { staffId: true, staffName: true, action: true, subject: true, detail: true },
    });

  it('logs each document a member of staff opens, by lead and document token, and no refused link', async () => {
    const { lead: applied, token } = await application();
    const key = derivedKey('staff-document-link');
    const href = staffDocumentPath(key, token, new Date());
    session.staffId = editor;
    expect((await get(href)).status).toBe(404);
    session.staffId = admin;
    expect((await get(href.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    expect(await db.auditEntry.count()).toBe(0);

    expect((await get(href)).status).toBe(200);
    const log = await auditLog();
    expect(log).toEqual([
      {
        staffId: admin,
        staffName: 'Ann',
        action: 'lead.document',
        subject: `lead:${applied.id}`,
        detail: JSON.stringify({ document: token }),
      },
    ]);
    // Ids only: neither the file name the visitor gave nor their e-mail.
    expect(JSON.stringify(log)).not.toMatch(/Peeters|jan@example/);
  });

  it("logs each document opened through the agency mail's link, as done by that link", async () => {
    const { lead: applied, token } = await application();
    // The agency's mail is read without any session.
    session.staffId = null;
    const mailed = uploadLink(SITE, derivedKey('upload-link'), token, new Date(Date.now() + 3600_000));
    const open = (url: string) => agencyDocument(new Request(url), { params: Promise.resolve({ token }) });
    expect((await open(mailed.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    expect(await db.auditEntry.count()).toBe(0);

    const opened = await open(mailed);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);
    expect(await auditLog()).toEqual([
      {
        staffId: null,
        staffName: '',
        action: 'lead.document',
        subject: `lead:${applied.id}`,
        detail: JSON.stringify({ document: token }),
      },
    ]);
  });
});

describe('POST /api/admin/outbox/{id}/', () => {
  const resend = (id: number) =>
    postForm(
      adminRoutes.outboxMail,
      `/api/admin/outbox/${id}/`,
      { back: '/admin/outbox/?status=failed' },
      { params: { id: String(id) } },
    );

  async function failedMail() {
    const owner = await lead({});
    return db.outboxEmail.create({
      data: {
        leadId: owner.id,
        to: 'agency@example.be',
        subject: 'Nouvelle demande',
        html: '<p>Bonjour</p>',
        text: 'Bonjour',
        status: 'failed',
        attempts: 30,
        lastError: 'connect ECONNREFUSED',
        nextAttemptAt: new Date(Date.now() + 3600_000),
      },
    });
  }

  it('puts a failed mail back, due now, for the outbox worker, which sends it; logged', async () => {
    const mail = await failedMail();
    const before = readdirSync(mailDir).length;
    const response = await resend(mail.id);
    expect(response.headers.get('location')).toBe(`/admin/outbox/?status=failed&notice=mailQueuedAgain`);
    const log = await db.auditEntry.findMany({ select: { action: true, subject: true, detail: true } });
    expect(log).toEqual([{ action: 'mail.resend', subject: `mail:${mail.id}`, detail: '{"attempts":30}' }]);
    expect(vi.mocked(revalidateTag)).not.toHaveBeenCalled();
    // The route started a round; this one joins it (or reads the queue again), as the worker's
    // next round would: the mail is due and pending, so it goes.
    await modules.outbox.deliverPending();
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: expect.any(Date),
    });
    expect(readdirSync(mailDir).length).toBe(before + 1);
  });

  it('refuses a mail that is not failed or does not exist, and anyone but an admin', async () => {
    const mail = await failedMail();
    await db.outboxEmail.update({ where: { id: mail.id }, data: { status: 'sent' } });
    expect((await resend(mail.id)).headers.get('location')).toContain('error=mailNotFailed');
    expect((await resend(mail.id + 1000)).headers.get('location')).toContain('error=gone');
    await db.outboxEmail.update({ where: { id: mail.id }, data: { status: 'failed' } });
    session.staffId = editor;
    expect((await resend(mail.id)).status).toBe(404);
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe('failed');
    expect(await db.auditEntry.count()).toBe(0);
  });
});
