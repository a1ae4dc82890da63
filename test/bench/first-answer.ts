/**
 * The first five minutes: how long a newcomer waits, on a fresh clone, from `npm ci` to the
 * first answer of the README's run command `npm ci && npx signalk-assist serve --demo`. Printed, never
 * asserted (our machines are shared).
 *
 *   node --import tsx test/bench/first-answer.ts                       # this repository's HEAD
 *   node --import tsx test/bench/first-answer.ts --from /work/main     # another clone or branch
 *   node --import tsx test/bench/first-answer.ts --from . --branch cli
 *
 * Steps, each timed: `git clone` into a temp dir; `npm ci` there (npm's cache as it is: a newcomer's
 * first ever install also downloads, which no code of ours changes); then the run command exactly as
 * the README gives it (through npx), polled with a battery_state call until it answers with a
 * display; `--help` through npx and through node. The port comes from MCP_PORT (a free one), so the
 * README's 8765 may be in use by something else. Warnings `npm ci` prints are shown.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../helpers/net.js';
import { firstDisplay } from '../helpers/first-display.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { from: { type: 'string', default: resolve(import.meta.dirname, '../..') }, branch: { type: 'string' }, keep: { type: 'boolean', default: false } },
});

function timed(label: string, cmd: string, args: string[], cwd: string): { ms: number; stderr: string; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: childEnv() });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status}):\n${r.stderr}`);
  return { ms, stderr: r.stderr, stdout: r.stdout };
}

/** Our environment without anything that would reach a Home Assistant or change the options. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const k of Object.keys(env)) if (k === 'SUPERVISOR_TOKEN' || k.startsWith('SIGNALK_') || k.startsWith('HA_') || k.startsWith('MCP_')) delete env[k];
  return { ...env, ...extra };
}

async function firstAnswer(dir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  // The README's command, word for word; the port only through the environment.
  const child = spawn('npx', ['signalk-assist', 'serve', '--demo'], {
    cwd: dir,
    env: childEnv({ MCP_PORT: String(port), SIGNALK_ASSIST_OPTIONS: join(dir, 'no-options.json') }),
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  try {
    const { text } = await firstDisplay(child, port, 'battery_state', { since: t0, limitMs: 120_000, pollMs: 50, label: 'the run command' });
    const ms = performance.now() - t0;
    console.log(`  first answer: ${text}`);
    return ms;
  } finally {
    // npx starts node as its child: end the whole group we started.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sa-first-'));
try {
  const branch = values.branch ? ['--branch', values.branch] : [];
  console.log(`Cloning ${values.from}${values.branch ? ` (${values.branch})` : ''} into ${dir}...`);
  const clone = timed('git clone', 'git', ['clone', '--quiet', ...branch, values.from, dir], tmpdir());
  const head = spawnSync('git', ['log', '-1', '--format=%h %s'], { cwd: dir, encoding: 'utf8' }).stdout.trim();
  console.log(`  ${head.slice(0, 100)}`);
  const ci = timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], dir);
  const warnings = (ci.stderr + ci.stdout).split('\n').filter((l) => /\bwarn/i.test(l));
  const answer = await firstAnswer(dir);
  const helpNpx = timed('npx signalk-assist --help', 'npx', ['signalk-assist', '--help'], dir);
  const bin = (JSON.parse(spawnSync('node', ['-p', 'JSON.stringify(require("./package.json").bin)'], { cwd: dir, encoding: 'utf8' }).stdout) as Record<string, string>)[
    'signalk-assist'
  ]!;
  const helpNode = timed('node --help', 'node', [bin, '--help'], dir);
  console.log(`git clone ${(clone.ms / 1000).toFixed(1)} s`);
  console.log(`npm ci ${(ci.ms / 1000).toFixed(1)} s, ${warnings.length} warning line(s)${warnings.length ? ':\n  ' + warnings.join('\n  ') : ''}`);
  console.log(`npx signalk-assist serve --demo: first answer ${(answer / 1000).toFixed(2)} s after the command`);
  console.log(`npm ci + run command to the first answer: ${((ci.ms + answer) / 1000).toFixed(1)} s`);
  console.log(`--help: ${(helpNpx.ms / 1000).toFixed(2)} s through npx, ${(helpNode.ms / 1000).toFixed(2)} s with node ${bin}`);
} finally {
  if (values.keep) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
