#!/usr/bin/env node
/**
 * `prepare` (npm ci, npm install, and npx's first run of this package's bin in a clone): builds
 * (`npm run build`: tsc, then the bundle) unless the bundle is already newer than everything it is
 * built from. npx installs a local package into its own cache on its first run in a directory and
 * runs `prepare` again there: rebuilding cost the README's `npx signalk-assist serve --demo` about
 * 10 s on a fresh clone (test/bench/first-answer.ts). `npm run build` always builds. On a Node.js older
 * than 22 it first installs the pinned one into .cache/ (scripts/install-node.sh).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'scripts/bundle.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

/** Newest modification time (ms) under a file or folder; 0 when absent. */
function newest(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

// Older than package.json's engines (a machine whose system Node.js is 20): the command runs on the
// pinned LTS from .cache/ (bin/signalk-assist.mjs), fetched here from the npm registry with the rest of
// `npm ci` (about 5 s cold, 53 MB; milliseconds once cached). Without it the command says what to install.
if (Number(process.versions.node.split('.')[0]) < 22) {
  const r = spawnSync('bash', [join(root, 'scripts/install-node.sh')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) console.error(`signalk-assist needs Node.js 22 or newer (this is ${process.version}): install Node.js 24 LTS`);
}

const built = newest(join(root, 'bundle/signalk-assist.mjs'));
const inputs = Math.max(...INPUTS.map((p) => newest(join(root, p))));
if (built > inputs && newest(join(root, 'dist/cli.js')) > inputs) process.exit(0);
const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
