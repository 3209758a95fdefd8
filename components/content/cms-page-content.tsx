import { cleanArticleHtml } from '@/lib/site/article-html';

/**
 * A CMS page's own content (docs/cms.md, page texts and SEO): the HTML written in the
 * back-office's editor, cleaned where it is rendered, as article bodies are. Nothing when blank.
 */
export function CmsPageContent({ html }: { html: string | null | undefined }) {
  const clean = html ? cleanArticleHtml(html).trim() : '';
  return clean ? <div className="prose-article max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: clean }} /> : null;
}
