import { describe, expect, it } from 'vitest';
import { clearedWriteDraftCookie, isFormKey, keptFields, writeDraftCookie } from '@/lib/admin/write-drafts';

// What a refused back-office write keeps for its page (lib/admin/write-drafts.ts); its storage is
// tested on a database in tests/integration/back-office/drafts.test.ts.

describe('isFormKey', () => {
  it.each(['testimonial-12', 'owner', 'slot-4-cancel', 'layout-header'])('takes %s', (key) => {
    expect(isFormKey(key)).toBe(true);
  });

  it.each(['', 'Testimonial', '12-slot', 'a b', 'a_b', 'x'.repeat(81), ['owner'], undefined])(
    'refuses %j, which could not be an id’s prefix',
    (key) => {
      expect(isFormKey(key)).toBe(false);
    },
  );
});

describe('keptFields', () => {
  it('keeps what was typed, without where the form returns nor its key, and without NUL', () => {
    expect(
      keptFields({ back: '/admin/owners/', form: 'owner', name: 'Ann\0', email: 'ann@x.be', weekdays: ['1', '\0'] }),
    ).toEqual({ name: 'Ann', email: 'ann@x.be', weekdays: ['1', ''] });
  });
});

describe('the draft’s cookie', () => {
  it('is sent to the back-office’s pages alone, out of scripts’ reach, for the draft’s quarter of an hour', () => {
    expect(writeDraftCookie('0123456789abcdef0123456789abcdef', true)).toBe(
      'vitrine-admin-draft=0123456789abcdef0123456789abcdef; Path=/admin/; Max-Age=900; HttpOnly; SameSite=Lax; Secure',
    );
    expect(clearedWriteDraftCookie(false)).toBe(
      'vitrine-admin-draft=; Path=/admin/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});
