import { describe, expect, it } from 'vitest';
import { budgetOf, OWNER_BUDGET_KB, PUBLIC_BUDGET_KB, routeSizes } from '@/scripts/bundle-budget';

describe('bundle budget', () => {
  it('gives the owner portal its own budget and every other route the public one', () => {
    expect(budgetOf('/[locale]/owner')).toBe(OWNER_BUDGET_KB);
    expect(budgetOf('/[locale]/owner/settings')).toBe(OWNER_BUDGET_KB);
    for (const route of ['/[locale]', '/[locale]/for-sale', '/[locale]/login', '/[locale]/owners-guide', '/_not-found'])
      expect(budgetOf(route)).toBe(PUBLIC_BUDGET_KB);
  });

  it('adds the compressed size of every first-load chunk, largest route first', () => {
    const sizes: Record<string, number> = { framework: 100 * 1024, forms: 60 * 1024, page: 10 * 1024 };
    const routes = routeSizes(
      [
        { route: '/[locale]/privacy-statement', firstLoadChunkPaths: ['framework', 'page'] },
        { route: '/[locale]/contact', firstLoadChunkPaths: ['framework', 'forms', 'page'] },
      ],
      (chunk) => sizes[chunk] ?? 0,
    );
    expect(routes).toEqual([
      { route: '/[locale]/contact', kilobytes: 170, budget: PUBLIC_BUDGET_KB },
      { route: '/[locale]/privacy-statement', kilobytes: 110, budget: PUBLIC_BUDGET_KB },
    ]);
  });
});
