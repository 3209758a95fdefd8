import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CARD } from '@/components/admin/admin-classes';

/**
 * A titled white card of a back-office page: a region named by its heading (a form, an account's
 * properties, a lead's contents), its lead below, what sits beside the title (a badge, a link).
 */
export function CardSection({
  id,
  title,
  lead,
  aside,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  lead?: string;
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={clsx(CARD, 'flex flex-col gap-4', className)}>
      <div>
        {aside ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {lead && <p className="mt-1 max-w-3xl text-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
