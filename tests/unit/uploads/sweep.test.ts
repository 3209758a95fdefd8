import { describe, expect, it } from 'vitest';
import { keptUntil, uploadsDue } from '@/lib/uploads/sweep';
import type { StoredUpload } from '@/lib/uploads/upload-store';

const NOW = new Date('2026-11-22T12:00:00Z');
const KEEPING = { retentionDays: 90 };

const upload = (token: string, storedAt: string): StoredUpload => ({
  token,
  name: `${token}.pdf`,
  type: 'pdf',
  size: 1_000,
  storedAt,
});

describe('keptUntil', () => {
  it('adds the keeping time to the upload', () => {
    expect(keptUntil(new Date('2026-11-22T12:00:00Z'), KEEPING)).toEqual(new Date('2027-02-20T12:00:00Z'));
  });
});

describe('uploadsDue', () => {
  const due = (uploads: StoredUpload[], referenced: string[] = []) =>
    uploadsDue(uploads, new Set(referenced), NOW, KEEPING).map((item) => item.token);

  it('removes a file no application refers to, a day after its upload', () => {
    expect(due([upload('abandoned', '2026-11-21T12:00:00Z'), upload('in-progress', '2026-11-21T12:00:01Z')])).toEqual([
      'abandoned',
    ]);
  });

  it('keeps a file an application refers to until its keeping time is over', () => {
    const uploads = [upload('sent', '2026-10-01T12:00:00Z'), upload('sent-long-ago', '2026-08-24T12:00:00Z')];
    expect(due(uploads, ['sent', 'sent-long-ago'])).toEqual(['sent-long-ago']);
  });

  it('leaves alone a record whose date cannot be read', () => {
    expect(due([upload('odd', 'yesterday')])).toEqual([]);
  });
});
