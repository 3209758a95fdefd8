import { getTranslations } from 'next-intl/server';
import type { articleChoices } from '@/lib/admin/modules';
import { CONTACT_FORMS, PROPERTY_LISTS, relationValue } from '@/lib/admin/modules';
import type { Locale } from '@/lib/i18n/locales';

type Choices = Awaited<ReturnType<typeof articleChoices>>;
type Related = { relationType: string | null; relationId: string | null };

/**
 * What a module can show, as one select's options (docs/cms.md, relations): a property list, an
 * article category or one article, a contact form, or nothing. A stored value the site cannot
 * read is kept as an option of its own, named as unknown, so the form shows what is there.
 */
export async function RelationOptions({
  module,
  choices,
  locale,
}: {
  module: Related;
  choices: Choices;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages.module.relations' });
  const options = [
    ...PROPERTY_LISTS.map((id) => `property-list:${id}`),
    ...choices.categories.map((category) => `article:${category.id}`),
    ...choices.articles.map((article) => `article:${article.key}`),
    ...CONTACT_FORMS.map((id) => `contact:${id}`),
  ];
  const current = relationValue(module);
  return (
    <>
      <option value="">{t('none')}</option>
      {current && !options.includes(current) && <option value={current}>{t('unknown', { value: current })}</option>}
      <optgroup label={t('propertyLists')}>
        {PROPERTY_LISTS.map((id) => (
          <option key={id} value={`property-list:${id}`}>
            {t(`property-list.${id}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('categories')}>
        {choices.categories.map((category) => (
          <option key={category.id} value={`article:${category.id}`}>
            {category.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('articles')}>
        {choices.articles.map((article) => (
          <option key={article.key} value={`article:${article.key}`}>
            {article.title}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('contactForms')}>
        {CONTACT_FORMS.map((id) => (
          <option key={id} value={`contact:${id}`}>
            {t(`contact.${id}`)}
          </option>
        ))}
      </optgroup>
    </>
  );
}

/** A module's relation in words, for the list of a page's modules: "Article category: Team". */
export async function relationName(module: Related, choices: Choices, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  if (module.relationType === null) return t('modules.noRelation');
  const id = module.relationId ?? '';
  const list = PROPERTY_LISTS.find((candidate) => candidate === id);
  const form = CONTACT_FORMS.find((candidate) => candidate === id);
  const category = choices.categories.find((candidate) => String(candidate.id) === id);
  const article = choices.articles.find((candidate) => candidate.key === id);
  const named =
    module.relationType === 'property-list' && list
      ? { kind: t('module.relations.propertyLists'), name: t(`module.relations.property-list.${list}`) }
      : module.relationType === 'contact' && form
        ? { kind: t('module.relations.contactForms'), name: t(`module.relations.contact.${form}`) }
        : module.relationType === 'article' && category
          ? { kind: t('module.relations.categories'), name: category.name }
          : module.relationType === 'article' && article
            ? { kind: t('module.relations.articles'), name: article.title }
            : null;
  return named ? t('modules.relation', named) : t('module.relations.unknown', { value: relationValue(module) });
}
