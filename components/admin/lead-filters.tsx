import { getTranslations } from 'next-intl/server';
import { optionsOf, SelectField, TextField } from '@/components/forms/field-kit';
import { FilterForm } from '@/components/admin/filter-form';
import {
  LEAD_ASSIGNMENTS,
  LEAD_STATUSES,
  LEAD_TYPES,
  MAX_SEARCH_LENGTH,
  type LeadFilter,
} from '@/lib/admin/lead-filter';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/** The inbox's filters and search. */
export async function LeadFilters({ locale, filter }: { locale: Locale; filter: LeadFilter }) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads' });
  const selects = [
    {
      name: 'type',
      label: t('filters.type'),
      blank: t('filters.allTypes'),
      options: optionsOf(LEAD_TYPES, (type) => t(`types.${type}`)),
    },
    {
      name: 'status',
      label: t('filters.status'),
      blank: t('filters.allStatuses'),
      options: optionsOf(LEAD_STATUSES, (status) => t(`status.${status}`)),
    },
    {
      name: 'locale',
      label: t('filters.language'),
      blank: t('filters.allLanguages'),
      options: optionsOf(LOCALES, (language) => t(`languages.${language}`)),
    },
    {
      name: 'assigned',
      label: t('filters.assigned'),
      blank: t('filters.assignedAnyone'),
      options: optionsOf(LEAD_ASSIGNMENTS, (assigned) => t(`filters.assignedTo.${assigned}`)),
    },
  ] as const;
  return (
    <FilterForm
      action={backOfficePath('leads')}
      label={t('filters.label')}
      submit={t('filters.apply')}
      reset={t('filters.reset')}
      className="grid-cols-1 sm:grid-cols-2 xl:grid-cols-5"
    >
      {selects.map(({ name, ...select }) => (
        <SelectField key={name} name={name} defaultValue={filter[name]} {...select} />
      ))}
      <TextField
        type="search"
        name="q"
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        defaultValue={filter.q}
        maxLength={MAX_SEARCH_LENGTH}
      />
    </FilterForm>
  );
}
