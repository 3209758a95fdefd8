import type { ReactNode } from 'react';
import { CARD } from '@/components/admin/admin-classes';

/**
 * One record of a list as a card (a testimonial, a mail, a member of staff): an article named by
 * its heading, its badges beside it, a line of facts under it, then what is done with it.
 */
export function RecordCard({
  id,
  title,
  level = 2,
  badges,
  meta,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  /** The heading's level: 3 where the list has a heading of its own. */
  level?: 2 | 3;
  badges: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <article aria-labelledby={id} className={CARD}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading id={id} className="min-w-0 scroll-mt-4 text-lg font-semibold wrap-anywhere">
          {title}
        </Heading>
        {badges}
      </div>
      {meta && <p className="mt-1 text-sm wrap-anywhere text-muted">{meta}</p>}
      {children}
    </article>
  );
}
