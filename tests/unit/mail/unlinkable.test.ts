import { describe, expect, it } from 'vitest';
import { unlinkable } from '@/lib/mail/unlinkable';

describe('unlinkable', () => {
  it.each([
    ['https://evil.example/login?x=1', 'https[:]//evil[.]example/login?x=1'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['écris à aide@evil.example', 'écris à aide[@]evil[.]example'],
    ['evil.com', 'evil[.]com'],
    ['Regarde. Le jardin est superbe !', 'Regarde. Le jardin est superbe !'],
    ['Sophie Martin', 'Sophie Martin'],
  ])('%s → %s', (text, expected) => {
    expect(unlinkable(text)).toBe(expected);
  });
});
