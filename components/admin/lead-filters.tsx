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
  return (
    <FilterForm
      action={backOfficePath('leads')}
      label={t('filters.label')}
      submit={t('filters.apply')}
      reset={t('filters.reset')}
      className="grid-cols-1 sm:grid-cols-2 xl:grid-cols-5"
    >
      <SelectField
        name="type"
        label={t('filters.type')}
        defaultValue={filter.type}
        blank={t('filters.allTypes')}
        options={optionsOf(LEAD_TYPES, (type) => t(`types.${type}`))}
      />
      <SelectField
        name="status"
        label={t('filters.status')}
        defaultValue={filter.status}
        blank={t('filters.allStatuses')}
        options={optionsOf(LEAD_STATUSES, (status) => t(`status.${status}`))}
      />
      <SelectField
        name="locale"
        label={t('filters.language')}
        defaultValue={filter.locale}
        blank={t('filters.allLanguages')}
        options={optionsOf(LOCALES, (language) => t(`languages.${language}`))}
      />
      <SelectField
        name="assigned"
        label={t('filters.assigned')}
        defaultValue={filter.assigned}
        blank={t('filters.assignedAnyone')}
        options={optionsOf(LEAD_ASSIGNMENTS, (assigned) => t(`filters.assignedTo.${assigned}`))}
      />
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
