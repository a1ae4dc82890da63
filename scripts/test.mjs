#!/usr/bin/env node
// Runs the test suites with Node's own test runner (TypeScript through tsx).
// Usage: node scripts/test.mjs [unit|integration|ha ...]   (default: all suites)
//
// The ha suite runs once per Home Assistant release (scripts/ha-releases.json: the current one in
// full, the oldest we support and 2025.4.4 each a chosen subset), each with HA_VERSION set. A release whose venv is not
// installed is skipped with its setup command printed; under CI (env CI) that fails the run.
// HA_VERSION=2025.4.4 node scripts/test.mjs ha   runs that release only. A release's `notRun` files
// (features it does not have) are left out of its run, with the reason printed; a release's `only`
// list (file: reason) runs just those files, its `why` printed with it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

// Every suite runs on the pinned Node.js LTS (scripts/toolchain.json "node"), which the pretest step
// (scripts/pretest.sh) installs from the npm registry into .cache/. Started by another node (npm on
// the system's Node 20), this script runs itself again on that one, its bin/ first on PATH so that
// whatever the tests spawn by name (npx, node) runs on it too.
const TOOLCHAIN = JSON.parse(readFileSync(new URL('./toolchain.json', import.meta.url), 'utf8'));
if (process.version !== `v${TOOLCHAIN.node}`) {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  const bin = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '.cache', `node-${TOOLCHAIN.node}-linux-${arch}`, 'bin');
  if (existsSync(join(bin, 'node'))) {
    const r = spawnSync(join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` } });
    process.exit(r.status ?? 1);
  }
  const major = Number(process.versions.node.split('.')[0]);
  if (process.env.CI || major < Number(TOOLCHAIN.node.split('.')[0])) {
    console.error(
      `the tests run on Node.js ${TOOLCHAIN.node} and this is ${process.version}: run \`bash scripts/install-node.sh\` (from the npm registry into .cache/; npm test's pretest does it)`,
    );
    process.exit(1);
  }
  console.log(`# Node.js ${process.version}, not the pinned ${TOOLCHAIN.node} (bash scripts/install-node.sh installs it)`);
}
console.log(`# Node.js ${process.version} (${process.execPath})`);

// The releases (oldest first) and their venvs: scripts/ha-releases.json, read by test/helpers/ha.ts too.
const HA_RELEASES = JSON.parse(readFileSync(new URL('./ha-releases.json', import.meta.url), 'utf8'));

const suites = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'integration', 'ha'];
const walk = (dir, files) => {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of entries.sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, files);
    else if (name.endsWith('.test.ts')) files.push(p);
  }
  return files;
};

const runs = [];
const plain = suites.filter((s) => s !== 'ha').flatMap((s) => walk(join('test', s), []));
if (plain.length) runs.push({ label: suites.filter((s) => s !== 'ha').join(' + '), files: plain, env: {} });
const haFiles = suites.includes('ha') ? walk(join('test', 'ha'), []) : [];
const problems = [];
if (haFiles.length) {
  const wanted = process.env.HA_VERSION ? HA_RELEASES.filter((r) => r.version === process.env.HA_VERSION) : HA_RELEASES;
  if (wanted.length === 0) problems.push(`HA_VERSION=${process.env.HA_VERSION} is not one of ${HA_RELEASES.map((r) => r.version).join(', ')}`);
  for (const r of wanted) {
    if (existsSync(join(r.venv, 'bin', 'hass')) || process.env.HA_VENV) {
      // A file testing what a release does not have is not run there (rather than run and skipped).
      const notRun = r.notRun ?? {};
      for (const [file, why] of Object.entries(notRun)) console.log(`# not run on Home Assistant ${r.version}: ${file} (${why})`);
      // A release with an `only` list runs just those files (each with its reason; `why` says why the rest is left out).
      const only = r.only;
      if (only) {
        console.log(`# Home Assistant ${r.version} runs a chosen subset: ${r.why ?? ''}`);
        for (const [file, why] of Object.entries(only)) console.log(`#   ${file}: ${why}`);
        for (const file of Object.keys(only))
          if (!haFiles.some((f) => f.split('\\').join('/') === file)) problems.push(`scripts/ha-releases.json: ${r.version}'s only list names ${file}, which does not exist`);
      }
      const files = haFiles.filter((f) => !(f.split('\\').join('/') in notRun) && (!only || f.split('\\').join('/') in only));
      runs.push({ label: `ha on Home Assistant ${r.version}`, files, env: { HA_VERSION: r.version } });
    } else if (process.env.CI) {
      problems.push(`Home Assistant ${r.version} is not installed (${r.venv}): run \`${r.setup}\``);
    } else {
      console.log(`\n==== ha on Home Assistant ${r.version}: skipped, not installed (run \`${r.setup}\`) ====`);
    }
  }
}
if (runs.length === 0 && problems.length === 0) {
  console.error(`no test files found in ${suites.join(', ')}`);
  process.exit(1);
}

const results = [];
for (const run of runs) {
  console.log(`\n==== ${run.label}: ${run.files.length} files ====`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...run.files], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  results.push({ label: run.label, status: r.status ?? 1, s: (Date.now() - t0) / 1000 });
}
console.log('\n==== test runs ====');
for (const r of results) console.log(`  ${r.status === 0 ? 'pass' : 'FAIL'}  ${r.label}  (${r.s.toFixed(0)} s)`);
for (const p of problems) console.log(`  FAIL  ${p}`);
process.exit(results.some((r) => r.status !== 0) || problems.length ? 1 : 0);
