import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import {
  checked,
  choice,
  declareForm,
  parsedChoice,
  plainText,
  text,
  webAddress,
  wholeNumber,
} from '@/lib/admin/form-declaration';
import { slugify } from '@/lib/domain/slug';
import { LOCALES } from '@/lib/i18n/locales';

// The forms of the articles (lib/admin/create-article.ts and its siblings, article-checks.ts says
// which): a new article with its text in one language, an article's text in one language, its settings.

/**
 * A key: lower-case words joined by hyphens ("agency-story"), with a letter: a module names a
 * category by its id in digits and an article by its key (docs/cms.md, relations).
 */
const ARTICLE_KEY_PATTERN = String.raw`(?=[a-z0-9\-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*`;

const settings = {
  /** A category's id, or nothing ("none": the article has no page of its own). */
  categoryId: parsedChoice(z.union([z.literal('').transform(() => null), recordIdField])),
  imageUrl: webAddress(),
  sort: wholeNumber(0, 9999),
};

const texts = {
  // Its slug is the article's address in that language: a title of punctuation alone has none.
  title: checked(text({ max: 200, required: true }), (title) => slugify(title) !== ''),
  summary: text({ max: 1000, lines: true }),
  body: plainText({ max: 50_000, lines: true }),
};

export const articleCreateForm = declareForm('Admin.articles.fields', {
  key: text({ max: 80, required: true, pattern: ARTICLE_KEY_PATTERN }),
  ...settings,
  locale: choice(LOCALES),
  ...texts,
});

export const articleSettingsForm = declareForm('Admin.articles.fields', settings);

export const articleTextForm = declareForm('Admin.articles.fields', texts);
