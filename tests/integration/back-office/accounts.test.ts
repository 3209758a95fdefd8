// Owner and staff accounts run from the back-office, and its audit log, through the route handlers
// (plain form POSTs) on the test database of the run (SQLite, or PostgreSQL in the PostgreSQL
// run): the invitation a new account gets, the sign-in it leads to, linked properties, disabled
// accounts whose sessions end, roles, the admin who cannot lock themselves out, the log's filters.
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditFilter } from '@/lib/admin/audit-filter';
import { isUniqueViolation } from '@/lib/unique-violation';
import { hashPassword } from '@/lib/auth/password';
import { deleteAccounts } from '../support/accounts';
import { appOnTestDatabase } from '../support/app-database';
import { mockedSession, postForm, returnedTo, session, SITE } from '../support/back-office';
import { adminRoutes } from '../support/back-office-routes';
import { createTestProperty } from '../support/catalogue-fixture';
import { loadSessionJwt } from '../support/session-jwt';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth/session', () => mockedSession());
// Mails stay in the outbox, where the tests read them: nothing is sent.
vi.mock('@/lib/mail/outbox', () => ({ deliverPending: () => Promise.resolve() }));

const PASSWORD = 'a brand new secret';
const { db, reset, jwt, authenticate, auditLog, ownerAccount } = await appOnTestDatabase({
  load: async () => ({
    reset: (await import('@/app/api/password/reset/route')).POST,
    authenticate: (await import('@/lib/auth/authenticate')).authenticate,
    ownerAccount: (await import('@/lib/admin/owners')).ownerAccount,
    auditLog: await import('@/lib/admin/audit-log'),
    jwt: await loadSessionJwt(),
  }),
});
let admin: number;
let editor: number;

beforeEach(async () => {
  vi.mocked(revalidateTag).mockClear();
  await deleteAccounts(db);
  const account = { passwordHash: await hashPassword(PASSWORD), locale: 'fr' };
  admin = (await db.staff.create({ data: { ...account, email: 'ann@x.be', name: 'Ann', role: 'admin' } })).id;
  editor = (await db.staff.create({ data: { ...account, email: 'eddy@x.be', name: 'Eddy', role: 'editor' } })).id;
  session.ownerId = null;
  session.staffId = admin;
});

const createOwner = (fields: Record<string, string>) =>
  postForm(adminRoutes.owners, '/api/admin/owners/', { back: '/admin/owners/', ...fields });

/** Posts the account form of `folder` ("owners", "staff") to `route`, returning to the page `back` names. */
const accountWriter =
  (route: typeof adminRoutes.owner, folder: string, back: (id: number) => string) =>
  (id: number, fields: Record<string, string>) =>
    postForm(route, `/api/admin/${folder}/${id}/`, { back: back(id), ...fields }, { params: { id: String(id) } });

const writeOwner = accountWriter(adminRoutes.owner, 'owners', (id) => `/admin/owners/${id}/`);

const createStaff = (fields: Record<string, string>) =>
  postForm(adminRoutes.staff, '/api/admin/staff/', { back: '/admin/staff/', ...fields });

const writeStaff = accountWriter(adminRoutes.staffMember, 'staff', () => '/admin/staff/');

/** Where a write returned to, without the site's origin. */
const outcome = async (response: Promise<Response>) => {
  const { pathname, search } = await returnedTo(response);
  return pathname + search;
};

function setPassword(token: string): Promise<Response> {
  return reset(
    new Request(`${SITE}/api/password/reset/`, {
      method: 'POST',
      headers: { origin: SITE, host: 'localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: PASSWORD, confirmation: PASSWORD }),
    }),
  );
}

/** The tokens of the queued mails to `email`, oldest first. */
async function mailedTokens(email: string): Promise<string[]> {
  const mails = await db.outboxEmail.findMany({ where: { to: email }, orderBy: { id: 'asc' } });
  return mails.map((mail) => /token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
}

const signIn = (kind: 'owner' | 'staff', email: string) => authenticate(db, kind, email, PASSWORD, '198.51.100.9');

async function auditRows() {
  const rows = await db.auditEntry.findMany({
    orderBy: { id: 'asc' },
    select: { staffName: true, action: true, subject: true, detail: true },
  });
  return rows.map((row) => ({ ...row, detail: row.detail === null ? null : JSON.parse(row.detail) }));
}

async function ownerWithPassword(email: string) {
  const passwordHash = await hashPassword(PASSWORD);
  return db.owner.create({ data: { email, name: 'Olga', passwordHash } });
}

describe('owner accounts', () => {
  it('a new owner gets an invitation in their language, whose link sets their password, and then signs in', async () => {
    expect(
      await outcome(createOwner({ name: ' Claire Dubois ', email: ' Claire.Dubois@Example.be ', locale: 'nl' })),
    ).toBe('/admin/owners/?notice=ownerCreated');
    const owner = await db.owner.findUniqueOrThrow({ where: { email: 'claire.dubois@example.be' } });
    // Invited, not active, until the owner chooses a password.
    expect(owner).toMatchObject({ name: 'Claire Dubois', locale: 'nl', disabledAt: null, invitedAt: expect.any(Date) });
    // Nobody knows the password until the owner chooses one.
    expect((await signIn('owner', owner.email)).ok).toBe(false);

    const [mail, ...others] = await db.outboxEmail.findMany({ where: { to: owner.email } });
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Uw eigenaarsportaal bij Vitrine Immobilier');
    expect(mail!.text).toContain('Beste Claire Dubois');
    expect(mail!.text).toContain('7 dagen geldig');
    expect(mail!.text).toMatch(new RegExp(`${SITE}/nl/login/nieuw-wachtwoord/?\\?token=[\\w-]+`));
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:3000\/nl\/login\/nieuw-wachtwoord\/?\?token=/);

    const [token] = await mailedTokens(owner.email);
    const answer = await setPassword(token!);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true, kind: 'owner' });
    expect(await signIn('owner', owner.email)).toMatchObject({ ok: true, account: { kind: 'owner', id: owner.id } });
    expect(await db.owner.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ invitedAt: null });
    // The link works once.
    expect((await setPassword(token!)).status).toBe(410);

    expect(await auditRows()).toEqual([
      {
        staffName: 'Ann',
        action: 'owner.create',
        subject: `owner:${owner.id}`,
        detail: { name: 'Claire Dubois', email: 'claire.dubois@example.be', locale: 'nl' },
      },
      // The password the invitation's link set, by that link (lib/admin/password-audit.ts).
      { staffName: '', action: 'owner.password', subject: `owner:${owner.id}`, detail: null },
    ]);
    // Owner accounts are never cached: nothing to expire.
    expect(vi.mocked(revalidateTag)).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that has an owner account already, and bad input, naming the field', async () => {
    await createOwner({ name: 'Claire', email: 'claire@example.be', locale: 'fr' });
    expect(await outcome(createOwner({ name: 'Other', email: 'CLAIRE@example.be', locale: 'fr' }))).toBe(
      '/admin/owners/?error=emailTaken&field=email',
    );
    const refused: [Record<string, string>, string][] = [
      [{ name: 'X', email: 'not an address', locale: 'fr' }, 'email'],
      [{ name: '   ', email: 'x@example.be', locale: 'fr' }, 'name'],
      [{ name: 'X', email: 'x@example.be', locale: 'es' }, 'locale'],
      [{ name: 'X'.repeat(121), email: 'x@example.be', locale: 'fr' }, 'name'],
    ];
    for (const [fields, field] of refused) {
      expect(await outcome(createOwner(fields))).toBe(`/admin/owners/?error=invalid&field=${field}`);
    }
    expect(await db.owner.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(1);
    // Two admins at once: the database's unique e-mail decides, and is told apart from other errors.
    const duplicate = await db.owner
      .create({ data: { name: 'Other', email: 'claire@example.be', passwordHash: 'x' } })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
    expect((await auditRows()).map((row) => row.action)).toEqual(['owner.create']);
  });

  it('links properties by reference or number, and unlinks them; an unknown or ambiguous one is refused', async () => {
    const owner = await ownerWithPassword('olga@example.be');
    const [first, second] = [await createTestProperty(db), await createTestProperty(db)];
    await createTestProperty(db, { recordFile: 'V-7000' });
    await createTestProperty(db, { recordFile: 'V-7000' });

    expect(
      await outcome(writeOwner(owner.id, { action: 'link', property: ` ${first.recordFile.toLowerCase()} ` })),
    ).toBe(`/admin/owners/${owner.id}/?notice=propertyLinked`);
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: String(second.id) }))).toContain(
      'notice=propertyLinked',
    );
    // Linking again changes nothing.
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: String(second.id) }))).toContain(
      'notice=propertyLinked',
    );
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: 'V-999999' }))).toBe(
      `/admin/owners/${owner.id}/?error=propertyUnknown&field=property`,
    );
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: 'v-7000' }))).toContain(
      'error=propertyAmbiguous&field=property',
    );
    // A number past PostgreSQL's integers names no property (and is no database error).
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: '99999999999' }))).toContain(
      'error=propertyUnknown',
    );
    expect(await outcome(writeOwner(owner.id, { action: 'link', property: '' }))).toContain(
      'error=invalid&field=property',
    );
    const account = await ownerAccount(owner.id, 'fr');
    expect(account?.properties).toEqual([
      { id: first.id, reference: first.recordFile, title: first.recordFile },
      { id: second.id, reference: second.recordFile, title: second.recordFile },
    ]);

    expect(await outcome(writeOwner(owner.id, { action: 'unlink', property: String(first.id) }))).toContain(
      'notice=propertyUnlinked',
    );
    expect(await outcome(writeOwner(owner.id, { action: 'unlink', property: String(first.id) }))).toContain(
      'error=gone',
    );
    expect(await db.ownerProperty.findMany({ where: { ownerId: owner.id }, select: { propertyId: true } })).toEqual([
      { propertyId: second.id },
    ]);
    const entry = (action: string, property: typeof first) => ({
      staffName: 'Ann',
      action,
      subject: `owner:${owner.id}`,
      detail: { propertyId: property.id, reference: property.recordFile },
    });
    expect(await auditRows()).toEqual([
      entry('owner.link', first),
      entry('owner.link', second),
      entry('owner.link', second),
      entry('owner.unlink', first),
    ]);
    expect(await outcome(writeOwner(owner.id + 1000, { action: 'link', property: String(second.id) }))).toContain(
      'error=gone',
    );
  });

  it('disabling ends the owner’s sessions and refuses their sign-in until the account is enabled', async () => {
    const owner = await ownerWithPassword('olga@example.be');
    const user = { id: String(owner.id), email: owner.email, name: owner.name, sessionVersion: 0 };
    const signedIn = await jwt({ token: {}, user });
    expect(await jwt({ token: signedIn })).toMatchObject({ ownerId: owner.id });

    expect(await outcome(writeOwner(owner.id, { action: 'disable' }))).toContain('notice=ownerDisabled');
    expect((await jwt({ token: signedIn })).ownerId).toBeUndefined();
    expect(await signIn('owner', owner.email)).toEqual({ ok: false, reason: 'invalid' });
    expect(await outcome(writeOwner(owner.id, { action: 'invite' }))).toContain('error=accountDisabled');
    expect(await db.outboxEmail.count()).toBe(0);

    expect(await outcome(writeOwner(owner.id, { action: 'enable' }))).toContain('notice=ownerEnabled');
    const result = await signIn('owner', owner.email);
    expect(result).toMatchObject({ ok: true });
    // The session from before stays ended; a new sign-in carries the new version.
    expect((await jwt({ token: signedIn })).ownerId).toBeUndefined();
    const again = await jwt({
      token: {},
      user: { ...user, sessionVersion: result.ok && result.account.sessionVersion },
    });
    expect(await jwt({ token: again })).toMatchObject({ ownerId: owner.id });
    expect((await auditRows()).map((row) => row.action)).toEqual(['owner.disable', 'owner.enable']);
  });

  it('disabling spends the open invitation: enabled again, the owner still needs a new one', async () => {
    await createOwner({ name: 'Claire', email: 'claire@example.be', locale: 'fr' });
    const owner = await db.owner.findUniqueOrThrow({ where: { email: 'claire@example.be' } });
    const [invitation] = await mailedTokens(owner.email);
    expect(await outcome(writeOwner(owner.id, { action: 'disable' }))).toContain('notice=ownerDisabled');
    expect((await setPassword(invitation!)).status).toBe(410);
    expect(await outcome(writeOwner(owner.id, { action: 'enable' }))).toContain('notice=ownerEnabled');
    expect((await setPassword(invitation!)).status).toBe(410);
    expect((await signIn('owner', owner.email)).ok).toBe(false);

    expect(await outcome(writeOwner(owner.id, { action: 'invite' }))).toContain('notice=ownerInvited');
    const [, newer] = await mailedTokens(owner.email);
    expect((await setPassword(newer!)).status).toBe(200);
  });

  it('sends the invitation again: the new link works, the older one no longer', async () => {
    await createOwner({ name: 'Claire', email: 'claire@example.be', locale: 'fr' });
    const owner = await db.owner.findUniqueOrThrow({ where: { email: 'claire@example.be' } });
    expect(await outcome(writeOwner(owner.id, { action: 'invite' }))).toContain('notice=ownerInvited');
    const [older, newer] = await mailedTokens(owner.email);
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: owner.email }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe('Votre espace propriétaire chez Vitrine Immobilier');
    expect((await setPassword(older!)).status).toBe(410);
    expect((await setPassword(newer!)).status).toBe(200);
    expect((await auditRows()).map((row) => [row.action, row.subject])).toEqual([
      ['owner.create', `owner:${owner.id}`],
      ['owner.invite', `owner:${owner.id}`],
      ['owner.password', `owner:${owner.id}`],
    ]);
  });
});

describe('staff accounts', () => {
  it('a new member of staff gets an invitation whose link leads to the back-office sign-in', async () => {
    expect(await outcome(createStaff({ name: 'Jan Peeters', email: 'Jan@X.be', role: 'editor', locale: 'de' }))).toBe(
      '/admin/staff/?notice=staffCreated',
    );
    const member = await db.staff.findUniqueOrThrow({ where: { email: 'jan@x.be' } });
    expect(member).toMatchObject({ name: 'Jan Peeters', role: 'editor', locale: 'de', invitedAt: expect.any(Date) });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: 'jan@x.be' } });
    expect(mail.subject).toBe('Ihr Zugang zur Website-Verwaltung von Vitrine Immobilier');
    // The password page speaks of a staff account, not of an owner's.
    expect(mail.text).toMatch(new RegExp(`${SITE}/de/login/\\S+\\?token=[\\w-]+&account=staff`));
    const [token] = await mailedTokens('jan@x.be');
    expect(await (await setPassword(token!)).json()).toEqual({ done: true, kind: 'staff' });
    expect(await db.staff.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ invitedAt: null });
    expect(await signIn('staff', 'jan@x.be')).toMatchObject({ ok: true });
    // A staff account is no owner account.
    expect((await signIn('owner', 'jan@x.be')).ok).toBe(false);
    expect(await outcome(createStaff({ name: 'Jan', email: 'jan@x.be', role: 'admin', locale: 'fr' }))).toContain(
      'error=emailTaken&field=email',
    );
    expect(await outcome(createStaff({ name: 'Jan', email: 'j2@x.be', role: 'owner', locale: 'fr' }))).toContain(
      'error=invalid&field=role',
    );
    expect((await auditRows()).map((row) => [row.action, row.detail])).toEqual([
      ['staff.create', { name: 'Jan Peeters', email: 'jan@x.be', role: 'editor', locale: 'de' }],
      ['staff.password', null],
    ]);
  });

  it('changes another member’s role, and disabling them ends their sessions', async () => {
    expect(await outcome(writeStaff(editor, { action: 'role', role: 'admin' }))).toBe(
      '/admin/staff/?notice=staffRoleChanged',
    );
    expect(await db.staff.findUniqueOrThrow({ where: { id: editor } })).toMatchObject({ role: 'admin' });
    const signedIn = await jwt({ token: {}, user: { id: String(editor), kind: 'staff', sessionVersion: 0 } });
    expect(await jwt({ token: signedIn })).toMatchObject({ staffId: editor });

    expect(await outcome(writeStaff(editor, { action: 'disable' }))).toContain('notice=staffDisabled');
    expect((await jwt({ token: signedIn })).staffId).toBeUndefined();
    expect(await signIn('staff', 'eddy@x.be')).toEqual({ ok: false, reason: 'invalid' });
    expect(await outcome(writeStaff(editor, { action: 'enable' }))).toContain('notice=staffEnabled');
    expect(await signIn('staff', 'eddy@x.be')).toMatchObject({ ok: true });
    expect(await outcome(writeStaff(editor, { action: 'invite' }))).toContain('notice=staffInvited');
    expect(await mailedTokens('eddy@x.be')).toHaveLength(1);

    expect((await auditRows()).map((row) => [row.action, row.subject, row.detail])).toEqual([
      ['staff.role', `staff:${editor}`, { role: 'admin' }],
      ['staff.disable', `staff:${editor}`, null],
      ['staff.enable', `staff:${editor}`, null],
      ['staff.invite', `staff:${editor}`, null],
    ]);
  });

  it('disabling a member of staff spends their open invitation, also once they are enabled again', async () => {
    await createStaff({ name: 'Jan Peeters', email: 'jan@x.be', role: 'editor', locale: 'nl' });
    const member = await db.staff.findUniqueOrThrow({ where: { email: 'jan@x.be' } });
    const [invitation] = await mailedTokens('jan@x.be');
    expect(await outcome(writeStaff(member.id, { action: 'disable' }))).toContain('notice=staffDisabled');
    expect((await setPassword(invitation!)).status).toBe(410);
    expect(await outcome(writeStaff(member.id, { action: 'enable' }))).toContain('notice=staffEnabled');
    expect((await setPassword(invitation!)).status).toBe(410);
    expect((await signIn('staff', 'jan@x.be')).ok).toBe(false);
  });

  it('an admin can neither demote nor disable themselves: the site keeps an admin', async () => {
    expect(await outcome(writeStaff(admin, { action: 'role', role: 'editor' }))).toBe('/admin/staff/?error=ownAccount');
    expect(await outcome(writeStaff(admin, { action: 'disable' }))).toBe('/admin/staff/?error=ownAccount');
    expect(await db.staff.findUniqueOrThrow({ where: { id: admin } })).toMatchObject({
      role: 'admin',
      disabledAt: null,
    });
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('answers 404 to an editor, an owner and nobody, on every owner and staff write', async () => {
    const owner = await ownerWithPassword('olga@example.be');
    const writes = () => [
      createOwner({ name: 'X', email: 'x@example.be', locale: 'fr' }),
      writeOwner(owner.id, { action: 'disable' }),
      createStaff({ name: 'X', email: 'x@example.be', role: 'admin', locale: 'fr' }),
      writeStaff(editor, { action: 'role', role: 'admin' }),
    ];
    for (const [ownerId, staffId] of [
      [null, editor],
      [owner.id, null],
      [null, null],
    ]) {
      session.ownerId = ownerId ?? null;
      session.staffId = staffId ?? null;
      for (const write of writes()) expect((await write).status).toBe(404);
    }
    expect(await db.owner.count()).toBe(1);
    expect(await db.staff.findUniqueOrThrow({ where: { id: editor } })).toMatchObject({ role: 'editor' });
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('the audit log', () => {
  it('filters by member of staff and by area or action, newest first, fifty a page', async () => {
    const { id: second } = await db.staff.create({
      data: { email: 'bo@x.be', name: 'Bo', role: 'admin', passwordHash: 'unused' },
    });
    const start = Date.UTC(2026, 0, 1);
    const entries = Array.from({ length: 120 }, (_, index) => ({
      staffId: index % 2 === 0 ? admin : second,
      staffName: index % 2 === 0 ? 'Ann' : 'Bo',
      action: index % 3 === 0 ? 'owner.link' : index % 3 === 1 ? 'owner.disable' : 'staff.role',
      subject: `owner:${index}`,
      createdAt: new Date(start + index * 60_000),
    }));
    await db.auditEntry.createMany({ data: entries });
    const { auditEntries, auditFilterChoices } = auditLog;

    const all = await auditEntries(auditFilter({}));
    expect([all.total, all.pages, all.entries.length]).toEqual([120, 3, 50]);
    expect(all.entries[0]!.subject).toBe('owner:119');
    const last = await auditEntries(auditFilter({ page: '3' }));
    expect(last.entries.map((entry) => entry.subject)).toEqual(
      Array.from({ length: 20 }, (_, index) => `owner:${19 - index}`),
    );

    const bo = await auditEntries(auditFilter({ staff: String(second) }));
    expect(bo.total).toBe(60);
    expect(new Set(bo.entries.map((entry) => entry.staffName))).toEqual(new Set(['Bo']));
    const owners = await auditEntries(auditFilter({ action: 'owner.' }));
    expect(owners.total).toBe(80);
    const links = await auditEntries(auditFilter({ action: 'owner.link', staff: String(admin) }));
    // Indexes divisible by 6: both even (Ann's) and divisible by 3 (a link).
    expect(links.total).toBe(20);
    expect(links.entries.every((entry) => entry.action === 'owner.link' && entry.staffName === 'Ann')).toBe(true);

    // A malformed filter is no filter.
    for (const query of [{ staff: 'abc' }, { action: "owner.' OR 1=1" }, { page: '-2' }, { page: ['2', '3'] }]) {
      expect((await auditEntries(auditFilter(query))).total).toBe(120);
      expect(auditFilter(query).page).toBe(1);
    }

    const choices = await auditFilterChoices();
    expect(choices.staff.map((member) => member.name)).toEqual(['Ann', 'Bo', 'Eddy']);
    expect(choices.areas).toEqual([
      { area: 'owner', actions: ['owner.disable', 'owner.link'] },
      { area: 'staff', actions: ['staff.role'] },
    ]);
  });
});
