import { describe, expect, it } from 'vitest';
import { parseTagExpiry } from '@/lib/cache/redis-tag-expiries';

describe('parseTagExpiry', () => {
  it('reads an expiry as announceTagExpiry publishes it', () => {
    expect(parseTagExpiry(JSON.stringify({ tags: ['property:41001', 'listings'], at: 1_795_000_000_000 }))).toEqual({
      tags: ['property:41001', 'listings'],
      at: 1_795_000_000_000,
    });
  });

  it.each([
    ['not JSON', '{"tags":'],
    ['no tags', JSON.stringify({ tags: [], at: 1 })],
    ['a tag that is not a string', JSON.stringify({ tags: [7], at: 1 })],
    ['an empty tag', JSON.stringify({ tags: [''], at: 1 })],
    ['no time', JSON.stringify({ tags: ['listings'] })],
    ['a time that is not a whole number of milliseconds', JSON.stringify({ tags: ['listings'], at: 1.5 })],
    ['a time before 1970', JSON.stringify({ tags: ['listings'], at: -1 })],
  ])('ignores a message with %s', (_case, message) => {
    expect(parseTagExpiry(message)).toBeNull();
  });
});
