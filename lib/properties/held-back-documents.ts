// A property document is held back when the agency did not make it public or gave no file for it:
// the property page lists it "on request" (components/property/documents-panel.tsx) and the
// document request form offers exactly these.
export type PropertyDocumentRef = { id: number; name: string; url: string | null; public: boolean };

export function isHeldBack(document: Pick<PropertyDocumentRef, 'url' | 'public'>): boolean {
  return !document.public || !document.url;
}

export function heldBackDocuments<Document extends Pick<PropertyDocumentRef, 'url' | 'public'>>(
  documents: readonly Document[],
): Document[] {
  return documents.filter(isHeldBack);
}
