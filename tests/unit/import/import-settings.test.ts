import { describe, expect, it } from 'vitest';
import { importSettings } from '@/lib/import/import-settings';

const TOKEN = 'a-token-of-at-least-24-characters';

describe('importSettings', () => {
  it('has working defaults', () => {
    expect(importSettings({})).toEqual({
      token: undefined,
      maxWithdrawShare: 0.2,
      maxBytes: 256 * 1024 * 1024,
      serverUrls: undefined,
    });
  });

  it.each([
    [{ IMPORT_TOKEN: TOKEN }, { token: TOKEN }],
    [{ IMPORT_TOKEN: '  ' }, { token: undefined }],
    [{ IMPORT_MAX_WITHDRAW_SHARE: '0.5' }, { maxWithdrawShare: 0.5 }],
    [{ IMPORT_MAX_WITHDRAW_SHARE: '1' }, { maxWithdrawShare: 1 }],
    [{ IMPORT_MAX_WITHDRAW_SHARE: '' }, { maxWithdrawShare: 0.2 }],
    [{ IMPORT_MAX_BYTES: '1048576' }, { maxBytes: 1_048_576 }],
    [
      { CACHE_SERVER_URLS: 'http://10.0.0.1:3000, http://10.0.0.2:3000/' },
      { serverUrls: ['http://10.0.0.1:3000', 'http://10.0.0.2:3000/'] },
    ],
    [{ CACHE_SERVER_URLS: ' ' }, { serverUrls: undefined }],
  ])('reads %j', (source, expected) => {
    expect(importSettings(source)).toMatchObject(expected);
  });

  it.each([
    [{ IMPORT_TOKEN: 'short' }, /IMPORT_TOKEN needs at least 24 characters/],
    [{ IMPORT_MAX_WITHDRAW_SHARE: '20%' }, /IMPORT_MAX_WITHDRAW_SHARE/],
    [{ IMPORT_MAX_WITHDRAW_SHARE: '1.5' }, /IMPORT_MAX_WITHDRAW_SHARE/],
    [{ IMPORT_MAX_BYTES: '-1' }, /IMPORT_MAX_BYTES/],
    [{ CACHE_SERVER_URLS: 'localhost:3000' }, /CACHE_SERVER_URLS/],
  ])('refuses %j', (source, message) => {
    expect(() => importSettings(source)).toThrow(message);
  });
});
