/**
 * The Assist question corpus (test/cases/assist/<lang>.json: questions written the way sailors ask,
 * and questions for the house) through the hassil of the Core under test (HA_VERSION: 1.6.1 in
 * 2024.3.3, 3.12.1 in 2026.11.0) against exactly the templates the add-on registers
 * (test/helpers/assist-corpus.ts). Every language: at least 95 % of its boat questions reach their
 * family (and slot) only, none reaches a wrong one, no house question reaches any. Prints the table
 * per language and topic (also `node --import tsx scripts/assist-corpus.ts`).
 *
 * Needs `bash scripts/setup-ha.sh`; skipped without it, except under CI where it fails.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { HA_LABEL, HA_VENV, haUnavailableReason } from '../helpers/ha.js';
import { corpusMisses, corpusTable, loadCorpora, runCorpus, type CorpusResult } from '../helpers/assist-corpus.js';
import { LANGUAGES } from '../../src/domain/language.js';

const unavailable = haUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

describe(`The Assist corpus with ${HA_LABEL}'s hassil`, { skip, timeout: 900_000 }, () => {
  const corpora = loadCorpora();
  const results: CorpusResult[] = [];

  it('every language has a corpus of at least 60 boat and 10 house questions', () => {
    for (const l of LANGUAGES) {
      assert.ok((corpora[l]?.boat.length ?? 0) >= 60, `${l}: boat questions`);
      assert.ok((corpora[l]?.house.length ?? 0) >= 10, `${l}: house questions`);
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: at least 95 % right, none wrong, no house question taken`, (t) => {
      const r = runCorpus(corpora[language]!, join(HA_VENV, 'bin', 'python'));
      results.push(r);
      const right = r.boat.filter((q) => q.outcome === 'right').length;
      for (const line of corpusMisses(r)) t.diagnostic(line);
      assert.deepEqual(
        r.boat.filter((q) => q.outcome === 'wrong').map((q) => `${q.text} -> ${JSON.stringify(q.reached)}`),
        [],
        'wrong family or slot',
      );
      assert.deepEqual(r.houseTaken, [], 'house questions taken');
      assert.ok(right >= 0.95 * r.boat.length, `${right} of ${r.boat.length} right`);
    });
  }

  it('prints the table', (t) => {
    for (const line of corpusTable(results).split('\n')) t.diagnostic(line);
    assert.equal(results.length, LANGUAGES.length);
  });
});
