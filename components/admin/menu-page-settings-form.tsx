import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { CheckboxField, optionsOf, SelectField, TextField } from '@/components/forms/field-kit';
import { CardSection } from '@/components/admin/card-section';
import { MenuPageBannerField } from '@/components/admin/menu-page-banner-field';
import { bannerFieldLabels } from '@/components/admin/menu-page-editor-labels';
import { menuPageFields } from '@/components/admin/menu-page-fields';
import { parentOptions } from '@/components/admin/menu-page-parent-options';
import { BANNER_ADDRESS_MAX } from '@/lib/admin/fields';
import { BANNER_TYPES, PAGE_STATUSES, type MenuPageForEdit, type MenuPageRow } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname } from '@/lib/i18n/routing';
import { mayBeDraft } from '@/lib/site/draft-routes';

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
  const [t, fields, bannerLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
    menuPageFields(locale),
    bannerFieldLabels(locale),
  ]);
  const screen =
    page.routeKey && isStaticPathname(page.routeKey) ? localizedPath(page.routeKey, locale) : page.routeKey;
  // The home page is never a draft (lib/site/draft-routes.ts): the server refuses one too.
  const draftable = mayBeDraft(page.routeKey);
  const statuses = draftable ? PAGE_STATUSES : PAGE_STATUSES.filter((status) => status === 'Published');
  return (
    <CardSection id="settings-heading" title={t('settings.heading')}>
      <form method="post" action={`/api/admin/pages/${page.id}/`} className="grid gap-4 sm:grid-cols-2">
        <HiddenFields back={back} action="settings" />
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
            <TextField {...fields.name} defaultValue={page.name} />
            <TextField {...fields.path} defaultValue={page.path} />
            <SelectField {...fields.type} defaultValue={page.type} />
            <TextField {...fields.redirectUrl} defaultValue={page.redirectUrl} />
          </>
        )}
        <SelectField
          name="status"
          label={t('fields.status')}
          hint={draftable ? undefined : t('settings.homeAlwaysPublished')}
          defaultValue={draftable ? page.status : 'Published'}
          options={optionsOf(statuses, (status) => t(`status.${status}`))}
        />
        <TextField {...fields.sort} defaultValue={page.sort} />
        <SelectField
          {...fields.parentId}
          defaultValue={page.parentId}
          options={parentOptions(pages, locale, page.id)}
        />
        <CheckboxField
          name="showBreadCrumb"
          label={t('fields.showBreadCrumb')}
          defaultChecked={page.showBreadCrumb}
          className="sm:col-span-2"
        />
        <fieldset className="grid gap-4 rounded-md border border-line p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('settings.banner')}</legend>
          <CheckboxField
            name="showPageBanner"
            label={t('fields.showPageBanner')}
            defaultChecked={page.showPageBanner}
            className="sm:col-span-2"
          />
          <SelectField
            name="bannerType"
            label={t('fields.bannerType')}
            defaultValue={page.bannerType}
            options={optionsOf(BANNER_TYPES, (type) => t(`fields.bannerTypes.${type || 'none'}`))}
          />
          <MenuPageBannerField
            name="bannerImageUrl"
            label={t('fields.bannerImageUrl')}
            hint={t('fields.bannerImageUrlHint')}
            defaultValue={page.bannerImageUrl ?? ''}
            maxLength={BANNER_ADDRESS_MAX}
            className="sm:col-span-2"
            labels={bannerLabels}
          />
        </fieldset>
        {/* Open while a class is set: what the page wears shows without a click. */}
        <details open={Boolean(page.css)} className="rounded-md border border-line p-4 sm:col-span-2">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('settings.advanced')}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField {...fields.css} defaultValue={page.css} />
          </div>
        </details>
        <SubmitButton className="justify-self-start sm:col-span-2">{t('settings.save')}</SubmitButton>
      </form>
    </CardSection>
  );
}
