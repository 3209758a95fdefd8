import { describe, expect, it } from 'vitest';
import { auditDetail, parseSubject, subjectPath } from '@/lib/admin/audit-display';

describe('parseSubject', () => {
  it.each([
    ['owner:12', { kind: 'owner', id: 12 }],
    ['menuPage:3', { kind: 'menuPage', id: 3 }],
  ])('%j is %j', (subject, expected) => {
    expect(parseSubject(subject)).toEqual(expected);
  });

  it.each(['leads', 'owner:', 'owner:abc', 'owner:0', 'owner:99999999999', 'siteConfig:1:x'])(
    '%j is no subject',
    (subject) => {
      expect(parseSubject(subject)).toBeNull();
    },
  );
});

describe('subjectPath', () => {
  it.each([
    [{ kind: 'owner', id: 12 }, '/admin/owners/12/'],
    [{ kind: 'staff', id: 3 }, '/admin/staff/#staff-3'],
    [{ kind: 'testimonial', id: 5 }, '/admin/testimonials/#testimonial-5'],
    [{ kind: 'lead', id: 8 }, '/admin/leads/8/'],
    [{ kind: 'menuPage', id: 2 }, '/admin/pages/2/'],
    [{ kind: 'property', id: 12 }, '/admin/slots/12/'],
    [{ kind: 'article', id: 9 }, '/admin/articles/9/'],
  ])('links %j to %j', (subject, path) => {
    expect(subjectPath(subject)).toBe(path);
  });

  it.each(['mail', 'toString'])('links no %j', (kind) => {
    expect(subjectPath({ kind, id: 1 })).toBeNull();
  });
});

describe('auditDetail', () => {
  it('shows an edit’s values as text, a nested one as its JSON', () => {
    expect(auditDetail('{"name":"Marie","rating":5,"to":null,"approved":true,"titles":{"fr":"A"}}')).toEqual([
      ['name', 'Marie'],
      ['rating', '5'],
      ['to', '—'],
      ['approved', 'true'],
      ['titles', '{"fr":"A"}'],
    ]);
  });

  it('shows nothing without a detail, and a detail that is no object as it is', () => {
    expect(auditDetail(null)).toEqual([]);
    expect(auditDetail('not json')).toEqual([['', 'not json']]);
    expect(auditDetail('[1,2]')).toEqual([['', '[1,2]']]);
    expect(auditDetail('"text"')).toEqual([['', '"text"']]);
  });
});
