// Labels of the original-paths table (prisma/seed/site-content.ts): 'article:<key>',
// 'category:<id>', or a plain name: a menu page's name, else a screen key the page labels itself.

export type TrailLabel =
  { kind: 'article'; key: string } | { kind: 'category'; id: number } | { kind: 'name'; name: string };

export function parseTrailLabel(label: string): TrailLabel {
  const [prefix, ...rest] = label.split(':');
  const value = rest.join(':').trim();
  if (prefix === 'article' && value) return { kind: 'article', key: value };
  if (prefix === 'category' && /^\d+$/.test(value)) return { kind: 'category', id: Number(value) };
  return { kind: 'name', name: label.trim() };
}
