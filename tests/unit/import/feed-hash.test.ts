import { describe, expect, it } from 'vitest';
import { digestBytes, rawRecordsHash, SOURCE_DIGESTS } from '@/lib/import/feed-hash';

const record = { ID: 41001, language: 'fr', Price: 350_000 };

describe('rawRecordsHash', () => {
  it('is the same for the same records and type', () => {
    expect(rawRecordsHash(101, [record, { ...record, language: 'nl' }])).toBe(
      rawRecordsHash(101, [{ ...record }, { ...record, language: 'nl' }]),
    );
  });

  it.each([
    ['another value', [{ ...record, Price: 360_000 }], 101],
    ['a number sent as text', [{ ...record, Price: '350000' }], 101],
    ['another type', [record], 102],
    ['an unknown type', [record], null],
    ['one more language', [record, { ...record, language: 'nl' }], 101],
  ])('changes with %s', (_name, records, typeId) => {
    expect(rawRecordsHash(typeId, records)).not.toBe(rawRecordsHash(101, [record]));
  });

  it('uses the digest of the bytes a record was read from', () => {
    const read = { ...record };
    SOURCE_DIGESTS.set(read, digestBytes(Buffer.from('{"ID":41001}')));
    const again = { ...record };
    SOURCE_DIGESTS.set(again, digestBytes(Buffer.from('{"ID":41001}')));

    expect(rawRecordsHash(101, [read])).toBe(rawRecordsHash(101, [again]));
    expect(rawRecordsHash(101, [read])).not.toBe(rawRecordsHash(101, [record]));
  });
});
