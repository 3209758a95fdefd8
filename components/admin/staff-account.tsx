import { getTranslations } from 'next-intl/server';
import { BADGE, CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/lead-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isStaffRole, STAFF_ROLES } from '@/lib/staff/roles';

type Member = { id: number; name: string; email: string; role: string; locale: string; disabledAt: Date | null };

/**
 * One staff account as an admin runs it: its role, a new invitation, the account disabled or
 * enabled (plain forms to app/api/admin/staff/[id]). The admin's own account offers none of what
 * would take their access away; the server refuses it anyway.
 */
export async function StaffAccount({
  member,
  own,
  locale,
  back,
}: {
  member: Member;
  /** Whether this is the signed-in admin's own account. */
  own: boolean;
  locale: Locale;
  back: string;
}) {
  const [t, tAdmin] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const action = `/api/admin/staff/${member.id}/`;
  const headingId = `staff-${member.id}`;
  const backField = <input type="hidden" name="back" value={back} />;
  const language = isLocale(member.locale) ? t(`languages.${member.locale}`) : member.locale;
  return (
    <article aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="scroll-mt-4 text-lg font-semibold">
          {member.name}
          {own && <span className="font-normal text-muted"> ({t('you')})</span>}
        </h3>
        <span className={`${BADGE} bg-brand-50 text-brand-800`}>
          {isStaffRole(member.role) ? tAdmin(`roles.${member.role}`) : member.role}
        </span>
        {member.disabledAt && <span className={`${BADGE} bg-line text-muted`}>{t('disabled')}</span>}
      </div>
      <p className="mt-1 text-sm break-all text-muted">{t('meta', { email: member.email, language })}</p>
      {own ? (
        <p className="mt-4">{t('ownAccount')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <form method="post" action={action} className="flex flex-wrap items-end gap-3">
            {backField}
            <input type="hidden" name="action" value="role" />
            <label className="flex flex-col gap-1 font-medium">
              {t('role')}
              <select name="role" defaultValue={member.role} className={`${FIELD_CLASS} pr-8`}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {tAdmin(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={SECONDARY_BUTTON}>
              {t('changeRole')}
            </button>
          </form>
          {!member.disabledAt && (
            <form method="post" action={action}>
              {backField}
              <input type="hidden" name="action" value="invite" />
              <button type="submit" className={SECONDARY_BUTTON}>
                {t('invite')}
              </button>
            </form>
          )}
          <form method="post" action={action}>
            {backField}
            <input type="hidden" name="action" value={member.disabledAt ? 'enable' : 'disable'} />
            <button type="submit" className={member.disabledAt ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
              {t(member.disabledAt ? 'enable' : 'disable')}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
