import { isUploadToken } from '@/lib/uploads/upload-token';

/** The tokens of the documents a lead's payload lists (the rent application's uploads). */
export function leadDocumentTokens(payload: Record<string, unknown>): string[] {
  return Array.isArray(payload.documents)
    ? payload.documents.filter((token): token is string => typeof token === 'string' && isUploadToken(token))
    : [];
}
