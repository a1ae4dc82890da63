#!/usr/bin/env node
// Runs the test suites with Node's own test runner (TypeScript through tsx).
// Usage: node scripts/test.mjs [unit|integration|ha ...]   (default: all suites)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const suites = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'integration', 'ha'];
const files = [];
const walk = (dir) => {
  let entries;
  try { entries = readdirSync(dir); } catch { return; }
  for (const name of entries.sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts')) files.push(p);
  }
};
for (const s of suites) walk(join('test', s));
if (files.length === 0) {
  console.error(`no test files found in ${suites.join(', ')}`);
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
