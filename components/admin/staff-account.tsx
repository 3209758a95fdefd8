import { getTranslations } from 'next-intl/server';
import { badge } from '@/components/admin/admin-classes';
import { AccountAccessButton } from '@/components/admin/account-access-button';
import { AdminForm, ButtonForm, SubmitButton } from '@/components/admin/admin-form';
import { FormField } from '@/components/admin/form-field';
import { ACCOUNT_STATE_TONES } from '@/components/admin/owner-table';
import { RecordCard } from '@/components/admin/record-card';
import { optionsOf } from '@/components/forms/field-kit';
import { accountState } from '@/lib/admin/account-state';
import type { FormView } from '@/lib/admin/form-view';
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
  roleForm,
  own,
  locale,
  back,
}: {
  member: Member;
  /** Its role (lib/admin/forms/accounts.ts). */
  roleForm: FormView;
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
  const state = accountState(member);
  return (
    <RecordCard
      id={headingId}
      level={3}
      title={
        <>
          {member.name}
          {own && <span className="font-normal text-muted"> ({t('you')})</span>}
        </>
      }
      badges={
        <>
          <span className={badge('done')}>
            {isStaffRole(member.role) ? tAdmin(`roles.${member.role}`) : member.role}
          </span>
          {state !== 'active' && <span className={badge(ACCOUNT_STATE_TONES[state])}>{t(state)}</span>}
        </>
      }
      meta={t('meta', { email: member.email, language })}
    >
      {own ? (
        <p className="mt-4">{t('ownAccount')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <AdminForm
            form={roleForm}
            action={action}
            hidden={{ back, action: 'role' }}
            className="flex flex-wrap items-end gap-3"
          >
            <FormField
              form={roleForm}
              name="role"
              options={optionsOf(STAFF_ROLES, (role) => tAdmin(`roles.${role}`))}
            />
            <SubmitButton tone="secondary">{t('changeRole')}</SubmitButton>
          </AdminForm>
          {!member.disabledAt && (
            <ButtonForm action={action} hidden={{ back, action: 'invite' }} tone="secondary">
              {t('invite')}
            </ButtonForm>
          )}
          <AccountAccessButton
            action={action}
            back={back}
            disabled={member.disabledAt !== null}
            label={t(member.disabledAt ? 'enable' : 'disable')}
          />
        </div>
      )}
    </RecordCard>
  );
}
