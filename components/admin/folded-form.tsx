import type { ReactNode } from 'react';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import type { FormView } from '@/lib/admin/form-view';

/**
 * A declared form folded under its summary until asked for (a correction, a move, a new record),
 * and open again when its last write was refused, to show what was typed and why: its fields, then
 * its button, which keeps its own width whether the fields stand in a column or a grid.
 */
export function FoldedForm({
  summary,
  summaryClassName,
  className,
  form,
  action,
  hidden,
  layout,
  submit,
  children,
}: {
  summary: string;
  summaryClassName: string;
  /** The fold's place on its page. */
  className?: string;
  form: FormView;
  action: string;
  /** `back`, and the write's `action` or record (HiddenFields). */
  hidden: Record<string, string | number>;
  /** How the fields stand: "mt-3 flex flex-col gap-4", "mt-4 grid gap-4 sm:grid-cols-2". */
  layout: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <details open={form.refused} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      <AdminForm form={form} action={action} hidden={hidden} className={layout}>
        {children}
        <SubmitButton className="col-span-full self-start justify-self-start">{submit}</SubmitButton>
      </AdminForm>
    </details>
  );
}
