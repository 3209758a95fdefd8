import { readdirSync, readFileSync } from 'node:fs';
import { E2E_PORT } from './e2e-env';

// The .eml files the e2e server writes instead of sending (MAIL_DIR), readable as plain text:
// quoted-printable soft line breaks joined and escapes decoded, folded headers unfolded.
const MAIL_DIR = `data/mail-e2e-${E2E_PORT}`;

function decoded(raw: string): string {
  // Folding belongs to the headers only: in the body, a soft line break may well be followed by a
  // line that starts with a space.
  const end = raw.search(/\r?\n\r?\n/);
  const [headers, body] = end === -1 ? [raw, ''] : [raw.slice(0, end), raw.slice(end)];
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  // Quoted-printable escapes belong to the body's text only: a header's "id=12&token=AB…" and a
  // part's own "Content-Type: text/calendar; method=CANCEL" are literal.
  const joined = body
    .replace(/=\r?\n/g, '')
    .split(/(\r?\n)/)
    .map((line) => (/^Content-[\w-]+:/i.test(line) ? line : unescapeQuotedPrintable(line)))
    .join('');
  return `${unfolded}${joined}`;
}

function unescapeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** Every mail whose text mentions `needle` (an address, a subject), decoded. */
export function mailsMentioning(needle: string): string[] {
  try {
    return readdirSync(MAIL_DIR)
      .map((file) => decoded(readFileSync(`${MAIL_DIR}/${file}`, 'utf8')))
      .filter((mail) => mail.includes(needle));
  } catch {
    return [];
  }
}
