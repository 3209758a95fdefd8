import { describe, expect, it } from 'vitest';
import { moduleSpanClasses } from '@/components/content/module-span';
import { gridSpanClasses } from '@/components/layout/grid-span';

describe('grid spans', () => {
  it.each([
    [{ sm: 12, md: 4, lg: 4 }, 'col-span-12 md:col-span-4'],
    [{ sm: 6, md: 6, lg: 3 }, 'col-span-12 sm:col-span-6 lg:col-span-3'],
    [{ sm: 12, md: 12, lg: 12 }, 'col-span-12'],
    [{ sm: 6, md: 12, lg: 6 }, 'col-span-12 sm:col-span-6 md:col-span-12 lg:col-span-6'],
    [{ base: 6, sm: 6, md: 4, lg: 4 }, 'col-span-6 md:col-span-4'],
  ])('names only the breakpoints where %o changes the span', (size, classes) => {
    expect(gridSpanClasses(size)).toBe(classes);
  });

  it('starts a module at its own span and reads out-of-range columns as the full width', () => {
    expect(moduleSpanClasses({ span: 12, colSm: 6, colMd: 6, colLg: 4 })).toBe(
      'col-span-12 sm:col-span-6 lg:col-span-4',
    );
    expect(moduleSpanClasses({ span: 6, colSm: 0, colMd: 40, colLg: 12 })).toBe('col-span-6 sm:col-span-12');
  });
});
