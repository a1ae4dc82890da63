/**
 * Assist in our other languages (pt, de, fr, es, nl), without Home Assistant: the sentence tables are
 * registered and chosen by HA's language; each slot an example captures (test/ha/assist-fixtures.ts
 * EXPECTED_SLOTS, which test/ha/assist-sentences.test.ts checks against HA's own matcher) becomes the
 * right tool argument through the language's slot words; answers are spoken in the language and are
 * TTS-safe. The matcher-level checks (examples, built-in commands, crossings) are in
 * test/ha/assist-sentences.test.ts, which covers every table in SENTENCES.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { Language } from '../../src/speech/types.js';
import type { QueryContext } from '../../src/queries/types.js';
import { findQuery } from '../../src/questions/index.js';
import { answerQuestion } from '../../src/assist/answerer.js';
import { FAMILIES } from '../../src/assist/families.js';
import { SENTENCES, sentencesFor } from '../../src/assist/sentences/index.js';
import { EXPECTED_SLOTS } from '../ha/assist-fixtures.js';
import { contextOf } from '../helpers/query-context.js';

const LANGS = ['pt', 'de', 'fr', 'es', 'nl'] as const satisfies readonly Language[];
const T0 = Date.parse('2026-11-30T12:00:00Z');

/** A boat with two banks, two engines and three tank types. */
const BOAT: Record<string, unknown> = {
  'electrical.batteries.house.capacity.stateOfCharge': 0.68,
  'electrical.batteries.house.voltage': 12.84,
  'electrical.batteries.start.capacity.stateOfCharge': 0.97,
  'electrical.batteries.start.voltage': 12.91,
  'propulsion.port.revolutions': 30,
  'propulsion.starboard.revolutions': 31.5,
  'tanks.fuel.0.currentLevel': 0.45,
  'tanks.freshWater.0.currentLevel': 0.8,
  'tanks.blackWater.0.currentLevel': 0.3,
};

function ctxFor(language: Language): QueryContext {
  const model = new VesselModel(() => T0);
  model.applyDelta({
    context: 'vessels.self',
    updates: [{ $source: 'u.1', timestamp: new Date(T0).toISOString(), values: Object.entries(BOAT).map(([path, value]) => ({ path, value })) }],
  });
  return contextOf(model, { language, now: () => T0 });
}

/** The tool argument each slotted example stands for. */
const EXPECTED_ARGS: Record<(typeof LANGS)[number], Record<string, Record<string, string>>> = {
  de: {
    'wie voll ist die Starterbatterie': { bank: 'start' },
    'wie steht die Verbraucherbatterie': { bank: 'house' },
    'wie ist der Ladestand der Bordbatterie': { bank: 'house' },
    'wie viel Diesel haben wir noch': { type: 'fuel' },
    'wie viel Wasser haben wir': { type: 'freshWater' },
    'wie voll ist der Fäkalientank': { type: 'blackWater' },
    'wie läuft der Backbordmotor': { engine: 'port' },
    'was macht der Steuerbordmotor': { engine: 'starboard' },
  },
  fr: {
    'comment va le parc moteur': { bank: 'start' },
    'quelle est la charge du parc de servitude': { bank: 'house' },
    'combien de gasoil reste-t-il': { type: 'fuel' },
    "combien d'eau avons-nous": { type: 'freshWater' },
    "quel est le niveau du réservoir d'eaux noires": { type: 'blackWater' },
    'comment tourne le moteur bâbord': { engine: 'port' },
    "quel est l'état du moteur tribord": { engine: 'starboard' },
  },
  es: {
    'cómo está el banco de servicio': { bank: 'house' },
    'cuál es la carga del banco del motor': { bank: 'start' },
    'como esta el banco de baterias de servicio': { bank: 'house' },
    'cuánto gasoil queda': { type: 'fuel' },
    'cuánta agua tenemos': { type: 'freshWater' },
    'cuál es el nivel del tanque de aguas negras': { type: 'blackWater' },
    'como esta el deposito de agua': { type: 'freshWater' },
    'cómo está el motor de babor': { engine: 'port' },
    'cual es el estado del motor de estribor': { engine: 'starboard' },
  },
  nl: {
    'hoe vol is de startaccu': { bank: 'start' },
    'hoe staat de huishoudaccu ervoor': { bank: 'house' },
    'hoeveel diesel hebben we nog': { type: 'fuel' },
    'hoeveel water is er nog': { type: 'freshWater' },
    'hoe vol is de vuilwatertank': { type: 'blackWater' },
    'hoe draait de bakboordmotor': { engine: 'port' },
    'wat doet de stuurboordmotor': { engine: 'starboard' },
  },
  pt: {
    'como está a bateria de serviço': { bank: 'house' },
    'qual é a carga da bateria do motor': { bank: 'start' },
    'quanto gasóleo temos': { type: 'fuel' },
    'quanta água resta': { type: 'freshWater' },
    'qual o nível do tanque de combustível': { type: 'fuel' },
    'como está o tanque de água': { type: 'freshWater' },
    'como está o motor de bombordo': { engine: 'port' },
    'qual é o estado do motor de estibordo': { engine: 'starboard' },
  },
};

describe('Assist sentence tables for pt, de, fr, es, nl', () => {
  it("are registered and chosen by Home Assistant's language, regional variants included", () => {
    for (const l of LANGS) {
      assert.equal(SENTENCES[l]?.language, l);
      assert.deepEqual(sentencesFor(l), { sentences: SENTENCES[l], exact: true });
    }
    assert.equal(sentencesFor('de-CH').sentences.language, 'de');
    assert.equal(sentencesFor('fr-CA').sentences.language, 'fr');
    assert.equal(sentencesFor('es-419').sentences.language, 'es');
    assert.equal(sentencesFor('nl-BE').sentences.language, 'nl');
    assert.equal(sentencesFor('pt-PT').sentences.language, 'pt');
    assert.equal(sentencesFor('pt-BR').sentences.language, 'pt-BR');
  });

  for (const l of LANGS) {
    it(`${l}: every family, its apology and description in the language; every slotted example has its argument`, () => {
      const s = SENTENCES[l]!;
      for (const f of FAMILIES) assert.ok(s.families[f.id]!.commands.length >= 3, `${l} ${f.id}`);
      assert.notEqual(s.apology, SENTENCES['en']!.apology);
      assert.notEqual(s.description, SENTENCES['en']!.description);
      assert.deepEqual(Object.keys(EXPECTED_SLOTS[l] ?? {}).sort(), Object.keys(EXPECTED_ARGS[l]).sort());
      const examples = new Set(Object.values(s.families).flatMap((f) => f.examples));
      for (const text of Object.keys(EXPECTED_ARGS[l])) assert.ok(examples.has(text), `"${text}" is an example of ${l}`);
    });

    it(`${l}: a captured slot becomes the tool argument through the language's words, and the answer is TTS-safe`, () => {
      const ctx = ctxFor(l);
      const sentences = SENTENCES[l]!;
      for (const [text, slots] of Object.entries(EXPECTED_SLOTS[l] ?? {})) {
        // No captured slot: the sentence names the thing with fixed words (tanks), found in the sentence.
        const name = Object.keys(slots)[0];
        const family = name ? FAMILIES.find((f) => f.slot?.name === name)! : FAMILIES.find((f) => sentences.families[f.id]!.examples.includes(text))!;
        const answer = answerQuestion({ request_id: 'R', family: family.id, slots, sentence: text }, ctx, sentences);
        const expected = findQuery(family.query)!.run(EXPECTED_ARGS[l][text] as never, ctx).display;
        assert.ok(expected, `${text}: the boat has an answer`);
        assert.equal(answer?.text, expected, `"${text}" asks ${JSON.stringify(EXPECTED_ARGS[l][text])}`);
        assert.deepEqual(ttsViolations(answer!.text, l), [], answer!.text);
      }
    });

    it(`${l}: a missing reading is the language's "not reporting" sentence`, () => {
      const answer = answerQuestion({ request_id: 'R', family: 'depth', slots: {} }, ctxFor(l), SENTENCES[l]!);
      assert.equal(answer?.text, createSpeaker({ language: l, units: 'nautical-metric' }).notReporting('depth'));
      assert.deepEqual(ttsViolations(answer!.text, l), []);
    });
  }

  it('speaks the banks, engines and tanks in the language', () => {
    const said = (l: Language, family: string, slots: Record<string, string>) => answerQuestion({ request_id: 'R', family, slots }, ctxFor(l), SENTENCES[l]!)!.text;
    assert.equal(said('de', 'battery', { bank: 'starter' }), '97 Prozent, 12,9 Volt');
    assert.equal(said('nl', 'engine', { engine: 'bakboord' }), 'bakboordmotor, 1800 toeren per minuut');
    assert.equal(said('fr', 'tanks', { tank: 'eaux noires' }), 'eaux noires 30 pour cent');
    assert.equal(said('es', 'tanks', {}), 'combustible 45 por ciento; agua dulce 80 por ciento; aguas negras 30 por ciento');
    assert.equal(said('pt', 'engine', {}), 'motor de bombordo, 1800 rotações por minuto; motor de estibordo, 1890 rotações por minuto');
  });
});
