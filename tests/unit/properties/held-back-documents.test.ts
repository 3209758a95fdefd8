import { describe, expect, it } from 'vitest';
import { heldBackDocuments, isHeldBack } from '@/lib/properties/held-back-documents';

describe('held-back documents', () => {
  it.each([
    [{ public: true, url: 'https://cdn.example/plan.pdf' }, false],
    [{ public: false, url: 'https://cdn.example/plan.pdf' }, true],
    [{ public: true, url: null }, true],
    [{ public: true, url: '' }, true],
    [{ public: false, url: null }, true],
  ])('%j is held back: %s', (document, expected) => {
    expect(isHeldBack(document)).toBe(expected);
  });

  it('keeps only the held-back documents, in their order', () => {
    const documents = [
      { id: 1, name: 'PEB', public: true, url: 'https://cdn.example/peb.pdf' },
      { id: 2, name: 'Urbanisme', public: false, url: 'https://cdn.example/urb.pdf' },
      { id: 3, name: 'Cadastre', public: true, url: null },
    ];
    expect(heldBackDocuments(documents).map((document) => document.id)).toEqual([2, 3]);
  });
});
