/**
 * `npm test`'s first step on a machine that lacks what the suites need (scripts/lib/test-deps.sh,
 * shared with .ci/run): not root, so nothing is installed; it stops at once, naming each missing
 * Debian package with what needs it, and the one command that installs them. The machine is played
 * by a PATH holding only the tools the check itself uses and a stand-in `id` (a non-root user).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/repo.js';

/** Runs test_deps_ensure with only `tools` on PATH, as uid 1000, with Pythons present (the venvs' check needs no apt). */
function ensure(tools: string[]) {
  const bin = mkdtempSync(join(tmpdir(), 'test-deps-bin-'));
  try {
    for (const t of tools) {
      const found = spawnSync('bash', ['-c', `command -v ${t}`], { encoding: 'utf8' }).stdout.trim();
      assert.ok(found, `${t} is on this machine`);
      symlinkSync(found, join(bin, t));
    }
    writeFileSync(join(bin, 'id'), '#!/bin/sh\necho 1000\n');
    for (const py of ['python3.11', 'python3.12', 'python3.13']) writeFileSync(join(bin, py), '#!/bin/sh\nexit 0\n');
    for (const f of ['id', 'python3.11', 'python3.12', 'python3.13']) chmodSync(join(bin, f), 0o755);
    return spawnSync(join(bin, 'bash'), ['-c', 'source scripts/lib/test-deps.sh && test_deps_ensure'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: bin, HOME: bin, PYENV_ROOT: join(bin, 'no-pyenv') },
    });
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe("the tests' machine check (scripts/lib/test-deps.sh)", () => {
  it('without espeak-ng and mosquitto, and not root: stops naming each and the command that installs them', () => {
    const r = ensure(['bash', 'dirname', 'cut', 'tr']);
    assert.equal(r.status, 1);
    const apparmor = ['/sbin/apparmor_parser', '/usr/sbin/apparmor_parser'].some((p) => spawnSync('test', ['-x', p]).status === 0);
    assert.equal(
      r.stderr,
      [
        'The tests need what this machine lacks:',
        '  - espeak-ng: the speaking tests say every answer with it',
        '  - mosquitto: the MQTT tests start their own broker (mosquitto, mosquitto_passwd)',
        ...(apparmor ? [] : ["  - apparmor: test/unit/addon-config.test.ts compiles the add-on's profile with apparmor_parser"]),
        'Install the Debian packages with:',
        `  sudo apt-get install -y --no-install-recommends espeak-ng mosquitto${apparmor ? '' : ' apparmor'}`,
        '',
      ].join('\n'),
    );
  });

  it('with every package there: passes and says nothing', () => {
    const r = ensure(['bash', 'dirname', 'cut', 'tr', 'espeak-ng', 'mosquitto', 'mosquitto_passwd', 'apparmor_parser']);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
  });
});
