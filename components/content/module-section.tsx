import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ModuleArticles } from '@/components/content/module-articles';
import { ModuleBackdrop } from '@/components/content/module-backdrop';
import { ModuleContact } from '@/components/content/module-contact';
import { ModulePropertyList } from '@/components/content/module-property-list';
import { moduleSpanClasses } from '@/components/content/module-span';
import { readableTextOn } from '@/lib/domain/contrast';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routing';
import {
  articleRelation,
  contactForm,
  itemsPerRow,
  maxItems,
  moduleBackground,
  propertyListSource,
  titleSize,
  type TitleSize,
} from '@/lib/site/module-settings';
import type { MenuPageData } from '@/lib/site/queries';

export type ModuleRow = MenuPageData['modules'][number];

const TITLE_CLASSES: Record<TitleSize, string> = {
  h1: 'text-3xl sm:text-4xl',
  h2: 'text-2xl sm:text-3xl',
  h3: 'text-xl sm:text-2xl',
  h4: 'text-lg sm:text-xl',
};

function ModuleRelation({
  module,
  locale,
  currentPage,
  contactContent,
  lightText,
}: {
  module: ModuleRow;
  locale: Locale;
  currentPage: StaticPathname | null;
  contactContent?: ReactNode;
  lightText: boolean;
}) {
  const max = maxItems(module.maxItems);
  const perRow = itemsPerRow(module.itemsPerRow);
  switch (module.relationType) {
    case 'property-list': {
      const source = propertyListSource(module.relationId);
      return source && <ModulePropertyList source={source} locale={locale} max={max} perRow={perRow} />;
    }
    case 'article': {
      const relation = articleRelation(module.relationId);
      return (
        relation && (
          <ModuleArticles
            relation={relation}
            locale={locale}
            view={module.view}
            max={max}
            perRow={perRow}
            withSubcategories={module.isHasSubcategories}
          />
        )
      );
    }
    case 'contact': {
      const form = contactForm(module.relationId);
      return (
        form && (
          <ModuleContact form={form} currentPage={currentPage} lightText={lightText}>
            {contactContent}
          </ModuleContact>
        )
      );
    }
    default:
      return null;
  }
}

/**
 * One CMS module of a menu page (docs/cms.md, modules): title in its size, descriptions, background
 * (image, colour, gallery or none), columns, custom class and related content.
 */
export function ModuleSection({
  module,
  locale,
  currentPage = null,
  contactContent,
}: {
  module: ModuleRow;
  locale: Locale;
  /** The route showing the module: a contact module of this very page shows its form here. */
  currentPage?: StaticPathname | null;
  contactContent?: ReactNode;
}) {
  const text = module.translations[0];
  const background = moduleBackground(module);
  // The agency picks the colour; the text colour follows it so the module stays readable (AA).
  const lightText = background.kind === 'color' && readableTextOn(background.color) === 'light';
  const headingId = `module-${module.id}`;

  return (
    <section
      aria-labelledby={text?.title ? headingId : undefined}
      data-module={module.id}
      className={clsx(
        moduleSpanClasses(module),
        'relative isolate overflow-hidden rounded-lg',
        background.kind !== 'none' && 'p-6 sm:p-8',
        lightText && 'text-white [&_h2]:text-white',
        module.cssClass,
      )}
      style={background.kind === 'color' ? { backgroundColor: background.color } : undefined}
    >
      <ModuleBackdrop background={background} />
      {text?.title && (
        <h2 id={headingId} className={clsx('mb-3 font-semibold', TITLE_CLASSES[titleSize(module.titleSize)])}>
          {text.title}
        </h2>
      )}
      {text?.description && <p className="mb-3 max-w-3xl text-lg">{text.description}</p>}
      {text?.description2 && <p className={clsx('mb-3 max-w-3xl', !lightText && 'text-muted')}>{text.description2}</p>}
      <ModuleRelation
        module={module}
        locale={locale}
        currentPage={currentPage}
        contactContent={contactContent}
        lightText={lightText}
      />
    </section>
  );
}
