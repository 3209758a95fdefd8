import { describe, expect, it } from 'vitest';
import { actionAreas, auditFilter, auditQuery } from '@/lib/admin/audit-filter';

describe('auditFilter', () => {
  it('keeps a member of staff, an area or an action, and a page', () => {
    expect(auditFilter({ staff: '4', action: 'owner.', page: '2' })).toEqual({ staffId: 4, action: 'owner.', page: 2 });
    expect(auditFilter({ action: 'menuPage.texts' })).toEqual({ staffId: null, action: 'menuPage.texts', page: 1 });
    expect(auditFilter({})).toEqual({ staffId: null, action: null, page: 1 });
  });

  it.each([
    [{ staff: 'abc' }],
    [{ staff: '0' }],
    [{ staff: ['1', '2'] }],
    [{ action: "owner.' OR 1=1" }],
    [{ action: 'owner%' }],
    [{ action: '.owner' }],
    [{ action: `owner.${'x'.repeat(60)}` }],
    [{ page: '0' }],
    [{ page: '-2' }],
    [{ page: '2.5' }],
    [{ page: '100001' }],
  ])('ignores what is malformed: %j', (query) => {
    expect(auditFilter(query)).toEqual({ staffId: null, action: null, page: 1 });
  });
});

describe('auditQuery', () => {
  it.each([
    [{ staffId: null, action: null, page: 1 }, ''],
    [{ staffId: 3, action: null, page: 1 }, '?staff=3'],
    [{ staffId: 3, action: 'owner.', page: 2 }, '?staff=3&action=owner.&page=2'],
    [{ staffId: null, action: 'owner.link', page: 7 }, '?action=owner.link&page=7'],
  ])('writes %j as %j, which reads back the same', (filter, query) => {
    expect(auditQuery(filter)).toBe(query);
    expect(auditFilter(Object.fromEntries(new URLSearchParams(query)))).toEqual(filter);
  });
});

describe('actionAreas', () => {
  it('groups the actions by the part before their first dot, in order', () => {
    expect(actionAreas(['testimonial.hide', 'owner.link', 'menuPage.texts', 'owner.create', 'lead.export'])).toEqual([
      { area: 'lead', actions: ['lead.export'] },
      { area: 'menuPage', actions: ['menuPage.texts'] },
      { area: 'owner', actions: ['owner.create', 'owner.link'] },
      { area: 'testimonial', actions: ['testimonial.hide'] },
    ]);
    expect(actionAreas([])).toEqual([]);
  });
});
