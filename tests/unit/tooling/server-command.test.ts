import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_ARGS } from '@/scripts/server-node-args';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the server command', () => {
  // The benchmarks and the browser tests measure and test the server as `npm start` runs it.
  it('is the same in `npm start`, `npm run serve`, the benchmarks and the browser tests', () => {
    const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    const command = [...environment, 'node', ...SERVER_NODE_ARGS].join(' ');
    expect(scripts.serve).toBe(command);
    expect(scripts.start?.endsWith(`&& ${command}`)).toBe(true);
  });
});
