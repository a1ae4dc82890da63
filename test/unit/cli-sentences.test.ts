/** `signalk-assist sentences`: exactly the registered templates, as text or JSON; a bad language is a clear error. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../helpers/repo.js';
import { allRegisteredSentences, registeredSentences } from '../../src/assist/registered.js';

const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'sentences', ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });

describe('signalk-assist sentences', () => {
  it('--json: every language, every family, the registered templates', () => {
    const r = cli('--json');
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), allRegisteredSentences());
  });
  it('--language de: one template a line under each family', () => {
    const r = cli('--language', 'de');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(lines[0], '# de');
    const de = registeredSentences('de');
    assert.equal(lines.length, 1 + Object.keys(de).length + Object.values(de).flat().length);
    assert.equal(lines[1], 'battery:');
    assert.equal(lines[2], `  ${de.battery![0]}`);
  });
  it('an unknown language or flag: exit 2 and what to give', () => {
    const r = cli('--language', 'xx');
    assert.equal(r.status, 2);
    assert.equal(r.stderr, "signalk-assist: no Assist sentences in 'xx': the languages are en, pt-BR, pt, de, fr, es, nl\n");
    const f = cli('--lang', 'de');
    assert.equal(f.status, 2);
    assert.match(f.stderr, /Unknown option '--lang'.*see signalk-assist sentences --help/);
  });
});
