import type { ReactNode } from 'react';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import type { FormView } from '@/lib/admin/form-view';

/**
 * A declared form that is a card of its page on its own: titled, its fields, then its button, which
 * keeps its own width whether the fields stand in a column or a grid.
 */
export function CardForm({
  id,
  title,
  lead,
  form,
  action,
  hidden,
  layout,
  submit,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  lead?: string;
  form: FormView;
  action: string;
  /** `back`, and the record the write is about (HiddenFields). */
  hidden: Record<string, string | number>;
  /** How the fields stand: "flex flex-col gap-4", "grid gap-5 md:grid-cols-2". */
  layout: string;
  submit: string;
  /** The card's place on its page. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <CardSection id={id} title={title} lead={lead} className={className}>
      <AdminForm form={form} action={action} hidden={hidden} className={layout}>
        {children}
        <SubmitButton className="col-span-full self-start justify-self-start">{submit}</SubmitButton>
      </AdminForm>
    </CardSection>
  );
}
