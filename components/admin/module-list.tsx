import { getTranslations } from 'next-intl/server';
import { badge, SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { ButtonForm } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { relationName } from '@/components/admin/module-relation';
import { moduleEditPath, newModulePath, type MenuPageForEdit } from '@/lib/admin/menu-pages';
import type { articleChoices } from '@/lib/admin/modules';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { modulePosition } from '@/lib/site/module-settings';

type Module = MenuPageForEdit['modules'][number];

function moduleTitle(module: Module, locale: Locale): string | null {
  const title = (wanted: string) => module.translations.find((text) => text.locale === wanted)?.title;
  return title(locale) ?? title(DEFAULT_LOCALE) ?? null;
}

/**
 * A page's modules in the order the page shows them, each with plain forms to move it up or
 * down, a link to edit it and a confirmed deletion (app/api/admin/modules/[id]).
 */
export async function ModuleList({
  page,
  choices,
  locale,
  back,
}: {
  page: MenuPageForEdit;
  choices: Awaited<ReturnType<typeof articleChoices>>;
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  const count = page.modules.length;
  const relations = await Promise.all(page.modules.map((module) => relationName(module, choices, locale)));
  return (
    <CardSection
      id="modules-heading"
      title={t('modules.heading')}
      lead={t('modules.lead')}
      aside={
        <a href={newModulePath(page.id)} className={SECONDARY_BUTTON}>
          {t('modules.add')}
        </a>
      }
    >
      {count === 0 ? (
        <p>{t('modules.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {page.modules.map((module, index) => {
            const title = moduleTitle(module, locale) ?? t('modules.untitled', { id: module.id });
            const action = `/api/admin/modules/${module.id}/`;
            const headingId = `module-${module.id}`;
            const published = module.status === 'Published';
            return (
              <li key={module.id}>
                <article aria-labelledby={headingId} className="rounded-md border border-line p-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 id={headingId} className="font-semibold">
                      {title}
                    </h3>
                    <span className={badge(published ? 'done' : 'waiting')}>
                      {t(published ? 'module.statuses.Published' : 'module.statuses.Draft')}
                    </span>
                  </div>
                  <p className="mt-1 text-sm break-words text-muted">
                    {t('modules.summary', {
                      position: t(`module.positions.${modulePosition(module.position)}`),
                      relation: relations[index]!,
                    })}
                  </p>
                  <div className="mt-3 flex flex-wrap items-start gap-2">
                    {index > 0 && (
                      <ButtonForm
                        action={action}
                        hidden={{ back, action: 'move', direction: 'up' }}
                        tone="secondary"
                        label={t('modules.moveUp', { title })}
                      >
                        <span aria-hidden="true">↑ </span>
                        {t('modules.up')}
                      </ButtonForm>
                    )}
                    {index < count - 1 && (
                      <ButtonForm
                        action={action}
                        hidden={{ back, action: 'move', direction: 'down' }}
                        tone="secondary"
                        label={t('modules.moveDown', { title })}
                      >
                        <span aria-hidden="true">↓ </span>
                        {t('modules.down')}
                      </ButtonForm>
                    )}
                    <a
                      href={moduleEditPath(page.id, module.id)}
                      aria-label={t('modules.editModule', { title })}
                      className={SECONDARY_BUTTON}
                    >
                      {t('modules.edit')}
                    </a>
                    <details className="basis-full sm:basis-auto">
                      <summary className="inline-flex min-h-11 cursor-pointer items-center px-2 font-semibold text-danger-600">
                        {t('modules.delete')}
                      </summary>
                      <div className="mt-2">
                        <ButtonForm action={action} hidden={{ back, action: 'delete' }} tone="danger">
                          {t('modules.deleteConfirm')}
                        </ButtonForm>
                      </div>
                    </details>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </CardSection>
  );
}
