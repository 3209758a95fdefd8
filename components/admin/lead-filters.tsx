import { getTranslations } from 'next-intl/server';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { CARD, LINK, PRIMARY_BUTTON } from '@/components/admin/lead-classes';
import { LEAD_STATUSES, LEAD_TYPES, MAX_SEARCH_LENGTH, type LeadFilter } from '@/lib/admin/lead-filter';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/** The inbox's filters and search: a plain GET form, so a filtered view is a link like any other. */
export async function LeadFilters({ locale, filter }: { locale: Locale; filter: LeadFilter }) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads' });
  const select = `${FIELD_CLASS} pr-8`;
  return (
    <form
      method="get"
      action={backOfficePath('leads')}
      role="search"
      aria-label={t('filters.label')}
      className={`mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 ${CARD}`}
    >
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.type')}
        <select name="type" defaultValue={filter.type ?? ''} className={select}>
          <option value="">{t('filters.allTypes')}</option>
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.status')}
        <select name="status" defaultValue={filter.status ?? ''} className={select}>
          <option value="">{t('filters.allStatuses')}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.language')}
        <select name="locale" defaultValue={filter.locale ?? ''} className={select}>
          <option value="">{t('filters.allLanguages')}</option>
          {LOCALES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.search')}
        <input
          type="search"
          name="q"
          defaultValue={filter.q ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby="lead-search-hint"
          className={FIELD_CLASS}
        />
        <span id="lead-search-hint" className="text-sm font-normal text-muted">
          {t('filters.searchHint')}
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 xl:col-span-4">
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('filters.apply')}
        </button>
        <a href={backOfficePath('leads')} className={LINK}>
          {t('filters.reset')}
        </a>
      </div>
    </form>
  );
}
