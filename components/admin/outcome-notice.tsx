import { getTranslations } from 'next-intl/server';
import { ALERT_CLASS, STATUS_CLASS } from '@/components/forms/field-classes';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import type { FormView } from '@/lib/admin/form-view';
import { isWriteError, isWriteNotice, NOTICE_VALUES, type WriteError } from '@/lib/admin/outcomes';
import type { Locale } from '@/lib/i18n/locales';

type Query = Record<string, string | string[] | undefined>;

/**
 * A refused write whose form came back with its draft (lib/admin/form-view.ts): why, then each
 * issue as a link to its field, so that every one of them can be reached from the top of the page.
 */
async function IssueSummary({ locale, error, form }: { locale: Locale; error: WriteError; form: FormView }) {
  const [t, tForms] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.outcome' }),
    getTranslations({ locale, namespace: 'Admin.forms' }),
  ]);
  return (
    <div role="alert" className={`mb-6 ${ALERT_CLASS}`}>
      <p>{error === 'invalid' && form.issues.length > 0 ? tForms('summary') : t(`error.${error}`)}</p>
      {form.issues.length > 0 && (
        <ul className="mt-2 list-disc pl-6 font-normal">
          {form.issues.map((issue) => (
            <li key={issue.id}>
              <a href={`#${issue.id}`} className={TEXT_LINK}>
                {issue.label}
              </a>
              {issue.message && ` — ${issue.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What the last write did (lib/admin/write-route.ts puts it in the query of the page it returns
 * to): a notice, or an error announced as an alert, with the issues of the form it refused. Anything
 * else in the query is ignored.
 */
export async function OutcomeNotice({
  locale,
  query,
  forms = [],
  fieldLabels = {},
}: {
  locale: Locale;
  query: Query;
  /** The page's declared forms: the one the write refused lists its issues, and names its fields. */
  forms?: readonly FormView[];
  /** The field names and labels of a page whose forms are not declared, to name the field refused. */
  fieldLabels?: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.outcome' });
  const { notice, error, field } = query;
  if (isWriteError(error)) {
    const refused = forms.find((form) => form.refused);
    if (refused) return <IssueSummary locale={locale} error={error} form={refused} />;
    const label =
      typeof field === 'string'
        ? (forms.map((form) => form.labelOf(field)).find(Boolean) ?? fieldLabels[field])
        : undefined;
    return (
      <p role="alert" className={`mb-6 ${ALERT_CLASS}`}>
        {error === 'invalid' && label ? t('error.invalidField', { field: label }) : t(`error.${error}`)}
      </p>
    );
  }
  if (isWriteNotice(notice)) {
    // The numbers a notice names (lib/admin/outcomes.ts); a value that is no count reads as 0.
    const values = Object.fromEntries(
      NOTICE_VALUES.map((name) => {
        const value = Number(query[name]);
        return [name, Number.isSafeInteger(value) && value >= 0 ? value : 0];
      }),
    );
    return (
      <p role="status" className={`mb-6 ${STATUS_CLASS}`}>
        {t(`notice.${notice}`, values)}
      </p>
    );
  }
  return null;
}
