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
const SM = [
  '',
  'sm:col-span-1',
  'sm:col-span-2',
  'sm:col-span-3',
  'sm:col-span-4',
  'sm:col-span-5',
  'sm:col-span-6',
  'sm:col-span-7',
  'sm:col-span-8',
  'sm:col-span-9',
  'sm:col-span-10',
  'sm:col-span-11',
  'sm:col-span-12',
];
const MD = [
  '',
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
];
const LG = [
  '',
  'lg:col-span-1',
  'lg:col-span-2',
  'lg:col-span-3',
  'lg:col-span-4',
  'lg:col-span-5',
  'lg:col-span-6',
  'lg:col-span-7',
  'lg:col-span-8',
  'lg:col-span-9',
  'lg:col-span-10',
  'lg:col-span-11',
  'lg:col-span-12',
];

/**
 * Column classes for a 12-column grid from per-breakpoint spans (a module's or footer column's
 * col), the smallest screens' span first (12 unless given). A wider screen keeps the span of the
 * narrower one, so a breakpoint that does not change it gets no class.
 */
export function gridSpanClasses(size: { base?: number; sm: number; md: number; lg: number }): string {
  let inForce = size.base ?? 12;
  const classes = [BASE[inForce]];
  for (const [names, span] of [
    [SM, size.sm],
    [MD, size.md],
    [LG, size.lg],
  ] as const) {
    if (span === inForce) continue;
    classes.push(names[span]);
    inForce = span;
  }
  return classes.join(' ');
}
