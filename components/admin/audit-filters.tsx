import { getTranslations } from 'next-intl/server';
import { auditLabels } from '@/components/admin/audit-labels';
import { CARD, LINK, PRIMARY_BUTTON } from '@/components/admin/lead-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import type { AuditFilter } from '@/lib/admin/audit-filter';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type Choices = { staff: { id: number; name: string }[]; areas: { area: string; actions: string[] }[] };

/**
 * The log's filters, a plain GET form (a filtered view is a link like any other): one member of
 * staff, and one area ("owner.", every write on owners) or one action.
 */
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
  const select = `${FIELD_CLASS} pr-8`;
  return (
    <form
      method="get"
      action={backOfficePath('audit')}
      role="search"
      aria-label={t('filters.label')}
      className={`mb-6 grid gap-4 md:grid-cols-2 ${CARD}`}
    >
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.staff')}
        <select name="staff" defaultValue={filter.staffId ?? ''} className={select}>
          <option value="">{t('filters.allStaff')}</option>
          {choices.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('filters.action')}
        <select name="action" defaultValue={filter.action ?? ''} className={select}>
          <option value="">{t('filters.allActions')}</option>
          {choices.areas.map(({ area, actions }) => (
            <optgroup key={area} label={labels.area(area)}>
              <option value={`${area}.`}>{t('filters.allInArea', { area: labels.area(area) })}</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {labels.action(action)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('filters.submit')}
        </button>
        <a href={backOfficePath('audit')} className={LINK}>
          {t('filters.reset')}
        </a>
      </div>
    </form>
  );
}
