import { payloadObject } from '@/lib/leads/lead-contact';
import { leadDocumentTokens } from '@/lib/leads/lead-document-tokens';
import type { Db } from '@/lib/prisma-client';
import { findUpload, removeUpload } from '@/lib/uploads/upload-store';

// How a lead stops holding personal data, whether its keeping time ran out or its visitor asked
// (docs/forms.md, personal data). A lead about a property is anonymized: its fields and source
// page are emptied, its type, language, date, status and visit slots stay, so the owner portal
// still counts it among the property's leads. Any other lead is deleted. Its mails go with it,
// sent or not: they quote its fields; and staff's notes on it, which may speak of its visitor.

export type LeadErasure = { anonymized: number; deleted: number; mails: number; documentTokens: string[] };

/**
 * Erases the leads of `ids` not anonymized yet, in the caller's transaction. Each write names its
 * condition again, so two runs racing over the same leads count each lead once. The documents
 * they list are returned for the caller to remove once the transaction has committed.
 */
export async function eraseLeads(
  tx: Pick<Db, 'lead' | 'outboxEmail' | 'leadNote'>,
  ids: readonly number[],
  now: Date,
): Promise<LeadErasure> {
  const leads = await tx.lead.findMany({
    where: { id: { in: [...ids] }, anonymizedAt: null },
    select: { id: true, propertyId: true, payload: true },
  });
  if (leads.length === 0) return { anonymized: 0, deleted: 0, mails: 0, documentTokens: [] };
  const aboutProperty = leads.filter((lead) => lead.propertyId !== null).map((lead) => lead.id);
  const others = leads.filter((lead) => lead.propertyId === null).map((lead) => lead.id);
  const mails = await tx.outboxEmail.deleteMany({ where: { leadId: { in: leads.map((lead) => lead.id) } } });
  await tx.leadNote.deleteMany({ where: { leadId: { in: leads.map((lead) => lead.id) } } });
  const anonymized = await tx.lead.updateMany({
    where: { id: { in: aboutProperty }, anonymizedAt: null },
    data: { payload: '{}', sourcePage: null, anonymizedAt: now },
  });
  const deleted = await tx.lead.deleteMany({ where: { id: { in: others }, anonymizedAt: null } });
  return {
    anonymized: anonymized.count,
    deleted: deleted.count,
    mails: mails.count,
    documentTokens: leads.flatMap((lead) => leadDocumentTokens(payloadObject(lead.payload))),
  };
}

/**
 * Removes the stored documents of `tokens` (after the transaction that erased their leads: were it
 * rolled back, the files would still be there). A file left by a failure here is no longer
 * referred to by any application, so the upload sweep removes it within a day (lib/uploads/sweep.ts).
 */
export async function removeDocuments(uploadDir: string, tokens: readonly string[]): Promise<number> {
  let removed = 0;
  for (const token of tokens) {
    const upload = await findUpload(uploadDir, token);
    if (!upload) continue;
    await removeUpload(uploadDir, upload);
    removed += 1;
  }
  return removed;
}
