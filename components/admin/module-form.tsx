import { getTranslations } from 'next-intl/server';
import {
  BackField,
  Checkbox,
  CSS_CLASS_PATTERN,
  PRIMARY,
  Select,
  TextArea,
  TextInput,
} from '@/components/admin/menu-page-controls';
import { RelationOptions } from '@/components/admin/module-relation';
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

const FIELDSET = 'grid gap-4 rounded-lg border border-line bg-white p-5 sm:grid-cols-2';
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
  const column = (name: 'span' | 'colSm' | 'colMd' | 'colLg') => (
    <TextInput
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
      <BackField back={back} />
      {module ? (
        <input type="hidden" name="action" value="edit" />
      ) : (
        <input type="hidden" name="menuPageId" value={menuPageId} />
      )}

      <p className="max-w-3xl text-muted">{t('textsHint')}</p>
      {LOCALES.map((language) => {
        const text = values.translations.find((translation) => translation.locale === language);
        return (
          <fieldset key={language} className={FIELDSET}>
            <legend className={LEGEND}>{t('texts', { language: tPages(`languageNames.${language}`) })}</legend>
            <div className="sm:col-span-2">
              <TextInput
                name={`title.${language}`}
                label={t('fields.title')}
                defaultValue={text?.title}
                maxLength={MODULE_TEXT_LIMITS.title}
                lang={language}
              />
            </div>
            <TextArea
              name={`description.${language}`}
              label={t('fields.description')}
              defaultValue={text?.description}
              maxLength={MODULE_TEXT_LIMITS.description}
              lang={language}
            />
            <TextArea
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
        <div className="sm:col-span-2">
          <Select name="relation" label={t('fields.relation')} defaultValue={relationValue(values)}>
            <RelationOptions module={values} choices={choices} locale={locale} />
          </Select>
        </div>
        <Select name="view" label={t('fields.view')} defaultValue={values.view}>
          {MODULE_VIEWS.map((view) => (
            <option key={view} value={view}>
              {t(`views.${view || 'none'}`)}
            </option>
          ))}
        </Select>
        <div className="self-end">
          <Checkbox
            name="isHasSubcategories"
            label={t('fields.isHasSubcategories')}
            defaultChecked={values.isHasSubcategories}
          />
        </div>
        <TextInput
          name="itemsPerRow"
          type="number"
          label={t('fields.itemsPerRow')}
          defaultValue={values.itemsPerRow}
          required
          min={1}
          max={MAX_ITEMS_PER_ROW}
        />
        <TextInput
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
        <Select name="status" label={t('fields.status')} defaultValue={values.status}>
          {PAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
        <Select name="position" label={t('fields.position')} defaultValue={values.position}>
          {MODULE_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {t(`positions.${position}`)}
            </option>
          ))}
        </Select>
        <Select name="titleSize" label={t('fields.titleSize')} defaultValue={values.titleSize}>
          {TITLE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`titleSizes.${size}`)}
            </option>
          ))}
        </Select>
        <TextInput
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
        <Select name="backgroundType" label={t('fields.backgroundType')} defaultValue={values.backgroundType}>
          {BACKGROUND_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`backgrounds.${type || 'none'}`)}
            </option>
          ))}
        </Select>
        <TextInput
          name="colorBackground"
          label={t('fields.colorBackground')}
          hint={t('fields.colorBackgroundHint')}
          defaultValue={values.colorBackground}
          maxLength={7}
          pattern={COLOUR_PATTERN}
        />
        <div className="sm:col-span-2">
          <TextInput name="imageUrl" label={t('fields.imageUrl')} defaultValue={values.imageUrl} maxLength={2000} />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            name="images"
            label={t('fields.images')}
            hint={t('fields.imagesHint')}
            defaultValue={values.images}
            maxLength={8000}
            rows={4}
          />
        </div>
      </fieldset>

      <div>
        <button type="submit" className={PRIMARY}>
          {module ? t('save') : t('create')}
        </button>
      </div>
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
