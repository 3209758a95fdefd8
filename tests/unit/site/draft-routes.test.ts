import { describe, expect, it } from 'vitest';
import { draftRoutes, isDraftRoute, mayBeDraft } from '@/lib/site/draft-routes';

// A route left in drafts is off the site (docs/cms.md, menu pages); the home page never is.

describe('mayBeDraft', () => {
  it('never takes the home page for a draft', () => {
    expect(mayBeDraft('/')).toBe(false);
  });

  it.each(['/free-valuation', '/for-sale', null])('%s may be a draft', (routeKey) => {
    expect(mayBeDraft(routeKey)).toBe(true);
  });
});

describe('draftRoutes', () => {
  const page = (routeKey: string | null, status: string) => ({ routeKey, status });

  it('lists the routes none of whose pages is published, once each', () => {
    expect(
      draftRoutes([
        page('/free-valuation', 'Draft'),
        page('/contact', 'Published'),
        page('/login', 'Draft'),
        page('/login', 'Draft'),
        page(null, 'Draft'),
      ]),
    ).toEqual(['/free-valuation', '/login']);
  });

  it('keeps a route public while one of its pages is published', () => {
    expect(draftRoutes([page('/contact', 'Draft'), page('/contact', 'Published')])).toEqual([]);
  });

  it('reads a status other than Published as a draft, as the menu does', () => {
    expect(draftRoutes([page('/projects', 'published'), page('/for-rent', '')])).toEqual(['/projects', '/for-rent']);
  });

  it('never lists the home page', () => {
    expect(draftRoutes([page('/', 'Draft')])).toEqual([]);
  });
});

describe('isDraftRoute', () => {
  const drafts = ['/free-valuation', '/for-sale', '/'];

  it.each(['/free-valuation/', '/free-valuation', '/for-sale/'])('hides the route itself: %s', (path) => {
    expect(isDraftRoute(path, drafts)).toBe(true);
  });

  it.each([
    // Pages below a drafted route stay: properties are linked from elsewhere.
    '/for-sale/bruxelles/maison/41001/',
    '/free-valuation/x/',
    '/for-rent/',
    '/contact/',
    // The home page, even if the database says draft.
    '/',
    '',
  ])('lets %s through', (path) => {
    expect(isDraftRoute(path, drafts)).toBe(false);
  });

  it('lets everything through without drafts', () => {
    expect(isDraftRoute('/free-valuation/', [])).toBe(false);
  });
});
