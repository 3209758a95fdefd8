import { describe, expect, it } from 'vitest';
import { fillNonce, splitAtPlaceholder } from '@/lib/page-cache/nonce-slots';

const PLACEHOLDER = 'k9Qx2w+Lm/0aZy8Tr1Ub3A==';

describe('nonce slots', () => {
  it('puts the fresh nonce wherever the placeholder was, and only there', () => {
    const html = `<script nonce="${PLACEHOLDER}">a</script><p>nonce</p><script nonce="${PLACEHOLDER}">b</script>`;
    const slots = splitAtPlaceholder(Buffer.from(html), PLACEHOLDER);
    expect(slots).toHaveLength(3);
    const page = fillNonce(slots, 'FRESH').toString();
    expect(page).toBe('<script nonce="FRESH">a</script><p>nonce</p><script nonce="FRESH">b</script>');
    expect(page).not.toContain(PLACEHOLDER);
  });

  it('gives each response its own nonce from the same slots', () => {
    const slots = splitAtPlaceholder(Buffer.from(`x${PLACEHOLDER}y`), PLACEHOLDER);
    expect(fillNonce(slots, 'one').toString()).toBe('xoney');
    expect(fillNonce(slots, 'two').toString()).toBe('xtwoy');
  });

  it('handles the placeholder at both ends, back to back, and not at all', () => {
    const edge = splitAtPlaceholder(Buffer.from(`${PLACEHOLDER}${PLACEHOLDER}mid${PLACEHOLDER}`), PLACEHOLDER);
    expect(fillNonce(edge, 'N').toString()).toBe('NNmidN');
    expect(splitAtPlaceholder(Buffer.from('plain'), PLACEHOLDER)).toHaveLength(1);
  });

  it('keeps multi-byte text around the slots intact', () => {
    const slots = splitAtPlaceholder(Buffer.from(`Liège ${PLACEHOLDER} € Mons`), PLACEHOLDER);
    expect(fillNonce(slots, 'n').toString()).toBe('Liège n € Mons');
  });
});
