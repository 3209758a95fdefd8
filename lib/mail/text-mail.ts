import type { QueuedMail } from '@/lib/mail/queue';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

export type TextMailOptions = {
  /** Only these addresses become links (a mail carrying a visitor's text links the site's alone). */
  links?: readonly string[];
  /** The sender's display name; the address stays MAIL_FROM's. */
  fromName?: string;
};

/**
 * A message written as plain text, with its HTML twin: paragraphs from blank lines, line breaks
 * kept, web addresses made links. Every template of the site's forms is text first, so the two
 * parts never say different things.
 */
export function textMail(to: string, subject: string, text: string, options: TextMailOptions = {}): QueuedMail {
  const linked = options.links ? new Set(options.links.map(escapeHtml)) : null;
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(URL_PATTERN, (url) => (!linked || linked.has(url) ? `<a href="${url}">${url}</a>` : url))
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif">${paragraphs}</body></html>`,
    ...(options.fromName ? { fromName: options.fromName } : {}),
  };
}
