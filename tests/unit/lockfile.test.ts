import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` refuses a lock file that lacks any platform's optional package; the registry here only
// serves linux-x64 ones, so `node scripts/complete-lockfile.mjs` must run after `npm install`.
describe('package-lock.json', () => {
  it('lists every optional dependency, so `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) =>
          !lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] && !lock.packages[`node_modules/${name}`],
      ),
    );
    expect(missing).toEqual([]);
  });
});
