import { getTranslations } from 'next-intl/server';
import { badge, CARD } from '@/components/admin/admin-classes';
import { AccountAccessButton } from '@/components/admin/account-access-button';
import { AdminForm, ButtonForm, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { FormField } from '@/components/admin/form-field';
import { ACCOUNT_STATE_TONES } from '@/components/admin/owner-table';
import { accountState } from '@/lib/admin/account-state';
import type { FormView } from '@/lib/admin/form-view';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';

type Owner = {
  id: number;
  email: string;
  locale: string;
  disabledAt: Date | null;
  invitedAt: Date | null;
  createdAt: Date;
  properties: { id: number; reference: string; title: string }[];
};

/**
 * One owner account as staff run it: its facts, its linked properties (unlink each, link one by
 * its reference or number), a new invitation, and the account disabled or enabled. Every action is
 * a plain form to app/api/admin/owners/[id], which returns here.
 */
export async function OwnerAccount({
  owner,
  linkForm,
  locale,
  back,
}: {
  owner: Owner;
  /** The property to link (lib/admin/forms/accounts.ts). */
  linkForm: FormView;
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.owners' });
  const action = `/api/admin/owners/${owner.id}/`;
  return (
    <div className="flex flex-col gap-6">
      <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)] ${CARD}`}>
        <dt className="font-semibold">{t('account.email')}</dt>
        <dd className="break-all">{owner.email}</dd>
        <dt className="font-semibold">{t('account.language')}</dt>
        <dd>{isLocale(owner.locale) ? t(`languages.${owner.locale}`) : owner.locale}</dd>
        <dt className="font-semibold">{t('account.created')}</dt>
        <dd>{formatDate(owner.createdAt, locale, { dateStyle: 'long' })}</dd>
        <dt className="font-semibold">{t('account.state')}</dt>
        <dd>
          <span className={badge(ACCOUNT_STATE_TONES[accountState(owner)])}>
            {owner.disabledAt
              ? t('account.disabledSince', { date: formatDate(owner.disabledAt, locale, { dateStyle: 'long' }) })
              : owner.invitedAt
                ? t('account.invitedOn', { date: formatDate(owner.invitedAt, locale, { dateStyle: 'long' }) })
                : t('state.active')}
          </span>
        </dd>
      </dl>

      <CardSection id="owner-properties" title={t('properties.title')} lead={t('properties.lead')}>
        {owner.properties.length === 0 ? (
          <p>{t('properties.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border-y border-line">
            {owner.properties.map((property) => (
              <li key={property.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{property.title}</p>
                  <p className="text-sm text-muted">
                    {t('properties.reference', { reference: property.reference, id: String(property.id) })}
                  </p>
                </div>
                <ButtonForm
                  action={action}
                  hidden={{ back, action: 'unlink', property: property.id }}
                  tone="secondary"
                  label={t('properties.unlinkLabel', { title: property.title })}
                >
                  {t('properties.unlink')}
                </ButtonForm>
              </li>
            ))}
          </ul>
        )}
        <AdminForm form={linkForm} action={action} hidden={{ back, action: 'link' }} className="flex flex-col gap-3">
          <FormField
            form={linkForm}
            name="property"
            hint={t('properties.linkHint')}
            autoComplete="off"
            className="sm:max-w-sm"
          />
          <SubmitButton className="self-start">{t('properties.linkSubmit')}</SubmitButton>
        </AdminForm>
      </CardSection>

      <CardSection id="owner-invitation" title={t('invitation.title')}>
        {owner.disabledAt ? (
          <p>{t('invitation.disabled')}</p>
        ) : (
          <>
            <p className="text-muted">{t('invitation.text')}</p>
            <ButtonForm action={action} hidden={{ back, action: 'invite' }} tone="secondary">
              {t('invitation.submit')}
            </ButtonForm>
          </>
        )}
      </CardSection>

      <CardSection
        id="owner-access"
        title={t('access.title')}
        lead={t(owner.disabledAt ? 'access.disabledText' : 'access.activeText')}
      >
        <AccountAccessButton
          action={action}
          back={back}
          disabled={owner.disabledAt !== null}
          label={t(owner.disabledAt ? 'access.enable' : 'access.disable')}
        />
      </CardSection>
    </div>
  );
}
