import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getAgencyRootCategoryIds, getArticleTree } from '@/lib/site/queries';
import { originalNodePath, resolveTreePath } from '@/lib/site/article-tree';

/** The article or category at a path below the agency page, with its paths in every language. */
export const resolveAgencyPath = cache(async (segments: readonly string[], locale: Locale) => {
  const [tree, roots] = await Promise.all([getArticleTree(), getAgencyRootCategoryIds()]);
  const resolved = resolveTreePath(tree, roots, segments, locale);
  return resolved && { ...resolved, tree, roots, originalPath: originalNodePath(tree, resolved.node) };
});
