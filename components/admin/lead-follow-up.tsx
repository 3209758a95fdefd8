import { getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/forms/field-kit';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import type { Locale } from '@/lib/i18n/locales';

type Person = { id: number; name: string };

/**
 * Who follows a lead up, on its page (app/api/admin/leads/{id}/assignment/): take it, let it go,
 * or give it to another member of staff who reaches the leads.
 */
export async function LeadFollowUp({
  locale,
  leadId,
  assignee,
  me,
  assignable,
  back,
  invalid,
}: {
  locale: Locale;
  leadId: number;
  assignee: Person | null;
  /** The member of staff signed in. */
  me: Person;
  /** Who can take it (lib/admin/lead-assignment.ts assignableStaff). */
  assignable: readonly Person[];
  back: string;
  /** The last write refused the choice. */
  invalid: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads.follow' });
  const action = `/api/admin/leads/${leadId}/assignment/`;
  // The current assignee stays a choice, should their account have been disabled since.
  const choices =
    assignee && !assignable.some((one) => one.id === assignee.id) ? [...assignable, assignee] : assignable;
  return (
    <CardSection id="lead-follow-up" title={t('title')} className="mb-6">
      <p>
        {assignee === null
          ? t('nobody')
          : assignee.id === me.id
            ? t('you', { name: assignee.name })
            : t('assignee', { name: assignee.name })}
      </p>
      <div className="flex flex-wrap gap-3">
        {assignee?.id !== me.id && (
          <form method="post" action={action}>
            <HiddenFields back={back} assigneeId={me.id} />
            <SubmitButton>{t('assignToMe')}</SubmitButton>
          </form>
        )}
        {assignee && (
          <form method="post" action={action}>
            <HiddenFields back={back} assigneeId="" />
            <SubmitButton tone="secondary">{t('unassign')}</SubmitButton>
          </form>
        )}
      </div>
      <form method="post" action={action} className="flex max-w-3xl flex-wrap items-end gap-3">
        <HiddenFields back={back} />
        <SelectField
          name="assigneeId"
          label={t('assignTo')}
          defaultValue={assignee?.id ?? ''}
          blank={t('nobodyOption')}
          options={choices.map((one) => ({ value: String(one.id), label: one.name }))}
          aria-invalid={invalid || undefined}
          className="min-w-0 grow basis-56"
        />
        <SubmitButton tone="secondary">{t('submit')}</SubmitButton>
      </form>
    </CardSection>
  );
}
