'use client';

/** [key, label, value as text] */
export type DetailEntry = [string, string, string];

/**
 * A property's details as label/value pairs. A client component only to keep the page light: a
 * property has dozens of details, which travel once as compact data instead of as a tree of
 * elements.
 */
export function DetailRows({ entries, className }: { entries: DetailEntry[]; className: string }) {
  return (
    <dl className={className}>
      {entries.map(([key, label, value]) => (
        <div key={key} data-detail={key} className="detail-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
