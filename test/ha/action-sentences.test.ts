/**
 * The voice-action command sentences (src/actions/sentences/) through the hassil of the Core under test
 * (HA_VERSION: hassil 1.6.1 in 2024.3.3, 3.12.1 in 2026.11.0), the way Home Assistant matches sentence
 * triggers (test/ha/hassil_check.py), in one Python run for every language:
 * - hassil matches exactly what the TypeScript matcher (src/actions/grammar.ts, the MCP tool's) matches
 *   on the whole command corpus (test/cases/commands/<lang>.json, and each sentence with the other
 *   apostrophe): the same single command, the same slots; no `not` sentence reaches a command;
 * - no question of the Assist corpus (test/cases/assist/<lang>.json) reaches a command, and no Assist
 *   question template takes a command of the corpus (two triggers would run);
 * - sentences sampled from our command templates (20 of each) reach their own command only (hassil
 *   1.6.1 splits compound words at a wildcard: "stop het ankeralarm" is "stop het {alarm} alarm" there);
 * - Home Assistant's own built-in sentences (3 samples of each template of its grammar for the
 *   language, and BUILTIN_COMMANDS of test/ha/assist-fixtures.ts) reach no command.
 * Bounded for CI (about 7 s on 2024.3.3, 3 s on 2026.11.0: hassil 1.6.1 tries our 20-odd templates on a
 * sentence in about 1 ms); `node --import tsx scripts/command-corpus.ts --hassil all --builtin 10` goes
 * further and prints the table.
 *
 * Needs `bash scripts/setup-ha.sh`; skipped without it, except under CI where it fails.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { HA_LABEL, HA_VENV, HA_VERSION, haUnavailableReason } from '../helpers/ha.js';
import { commandMisses, commandTable, loadCommandCorpora, runCommandCorpusHassil, runCommandCorpusTs, type HassilCommandCheck } from '../helpers/command-corpus.js';
import { LANGUAGES } from '../../src/domain/language.js';

const unavailable = haUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

describe(`Voice-action commands with ${HA_LABEL}'s hassil`, { skip, timeout: 600_000 }, () => {
  const corpora = loadCommandCorpora();
  let checks: HassilCommandCheck[] = [];

  before(() => {
    checks = runCommandCorpusHassil(
      LANGUAGES.map((l) => corpora[l]!),
      join(HA_VENV, 'bin', 'python'),
      `HA ${HA_VERSION}`,
      3,
      20,
    );
  });

  LANGUAGES.forEach((language, i) => {
    it(`${language}: hassil matches what the TypeScript matcher matches; no question, \`not\` sentence or built-in sentence is a command`, (t) => {
      const c = checks[i]!;
      const ts = runCommandCorpusTs(corpora[language]!);
      assert.deepEqual(
        c.result.commands.map((x) => ({ text: x.text, reached: x.reached })),
        ts.commands.map((x) => ({ text: x.text, reached: x.reached })),
      );
      assert.deepEqual(commandMisses(c.result), []);
      assert.equal(c.result.notCount, corpora[language]!.not.length);
      assert.ok(c.result.questionCount > 60, `${c.result.questionCount} Assist questions`);
      assert.deepEqual(c.questionFamilyTook, [], 'an Assist question template takes a command');
      assert.ok(c.builtinCount > 150, `sampled ${c.builtinCount} built-in sentences`);
      assert.deepEqual(c.builtinTaken, [], "Home Assistant's built-in sentences");
      assert.ok(c.ownCount > 200, `sampled ${c.ownCount} sentences of our command templates`);
      assert.deepEqual(c.ownCrossed, [], 'a sentence of one command template that reaches another command too, or none');
      t.diagnostic(`${c.result.commands.length} commands, ${c.result.notCount} not, ${c.result.questionCount} questions, ${c.builtinCount} built-in sentences`);
    });
  });

  it('prints the table', (t) => {
    for (const line of commandTable(checks.map((c) => c.result)).split('\n')) t.diagnostic(line);
    assert.equal(checks.length, LANGUAGES.length);
  });
});
