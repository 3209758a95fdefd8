import { describe, expect, it, vi } from 'vitest';
import { returnPath } from '@/lib/admin/write-route';
import { formFields } from '@/lib/http/form-fields';
import { backOfficeReturnPath, isBackOfficePath } from '@/lib/staff/paths';
import { BACK_OFFICE_AREAS, mayEnter, type BackOfficeArea } from '@/lib/staff/roles';

vi.mock('server-only', () => ({}));

describe('mayEnter', () => {
  it.each(['testimonials', 'slots', 'content', 'home'] as const)('lets an editor into %s', (area) => {
    expect(mayEnter('editor', area)).toBe(true);
  });

  it.each(['leads', 'people', 'owners', 'staff', 'settings', 'audit'] as const)('keeps an editor out of %s', (area) => {
    expect(mayEnter('editor', area)).toBe(false);
  });

  it('lets an admin into every area', () => {
    for (const area of Object.keys(BACK_OFFICE_AREAS) as BackOfficeArea[]) expect(mayEnter('admin', area)).toBe(true);
  });
});

describe('isBackOfficePath', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/testimonials/', true],
    ['/administration/', false],
    ['/fr/admin/', false],
    ['/api/admin/testimonials/1/', false],
  ])('%s → %s', (path, expected) => expect(isBackOfficePath(path)).toBe(expected));
});

describe('backOfficeReturnPath', () => {
  it.each([
    ['/admin/testimonials/', '/admin/testimonials/'],
    ['/admin/leads/?status=new', '/admin/leads/?status=new'],
    ['https://evil.example/admin/', '/admin/'],
    ['//evil.example/', '/admin/'],
    ['/admin/../fr/', '/admin/'],
    ['/admin/%2e%2e/%2e%2e/evil', '/admin/'],
    ['/admin/%2E%2E/fr/', '/admin/'],
    ['/admin/\\evil', '/admin/'],
    ['/fr/', '/admin/'],
    [undefined, '/admin/'],
    [['/admin/a/', '/admin/b/'], '/admin/'],
  ])('%s → %s', (value, expected) => expect(backOfficeReturnPath(value)).toBe(expected));
});

describe('formFields', () => {
  it('keeps every value of a repeated name, and one value as a string', () => {
    expect(formFields('action=edit&tag=a&tag=b&text=caf%C3%A9+au+lait')).toEqual({
      action: 'edit',
      tag: ['a', 'b'],
      text: 'café au lait',
    });
  });
});

describe('returnPath', () => {
  it('replaces the previous outcome in the query and keeps the rest', () => {
    expect(returnPath('/admin/leads/?status=new&error=invalid&field=x', { notice: 'testimonialSaved' })).toBe(
      '/admin/leads/?status=new&notice=testimonialSaved',
    );
    expect(
      returnPath('/admin/slots/4/?notice=slotCreated&count=3&skipped=1', { error: 'slotPast', field: 'date' }),
    ).toBe('/admin/slots/4/?error=slotPast&field=date');
  });

  it('names the numbers of a notice, and only of a notice', () => {
    expect(
      returnPath('/admin/slots/4/', { notice: 'slotSeriesCreatedSkipping', values: { count: 22, skipped: 2 } }),
    ).toBe('/admin/slots/4/?notice=slotSeriesCreatedSkipping&count=22&skipped=2');
  });

  it('is a path of this site, whatever host SITE_URL names: the browser stays where it posted', () => {
    for (const back of ['/admin/testimonials/', 'https://evil.example/admin/', '//evil.example/admin/', undefined]) {
      const path = returnPath(back, { notice: 'testimonialApproved' });
      expect(path).toMatch(/^\/admin\//);
      expect(path.startsWith('//')).toBe(false);
    }
  });
});
