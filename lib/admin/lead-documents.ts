import { uploadLinkQuery } from '@/lib/uploads/upload-link';
import { findUpload } from '@/lib/uploads/upload-store';
import { isUploadToken } from '@/lib/uploads/upload-token';
import type { UploadType } from '@/lib/uploads/sniff';

// A lead's uploaded documents (a rent application's payslips, identity papers), for staff: the
// files the agency's mail links (lib/uploads/upload-link.ts), opened through
// /api/admin/leads/documents/{token}/. That route wants a staff session whose role reaches the
// leads AND a link signed under its own key (`staff-document-link`) that expires within the hour:
// a link copied out of the back-office opens nothing without the session, and the mail's links,
// signed under another key, do not open this route.

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
  const tokens = Array.isArray(payload.documents)
    ? payload.documents.filter((token): token is string => typeof token === 'string' && isUploadToken(token))
    : [];
  return Promise.all(
    tokens.map(async (token) => {
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
