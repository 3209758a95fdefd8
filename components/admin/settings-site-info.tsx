import { getTranslations } from 'next-intl/server';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import {
  TAG_ID_FORMATS,
  TAG_ID_KINDS,
  TAG_ID_MAX_LENGTH,
  tagIdInputPattern,
  type TagIdKind,
} from '@/lib/consent/tag-ids';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * Site info: the ids of the tags pages load after consent (docs/consent.md). A plain form
 * (app/api/admin/settings/site-info); the browser checks each id's shape as the server does.
 */
export async function SettingsSiteInfo({
  tagIds,
  locale,
  invalidField,
}: {
  tagIds: Record<TagIdKind, string>;
  locale: Locale;
  /** The field the last write refused, marked invalid. */
  invalidField?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.settings.siteInfo' });
  return (
    <section aria-labelledby="site-info-heading" className="rounded-lg border border-line bg-white p-5">
      <h2 id="site-info-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      <form method="post" action="/api/admin/settings/site-info/" className="mt-5 grid gap-5 md:grid-cols-2">
        <input type="hidden" name="back" value={backOfficePath('settings')} />
        {TAG_ID_KINDS.map((kind) => (
          <div key={kind} className="flex flex-col gap-1">
            <label htmlFor={`setting-${kind}`} className="font-medium">
              {t(`${kind}.label`)}
            </label>
            <input
              id={`setting-${kind}`}
              name={kind}
              defaultValue={tagIds[kind]}
              maxLength={TAG_ID_MAX_LENGTH}
              pattern={tagIdInputPattern(kind)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`setting-${kind}-hint`}
              aria-invalid={invalidField === kind || undefined}
              className={`${FIELD_CLASS} font-mono`}
            />
            <p id={`setting-${kind}-hint`} className="text-sm text-muted">
              {t(`${kind}.hint`, { example: TAG_ID_FORMATS[kind].example })}
            </p>
          </div>
        ))}
        <div className="md:col-span-2">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
