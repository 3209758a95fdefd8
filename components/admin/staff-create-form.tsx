import { getTranslations } from 'next-intl/server';
import { CARD, PRIMARY_BUTTON } from '@/components/admin/lead-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { STAFF_ROLES } from '@/lib/staff/roles';

/** A new staff account (app/api/admin/staff/): the invitation leaves with it. */
export async function StaffCreateForm({ locale }: { locale: Locale }) {
  const [t, tAdmin] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const select = `${FIELD_CLASS} pr-8`;
  return (
    <section aria-labelledby="new-staff" className={`mb-8 ${CARD}`}>
      <h2 id="new-staff" className="text-lg font-semibold">
        {t('create.title')}
      </h2>
      <p className="mt-1 text-muted">{t('create.hint')}</p>
      <form method="post" action="/api/admin/staff/" className="mt-4 grid gap-4 md:grid-cols-2 md:items-end">
        <input type="hidden" name="back" value={backOfficePath('staff')} />
        <label className="flex flex-col gap-1 font-medium">
          {t('create.name')}
          <input name="name" required maxLength={120} pattern=".*\S.*" autoComplete="off" className={FIELD_CLASS} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('create.email')}
          <input name="email" type="email" required maxLength={254} autoComplete="off" className={FIELD_CLASS} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('create.role')}
          <select name="role" defaultValue="editor" className={select}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {tAdmin(`roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('create.language')}
          <select name="locale" defaultValue={locale} className={select}>
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="md:col-span-2">
          <button type="submit" className={PRIMARY_BUTTON}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
