// A module's numberItemOfRow: items per row on wide screens; two, then one on narrower screens.
export const ITEMS_PER_ROW_CLASSES = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
} as const;
