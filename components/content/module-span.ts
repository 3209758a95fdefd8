import { gridSpanClasses } from '@/components/layout/grid-span';
import { columnSpan } from '@/lib/site/module-settings';

// Tailwind only ships classes it can see in the source, so spans are spelled out in full.
const BASE = [
  '',
  'col-span-1',
  'col-span-2',
  'col-span-3',
  'col-span-4',
  'col-span-5',
  'col-span-6',
  'col-span-7',
  'col-span-8',
  'col-span-9',
  'col-span-10',
  'col-span-11',
  'col-span-12',
];

/** A module's span (smallest screens) and col sm/md/lg on the page's 12-column grid (docs/cms.md). */
export function moduleSpanClasses(module: { span: number; colSm: number; colMd: number; colLg: number }): string {
  const breakpoints = gridSpanClasses({
    sm: columnSpan(module.colSm),
    md: columnSpan(module.colMd),
    lg: columnSpan(module.colLg),
  })
    .split(' ')
    .filter((name) => name !== 'col-span-12');
  return [BASE[columnSpan(module.span)], ...breakpoints].join(' ');
}
