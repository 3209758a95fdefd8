import { getTranslations } from 'next-intl/server';
import { badge, LINK, TABLE_CELL, TABLE_FRAME } from '@/components/admin/admin-classes';
import { TableHead } from '@/components/admin/table-head';
import { accountState } from '@/lib/admin/account-state';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type OwnerRow = {
  id: number;
  name: string;
  email: string;
  locale: string;
  disabledAt: Date | null;
  invitedAt: Date | null;
  properties: number;
};

/** An account's state as a badge's tone, here and on the account's and staff pages. */
export const ACCOUNT_STATE_TONES = { active: 'done', invited: 'waiting', disabled: 'off' } as const;

const COLUMNS = ['name', 'email', 'language', 'properties', 'state'] as const;

/**
 * The owner accounts as a table; each name opens the account's page. On a phone the table
 * scrolls sideways in its own frame (focusable, so the keyboard scrolls it too), never the page.
 */
export async function OwnerTable({ locale, owners }: { locale: Locale; owners: OwnerRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.owners' });
  return (
    <section>
      <h2 id="owner-accounts" className="mb-3 text-xl font-semibold">
        {t('list')}
      </h2>
      {owners.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div role="region" aria-labelledby="owner-accounts" tabIndex={0} className={TABLE_FRAME}>
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <TableHead
              columns={COLUMNS.map((column) => ({
                label: t(`columns.${column}`),
                numeric: column === 'properties',
              }))}
            />
            <tbody>
              {owners.map((owner) => (
                <tr key={owner.id}>
                  <th scope="row" className={`${TABLE_CELL} font-normal`}>
                    <a href={`${backOfficePath('owners')}${owner.id}/`} className={LINK}>
                      {owner.name}
                    </a>
                  </th>
                  <td className={`${TABLE_CELL} break-all`}>{owner.email}</td>
                  <td className={TABLE_CELL}>
                    {isLocale(owner.locale) ? t(`languages.${owner.locale}`) : owner.locale}
                  </td>
                  <td className={`${TABLE_CELL} text-right tabular-nums`}>{owner.properties}</td>
                  <td className={TABLE_CELL}>
                    <span className={badge(ACCOUNT_STATE_TONES[accountState(owner)])}>
                      {t(`state.${accountState(owner)}`)}
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
