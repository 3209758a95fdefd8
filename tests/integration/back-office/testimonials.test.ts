// The back-office's testimonial moderation through its route handler (a plain form POST), on the
// test database of the run (SQLite, or PostgreSQL in the PostgreSQL run): who may write, what a
// write changes, what it logs and which cached data it expires.
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backOfficeFixture, outsiderStatuses, postBody, postForm, SITE } from '../support/back-office';

vi.mock('server-only', () => ({}));

const { db, admin, editor, owner, POST } = await backOfficeFixture({
  signedIn: 'editor',
  locale: 'nl',
  load: async () => ({ POST: (await import('@/app/api/admin/testimonials/[id]/route')).POST }),
});
let pending: number;

beforeEach(async () => {
  await db.auditEntry.deleteMany();
  await db.testimonial.deleteMany();
  pending = (await db.testimonial.create({ data: { name: 'Marie D.', locale: 'fr', text: 'Très bien servi' } })).id;
});

const send = (fields: Record<string, string>, { id = String(pending), origin = SITE as string | null } = {}) =>
  postForm(
    POST,
    `/api/admin/testimonials/${id}/`,
    { back: '/admin/testimonials/', ...fields },
    { params: { id }, origin },
  );

const stored = () => db.testimonial.findUniqueOrThrow({ where: { id: pending } });

describe('POST /api/admin/testimonials/{id}/', () => {
  it('approves: the testimonial is published, the write is logged and the agency page expires', async () => {
    const response = await send({ action: 'approve' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/testimonials/?notice=testimonialApproved`);
    expect(await stored()).toMatchObject({ approved: true, reviewedAt: expect.any(Date) });
    expect(
      await db.auditEntry.findMany({ select: { staffId: true, staffName: true, action: true, subject: true } }),
    ).toEqual([
      { staffId: editor, staffName: 'Eddy', action: 'testimonial.approve', subject: `testimonial:${pending}` },
    ]);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([['testimonials', { expire: 0 }]]);
  });

  it('approves for staff on another host than SITE_URL, and returns them to a path of that host', async () => {
    // www or not, a staging host, an internal address: the browser sends its Origin and Host.
    for (const host of ['www.localhost:3000', '10.0.0.7:3000']) {
      const response = await postBody(
        POST,
        `/api/admin/testimonials/${pending}/`,
        `back=${encodeURIComponent('/admin/testimonials/?status=new')}&action=approve`,
        'application/x-www-form-urlencoded',
        { params: { id: String(pending) }, origin: `http://${host}`, headers: { host } },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/testimonials/?status=new&notice=testimonialApproved');
    }
    expect(await stored()).toMatchObject({ approved: true });
  });

  it('hides an approved one, and corrects a typo with the old and new text in the log', async () => {
    await send({ action: 'approve' });
    await send({ action: 'hide' });
    expect(await stored()).toMatchObject({ approved: false, reviewedAt: expect.any(Date) });
    const response = await send({ action: 'edit', name: ' Marie D. ', text: 'Très bien servis !' });
    expect(response.headers.get('location')).toContain('notice=testimonialSaved');
    expect(await stored()).toMatchObject({ name: 'Marie D.', text: 'Très bien servis !', approved: false });
    const log = await db.auditEntry.findMany({ orderBy: { id: 'asc' } });
    expect(log.map((entry) => entry.action)).toEqual(['testimonial.approve', 'testimonial.hide', 'testimonial.edit']);
    expect(JSON.parse(log[2]?.detail ?? '{}')).toEqual({ name: 'Marie D.', text: 'Très bien servis !' });
  });

  it('refuses bad input with a localized error on the page, and changes nothing', async () => {
    const refused: Record<string, string>[] = [
      { action: 'publish' },
      { action: 'edit', name: '', text: 'x' },
      { action: 'edit', name: 'x' },
    ];
    for (const fields of refused) {
      const response = await send(fields);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '', SITE);
      expect([location.pathname, location.searchParams.get('error')]).toEqual(['/admin/testimonials/', 'invalid']);
      // The page names the field in error.
      expect(['action', 'name', 'text']).toContain(location.searchParams.get('field'));
    }
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await send({ action: 'approve' }, { id })).headers.get('location')).toContain('error=invalid');
    }
    expect((await send({ action: 'approve' }, { id: String(pending + 1000) })).headers.get('location')).toContain(
      'error=gone',
    );
    expect(await stored()).toMatchObject({ approved: false, reviewedAt: null, text: 'Très bien servi' });
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('returns only to a back-office page, whatever the form says', async () => {
    for (const back of ['https://evil.example/', '//evil.example/admin/', '/fr/', '/admin/../api/']) {
      const location = (await send({ action: 'approve', back })).headers.get('location');
      expect(new URL(location ?? '', SITE).pathname).toBe('/admin/');
    }
  });

  it('answers 404 to nobody, to an owner and to another site, and writes nothing', async () => {
    const approve = (origin?: string | null) => send({ action: 'approve' }, { origin });
    expect(await outsiderStatuses(approve, { owner, staff: admin })).toEqual([404, 404, 403, 403]);
    expect(await stored()).toMatchObject({ approved: false });
  });

  it('no longer lets a disabled member of staff write', async () => {
    await db.staff.update({ where: { id: editor }, data: { disabledAt: new Date() } });
    expect((await send({ action: 'approve' })).status).toBe(404);
    await db.staff.update({ where: { id: editor }, data: { disabledAt: null } });
  });
});
