import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { FormField } from '@/components/admin/form-field';
import { FieldGroup } from '@/components/forms/field-group';
import { relationOptions } from '@/components/admin/module-relation';
import { optionsOf } from '@/components/forms/field-kit';
import type { FormView } from '@/lib/admin/form-view';
import { BACKGROUND_TYPES, MODULE_POSITIONS, MODULE_VIEWS, relationValue, TITLE_SIZES } from '@/lib/admin/forms/module';
import type { articleChoices, ModuleForEdit } from '@/lib/admin/modules';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_ITEMS_PER_ROW, DEFAULT_MAX_ITEMS } from '@/lib/site/module-settings';
import { PUBLICATION_STATUSES } from '@/lib/site/publication-status';

const FIELDSET = `${CARD} grid gap-4 sm:grid-cols-2`;

/** A new module's values: the columns' defaults (prisma/schema.prisma, Module). */
const NEW_MODULE = {
  status: 'Published',
  titleSize: 'h2',
  position: 'main',
  span: 12,
  colSm: 12,
  colMd: 12,
  colLg: 12,
  view: '',
  cssClass: null,
  backgroundType: '',
  imageUrl: null,
  colorBackground: null,
  images: null,
  relationType: null,
  relationId: null,
  itemsPerRow: DEFAULT_ITEMS_PER_ROW,
  maxItems: DEFAULT_MAX_ITEMS,
  isHasSubcategories: false,
  translations: [],
} satisfies Omit<ModuleForEdit, 'id' | 'menuPageId' | 'sort'>;

/** The values of a module's form (lib/admin/forms/module.ts), new or stored. */
export function moduleValues(module: ModuleForEdit | null) {
  const { translations, relationType, relationId, ...columns } = module ?? NEW_MODULE;
  const texts = translations.flatMap(({ locale, title, description, description2 }) => [
    [`title.${locale}`, title],
    [`description.${locale}`, description],
    [`description2.${locale}`, description2],
  ]);
  return { ...columns, relation: relationValue({ relationType, relationId }), ...Object.fromEntries(texts) };
}

/**
 * A module's form (lib/admin/forms/module.ts), new or existing: its texts per language, what it
 * shows, how it is laid out and its background. Plain HTML: it works without JavaScript, and the
 * browser checks what the server checks again (ranges, colour, class names).
 */
export async function ModuleForm({
  form,
  module,
  menuPageId,
  choices,
  locale,
  back,
}: {
  form: FormView;
  /** null: a new module, added at the end of the page. */
  module: ModuleForEdit | null;
  menuPageId: number;
  choices: Awaited<ReturnType<typeof articleChoices>>;
  locale: Locale;
  back: string;
}) {
  const [t, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages.module' }),
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
  ]);
  const relations = await relationOptions(module ?? NEW_MODULE, choices, locale);
  return (
    <AdminForm
      form={form}
      action={module ? `/api/admin/modules/${module.id}/` : '/api/admin/modules/'}
      hidden={module ? { back, action: 'edit' } : { back, menuPageId }}
      className="flex flex-col gap-6"
    >
      <p className="max-w-3xl text-muted">{t('textsHint')}</p>
      {LOCALES.map((language) => (
        <FieldGroup
          key={language}
          className={FIELDSET}
          legend={t('texts', { language: tPages(`languageNames.${language}`) })}
        >
          <FormField form={form} name={`title.${language}`} lang={language} className="sm:col-span-2" />
          <FormField form={form} name={`description.${language}`} lang={language} />
          <FormField form={form} name={`description2.${language}`} lang={language} />
        </FieldGroup>
      ))}

      <FieldGroup className={FIELDSET} legend={t('content')}>
        <FormField
          form={form}
          name="relation"
          blank={relations.none}
          options={relations.unknown}
          groups={relations.groups}
          className="sm:col-span-2"
        />
        <FormField form={form} name="view" options={optionsOf(MODULE_VIEWS, (view) => t(`views.${view || 'none'}`))} />
        <FormField form={form} name="isHasSubcategories" className="self-end" />
        <FormField form={form} name="itemsPerRow" />
        <FormField form={form} name="maxItems" />
      </FieldGroup>

      <FieldGroup className={FIELDSET} legend={t('display')}>
        <FormField
          form={form}
          name="status"
          options={optionsOf(PUBLICATION_STATUSES, (status) => t(`statuses.${status}`))}
        />
        <FormField
          form={form}
          name="position"
          options={optionsOf(MODULE_POSITIONS, (position) => t(`positions.${position}`))}
        />
        <FormField form={form} name="titleSize" options={optionsOf(TITLE_SIZES, (size) => t(`titleSizes.${size}`))} />
        <FormField form={form} name="cssClass" />
        <fieldset className="grid grid-cols-2 gap-4 sm:col-span-2 lg:grid-cols-4">
          <legend className="mb-2 font-semibold">{t('columns')}</legend>
          <p className="col-span-2 text-sm text-muted lg:col-span-4">{t('columnsHint')}</p>
          <FormField form={form} name="span" />
          <FormField form={form} name="colSm" />
          <FormField form={form} name="colMd" />
          <FormField form={form} name="colLg" />
        </fieldset>
      </FieldGroup>

      <FieldGroup className={FIELDSET} legend={t('background')}>
        <FormField
          form={form}
          name="backgroundType"
          options={optionsOf(BACKGROUND_TYPES, (type) => t(`backgrounds.${type || 'none'}`))}
        />
        <FormField form={form} name="colorBackground" hint={t('fields.colorBackgroundHint')} />
        <FormField form={form} name="imageUrl" className="sm:col-span-2" />
        <FormField form={form} name="images" hint={t('fields.imagesHint')} rows={4} className="sm:col-span-2" />
      </FieldGroup>

      <SubmitButton className="self-start">{module ? t('save') : t('create')}</SubmitButton>
    </AdminForm>
  );
}
