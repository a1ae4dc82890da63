/**
 * One word for distance per language and compass points written one way, in every answer of every
 * tool on the demo boat (test/helpers/wording.ts says which words and why).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { demoAfter } from '../helpers/boats.js';
import { toolAnswers } from '../helpers/tool-answers.js';
import { wordingSlips } from '../helpers/wording.js';

const NM = 1852;
const DEG = Math.PI / 180;

describe('one distance word per language, compass points one way', () => {
  it("a distance, a place and an AIS range say the same word; compass points in the language's case", () => {
    const expected: Readonly<Record<Language, [string, string, string, string]>> = {
      en: ['1.5 miles', '3 miles south-west of Cascais', 'Cargo vessel Nordic Star, 1.2 miles east, closing to 0.3 miles in 12 minutes.', '205 degrees, south-south-west'],
      'pt-BR': ['1,5 milha', 'a 3 milhas a sudoeste de Cascais', '', '205 graus, sul-sudoeste'],
      pt: ['1,5 milhas', '', '', ''],
      de: ['1,5 Seemeilen', '3 Seemeilen südwestlich von Cascais', '', '205 Grad, Südsüdwest'],
      fr: ['1,5 mille', '3 milles au sud-ouest de Cascais', 'Cargo Nordic Star, 1,2 mille, au 90, se rapproche à 0,3 mille dans 12 minutes.', ''],
      es: ['1,5 millas', 'a 3 millas al suroeste de Cascais', '', ''],
      nl: ['1,5 mijl', '3 mijl ten zuidwesten van Cascais', '', '205 graden, zuidzuidwest'],
    };
    for (const language of LANGUAGES) {
      const sp = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
      const said = [
        sp.quantity('distance', 1.5 * NM).text!,
        sp.place({ name: 'Cascais', distance_m: 3.2 * NM, bearing_deg: 225, in_harbour: false })!,
        sp.aisTargets([{ name: 'NORDIC STAR', category: 'cargo', range: 2222.4, bearing: Math.PI / 2, cpa: 555.6, tcpa: 720, closing: true }]),
        sp.quantity('direction', 205 * DEG).text!,
      ];
      expected[language].forEach((want, i) => {
        if (want !== '') assert.equal(said[i], want, `${language} ${i}`);
      });
      assert.deepEqual(wordingSlips(said, language), [], language);
    }
  });

  it('the check catches the other word and the other case', () => {
    assert.deepEqual(wordingSlips(['2.3 miles', '1.5 nautical miles', 'bearing South-South-West', '3 miles north of Horta'], 'en'), [
      'distance word: 1.5 nautical miles',
      'compass case: bearing South-South-West',
    ]);
    assert.deepEqual(wordingSlips(['1,5 zeemijl', '1 mijl'], 'nl'), ['distance word: 1,5 zeemijl']);
    assert.deepEqual(wordingSlips(['marcação Sul-Sudoeste', 'a sudoeste'], 'pt-BR'), ['compass case: marcação Sul-Sudoeste']);
  });

  // The demo boat half an hour into its passage (route, AIS traffic, barometer and recent history).
  const { model, now, sources } = demoAfter(1800);
  for (const language of LANGUAGES) {
    it(`${language}: every answer of every tool on the demo boat`, () => {
      const answers = toolAnswers(model, language, now, sources);
      assert.ok(
        answers.some((a) => a.tool === 'navigation_state' && a.display !== null && /Cascais|Oeiras|Lisboa|Lisbon|Sintra|Estoril/u.test(a.display)),
        `${language}: no place said`,
      );
      assert.deepEqual(
        wordingSlips(
          answers.map((a) => a.display),
          language,
        ),
        [],
        language,
      );
    });
  }
});
