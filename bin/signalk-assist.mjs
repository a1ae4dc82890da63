#!/usr/bin/env node
// The `signalk-assist` command (package.json "bin"): runs the bundle, bundle/signalk-assist.mjs, which
// needs Node.js 22 or newer. Started by an older node (a machine whose system Node.js is 20), it runs
// the bundle on the Node.js the tests pin (scripts/toolchain.json) when scripts/install-node.sh has put
// it in .cache/ (`npm ci` does, through `prepare`, on such a machine), and otherwise says what to install.
// Written for any Node.js: nothing here may need a newer one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_MAJOR = 22;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'bundle', 'signalk-assist.mjs');

if (Number(process.versions.node.split('.')[0]) >= MIN_MAJOR) {
  await import(new URL('../bundle/signalk-assist.mjs', import.meta.url).href);
} else {
  const pinned = JSON.parse(readFileSync(join(root, 'scripts', 'toolchain.json'), 'utf8')).node;
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  const found = [root, process.cwd()].map((dir) => join(dir, '.cache', `node-${pinned}-linux-${arch}`, 'bin', 'node')).find((p) => existsSync(p));
  if (!found) {
    process.stderr.write(
      `signalk-assist needs Node.js ${MIN_MAJOR} or newer, and this is ${process.version}.\n` +
        `Install Node.js ${pinned} into this clone's .cache/ with \`bash scripts/install-node.sh\` (from the npm registry) and run the command again,\n` +
        `or install Node.js 24 LTS from https://nodejs.org/en/download and put it first on PATH.\n`,
    );
    process.exit(1);
  }
  const child = spawn(found, [bundle, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
