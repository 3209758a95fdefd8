import { getFormatter, getTranslations } from 'next-intl/server';
import { BADGE, CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/lead-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { isLocale, type Locale } from '@/lib/i18n/locales';

type Owner = {
  id: number;
  email: string;
  locale: string;
  disabledAt: Date | null;
  createdAt: Date;
  properties: { id: number; reference: string; title: string }[];
};

/**
 * One owner account as staff run it: its facts, its linked properties (unlink each, link one by
 * its reference or number), a new invitation, and the account disabled or enabled. Every action is
 * a plain form to app/api/admin/owners/[id], which returns here.
 */
export async function OwnerAccount({ owner, locale, back }: { owner: Owner; locale: Locale; back: string }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.owners' }),
    getFormatter({ locale }),
  ]);
  const action = `/api/admin/owners/${owner.id}/`;
  const backField = <input type="hidden" name="back" value={back} />;
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  return (
    <div className="flex flex-col gap-6">
      <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)] ${CARD}`}>
        <dt className="font-semibold">{t('account.email')}</dt>
        <dd className="break-all">{owner.email}</dd>
        <dt className="font-semibold">{t('account.language')}</dt>
        <dd>{isLocale(owner.locale) ? t(`languages.${owner.locale}`) : owner.locale}</dd>
        <dt className="font-semibold">{t('account.created')}</dt>
        <dd>{format.dateTime(owner.createdAt, { dateStyle: 'long' })}</dd>
        <dt className="font-semibold">{t('account.state')}</dt>
        <dd>
          <span className={`${BADGE} ${owner.disabledAt ? 'bg-line text-muted' : 'bg-brand-50 text-brand-800'}`}>
            {owner.disabledAt
              ? t('account.disabledSince', { date: format.dateTime(owner.disabledAt, { dateStyle: 'long' }) })
              : t('state.active')}
          </span>
        </dd>
      </dl>

      <section aria-labelledby="owner-properties" className={CARD}>
        <h2 id="owner-properties" className="text-lg font-semibold">
          {t('properties.title')}
        </h2>
        <p className="mt-1 text-muted">{t('properties.lead')}</p>
        {owner.properties.length === 0 ? (
          <p className="mt-4">{t('properties.empty')}</p>
        ) : (
          <ul className="mt-4 flex flex-col divide-y divide-line border-y border-line">
            {owner.properties.map((property) => (
              <li key={property.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{property.title}</p>
                  <p className="text-sm text-muted">
                    {t('properties.reference', { reference: property.reference, id: String(property.id) })}
                  </p>
                </div>
                <form method="post" action={action}>
                  {backField}
                  {hidden('action', 'unlink')}
                  {hidden('property', property.id)}
                  <button
                    type="submit"
                    aria-label={t('properties.unlinkLabel', { title: property.title })}
                    className={SECONDARY_BUTTON}
                  >
                    {t('properties.unlink')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3">
          {backField}
          {hidden('action', 'link')}
          <label className="flex min-w-0 grow flex-col gap-1 font-medium sm:max-w-sm">
            {t('properties.link')}
            <input
              name="property"
              required
              maxLength={40}
              pattern=".*\S.*"
              autoComplete="off"
              aria-describedby="owner-property-hint"
              className={FIELD_CLASS}
            />
          </label>
          <button type="submit" className={PRIMARY_BUTTON}>
            {t('properties.linkSubmit')}
          </button>
          <p id="owner-property-hint" className="w-full text-sm text-muted">
            {t('properties.linkHint')}
          </p>
        </form>
      </section>

      <section aria-labelledby="owner-invitation" className={CARD}>
        <h2 id="owner-invitation" className="text-lg font-semibold">
          {t('invitation.title')}
        </h2>
        {owner.disabledAt ? (
          <p className="mt-1">{t('invitation.disabled')}</p>
        ) : (
          <>
            <p className="mt-1 text-muted">{t('invitation.text')}</p>
            <form method="post" action={action} className="mt-4">
              {backField}
              {hidden('action', 'invite')}
              <button type="submit" className={SECONDARY_BUTTON}>
                {t('invitation.submit')}
              </button>
            </form>
          </>
        )}
      </section>

      <section aria-labelledby="owner-access" className={CARD}>
        <h2 id="owner-access" className="text-lg font-semibold">
          {t('access.title')}
        </h2>
        <p className="mt-1 text-muted">{t(owner.disabledAt ? 'access.disabledText' : 'access.activeText')}</p>
        <form method="post" action={action} className="mt-4">
          {backField}
          {hidden('action', owner.disabledAt ? 'enable' : 'disable')}
          <button type="submit" className={owner.disabledAt ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
            {t(owner.disabledAt ? 'access.enable' : 'access.disable')}
          </button>
        </form>
      </section>
    </div>
  );
}
