import sanitizeHtml from 'sanitize-html';

// Article bodies are HTML typed by the agency in the CMS and rendered as-is, so they are cleaned
// first: no script, style, event handler, iframe or javascript: link can reach a page.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // Links to other sites do not hand them this page or a window handle.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function cleanArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
