// Files sent with a mail (a visit's calendar invitation). The outbox keeps them as JSON in
// OutboxEmail.attachments, the content base64-encoded, so a mail retried hours later still has them.

export type MailAttachment = { filename: string; contentType: string; content: string };

/** A file's text as an attachment (base64 of its UTF-8 bytes). */
export function textAttachment(filename: string, contentType: string, text: string): MailAttachment {
  return { filename, contentType, content: Buffer.from(text, 'utf8').toString('base64') };
}

/** The column value: null when there is nothing to attach. */
export function serializeAttachments(attachments: readonly MailAttachment[] | undefined): string | null {
  return attachments && attachments.length > 0 ? JSON.stringify(attachments) : null;
}

export function parseAttachments(column: string | null): MailAttachment[] {
  return column ? (JSON.parse(column) as MailAttachment[]) : [];
}

/** What nodemailer expects for each file. */
export function nodemailerAttachments(attachments: readonly MailAttachment[]) {
  return attachments.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
    encoding: 'base64' as const,
  }));
}
