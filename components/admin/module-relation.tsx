import { getTranslations } from 'next-intl/server';
import type { articleChoices } from '@/lib/admin/modules';
import { CONTACT_FORMS, PROPERTY_LISTS, relationValue } from '@/lib/admin/forms/module';
import type { Locale } from '@/lib/i18n/locales';

type Choices = Awaited<ReturnType<typeof articleChoices>>;
type Related = { relationType: string | null; relationId: string | null };

/**
 * What a module can show, as one select's option groups (docs/cms.md, relations): a property list,
 * an article category or one article, a contact form. A stored value the site cannot read is kept
 * as an option of its own, named as unknown, so the form shows what is there.
 */
export async function relationOptions(module: Related, choices: Choices, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages.module.relations' });
  const groups = [
    {
      label: t('propertyLists'),
      options: PROPERTY_LISTS.map((id) => ({ value: `property-list:${id}`, label: t(`property-list.${id}`) })),
    },
    {
      label: t('categories'),
      options: choices.categories.map((category) => ({ value: `article:${category.id}`, label: category.name })),
    },
    {
      label: t('articles'),
      options: choices.articles.map((article) => ({ value: `article:${article.key}`, label: article.title })),
    },
    {
      label: t('contactForms'),
      options: CONTACT_FORMS.map((id) => ({ value: `contact:${id}`, label: t(`contact.${id}`) })),
    },
  ];
  const current = relationValue(module);
  const known = groups.some((group) => group.options.some((option) => option.value === current));
  return {
    none: t('none'),
    unknown: current && !known ? [{ value: current, label: t('unknown', { value: current }) }] : [],
    groups,
  };
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
