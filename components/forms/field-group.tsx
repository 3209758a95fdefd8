import type { ReactNode } from 'react';
import { GROUP_LEGEND_CLASS } from '@/components/forms/field-classes';

/**
 * A bordered group of a form's fields under its legend (a person, a part of a long form), described
 * by its hint where it has one.
 */
export function FieldGroup({
  legend,
  hint,
  hintId,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: string;
  /** The hint's id, unique on the page. */
  hintId?: string;
  /** The group's border and layout. */
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={hint ? hintId : undefined}>
      <legend className={GROUP_LEGEND_CLASS}>{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}
