import { getTranslations } from 'next-intl/server';
import { CARD, PRIMARY_BUTTON } from '@/components/admin/lead-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

// The browser refuses a name of spaces only, as the server does (lib/admin/owners.ts).
const NOT_BLANK = '.*\\S.*';

/** A new owner account (app/api/admin/owners/): the invitation leaves with it. */
export async function OwnerCreateForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.owners' });
  return (
    <section aria-labelledby="new-owner" className={`mb-8 ${CARD}`}>
      <h2 id="new-owner" className="text-lg font-semibold">
        {t('create.title')}
      </h2>
      <p className="mt-1 text-muted">{t('create.hint')}</p>
      <form method="post" action="/api/admin/owners/" className="mt-4 grid gap-4 md:grid-cols-3 md:items-end">
        <input type="hidden" name="back" value={backOfficePath('owners')} />
        <label className="flex flex-col gap-1 font-medium">
          {t('create.name')}
          <input name="name" required maxLength={120} pattern={NOT_BLANK} autoComplete="off" className={FIELD_CLASS} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('create.email')}
          <input name="email" type="email" required maxLength={254} autoComplete="off" className={FIELD_CLASS} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('create.language')}
          <select name="locale" defaultValue={locale} className={`${FIELD_CLASS} pr-8`}>
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="md:col-span-3">
          <button type="submit" className={PRIMARY_BUTTON}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
