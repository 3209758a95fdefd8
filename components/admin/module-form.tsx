import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import {
  CheckboxField,
  CSS_CLASS_PATTERN,
  HiddenFields,
  optionsOf,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/admin/admin-fields';
import { relationOptions } from '@/components/admin/module-relation';
import { PAGE_STATUSES } from '@/lib/admin/menu-pages';
import {
  BACKGROUND_TYPES,
  COLOUR_PATTERN,
  MAX_ITEMS_LIMIT,
  MAX_ITEMS_PER_ROW,
  MODULE_POSITIONS,
  MODULE_TEXT_LIMITS,
  MODULE_VIEWS,
  relationValue,
  TITLE_SIZES,
  type articleChoices,
  type ModuleForEdit,
} from '@/lib/admin/modules';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_ITEMS_PER_ROW, DEFAULT_MAX_ITEMS } from '@/lib/site/module-settings';

const FIELDSET = `${CARD} grid gap-4 sm:grid-cols-2`;
const LEGEND = 'px-1 text-lg font-semibold';

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

/**
 * A module's form (lib/admin/modules.ts), new or existing: its texts per language, what it shows,
 * how it is laid out and its background. Plain HTML: it works without JavaScript, and the
 * browser checks what the server checks again (ranges, colour, class names).
 */
export async function ModuleForm({
  module,
  menuPageId,
  choices,
  locale,
  back,
}: {
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
  const values = module ?? NEW_MODULE;
  const relations = await relationOptions(values, choices, locale);
  const column = (name: 'span' | 'colSm' | 'colMd' | 'colLg') => (
    <TextField
      name={name}
      type="number"
      label={t(`fields.${name}`)}
      defaultValue={values[name]}
      required
      min={1}
      max={12}
    />
  );
  return (
    <form
      method="post"
      action={module ? `/api/admin/modules/${module.id}/` : '/api/admin/modules/'}
      className="flex flex-col gap-6"
    >
      {module ? <HiddenFields back={back} action="edit" /> : <HiddenFields back={back} menuPageId={menuPageId} />}

      <p className="max-w-3xl text-muted">{t('textsHint')}</p>
      {LOCALES.map((language) => {
        const text = values.translations.find((translation) => translation.locale === language);
        return (
          <fieldset key={language} className={FIELDSET}>
            <legend className={LEGEND}>{t('texts', { language: tPages(`languageNames.${language}`) })}</legend>
            <TextField
              name={`title.${language}`}
              label={t('fields.title')}
              defaultValue={text?.title}
              maxLength={MODULE_TEXT_LIMITS.title}
              lang={language}
              className="sm:col-span-2"
            />
            <TextAreaField
              name={`description.${language}`}
              label={t('fields.description')}
              defaultValue={text?.description}
              maxLength={MODULE_TEXT_LIMITS.description}
              lang={language}
            />
            <TextAreaField
              name={`description2.${language}`}
              label={t('fields.description2')}
              defaultValue={text?.description2}
              maxLength={MODULE_TEXT_LIMITS.description2}
              lang={language}
            />
          </fieldset>
        );
      })}

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('content')}</legend>
        <SelectField
          name="relation"
          label={t('fields.relation')}
          defaultValue={relationValue(values)}
          blank={relations.none}
          options={relations.unknown}
          groups={relations.groups}
          className="sm:col-span-2"
        />
        <SelectField
          name="view"
          label={t('fields.view')}
          defaultValue={values.view}
          options={optionsOf(MODULE_VIEWS, (view) => t(`views.${view || 'none'}`))}
        />
        <CheckboxField
          name="isHasSubcategories"
          label={t('fields.isHasSubcategories')}
          defaultChecked={values.isHasSubcategories}
          className="self-end"
        />
        <TextField
          name="itemsPerRow"
          type="number"
          label={t('fields.itemsPerRow')}
          defaultValue={values.itemsPerRow}
          required
          min={1}
          max={MAX_ITEMS_PER_ROW}
        />
        <TextField
          name="maxItems"
          type="number"
          label={t('fields.maxItems')}
          defaultValue={values.maxItems}
          required
          min={1}
          max={MAX_ITEMS_LIMIT}
        />
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('display')}</legend>
        <SelectField
          name="status"
          label={t('fields.status')}
          defaultValue={values.status}
          options={optionsOf(PAGE_STATUSES, (status) => t(`statuses.${status}`))}
        />
        <SelectField
          name="position"
          label={t('fields.position')}
          defaultValue={values.position}
          options={optionsOf(MODULE_POSITIONS, (position) => t(`positions.${position}`))}
        />
        <SelectField
          name="titleSize"
          label={t('fields.titleSize')}
          defaultValue={values.titleSize}
          options={optionsOf(TITLE_SIZES, (size) => t(`titleSizes.${size}`))}
        />
        <TextField
          name="cssClass"
          label={t('fields.cssClass')}
          defaultValue={values.cssClass}
          maxLength={200}
          pattern={CSS_CLASS_PATTERN}
        />
        <fieldset className="grid grid-cols-2 gap-4 sm:col-span-2 lg:grid-cols-4">
          <legend className="mb-2 font-semibold">{t('columns')}</legend>
          <p className="col-span-2 text-sm text-muted lg:col-span-4">{t('columnsHint')}</p>
          {column('span')}
          {column('colSm')}
          {column('colMd')}
          {column('colLg')}
        </fieldset>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('background')}</legend>
        <SelectField
          name="backgroundType"
          label={t('fields.backgroundType')}
          defaultValue={values.backgroundType}
          options={optionsOf(BACKGROUND_TYPES, (type) => t(`backgrounds.${type || 'none'}`))}
        />
        <TextField
          name="colorBackground"
          label={t('fields.colorBackground')}
          hint={t('fields.colorBackgroundHint')}
          defaultValue={values.colorBackground}
          maxLength={7}
          pattern={COLOUR_PATTERN}
        />
        <TextField
          name="imageUrl"
          label={t('fields.imageUrl')}
          defaultValue={values.imageUrl}
          maxLength={2000}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="images"
          label={t('fields.images')}
          hint={t('fields.imagesHint')}
          defaultValue={values.images}
          maxLength={8000}
          rows={4}
          className="sm:col-span-2"
        />
      </fieldset>

      <SubmitButton className="self-start">{module ? t('save') : t('create')}</SubmitButton>
    </form>
  );
}

/** The labels of the module form's fields, by name: what a refused write names (OutcomeNotice). */
export async function moduleFieldLabels(locale: Locale): Promise<Record<string, string>> {
  const [t, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages.module' }),
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
  ]);
  const fields = [
    'status',
    'titleSize',
    'position',
    'span',
    'colSm',
    'colMd',
    'colLg',
    'view',
    'cssClass',
    'backgroundType',
    'imageUrl',
    'colorBackground',
    'images',
    'relation',
    'itemsPerRow',
    'maxItems',
  ] as const;
  const texts = ['title', 'description', 'description2'] as const;
  return {
    ...Object.fromEntries(fields.map((name) => [name, t(`fields.${name}`)])),
    ...Object.fromEntries(
      LOCALES.flatMap((language) =>
        texts.map((name) => [
          `${name}.${language}`,
          t('fieldIn', { field: t(`fields.${name}`), language: tPages(`languageNames.${language}`) }),
        ]),
      ),
    ),
  };
}
