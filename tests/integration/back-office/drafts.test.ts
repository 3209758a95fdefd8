// A refused back-office write keeps what was typed and every issue at its field, as a sealed draft
// for the page of its form (docs/back-office.md, writes; lib/admin/write-drafts.ts), through the
// route handlers of two forms on the test database of the run (SQLite, or PostgreSQL in the
// PostgreSQL run): the testimonial correction and the new owner account.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWriteDraft } from '@/lib/admin/write-drafts';
import { backOfficeFixture, postForm } from '../support/back-office';

vi.mock('server-only', () => ({}));

const { db, admin, editor, correct, createOwner, derivedKey } = await backOfficeFixture({
  signedIn: 'admin',
  load: async () => ({
    correct: (await import('@/app/api/admin/testimonials/[id]/route')).POST,
    createOwner: (await import('@/app/api/admin/owners/route')).POST,
    derivedKey: (await import('@/lib/security/derived-key')).derivedKey,
  }),
});
let testimonial: number;

beforeEach(async () => {
  await db.formDraft.deleteMany();
  await db.auditEntry.deleteMany();
  await db.testimonial.deleteMany();
  testimonial = (await db.testimonial.create({ data: { name: 'Marie D.', locale: 'fr', text: 'Très bien servi' } })).id;
});

const sendCorrection = (fields: Record<string, string>) =>
  postForm(
    correct,
    `/api/admin/testimonials/${testimonial}/`,
    { back: '/admin/testimonials/', action: 'edit', ...fields },
    { params: { id: String(testimonial) } },
  );

/** The draft id the answer's cookie gives, or null when it removes the cookie. */
function draftId(response: Response): string | null {
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^vitrine-admin-draft=[0-9a-f]*; Path=\/admin\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  return /^vitrine-admin-draft=([0-9a-f]{32});/.exec(cookie)?.[1] ?? null;
}

const read = (id: string, staffId = admin, now = new Date()) =>
  readWriteDraft(db, derivedKey('form-draft'), id, staffId, now);

describe('a refused write', () => {
  it('keeps what was typed and every issue at its field, for its form, and changes nothing else', async () => {
    const long = 'x'.repeat(4001);
    const response = await sendCorrection({ form: `testimonial-${testimonial}`, name: '  ', text: long });
    // The address names the first field alone, and nothing typed.
    expect(response.headers.get('location')).toBe('/admin/testimonials/?error=invalid&field=name');
    const id = draftId(response);
    expect(await read(id!)).toEqual({
      form: `testimonial-${testimonial}`,
      staffId: admin,
      values: { action: 'edit', name: '  ', text: long },
      issues: [
        { name: 'name', key: 'required' },
        { name: 'text', key: 'tooLong' },
      ],
    });
    // Sealed: what was typed is not in the row as it is stored.
    expect((await db.formDraft.findUniqueOrThrow({ where: { id: id! } })).payload).not.toContain(long);
    expect(await db.testimonial.findUniqueOrThrow({ where: { id: testimonial } })).toMatchObject({
      name: 'Marie D.',
      text: 'Très bien servi',
    });
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('is read by the member of staff who typed it alone, and for a quarter of an hour', async () => {
    const id = draftId(await sendCorrection({ form: `testimonial-${testimonial}`, name: '', text: 'Bien' }));
    expect(await read(id!, editor)).toBeNull();
    expect(await read(id!, admin, new Date(Date.now() + 16 * 60_000))).toBeNull();
    expect(await read(id!)).not.toBeNull();
  });

  it('keeps a refusal of the write itself at the field it names', async () => {
    const fields = { back: '/admin/owners/', form: 'owner', name: 'Olga Bis', locale: 'nl' };
    await postForm(createOwner, '/api/admin/owners/', { ...fields, email: 'OLGA.bis@x.be' });
    const response = await postForm(createOwner, '/api/admin/owners/', { ...fields, email: 'olga.bis@x.be' });
    expect(response.headers.get('location')).toBe('/admin/owners/?error=emailTaken&field=email');
    expect(await read(draftId(response)!)).toMatchObject({
      values: { name: 'Olga Bis', email: 'olga.bis@x.be', locale: 'nl' },
      issues: [{ name: 'email', key: 'emailTaken' }],
    });
  });

  it('keeps a field holding NUL as not valid, without the NUL', async () => {
    const response = await sendCorrection({ form: `testimonial-${testimonial}`, name: 'Marie', text: 'Très\0 bien' });
    expect(response.headers.get('location')).toBe('/admin/testimonials/?error=invalid&field=text');
    expect(await read(draftId(response)!)).toMatchObject({
      values: { name: 'Marie', text: 'Très bien' },
      issues: [{ name: 'text', key: 'invalid' }],
    });
  });

  it('from a form without a key leaves no draft, and ends the last one', async () => {
    const response = await sendCorrection({ name: '', text: 'Bien' });
    expect(response.headers.get('location')).toContain('error=invalid');
    expect(draftId(response)).toBeNull();
    expect(await db.formDraft.count()).toBe(0);
  });
});

describe('a write that is saved', () => {
  it('ends the last draft, so that its page shows what was saved', async () => {
    await sendCorrection({ form: `testimonial-${testimonial}`, name: '', text: 'Bien' });
    const response = await sendCorrection({ form: `testimonial-${testimonial}`, name: 'Marie', text: 'Bien' });
    expect(response.headers.get('location')).toBe('/admin/testimonials/?notice=testimonialSaved');
    expect(draftId(response)).toBeNull();
    expect(await db.formDraft.count()).toBe(1);
  });
});
