import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES, subsetFace } from '@/scripts/subset-fonts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the site’s fonts', () => {
  it.each(FACES)('$target is what `npm run fonts` makes of the installed package', async ({ source, target }) => {
    const committed = readFileSync(path.join(ROOT, target));
    expect(committed.equals(await subsetFace(source)), `run npm run fonts: ${target} is stale`).toBe(true);
    // Cut to the site's use, not a copy.
    expect(committed.length).toBeLessThan(0.7 * readFileSync(path.join(ROOT, source)).length);
  });

  it('is what app/fonts.ts serves', () => {
    const fonts = readFileSync(path.join(ROOT, 'app/fonts.ts'), 'utf8');
    for (const { target } of FACES) expect(fonts).toContain(`'./fonts/${path.basename(target)}'`);
  });
});
