import sanitizeHtml from 'sanitize-html';

// The CRM sends descriptions as plain text or as light HTML (lib/domain/description). HTML keeps
// its text formatting only: no links, pictures, styles or scripts reach the page.
const FORMATTING: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4'],
  allowedAttributes: {},
};

export function PropertyDescription({ text }: { text: string }) {
  if (/<[a-z][^>]*>/i.test(text)) {
    return (
      <div
        className="prose-article text-lg print:text-sm"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text, FORMATTING) }}
      />
    );
  }
  return <div className="text-lg whitespace-pre-line print:text-sm">{text}</div>;
}
