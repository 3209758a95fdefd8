import clsx from 'clsx';
import { gridSpanClasses } from '@/components/layout/grid-span';
import { readableTextOn } from '@/lib/domain/contrast';
import type { Locale } from '@/lib/i18n/locales';
import { getCategoryArticles } from '@/lib/site/queries';

type ModuleRow = {
  id: number;
  titleSize: string;
  colSm: number;
  colMd: number;
  colLg: number;
  view: string;
  cssClass: string | null;
  backgroundType: string;
  imageUrl: string | null;
  colorBackground: string | null;
  relationType: string | null;
  relationId: string | null;
  itemsPerRow: number;
  maxItems: number;
  isHasSubcategories: boolean;
  translations: { title: string | null; description: string | null; description2: string | null }[];
};

const ROW_CLASSES: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** One CMS module of a menu page (spec §3 Module): heading, texts, background and related articles. */
export async function ModuleSection({ module, locale }: { module: ModuleRow; locale: Locale }) {
  const text = module.translations[0];
  const Heading = module.titleSize === 'h3' ? 'h3' : 'h2';
  const categoryId = module.relationType === 'article' ? Number(module.relationId) : NaN;
  const articles = Number.isInteger(categoryId)
    ? (await getCategoryArticles(categoryId, locale, module.isHasSubcategories)).slice(0, module.maxItems || undefined)
    : [];
  const background =
    module.backgroundType === 'color' && module.colorBackground
      ? { backgroundColor: module.colorBackground }
      : undefined;
  // The agency picks the colour; the text colour follows it so the module stays readable (AA).
  const lightText = background !== undefined && readableTextOn(background.backgroundColor) === 'light';

  return (
    <section
      className={clsx(
        gridSpanClasses({ sm: module.colSm, md: module.colMd, lg: module.colLg }),
        'relative isolate overflow-hidden rounded-lg',
        (background || module.backgroundType === 'image') && 'p-6 sm:p-8',
        lightText && 'text-white [&_h2]:text-white [&_h3]:text-white',
        module.cssClass,
      )}
      style={background}
    >
      {module.backgroundType === 'image' && module.imageUrl && (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- decorative CMS background */}
          <img src={module.imageUrl} alt="" className="absolute inset-0 -z-10 size-full object-cover opacity-20" />
        </>
      )}
      {text?.title && <Heading className="mb-3 text-2xl font-semibold">{text.title}</Heading>}
      {text?.description && <p className="mb-3 max-w-3xl text-lg">{text.description}</p>}
      {text?.description2 && <p className={clsx('mb-3 max-w-3xl', !lightText && 'text-muted')}>{text.description2}</p>}
      {articles.length > 0 && (
        <ul
          className={clsx(
            'mt-4 grid gap-6 sm:grid-cols-2',
            ROW_CLASSES[module.itemsPerRow] ?? 'lg:grid-cols-3',
            module.view !== 'card-view' && 'lg:grid-cols-1',
          )}
        >
          {articles.map((article) => (
            <li
              key={article.key}
              className={clsx(module.view === 'card-view' && 'rounded-lg border border-line bg-white p-5 shadow-sm')}
            >
              <h3 className="mb-2 text-xl font-semibold">{article.title}</h3>
              <div className="prose-article text-muted" dangerouslySetInnerHTML={{ __html: article.body }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
