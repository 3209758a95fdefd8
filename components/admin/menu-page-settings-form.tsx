import { getTranslations } from 'next-intl/server';
import {
  BackField,
  CARD,
  Checkbox,
  CSS_CLASS_PATTERN,
  PRIMARY,
  SECTION_HEADING,
  Select,
  TextArea,
  TextInput,
} from '@/components/admin/menu-page-controls';
import { ParentOptions } from '@/components/admin/menu-page-parent-options';
import {
  BANNER_TYPES,
  MAX_SORT,
  NAME_MAX,
  PAGE_STATUSES,
  PAGE_TYPES,
  PATH_MAX,
  PATH_PATTERN,
  type MenuPageForEdit,
  type MenuPageRow,
} from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname } from '@/lib/i18n/routing';

/**
 * A page's settings (lib/admin/menu-pages.ts, writeSettings). A page with a screen of its own
 * shows its name and path without letting them change: its address belongs to the router.
 */
export async function MenuPageSettingsForm({
  page,
  pages,
  locale,
  back,
}: {
  page: MenuPageForEdit;
  pages: MenuPageRow[];
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  const screen =
    page.routeKey && isStaticPathname(page.routeKey) ? localizedPath(page.routeKey, locale) : page.routeKey;
  return (
    <section aria-labelledby="settings-heading" className={CARD}>
      <h2 id="settings-heading" className={SECTION_HEADING}>
        {t('settings.heading')}
      </h2>
      <form method="post" action={`/api/admin/pages/${page.id}/`} className="mt-4 grid gap-4 sm:grid-cols-2">
        <BackField back={back} />
        <input type="hidden" name="action" value="settings" />
        {screen ? (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <p className="max-w-3xl text-muted">{t('settings.screenLead', { route: screen })}</p>
            <p>{t('settings.name', { name: page.name })}</p>
            <p className="break-all">{t('settings.path', { path: `/${page.path}` })}</p>
          </div>
        ) : (
          <>
            <TextInput
              name="name"
              label={t('fields.name')}
              hint={t('fields.nameHint')}
              defaultValue={page.name}
              required
              maxLength={NAME_MAX}
            />
            <TextInput
              name="path"
              label={t('fields.path')}
              hint={t('fields.pathHint')}
              defaultValue={page.path}
              required
              maxLength={PATH_MAX}
              pattern={`/?${PATH_PATTERN}/?`}
            />
            <Select name="type" label={t('fields.type')} defaultValue={page.type}>
              {PAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </Select>
            <TextInput
              name="redirectUrl"
              label={t('fields.redirectUrl')}
              hint={t('fields.redirectUrlHint')}
              defaultValue={page.redirectUrl}
              maxLength={2000}
            />
          </>
        )}
        <Select name="status" label={t('fields.status')} defaultValue={page.status}>
          {PAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
        <TextInput
          name="sort"
          type="number"
          label={t('fields.sort')}
          hint={t('fields.sortHint')}
          defaultValue={page.sort}
          required
          min={0}
          max={MAX_SORT}
        />
        <Select
          name="parentId"
          label={t('fields.parentId')}
          defaultValue={page.parentId === null ? '' : String(page.parentId)}
        >
          <ParentOptions pages={pages} locale={locale} topLevel={t('fields.topLevel')} pageId={page.id} />
        </Select>
        <TextInput
          name="css"
          label={t('fields.css')}
          hint={t('fields.cssHint')}
          defaultValue={page.css}
          maxLength={200}
          pattern={CSS_CLASS_PATTERN}
        />
        <div className="sm:col-span-2">
          <Checkbox name="showBreadCrumb" label={t('fields.showBreadCrumb')} defaultChecked={page.showBreadCrumb} />
        </div>
        <fieldset className="grid gap-4 rounded-md border border-line p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('settings.banner')}</legend>
          <div className="sm:col-span-2">
            <Checkbox name="showPageBanner" label={t('fields.showPageBanner')} defaultChecked={page.showPageBanner} />
          </div>
          <Select name="bannerType" label={t('fields.bannerType')} defaultValue={page.bannerType}>
            {BANNER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`fields.bannerTypes.${type || 'none'}`)}
              </option>
            ))}
          </Select>
          <div className="sm:col-span-2">
            <TextArea
              name="bannerImageUrl"
              label={t('fields.bannerImageUrl')}
              hint={t('fields.bannerImageUrlHint')}
              defaultValue={page.bannerImageUrl}
              maxLength={4000}
            />
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY}>
            {t('settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
