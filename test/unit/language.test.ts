/**
 * One language matcher for the spoken answers and the Assist sentences (domain/language.ts): a tag
 * from Home Assistant, the add-on option or an MCP URL picks the same language for both.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isExactly, LANGUAGES, matchLanguage, type Language } from '../../src/domain/language.js';
import { sentencesFor } from '../../src/assist/sentences/index.js';
import { parseLanguage } from '../../src/config.js';
import { localeFromUrl } from '../../src/mcp/request-locale.js';

/** Tag -> the language both outputs use (null: none of ours, English is said and the log says so). */
const CASES: readonly [string | null | undefined, Language | null][] = [
  ['pt_BR', 'pt-BR'],
  ['pt-BR', 'pt-BR'],
  ['pt-br', 'pt-BR'],
  ['PT_br', 'pt-BR'],
  [' pt-BR ', 'pt-BR'],
  ['pt_PT', 'pt'],
  ['pt-PT', 'pt'],
  ['pt', 'pt'],
  ['PT', 'pt'],
  ['en', 'en'],
  ['en-GB', 'en'],
  ['EN_us', 'en'],
  ['de-AT', 'de'],
  ['de_CH', 'de'],
  ['DE', 'de'],
  ['nl-BE', 'nl'],
  ['fr-CA', 'fr'],
  ['es-419', 'es'],
  ['it', null],
  ['it-IT', null],
  ['zz', null],
  ['', null],
  ['   ', null],
  [null, null],
  [undefined, null],
];

describe('one language matcher (domain/language.ts)', () => {
  it('matches every tag a user may have to our language, or to none', () => {
    for (const [tag, want] of CASES) assert.equal(matchLanguage(tag), want, String(tag));
  });

  it('each of our languages matches itself exactly', () => {
    for (const l of LANGUAGES) {
      assert.equal(matchLanguage(l), l);
      assert.equal(isExactly(l, l), true);
    }
    assert.equal(isExactly('pt_BR', 'pt-BR'), true);
    assert.equal(isExactly('PT-br', 'pt-BR'), true);
    assert.equal(isExactly('en-GB', 'en'), false);
    assert.equal(isExactly('pt-PT', 'pt'), false);
    assert.equal(isExactly(null, 'en'), false);
  });

  it('the Assist sentences follow the same language as the answers; an unknown one gets English', () => {
    for (const [tag, want] of CASES) {
      const { sentences, exact } = sentencesFor(tag);
      assert.equal(sentences.language, want ?? 'en', String(tag));
      assert.equal(exact, want !== null && isExactly(tag, want), String(tag));
    }
    // Home Assistant set to pt_BR: Brazilian sentences, and no "no sentences in pt_BR" in the log.
    assert.deepEqual([sentencesFor('pt_BR').sentences.language, sentencesFor('pt_BR').exact], ['pt-BR', true]);
    assert.deepEqual([sentencesFor('en-GB').sentences.language, sentencesFor('en-GB').exact], ['en', false]);
  });

  it('the add-on option and an MCP URL take the same tags', () => {
    for (const [tag, want] of CASES) {
      if (typeof tag !== 'string') continue;
      assert.equal(parseLanguage(tag), want, tag);
      const url = new URL(`http://127.0.0.1/mcp?language=${encodeURIComponent(tag)}`);
      if (want === null) assert.throws(() => localeFromUrl(url), /language parameter in the URL: must be one of/);
      else assert.equal(localeFromUrl(url).language, want, tag);
    }
    assert.equal(parseLanguage('AUTO'), 'auto');
  });
});
