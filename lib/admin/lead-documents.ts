import { auditEntry, type AuditAuthor } from '@/lib/staff/audit';
import { payloadObject } from '@/lib/leads/lead-contact';
import { leadDocumentTokens } from '@/lib/leads/lead-document-tokens';
import type { Db } from '@/lib/prisma-client';
import { uploadLinkQuery } from '@/lib/uploads/upload-link';
import { findUpload } from '@/lib/uploads/upload-store';
import type { UploadType } from '@/lib/uploads/sniff';

// A lead's uploaded documents (a rent application's payslips, identity papers), for staff: the
// files the agency's mail links (lib/uploads/upload-link.ts), opened through
// /api/admin/leads/documents/{token}/. That route wants a staff session whose role reaches the
// leads AND a link signed under its own key (`staff-document-link`) that expires within the hour:
// a link copied out of the back-office opens nothing without the session, and the mail's links,
// signed under another key, do not open this route. Each document served, by either route, is in
// the audit log.

export const STAFF_DOCUMENT_LINK_MINUTES = 60;

export type LeadDocument = {
  token: string;
  name: string;
  type: UploadType | null;
  size: number | null;
  /** The signed link, or null when the file is no longer kept (lib/uploads/sweep.ts). */
  href: string | null;
};

/** The back-office's signed path of a stored document, valid for STAFF_DOCUMENT_LINK_MINUTES. */
export function staffDocumentPath(key: string, token: string, now: Date): string {
  const expiresAt = new Date(now.getTime() + STAFF_DOCUMENT_LINK_MINUTES * 60_000);
  return `/api/admin/leads/documents/${token}/?${new URLSearchParams(uploadLinkQuery(key, token, expiresAt))}`;
}

/** The documents a payload refers to (the tokens the form sent), each with its link while it is kept. */
export async function leadDocuments(
  payload: Record<string, unknown>,
  options: { directory: string; key: string; now: Date },
): Promise<LeadDocument[]> {
  return Promise.all(
    leadDocumentTokens(payload).map(async (token) => {
      const upload = await findUpload(options.directory, token);
      return upload
        ? {
            token,
            name: upload.name,
            type: upload.type,
            size: upload.size,
            href: staffDocumentPath(options.key, token, options.now),
          }
        : { token, name: token, type: null, size: null, href: null };
    }),
  );
}

/** The id of the lead that lists the document `token`, or null when none does any more. */
async function leadOfDocument(db: Db, token: string): Promise<number | null> {
  // A token is a random UUID, so a text search finds the few payloads holding it; the payload's
  // own list then says which lists it, rather than quoting it in a message.
  const leads = await db.lead.findMany({
    where: { payload: { contains: token } },
    orderBy: { id: 'asc' },
    select: { id: true, payload: true },
  });
  return leads.find((lead) => leadDocumentTokens(payloadObject(lead.payload)).includes(token))?.id ?? null;
}

/**
 * The audit entry of a lead's document served: by the member of staff who opened it from the
 * back-office, or BY_EMAILED_LINK for the agency mail's link; of which lead, and which document by
 * its token, never by the file name the visitor gave it.
 */
export async function auditDocumentDownload(db: Db, by: AuditAuthor, token: string): Promise<void> {
  const lead = await leadOfDocument(db, token);
  await auditEntry(db, by, 'lead.document', lead === null ? 'leads' : `lead:${lead}`, { document: token });
}
