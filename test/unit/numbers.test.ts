/**
 * The number helpers on their own (src/speech/numbers.ts `createNumbers`) and answer modules called as
 * the pure functions they are (docs/design.md#the-answer-contract): a locale, the helpers, a reading.
 * Exact words in three languages; the Speaker says the same, being the helpers with the answers on top.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createNumbers } from '../../src/speech/numbers.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { getLocale } from '../../src/speech/locales/index.js';
import { DEPTH, sayDepth } from '../../src/questions/depth-state/answer.js';
import { BATTERY, sayBattery } from '../../src/questions/battery-state/answer.js';
import type { Language } from '../../src/speech/types.js';

const AT = new Date('2026-07-01T17:05:00Z');

/** What each language says for the same values: speed, a negative number, a position, a clock time, an age. */
const EXPECTED: Readonly<Record<'en' | 'pt-BR' | 'de', readonly string[]>> = {
  en: ['16.5 knots', 'minus 3.3', '38 degrees 41.2 north, 9 degrees 22.1 west', '6 oh 5 PM', '2 minutes ago'],
  'pt-BR': ['16,5 nós', 'menos 3,3', '38 graus 41,2 norte, 9 graus 22,1 oeste', '18 e 5', 'há 2 minutos'],
  de: ['16,5 Knoten', 'minus 3,3', '38 Grad 41,2 Nord, 9 Grad 22,1 West', '18 Uhr 5', 'vor 2 Minuten'],
};

describe('createNumbers', () => {
  for (const [language, expected] of Object.entries(EXPECTED) as [Language, readonly string[]][]) {
    it(`speaks numbers, units, positions, clock times and ages in ${language}, as the Speaker does`, () => {
      const opts = { language, units: 'nautical-metric', timeZone: 'Europe/Lisbon' } as const;
      for (const n of [createNumbers(opts), createSpeaker(opts)]) {
        assert.equal(n.timeZone, 'Europe/Lisbon');
        assert.deepEqual([n.quantity('speed', 8.5).text, n.number(-3.25, 1), n.position(38.6866, -9.3683), n.clockTime(AT), n.age(125_000)], expected);
      }
    });
  }

  it('refuses an unknown language, unit preset or time zone with what it knows', () => {
    assert.throws(() => createNumbers({ language: 'xx' as Language, units: 'nautical-metric' }), /Unknown speech language "xx"; known: en, pt-BR/);
    assert.throws(() => createNumbers({ language: 'en', units: 'metric' as 'nautical-metric' }), /Unknown unit preset "metric"/);
    assert.throws(() => createNumbers({ language: 'en', units: 'nautical-metric', timeZone: 'Mars/Olympus' }), /Unknown time zone "Mars\/Olympus" \(expected an IANA name/);
  });
});

describe('an answer module is a function of its locale block, the number helpers and the reading', () => {
  it('battery and depth, with the helpers alone', () => {
    const cases: [Language, string, string][] = [
      ['en', '68 percent, 12.8 volts, 8.2 amps discharging', 'The keel is touching the bottom: minus 0.3 meters under the keel'],
      ['pt-BR', '68 por cento, 12,8 volts, 8,2 amperes descarregando', 'A quilha está tocando o fundo: menos 0,3 metro sob a quilha'],
      ['de', '68 Prozent, 12,8 Volt, entlädt mit 8,2 Ampere', 'Der Kiel berührt den Grund: minus 0,3 Meter unter dem Kiel'],
    ];
    for (const [language, batteryText, depthText] of cases) {
      const n = createNumbers({ language, units: 'nautical-metric', timeZone: 'UTC' });
      assert.equal(sayBattery(BATTERY.words[language], n, { soc: 0.68, voltage: 12.8, current: -8.2 }), batteryText);
      assert.equal(sayDepth(DEPTH.words[language], n, { belowKeel: -0.3, belowSurface: 2, belowTransducer: null }, getLocale(language)), depthText);
      assert.equal(sayBattery(BATTERY.words[language], n, { soc: null, voltage: null, current: null }), null);
    }
  });
});
