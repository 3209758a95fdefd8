import { getTranslations } from 'next-intl/server';
import { BackField, CARD, Checkbox, DANGER, SECTION_HEADING } from '@/components/admin/menu-page-controls';
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
    <section aria-labelledby="delete-heading" className={CARD}>
      <h2 id="delete-heading" className={SECTION_HEADING}>
        {t('delete.heading')}
      </h2>
      {refusal ? (
        <p className="mt-2 max-w-3xl text-muted">{t(refusal)}</p>
      ) : (
        <form method="post" action={`/api/admin/pages/${page.id}/`} className="mt-2 flex max-w-3xl flex-col gap-3">
          <BackField back={backOfficePath('pages')} />
          <input type="hidden" name="action" value="delete" />
          <p className="text-muted">{t('delete.lead', { count: page.modules.length })}</p>
          <Checkbox name="confirm" label={t('delete.confirm')} required />
          <div>
            <button type="submit" className={DANGER}>
              {t('delete.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
