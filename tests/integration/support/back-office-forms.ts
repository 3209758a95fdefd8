// Forms of the back-office filled in as an editor does: the write tests post them
// (tests/integration/back-office/articles.test.ts, pages.test.ts) and the back-office fuzz breaks
// them a little (tests/integration/back-office/fuzz.test.ts).
import { ARTICLE_CATEGORY_IDS } from '@/prisma/seed/site-content';

/** A new article in French, in the services category. */
export const NEW_ARTICLE_FORM = {
  key: 'viewing-tips',
  categoryId: String(ARTICLE_CATEGORY_IDS.services),
  imageUrl: '/brand/banner-rooftops.svg',
  sort: '7',
  locale: 'fr',
  title: 'Nos conseils de visite',
  summary: 'Ce qu’il faut regarder.',
  body: '<p>Regardez la toiture.</p>',
};

/** A module's settings and texts: the cards of article 1, published in the main column, no background. */
export const MODULE_FORM = {
  status: 'Published',
  titleSize: 'h2',
  position: 'main',
  span: '12',
  colSm: '12',
  colMd: '6',
  colLg: '4',
  view: 'card-view',
  cssClass: '',
  backgroundType: '',
  imageUrl: '',
  colorBackground: '',
  images: '',
  relation: 'article:1',
  itemsPerRow: '3',
  maxItems: '6',
  'title.fr': 'Nos conseils',
  'title.nl': 'Onze tips',
  'description.fr': 'Vendre, acheter, louer.',
};
