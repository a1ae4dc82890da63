/**
 * A test file whose `before` hook fails after Home Assistant started ends by itself, and takes HA
 * with it (else HA stayed alive and the test process never exited). Runs
 * test/ha/fixtures/failing-before.ts as its own node --test child against the HA release under test.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HA_LABEL, haUnavailableReason } from '../helpers/ha.js';
import { REPO_ROOT } from '../helpers/repo.js';

const unavailable = haUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

/** Whether a process runs (a zombie waiting for its parent's reaper counts as gone). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z /.test(stat);
  } catch {
    return false;
  }
}

describe(`a failing before hook (${HA_LABEL})`, { skip, timeout: 300_000 }, () => {
  it('leaves no Home Assistant running and no config dir, and its test process exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signalk-assist-cleanup-'));
    const report = join(dir, 'report.json');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', '--test', join('test', 'ha', 'fixtures', 'failing-before.ts')], {
        cwd: REPO_ROOT,
        // Without the runner's NODE_TEST_CONTEXT: the child is a test run of its own, not a subtest.
        env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_TEST_CONTEXT')), CLEANUP_REPORT: report },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(-1);
        }, 240_000);
        child.once('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      assert.notEqual(code, -1, `the test process did not exit within 240 s:\n${out.slice(-2000)}`);
      assert.equal(code, 1, `the failed hook fails the run:\n${out.slice(-2000)}`);
      assert.match(out, /before hook failed on purpose/);
      const { pid, configDir } = JSON.parse(readFileSync(report, 'utf8')) as { pid: number; configDir: string };
      assert.ok(pid > 0);
      // The exit handler SIGKILLs HA synchronously; the kernel may take a moment to finish it.
      const end = Date.now() + 10_000;
      while (running(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      assert.equal(running(pid), false, `Home Assistant (pid ${pid}) still runs`);
      assert.equal(existsSync(configDir), false, `${configDir} was left behind`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
