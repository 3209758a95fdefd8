import { gridSpanClasses } from '@/components/layout/grid-span';
import { columnSpan } from '@/lib/site/module-settings';

/** A module's span (smallest screens) and col sm/md/lg on the page's 12-column grid (docs/cms.md). */
export function moduleSpanClasses(module: { span: number; colSm: number; colMd: number; colLg: number }): string {
  return gridSpanClasses({
    base: columnSpan(module.span),
    sm: columnSpan(module.colSm),
    md: columnSpan(module.colMd),
    lg: columnSpan(module.colLg),
  });
}
