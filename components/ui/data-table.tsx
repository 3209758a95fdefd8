import type { ReactNode } from 'react';

/**
 * A table of records under a row of column headings, named by its caption (for screen readers: a
 * heading above says it to the eye). Wider than a phone, it scrolls sideways in its frame, never
 * the page. No script and no context: server and client components alike render it.
 */
export function DataTable({
  caption,
  className,
  headings,
  headingClassName,
  lastHeadingClassName = headingClassName,
  children,
}: {
  caption: string;
  /** The table's width and type. */
  className: string;
  headings: readonly string[];
  /** Each heading's spacing: the gap after its column. */
  headingClassName: string;
  /** The last column's, where it keeps no gap after it or aligns its figures right. */
  lastHeadingClassName?: string;
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-700">
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={index === headings.length - 1 ? lastHeadingClassName : headingClassName}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
