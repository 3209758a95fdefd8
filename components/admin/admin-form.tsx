import clsx from 'clsx';
import type { ButtonHTMLAttributes, FormHTMLAttributes, ReactNode } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { CheckboxField } from '@/components/forms/field-kit';
import type { FormView } from '@/lib/admin/form-view';

// The frame of the back-office's forms: plain HTML posted to app/api/admin (docs/back-office.md,
// writes), so they work without JavaScript and with the keyboard.

/**
 * The values a form sends unseen: `back`, the back-office page the write returns to (a notice or an
 * error in its query), and the write's `action` and record where it has them.
 */
export function HiddenFields(fields: Record<string, string | number>) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

const BUTTONS = { primary: PRIMARY_BUTTON, secondary: SECONDARY_BUTTON, danger: DANGER_BUTTON } as const;

export function SubmitButton({
  tone = 'primary',
  className,
  children,
  ...button
}: {
  tone?: keyof typeof BUTTONS;
  /** Its place in the form: "self-start" in a column, so that it keeps its own width. */
  className?: string;
  children: ReactNode;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'name' | 'value' | 'aria-label' | 'aria-describedby'>) {
  return (
    <button type="submit" className={clsx(BUTTONS[tone], className)} {...button}>
      {children}
    </button>
  );
}

/**
 * A declared form (lib/admin/form-view.ts): its key travels in the hidden `form` field, so that a
 * refused write comes back to this form, with what was typed, among the others of its page.
 */
export function AdminForm({
  form,
  action,
  hidden,
  children,
  ...attributes
}: {
  form: FormView;
  action: string;
  /** `back`, and the write's `action` or record (HiddenFields). */
  hidden: Record<string, string | number>;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, 'className' | 'role' | 'aria-label'>) {
  return (
    <form method="post" action={action} {...attributes}>
      <HiddenFields form={form.key} {...hidden} />
      {children}
    </form>
  );
}

/** A write that is one button: approve, hide, send again, invite, enable, delete an open slot. */
export function ButtonForm({
  action,
  hidden,
  tone,
  label,
  describedBy,
  children,
}: {
  action: string;
  hidden: Record<string, string | number>;
  tone?: keyof typeof BUTTONS;
  /** The button's name where its text is not enough ("Unlink" a property named beside it). */
  label?: string;
  /** The id of what the button does, said beside it. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <HiddenFields {...hidden} />
      <SubmitButton tone={tone} aria-label={label} aria-describedby={describedBy}>
        {children}
      </SubmitButton>
    </form>
  );
}

/** A deletion (`action=delete`), sent only once its confirmation box is ticked. */
export function DeleteForm({
  action,
  back,
  confirm,
  submit,
  children,
}: {
  action: string;
  /** Where to return: the list, as the record is gone. */
  back: string;
  confirm: string;
  submit: string;
  /** What the deletion takes with it. */
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} className="flex max-w-3xl flex-col gap-3">
      <HiddenFields back={back} action="delete" />
      {children}
      <CheckboxField name="confirm" label={confirm} required />
      <SubmitButton tone="danger" className="self-start">
        {submit}
      </SubmitButton>
    </form>
  );
}
