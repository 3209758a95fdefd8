import { describe, expect, it } from 'vitest';
import { isSuccessNotice, VISIT_NOTICES, visitNotice } from '@/lib/appointments/visit-notices';

describe('visit page notices', () => {
  it.each(VISIT_NOTICES)('reads %s', (notice) => {
    expect(visitNotice(notice)).toBe(notice);
  });

  it.each([undefined, '', 'deleted', ['cancelled'], 'CANCELLED'])('reads %j as none', (value) => {
    expect(visitNotice(value)).toBeNull();
  });

  it('shows a change done as a status and every refusal as an alert', () => {
    expect(VISIT_NOTICES.filter(isSuccessNotice)).toEqual(['cancelled', 'moved']);
  });
});
