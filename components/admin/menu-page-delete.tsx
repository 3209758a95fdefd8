import { getTranslations } from 'next-intl/server';
import { DeleteForm } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import type { MenuPageForEdit } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * Deleting a page, with its texts and modules, once the editor ticks the confirmation. A page
 * with sub-pages or with a screen of its own is not deleted: the section says why instead.
 */
export async function MenuPageDelete({ page, locale }: { page: MenuPageForEdit; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  const refusal =
    page.routeKey !== null ? 'delete.hasScreen' : page._count.childMenus > 0 ? 'delete.hasChildren' : null;
  return (
    <CardSection id="delete-heading" title={t('delete.heading')}>
      {refusal ? (
        <p className="max-w-3xl text-muted">{t(refusal)}</p>
      ) : (
        <DeleteForm
          action={`/api/admin/pages/${page.id}/`}
          back={backOfficePath('pages')}
          confirm={t('delete.confirm')}
          submit={t('delete.submit')}
        >
          <p className="text-muted">{t('delete.lead', { count: page.modules.length })}</p>
        </DeleteForm>
      )}
    </CardSection>
  );
}
