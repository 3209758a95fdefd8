import { getTranslations } from 'next-intl/server';
import { BADGE, LINK } from '@/components/admin/lead-classes';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type OwnerRow = {
  id: number;
  name: string;
  email: string;
  locale: string;
  disabledAt: Date | null;
  properties: number;
};

/**
 * The owner accounts as a table; each name opens the account's page. On a phone the table
 * scrolls sideways in its own frame (focusable, so the keyboard scrolls it too), never the page.
 */
export async function OwnerTable({ locale, owners }: { locale: Locale; owners: OwnerRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.owners' });
  const cell = 'border-b border-line px-3 py-3 align-top';
  const head = `${cell} font-semibold`;
  return (
    <section>
      <h2 id="owner-accounts" className="mb-3 text-xl font-semibold">
        {t('list')}
      </h2>
      {owners.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="owner-accounts"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-line bg-white"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <thead className="bg-sand-50 text-sm">
              <tr>
                <th scope="col" className={head}>
                  {t('columns.name')}
                </th>
                <th scope="col" className={head}>
                  {t('columns.email')}
                </th>
                <th scope="col" className={head}>
                  {t('columns.language')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('columns.properties')}
                </th>
                <th scope="col" className={head}>
                  {t('columns.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {owners.map((owner) => (
                <tr key={owner.id}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <a href={`${backOfficePath('owners')}${owner.id}/`} className={LINK}>
                      {owner.name}
                    </a>
                  </th>
                  <td className={`${cell} break-all`}>{owner.email}</td>
                  <td className={cell}>{isLocale(owner.locale) ? t(`languages.${owner.locale}`) : owner.locale}</td>
                  <td className={`${cell} text-right tabular-nums`}>{owner.properties}</td>
                  <td className={cell}>
                    <span
                      className={`${BADGE} ${owner.disabledAt ? 'bg-line text-muted' : 'bg-brand-50 text-brand-800'}`}
                    >
                      {t(owner.disabledAt ? 'state.disabled' : 'state.active')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
