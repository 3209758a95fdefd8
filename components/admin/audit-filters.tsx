import { getTranslations } from 'next-intl/server';
import { auditLabels } from '@/components/admin/audit-labels';
import { FilterForm } from '@/components/admin/filter-form';
import { SelectField } from '@/components/forms/field-kit';
import type { AuditFilter } from '@/lib/admin/audit-filter';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type Choices = { staff: { id: number; name: string }[]; areas: { area: string; actions: string[] }[] };

/** The log's filters: one member of staff, and one area ("owner.", every write on owners) or one action. */
export async function AuditFilters({
  locale,
  filter,
  choices,
}: {
  locale: Locale;
  filter: AuditFilter;
  choices: Choices;
}) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'Admin.audit' }), auditLabels(locale)]);
  return (
    <FilterForm
      action={backOfficePath('audit')}
      label={t('filters.label')}
      submit={t('filters.submit')}
      reset={t('filters.reset')}
      className="md:grid-cols-2"
    >
      <SelectField
        name="staff"
        label={t('filters.staff')}
        defaultValue={filter.staffId ?? ''}
        blank={t('filters.allStaff')}
        options={choices.staff.map((member) => ({ value: String(member.id), label: member.name }))}
      />
      <SelectField
        name="action"
        label={t('filters.action')}
        defaultValue={filter.action ?? ''}
        blank={t('filters.allActions')}
        groups={choices.areas.map(({ area, actions }) => ({
          label: labels.area(area),
          options: [
            { value: `${area}.`, label: t('filters.allInArea', { area: labels.area(area) }) },
            ...actions.map((action) => ({ value: action, label: labels.action(action) })),
          ],
        }))}
      />
    </FilterForm>
  );
}
