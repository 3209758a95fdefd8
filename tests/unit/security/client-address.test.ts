import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/security/client-address';

// The server appends the socket's address (lib/security/peer-address.ts), so the last entry
// is always the peer; each trusted proxy before it appended the address it saw.
describe('clientAddress', () => {
  it.each([
    ['no proxy: the peer', '203.0.113.7', 0, '203.0.113.7'],
    ['no proxy: a claim before the peer is ignored', '10.9.9.9, 203.0.113.7', 0, '203.0.113.7'],
    ['one proxy: what it appended', '198.51.100.4, 127.0.0.1', 1, '198.51.100.4'],
    ['one proxy: the client claim before it is ignored', '10.9.9.9, 198.51.100.4, 127.0.0.1', 1, '198.51.100.4'],
    ['two proxies', '10.9.9.9, 198.51.100.4, 10.0.0.2, 127.0.0.1', 2, '198.51.100.4'],
    ['fewer entries than proxies: the farthest one', '127.0.0.1', 1, '127.0.0.1'],
    ['spaces and empty entries', ' 198.51.100.4 ,, 127.0.0.1 ', 1, '198.51.100.4'],
    ['IPv6', '2001:db8::1, ::1', 1, '2001:db8::1'],
    ['no header', null, 0, 'unknown'],
    ['an empty header', ' , ', 1, 'unknown'],
  ])('%s', (_name, forwardedFor, hops, expected) => {
    expect(clientAddress(forwardedFor, hops)).toBe(expected);
  });
});
