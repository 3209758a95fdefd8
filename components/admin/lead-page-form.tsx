import type { ReactNode } from 'react';
import { AdminForm } from '@/components/admin/admin-form';
import type { FormView } from '@/lib/admin/form-view';

/**
 * A lead page's form (an internal note, a reply to the visitor). A lead that can no longer take
 * one (anonymized, nowhere to write to) shows it only when such a write was just refused, to give
 * back what was typed: said to be kept, and without its button.
 */
export function LeadPageForm({
  form,
  action,
  back,
  closed,
  kept,
  submit,
  children,
}: {
  form: FormView;
  action: string;
  back: string;
  /** The lead takes no such write. */
  closed: boolean;
  /** What a closed lead's form says of the text it gives back. */
  kept: string;
  /** The button, while the lead takes the write. */
  submit: ReactNode;
  children: ReactNode;
}) {
  if (closed && !form.refused) return null;
  return (
    <AdminForm form={form} action={action} hidden={{ back }} className="flex max-w-3xl flex-col gap-4">
      {closed && <p className="font-medium">{kept}</p>}
      {children}
      {!closed && submit}
    </AdminForm>
  );
}
