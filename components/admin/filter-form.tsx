import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CARD, LINK } from '@/components/admin/admin-classes';
import { SubmitButton } from '@/components/admin/admin-form';

/**
 * A list's filters as a plain GET form to the list itself, so a filtered view is a link like any
 * other; its last row applies them or goes back to the whole list.
 */
export function FilterForm({
  action,
  label,
  submit,
  reset,
  className,
  children,
}: {
  /** The list's page. */
  action: string;
  /** The search landmark's name. */
  label: string;
  submit: string;
  reset: string;
  /** The grid's columns. */
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={clsx('mb-6 grid gap-4', className, CARD)}
    >
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-4">
        <SubmitButton>{submit}</SubmitButton>
        <a href={action} className={LINK}>
          {reset}
        </a>
      </div>
    </form>
  );
}
