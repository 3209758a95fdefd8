import { describe, expect, it, vi } from 'vitest';
import { recordOfPage } from '@/lib/admin/record-page';
import { MAX_RECORD_ID } from '@/lib/http/record-id';

vi.mock('server-only', () => ({}));
// Next's notFound() throws to end the render with the 404 page; a plain error stands for it here.
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const lead = { id: 12, name: 'Lead 12' };

describe('recordOfPage', () => {
  it('finds the record the segment names', async () => {
    const find = vi.fn((id: number) => Promise.resolve(id === 12 ? lead : null));
    await expect(recordOfPage('12', find)).resolves.toBe(lead);
    expect(find).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('reads the largest id a row can have', async () => {
    const find = vi.fn((id: number) => Promise.resolve({ id }));
    await expect(recordOfPage(String(MAX_RECORD_ID), find)).resolves.toEqual({ id: MAX_RECORD_ID });
  });

  it('answers the 404 page when no record has the id', async () => {
    const find = vi.fn(() => Promise.resolve(null));
    await expect(recordOfPage('13', find)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(find).toHaveBeenCalledExactlyOnceWith(13);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-1'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['padded', ' 12'],
    ['zero-padded past ten digits', '000000000012'],
    ['a word', 'new'],
    ['beyond a 32-bit id', String(MAX_RECORD_ID + 1)],
  ])('answers the 404 page for a segment that is %s, without looking', async (_case, segment) => {
    const find = vi.fn(() => Promise.resolve(lead));
    await expect(recordOfPage(segment, find)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(find).not.toHaveBeenCalled();
  });

  it('lets an error of the lookup through, not a 404', async () => {
    const failure = new Error('database unavailable');
    await expect(recordOfPage('12', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
