/**
 * water_temperature (src/questions/water-temperature/): the sea
 * water temperature with the outside air when the boat sends it, in the seven languages; absent without a
 * water temperature (the air alone is no answer); stale past the environment limit; the last known value
 * while the feed is down. Every display passes ttsViolations and is said by espeak-ng within 8 s.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as waterTemperature } from '../../src/questions/water-temperature/query.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { queryContext, TEST_NOW, type ContextOptions } from '../helpers/query-context.js';

/** 18.5 °C water (said in whole degrees: 19), 21.2 °C air. */
const BOTH = { 'environment.water.temperature': 291.65, 'environment.outside.temperature': 294.35 };
const WATER = { 'environment.water.temperature': 291.65 };

function ask(values: Record<string, unknown>, opts: ContextOptions & { at?: number } = {}) {
  return waterTemperature.run({}, queryContext(values, opts));
}

/** Per language: water and air; water alone; below zero; imperial; stale; feed down; not reporting. */
const EXPECTED: Record<Language, string[]> = {
  en: [
    'Water 19 degrees Celsius, air 21 degrees Celsius.',
    'Water 19 degrees Celsius.',
    'Water minus 2 degrees Celsius.',
    'Water 65 degrees Fahrenheit, air 70 degrees Fahrenheit.',
    'Water 19 degrees Celsius, as of 20 minutes ago.',
    "I can't reach the boat's SignalK server; 2 minutes ago: Water 19 degrees Celsius.",
    "The boat isn't reporting water temperature right now.",
  ],
  'pt-BR': [
    'Água a 19 graus Celsius, ar a 21 graus Celsius.',
    'Água a 19 graus Celsius.',
    'Água a menos 2 graus Celsius.',
    'Água a 65 graus Fahrenheit, ar a 70 graus Fahrenheit.',
    'Água a 19 graus Celsius, última leitura há 20 minutos.',
    'Não consigo acessar o servidor SignalK do barco; há 2 minutos: Água a 19 graus Celsius.',
    'O barco não está informando a temperatura da água no momento.',
  ],
  pt: [
    'Água a 19 graus Celsius, ar a 21 graus Celsius.',
    'Água a 19 graus Celsius.',
    'Água a menos 2 graus Celsius.',
    'Água a 65 graus Fahrenheit, ar a 70 graus Fahrenheit.',
    'Água a 19 graus Celsius, última leitura há 20 minutos.',
    'Não consigo ligar ao servidor SignalK do barco; há 2 minutos: Água a 19 graus Celsius.',
    'O barco não está a comunicar a temperatura da água neste momento.',
  ],
  de: [
    'Wasser 19 Grad Celsius, Luft 21 Grad Celsius.',
    'Wasser 19 Grad Celsius.',
    'Wasser minus 2 Grad Celsius.',
    'Wasser 65 Grad Fahrenheit, Luft 70 Grad Fahrenheit.',
    'Wasser 19 Grad Celsius, Stand vor 20 Minuten.',
    'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: Wasser 19 Grad Celsius.',
    'Das Boot meldet gerade keine Wassertemperatur.',
  ],
  fr: [
    'Eau à 19 degrés Celsius, air à 21 degrés Celsius.',
    'Eau à 19 degrés Celsius.',
    'Eau à moins 2 degrés Celsius.',
    'Eau à 65 degrés Fahrenheit, air à 70 degrés Fahrenheit.',
    'Eau à 19 degrés Celsius, relevé il y a 20 minutes.',
    "Je n'arrive pas à joindre le serveur SignalK du bateau ; il y a 2 minutes : Eau à 19 degrés Celsius, air à 21 degrés Celsius.",
    "Le bateau ne transmet pas la température de l'eau en ce moment.",
  ],
  es: [
    'Agua a 19 grados Celsius, aire a 21 grados Celsius.',
    'Agua a 19 grados Celsius.',
    'Agua a menos 2 grados Celsius.',
    'Agua a 65 grados Fahrenheit, aire a 70 grados Fahrenheit.',
    'Agua a 19 grados Celsius, dato de hace 20 minutos.',
    'No puedo conectar con el servidor SignalK del barco; hace 2 minutos: Agua a 19 grados Celsius.',
    'El barco no está informando la temperatura del agua en este momento.',
  ],
  nl: [
    'Water 19 graden Celsius, lucht 21 graden Celsius.',
    'Water 19 graden Celsius.',
    'Water min 2 graden Celsius.',
    'Water 65 graden Fahrenheit, lucht 70 graden Fahrenheit.',
    'Water 19 graden Celsius, stand van 20 minuten geleden.',
    'Ik kan de SignalK server van de boot niet bereiken; 2 minuten geleden: Water 19 graden Celsius.',
    'De boot geeft op dit moment geen watertemperatuur door.',
  ],
};

/** Every display of EXPECTED's order in `language`, from the query. */
function displays(language: Language): (string | null)[] {
  const lostAt = TEST_NOW - 120_000;
  return [
    ask(BOTH, { language }).display,
    ask(WATER, { language }).display,
    ask({ 'environment.water.temperature': 271.35 }, { language }).display,
    ask(BOTH, { language, units: 'nautical-imperial' }).display,
    ask(WATER, { language, at: TEST_NOW - 20 * 60_000 }).display,
    ask(BOTH, { language, feed: { status: 'down', lostAt } }).display,
    queryContext({}, { language }).speaker.notReporting(waterTemperature.subject),
  ];
}

describe('water_temperature', () => {
  for (const language of LANGUAGES) {
    it(`${language}: exact displays, each passing ttsViolations`, () => {
      const said = displays(language);
      assert.deepEqual(said, EXPECTED[language]);
      for (const d of said) assert.deepEqual(ttsViolations(d!, language), [], d!);
    });
  }

  it('the fields in SI, with the oldest reading as the timestamp', () => {
    const r = ask(BOTH);
    assert.equal(r.water_temperature_k, 291.65);
    assert.equal(r.outside_temperature_k, 294.35);
    assert.equal(r.timestamp, new Date(TEST_NOW).toISOString());
  });

  it('without a water temperature the answer is absent, though the air is known (the not-reporting sentence is said)', () => {
    const r = ask({ 'environment.outside.temperature': 294.35 });
    assert.deepEqual(
      { display: r.display, water: r.water_temperature_k, air: r.outside_temperature_k, timestamp: r.timestamp },
      { display: null, water: null, air: null, timestamp: null },
    );
    assert.equal(ask({ 'environment.water.temperature': null }).display, null, 'a null reading');
    assert.equal(ask({ 'environment.water.temperature': 5000 }).display, null, 'an impossible value');
  });

  it('feed down with nothing known: the lead alone; never connected: the lead alone', () => {
    assert.equal(ask({}, { feed: { status: 'down', lostAt: TEST_NOW - 120_000 } }).display, "I can't reach the boat's SignalK server; last contact 2 minutes ago.");
    assert.equal(ask(WATER, { feed: { status: 'never' } }).display, "I can't reach the boat's SignalK server. Last known: Water 19 degrees Celsius.");
  });

  it('espeak-ng says the answer with the air within 8 s in every language', async (t) => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    for (const language of LANGUAGES) {
      const [spoken] = await say([EXPECTED[language][0]!], ESPEAK_VOICE[language]);
      t.diagnostic(`${language} ${spoken!.seconds.toFixed(2)} s: ${spoken!.text}`);
      assert.ok(spoken!.seconds > 1 && spoken!.seconds <= 8, `${language}: ${spoken!.seconds} s`);
    }
  });
});
