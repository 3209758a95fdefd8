// A lead's follow-up in the back-office (docs/back-office.md, leads), through its route handlers
// (plain form POSTs) on the test database of the run: assigning it and the inbox's "mine" and
// "nobody's", the dashboard's open leads, internal notes, the reply queued in the outbox and
// linked to the lead, the refusals that write nothing, and the history that puts it all in order.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadFilter } from '@/lib/admin/lead-filter';
import { readWriteDraft } from '@/lib/admin/write-drafts';
import { eraseLeads } from '@/lib/privacy/lead-erasure';
import { derivedKey } from '@/lib/security/derived-key';
import { backOfficeFixture, deleteLeads, postForm, session, type FormFields } from '../support/back-office';
import { adminRoutes } from '../support/back-office-routes';
import { createTestProperty } from '../support/catalogue-fixture';

vi.mock('server-only', () => ({}));

const mailDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-lead-workflow-mail-'));

const { db, admin, editor, owner, modules } = await backOfficeFixture({
  signedIn: 'admin',
  environment: {
    MAIL_DIR: mailDir,
    UPLOAD_DIR: mkdtempSync(path.join(os.tmpdir(), 'vitrine-lead-workflow-uploads-')),
    NEXTAUTH_SECRET: 'lead-workflow-secret-0123456789abcdef012',
    AGENCY_EMAIL: 'agence@example.be',
    SMTP_URL: undefined,
  },
  load: async () => ({
    modules: {
      assignment: await import('@/lib/admin/lead-assignment'),
      history: await import('@/lib/admin/lead-history'),
      leads: await import('@/lib/admin/leads'),
      outbox: await import('@/lib/mail/outbox'),
      reply: await import('@/lib/admin/lead-reply'),
    },
  }),
});

beforeEach(async () => {
  await deleteLeads(db);
  await db.staff.updateMany({ data: { disabledAt: null } });
});

function lead(data: { payload?: object; locale?: string; status?: string; propertyId?: number } = {}) {
  return db.lead.create({
    data: {
      type: 'contact-me',
      locale: data.locale ?? 'nl',
      status: data.status ?? 'new',
      consent: true,
      propertyId: data.propertyId,
      payload: JSON.stringify(data.payload ?? { firstName: 'Lotte', lastName: 'Peeters', email: 'lotte@example.be' }),
    },
  });
}

type Route = keyof typeof adminRoutes.lead;
const post = (route: Route, id: number, fields: FormFields) =>
  postForm(
    adminRoutes.lead[route],
    `/api/admin/leads/${id}/${route}/`,
    { back: `/admin/leads/${id}/`, ...fields },
    {
      params: { id: String(id) },
    },
  );
const location = async (response: Promise<Response>) => {
  const answer = await response;
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
};
const auditOf = (id: number) =>
  db.auditEntry.findMany({
    where: { subject: `lead:${id}` },
    orderBy: { id: 'asc' },
    select: { staffName: true, action: true, detail: true },
  });
// Each write its own millisecond, so that the history's order is the order of the writes.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('POST /api/admin/leads/{id}/assignment/', () => {
  it('assigns to a member of staff and back to nobody, audited with both names', async () => {
    const one = await lead();
    expect(await location(post('assignment', one.id, { assigneeId: String(admin) }))).toBe(
      `/admin/leads/${one.id}/?notice=leadAssigned`,
    );
    expect(await db.lead.findUniqueOrThrow({ where: { id: one.id } })).toMatchObject({ assignedToId: admin });
    expect(await location(post('assignment', one.id, { assigneeId: '' }))).toBe(
      `/admin/leads/${one.id}/?notice=leadUnassigned`,
    );
    expect(await db.lead.findUniqueOrThrow({ where: { id: one.id } })).toMatchObject({ assignedToId: null });
    expect((await auditOf(one.id)).map((entry) => [entry.action, JSON.parse(entry.detail!)])).toEqual([
      ['lead.assign', { fromId: null, from: null, toId: admin, to: 'Ann' }],
      ['lead.assign', { fromId: admin, from: 'Ann', toId: null, to: null }],
    ]);
    // Leads are seen by staff only: no cache to expire.
    expect(vi.mocked(revalidateTag)).not.toHaveBeenCalled();
  });

  it('writes nothing when the assignee does not change', async () => {
    const one = await lead();
    await post('assignment', one.id, { assigneeId: String(admin) });
    expect(await location(post('assignment', one.id, { assigneeId: String(admin) }))).toContain('notice=leadAssigned');
    expect(await auditOf(one.id)).toHaveLength(1);
  });

  it('refuses an editor, a disabled admin, someone unknown and a lead that is gone, writing nothing', async () => {
    const one = await lead();
    const disabled = await db.staff.create({
      data: { email: 'dora@x.be', name: 'Dora', role: 'admin', passwordHash: 'unused', disabledAt: new Date() },
    });
    for (const assigneeId of [editor, disabled.id, 999_999]) {
      expect(await location(post('assignment', one.id, { assigneeId: String(assigneeId) }))).toBe(
        `/admin/leads/${one.id}/?error=leadAssigneeUnknown&field=assigneeId`,
      );
    }
    expect(await location(post('assignment', one.id, { assigneeId: 'Ann' }))).toContain(
      'error=invalid&field=assigneeId',
    );
    expect(await location(post('assignment', one.id + 1000, { assigneeId: String(admin) }))).toContain('error=gone');
    expect(await db.lead.findUniqueOrThrow({ where: { id: one.id } })).toMatchObject({ assignedToId: null });
    expect(await db.auditEntry.count()).toBe(0);
    expect((await modules.assignment.assignableStaff()).map((staff) => staff.name)).toEqual(['Ann']);
  });

  it('answers 404 to an editor and an owner', async () => {
    const one = await lead();
    session.staffId = editor;
    expect((await post('assignment', one.id, { assigneeId: String(editor) })).status).toBe(404);
    session.staffId = null;
    session.ownerId = owner;
    expect((await post('assignment', one.id, { assigneeId: String(admin) })).status).toBe(404);
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('assigned leads in the inbox and on the dashboard', () => {
  it('filters the inbox on "mine" and "nobody’s", and shows who follows each up', async () => {
    const colleague = await db.staff.create({
      data: { email: 'bart@x.be', name: 'Bart', role: 'admin', passwordHash: 'unused' },
    });
    const mine = await lead();
    const theirs = await lead();
    const nobodys = await lead();
    await post('assignment', mine.id, { assigneeId: String(admin) });
    await post('assignment', theirs.id, { assigneeId: String(colleague.id) });
    const page = (query: Record<string, string>, staffId = admin) =>
      modules.leads.leadsPage(leadFilter(query), staffId);
    expect((await page({ assigned: 'me' })).leads.map((row) => [row.id, row.assignee])).toEqual([[mine.id, 'Ann']]);
    expect((await page({ assigned: 'me' }, colleague.id)).leads.map((row) => row.id)).toEqual([theirs.id]);
    expect((await page({ assigned: 'none' })).leads.map((row) => [row.id, row.assignee])).toEqual([[nobodys.id, null]]);
    expect((await page({})).total).toBe(3);
  });

  it('lists a member of staff’s open leads, newest first: not handled or anonymized ones', async () => {
    const older = await lead({ payload: { firstName: 'Jan', lastName: 'Claes' } });
    const newer = await lead({ payload: {} });
    const handled = await lead();
    const anonymized = await lead();
    await lead();
    for (const one of [older, newer, handled, anonymized]) {
      await post('assignment', one.id, { assigneeId: String(admin) });
    }
    await postForm(adminRoutes.leads, '/api/admin/leads/', {
      back: '/admin/leads/',
      ids: String(handled.id),
      status: 'handled',
    });
    await db.lead.update({ where: { id: anonymized.id }, data: { payload: '{}', anonymizedAt: new Date() } });
    const open = await modules.assignment.myOpenLeads(admin);
    expect(open.total).toBe(2);
    expect(open.leads.map((row) => [row.id, row.type, row.name])).toEqual([
      [newer.id, 'contact-me', null],
      [older.id, 'contact-me', 'Jan Claes'],
    ]);
    expect(await modules.assignment.myOpenLeads(editor)).toEqual({ total: 0, leads: [] });
  });
});

describe('POST /api/admin/leads/{id}/notes/', () => {
  it('adds a note by the member of staff signed in, its text kept out of the audit log', async () => {
    const one = await lead();
    expect(
      await location(post('notes', one.id, { note: '  Rappelée : elle passe jeudi.\n\nPrévoir les clés.  ' })),
    ).toBe(`/admin/leads/${one.id}/?notice=leadNoteAdded`);
    const [note] = await db.leadNote.findMany({ where: { leadId: one.id } });
    expect(note).toMatchObject({
      staffId: admin,
      staffName: 'Ann',
      text: 'Rappelée : elle passe jeudi.\n\nPrévoir les clés.',
    });
    expect(await auditOf(one.id)).toEqual([
      { staffName: 'Ann', action: 'lead.note', detail: JSON.stringify({ noteId: note!.id }) },
    ]);
  });

  it('refuses a blank or too long note and an anonymized lead, writing nothing', async () => {
    const one = await lead();
    expect(await location(post('notes', one.id, { note: '   ' }))).toContain('error=invalid&field=note');
    expect(await location(post('notes', one.id, { note: 'x'.repeat(5001) }))).toContain('error=invalid&field=note');
    await db.lead.update({ where: { id: one.id }, data: { payload: '{}', anonymizedAt: new Date() } });
    expect(await location(post('notes', one.id, { note: 'Rappelée' }))).toBe(
      `/admin/leads/${one.id}/?error=leadNoteAnonymized`,
    );
    expect(await db.leadNote.count()).toBe(0);
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('goes with the lead’s personal data when the lead is anonymized', async () => {
    // A lead about a property is anonymized, not deleted: its row stays, its notes must not.
    const one = await lead({ propertyId: (await createTestProperty(db)).id });
    await post('notes', one.id, { note: 'Lotte préfère être appelée le soir.' });
    await db.$transaction((tx) => eraseLeads(tx, [one.id], new Date()));
    expect(await db.lead.findUniqueOrThrow({ where: { id: one.id } })).toMatchObject({
      anonymizedAt: expect.any(Date),
    });
    expect(await db.leadNote.count()).toBe(0);
  });
});

describe('POST /api/admin/leads/{id}/reply/', () => {
  const REPLY = {
    subject: 'Uw bezoek aan de Kerkstraat',
    message: 'Dag Lotte,\n\nDonderdag om 18 uur past.\n\nSophie',
  };

  it('queues the mail in the outbox, linked to the lead, and logs who wrote it, never what', async () => {
    const one = await lead();
    expect(await location(post('reply', one.id, REPLY))).toBe(`/admin/leads/${one.id}/?notice=leadReplyQueued`);
    const [mail] = await db.outboxEmail.findMany({ where: { leadId: one.id } });
    expect(mail).toMatchObject({
      to: 'lotte@example.be',
      subject: REPLY.subject,
      text: REPLY.message,
      // From the writer, and the visitor's answer reaches the agency.
      fromName: 'Ann – Vitrine Immobilier',
      headers: JSON.stringify({ 'Reply-To': 'agence@example.be' }),
    });
    expect(mail!.html).toContain('<p>Donderdag om 18 uur past.</p>');
    expect(await auditOf(one.id)).toEqual([
      { staffName: 'Ann', action: 'lead.reply', detail: JSON.stringify({ mailId: mail!.id }) },
    ]);
    // The outbox worker sends it like any mail of the site (here as a file in MAIL_DIR).
    await modules.outbox.deliverPending();
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id: mail!.id } })).toMatchObject({ status: 'sent' });
    const sent = readdirSync(mailDir).map((name) => readFileSync(path.join(mailDir, name), 'utf8'));
    expect(sent.find((eml) => eml.includes(REPLY.subject))).toMatch(/^Reply-To: agence@example\.be$/m);
  });

  it('starts from a subject in the visitor’s language', () => {
    expect(modules.reply.defaultReplySubject({ locale: 'nl' })).toBe('Uw aanvraag bij Vitrine Immobilier');
    expect(modules.reply.defaultReplySubject({ locale: 'de' })).toBe('Ihre Anfrage bei Vitrine Immobilier');
    expect(modules.reply.defaultReplySubject({ locale: 'xx' })).toBe('Votre demande à Vitrine Immobilier');
  });

  it('refuses an anonymized lead and one without an address, writing nothing', async () => {
    const anonymized = await lead();
    await db.lead.update({ where: { id: anonymized.id }, data: { payload: '{}', anonymizedAt: new Date() } });
    expect(await location(post('reply', anonymized.id, REPLY))).toBe(
      `/admin/leads/${anonymized.id}/?error=leadAnonymized`,
    );
    const silent = await lead({ payload: { firstName: 'Koen', phone: '0470 12 34 56' } });
    expect(await location(post('reply', silent.id, REPLY))).toBe(`/admin/leads/${silent.id}/?error=leadNoEmail`);
    expect(await db.outboxEmail.count()).toBe(0);
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('gives back what was typed in a reply refused, for its page to show again', async () => {
    const one = await lead();
    await db.lead.update({ where: { id: one.id }, data: { payload: '{}', anonymizedAt: new Date() } });
    const response = await post('reply', one.id, { form: `lead-reply-${one.id}`, ...REPLY });
    expect(response.headers.get('location')).toBe(`/admin/leads/${one.id}/?error=leadAnonymized`);
    const id = /vitrine-admin-draft=(\w+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    const draft = await readWriteDraft(db, derivedKey('form-draft'), id ?? '', admin, new Date());
    expect(draft).toMatchObject({ form: `lead-reply-${one.id}`, values: REPLY });
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('refuses a blank subject or message, a subject with a line break, and a lead that is gone', async () => {
    const one = await lead();
    expect(await location(post('reply', one.id, { ...REPLY, subject: ' ' }))).toContain('error=invalid&field=subject');
    expect(await location(post('reply', one.id, { ...REPLY, subject: 'Bcc: x@example.be\r\nHallo' }))).toContain(
      'error=invalid&field=subject',
    );
    expect(await location(post('reply', one.id, { ...REPLY, message: '' }))).toContain('error=invalid&field=message');
    expect(await location(post('reply', one.id + 1000, REPLY))).toContain('error=gone');
    expect(await db.outboxEmail.count()).toBe(0);
  });
});

describe('a lead’s history', () => {
  it('shows what happened, newest first, each with who did it', async () => {
    const one = await lead();
    const formMail = await db.outboxEmail.create({
      data: { leadId: one.id, to: 'lotte@example.be', subject: 'Bedankt', html: '<p>x</p>', text: 'x' },
    });
    await tick();
    await post('assignment', one.id, { assigneeId: String(admin) });
    await tick();
    await post('notes', one.id, { note: 'Gebeld, geen antwoord.' });
    await tick();
    await post('reply', one.id, { subject: 'Uw aanvraag', message: 'Dag Lotte' });
    await tick();
    await postForm(adminRoutes.leads, '/api/admin/leads/', {
      back: '/admin/leads/',
      ids: String(one.id),
      status: 'handled',
    });

    const full = await modules.leads.leadInFull(one.id);
    const events = await modules.history.leadHistory(one, full!.emails);
    const reply = full!.emails.find((mail) => mail.subject === 'Uw aanvraag')!;
    expect(events.map((event) => [event.kind, event.by])).toEqual([
      ['status', { kind: 'staff', name: 'Ann' }],
      ['mail', { kind: 'staff', name: 'Ann' }],
      ['note', { kind: 'staff', name: 'Ann' }],
      ['assignment', { kind: 'staff', name: 'Ann' }],
      ['mail', { kind: 'site' }],
      ['received', { kind: 'visitor' }],
    ]);
    expect(events[0]).toMatchObject({ from: 'new', to: 'handled' });
    expect(events[1]).toMatchObject({ reply: true, mail: { id: reply.id, status: expect.any(String) } });
    expect(events[2]).toMatchObject({ text: 'Gebeld, geen antwoord.' });
    expect(events[3]).toMatchObject({ to: 'Ann' });
    expect(events[4]).toMatchObject({ reply: false, mail: { id: formMail.id, subject: 'Bedankt' } });
  });
});
