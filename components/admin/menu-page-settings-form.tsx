import { getTranslations } from 'next-intl/server';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { FormField } from '@/components/admin/form-field';
import { MenuPageBannerField } from '@/components/admin/menu-page-banner-field';
import { bannerFieldLabels } from '@/components/admin/menu-page-editor-labels';
import { menuPageFieldLooks } from '@/components/admin/menu-page-fields';
import { parentOptions } from '@/components/admin/menu-page-parent-options';
import { optionsOf } from '@/components/forms/field-kit';
import type { FormView } from '@/lib/admin/form-view';
import { BANNER_TYPES, PAGE_STATUSES } from '@/lib/admin/forms/menu-pages';
import type { MenuPageForEdit, MenuPageRow } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname } from '@/lib/i18n/routing';
import { mayBeDraft } from '@/lib/site/draft-routes';

/** The values the settings form starts from: the page's (the home page is always published). */
export function menuPageSettingsValues(page: MenuPageForEdit) {
  return {
    name: page.name,
    path: page.path,
    type: page.type,
    redirectUrl: page.redirectUrl,
    status: mayBeDraft(page.routeKey) ? page.status : 'Published',
    sort: page.sort,
    parentId: page.parentId,
    showBreadCrumb: page.showBreadCrumb,
    showPageBanner: page.showPageBanner,
    bannerType: page.bannerType,
    bannerImageUrl: page.bannerImageUrl,
    css: page.css,
  };
}

/**
 * A page's settings (lib/admin/update-menu-page-settings.ts; lib/admin/forms/menu-pages.ts). A page
 * with a screen of its own shows its name and path without letting them change: its address
 * belongs to the router.
 */
export async function MenuPageSettingsForm({
  form,
  page,
  pages,
  locale,
  back,
}: {
  form: FormView;
  page: MenuPageForEdit;
  pages: MenuPageRow[];
  locale: Locale;
  back: string;
}) {
  const [t, looks, bannerLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
    menuPageFieldLooks(locale),
    bannerFieldLabels(locale),
  ]);
  const screen =
    page.routeKey && isStaticPathname(page.routeKey) ? localizedPath(page.routeKey, locale) : page.routeKey;
  // The home page is never a draft (lib/site/draft-routes.ts): the server refuses one too.
  const draftable = mayBeDraft(page.routeKey);
  const statuses = draftable ? PAGE_STATUSES : PAGE_STATUSES.filter((status) => status === 'Published');
  const banner = form.field('bannerImageUrl');
  const css = form.field('css');
  return (
    <CardSection id="settings-heading" title={t('settings.heading')}>
      <AdminForm
        form={form}
        action={`/api/admin/pages/${page.id}/`}
        hidden={{ back, action: 'settings' }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {screen ? (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <p className="max-w-3xl text-muted">
              {t('settings.screenLead', { route: screen })} {draftable && t('settings.screenDraft')}
            </p>
            <p>{t('settings.name', { name: page.name })}</p>
            <p className="break-all">{t('settings.path', { path: `/${page.path}` })}</p>
          </div>
        ) : (
          <>
            <FormField form={form} name="name" {...looks.name} />
            <FormField form={form} name="path" {...looks.path} />
            <FormField form={form} name="type" {...looks.type} />
            <FormField form={form} name="redirectUrl" {...looks.redirectUrl} />
          </>
        )}
        <FormField
          form={form}
          name="status"
          hint={draftable ? undefined : t('settings.homeAlwaysPublished')}
          options={optionsOf(statuses, (status) => t(`status.${status}`))}
        />
        <FormField form={form} name="sort" {...looks.sort} />
        <FormField form={form} name="parentId" {...looks.parentId} options={parentOptions(pages, locale, page.id)} />
        <FormField form={form} name="showBreadCrumb" className="sm:col-span-2" />
        <fieldset className="grid gap-4 rounded-md border border-line p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('settings.banner')}</legend>
          <FormField form={form} name="showPageBanner" className="sm:col-span-2" />
          <FormField
            form={form}
            name="bannerType"
            options={optionsOf(BANNER_TYPES, (type) => t(`fields.bannerTypes.${type || 'none'}`))}
          />
          <MenuPageBannerField
            id={banner.id}
            name={banner.name}
            label={banner.label}
            hint={t('fields.bannerImageUrlHint')}
            defaultValue={banner.value ?? ''}
            maxLength={banner.attributes.maxLength}
            error={banner.error}
            className="sm:col-span-2"
            labels={bannerLabels}
          />
        </fieldset>
        {/* Open while a class is set or refused: what the page wears shows without a click. */}
        <details open={Boolean(css.value || css.error)} className="rounded-md border border-line p-4 sm:col-span-2">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('settings.advanced')}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="css" {...looks.css} />
          </div>
        </details>
        <SubmitButton className="justify-self-start sm:col-span-2">{t('settings.save')}</SubmitButton>
      </AdminForm>
    </CardSection>
  );
}
