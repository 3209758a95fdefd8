import { getTranslations } from 'next-intl/server';
import { badge, CARD } from '@/components/admin/admin-classes';
import { HiddenFields, optionsOf, SelectField, SubmitButton } from '@/components/admin/admin-fields';
import { ACCOUNT_STATE_TONES } from '@/components/admin/owner-table';
import { accountState } from '@/lib/admin/account-state';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isStaffRole, STAFF_ROLES } from '@/lib/staff/roles';

type Member = {
  id: number;
  name: string;
  email: string;
  role: string;
  locale: string;
  disabledAt: Date | null;
  invitedAt: Date | null;
};

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
  const language = isLocale(member.locale) ? t(`languages.${member.locale}`) : member.locale;
  const access = member.disabledAt ? 'enable' : 'disable';
  const state = accountState(member);
  return (
    <article aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="scroll-mt-4 text-lg font-semibold">
          {member.name}
          {own && <span className="font-normal text-muted"> ({t('you')})</span>}
        </h3>
        <span className={badge('done')}>{isStaffRole(member.role) ? tAdmin(`roles.${member.role}`) : member.role}</span>
        {state !== 'active' && <span className={badge(ACCOUNT_STATE_TONES[state])}>{t(state)}</span>}
      </div>
      <p className="mt-1 text-sm break-all text-muted">{t('meta', { email: member.email, language })}</p>
      {own ? (
        <p className="mt-4">{t('ownAccount')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <form method="post" action={action} className="flex flex-wrap items-end gap-3">
            <HiddenFields back={back} action="role" />
            <SelectField
              name="role"
              label={t('role')}
              defaultValue={member.role}
              options={optionsOf(STAFF_ROLES, (role) => tAdmin(`roles.${role}`))}
            />
            <SubmitButton tone="secondary">{t('changeRole')}</SubmitButton>
          </form>
          {!member.disabledAt && (
            <form method="post" action={action}>
              <HiddenFields back={back} action="invite" />
              <SubmitButton tone="secondary">{t('invite')}</SubmitButton>
            </form>
          )}
          <form method="post" action={action}>
            <HiddenFields back={back} action={access} />
            <SubmitButton tone={member.disabledAt ? 'primary' : 'secondary'}>{t(access)}</SubmitButton>
          </form>
        </div>
      )}
    </article>
  );
}
