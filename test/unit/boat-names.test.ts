/**
 * Boat names any voice can say (src/speech/boat-text.ts sayableName, src/vessel/ais.ts cleanAisName,
 * src/vessel/model.ts): other scripts in Latin letters, long digit runs shortened, over-long names cut
 * at a word instead of dropped, a name given as a number kept; exactly, then said by the real espeak-ng
 * in English and German within the 8-second budget.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sayable, sayableName } from '../../src/speech/boat-text.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { AIS_NAME_MAX, cleanAisName } from '../../src/vessel/ais.js';
import { VesselModel } from '../../src/vessel/model.js';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { DEFAULT_STALENESS } from '../../src/queries/types.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';

/** Hostile names as an AIS feed or a plugin may send them, and what every answer says for each. */
const NAMES: readonly [unknown, string][] = [
  ['12345678901234567890', '1 2 3 4'],
  ['سفينة الأمل', "sfynh l'ml"],
  ['אוניית שלום', 'vnyyt slvm'],
  ['МОРСКАЯ ЗВЕЗДА', 'Morskaya Zvezda'],
  ['海洋之星', 'Hai Yang Zhi Xing'],
  ['さくら丸', 'sakura Wan'],
  ['ΑΓΙΑ ΕΙΡΗΝΗ', 'Agia Eirini'],
  [12345, '1 2 3 4 5'],
  ['Sea Breeze '.repeat(910), 'Sea Breeze Sea'],
  ['<speak><break time="10s"/>NORDIC STAR</speak>', 'Nordic Star'],
];

describe('boat names any voice can say', () => {
  it('writes other scripts in Latin letters, keeping Latin accents and capitals', () => {
    assert.equal(sayable('Морская звезда'), 'Morskaya zvezda');
    assert.equal(sayable('МОРСКАЯ ЗВЕЗДА'), 'MORSKAYA ZVEZDA');
    assert.equal(sayable('海洋之星'), 'Hai Yang Zhi Xing');
    assert.equal(sayable('한진 부산'), 'Han Jin Bu San');
    assert.equal(sayable('MV海洋 2'), 'MV Hai Yang 2');
    assert.equal(sayable('São João, Köln'), 'São João, Köln');
    assert.equal(sayable('Ship ٣٤٥'), 'Ship 345');
    assert.equal(sayable('Ｆｕｌｌ Ⅻ'), 'Full XII');
    // Alarm messages too: a Cyrillic one is read, not spelled.
    assert.equal(sayable('Высокий уровень воды в трюме'), "Vysokiy uroven' vody v tryume");
  });

  it('shortens long digit runs and keeps a name given as a number', () => {
    assert.equal(sayableName('12345678901234567890'), '1 2 3 4');
    assert.equal(sayableName('MV 12345678 II'), 'MV 1 2 3 4 II');
    assert.equal(sayableName('123456'), '1 2 3 4 5 6');
    assert.equal(sayableName(12345), '1 2 3 4 5');
    assert.equal(sayableName('Tokio 123'), 'Tokio 123');
    assert.equal(sayableName('٠١٢٣٤٥٦٧٨٩'), '0 1 2 3');
    assert.equal(sayableName(Number.NaN), '');
    assert.equal(cleanAisName(12345), '12345');
    assert.equal(cleanAisName(42), '42');
    assert.equal(cleanAisName(Number.POSITIVE_INFINITY), null);
  });

  it('cuts an over-long name at a word instead of dropping it', () => {
    assert.equal(cleanAisName('Sea Breeze '.repeat(910)), 'Sea Breeze Sea Breeze Sea Breeze Sea Breeze Sea Breeze Sea');
    assert.equal(cleanAisName('A'.repeat(10_000)), 'A'.repeat(AIS_NAME_MAX));
    assert.equal(sayableName('A'.repeat(10_000)), 'A'.repeat(40));
    // The model keeps a 10,000-character name cut at a word (it used to drop every text over 4,096).
    const model = new VesselModel(() => 0);
    const ctx = 'vessels.urn:mrn:imo:mmsi:244000001';
    model.applyDelta({ context: ctx, updates: [{ values: [{ path: '', value: { name: 'Sea Breeze '.repeat(910), mmsi: '244000001' } }] }] });
    const kept = model.get('name', ctx)?.value as string;
    assert.equal(kept, 'Sea Breeze '.repeat(910).slice(0, 4095));
    model.applyDelta({ context: ctx, updates: [{ values: [{ path: '', value: { name: 'x'.repeat(10_000) } }] }] });
    assert.equal(model.get('name', ctx)?.value, 'x'.repeat(4096));
  });

  it('get_ais_targets names each hostile target, in English and German, exactly', () => {
    for (const [name, said] of NAMES) {
      const model = new VesselModel(() => 0);
      const now = 0;
      model.selfContext = 'vessels.urn:mrn:imo:mmsi:244000000';
      model.applyDelta({ context: model.selfContext, updates: [{ values: [{ path: 'navigation.position', value: { latitude: 38.7, longitude: -9.4 } }] }] });
      const ctx = 'vessels.urn:mrn:imo:mmsi:244000001';
      model.applyDelta({
        context: ctx,
        updates: [
          {
            values: [
              { path: '', value: { name } },
              { path: 'navigation.position', value: { latitude: 38.71, longitude: -9.4 } },
            ],
          },
        ],
      });
      for (const [language, want] of [
        ['en', `Vessel ${said}, 0.6 miles north.`],
        ['de', `Fahrzeug ${said}, 0,6 Seemeilen Nord.`],
      ] as const) {
        const speaker = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
        const r = getAisTargets.run({}, { model, speaker, now: () => now, staleness: DEFAULT_STALENESS, invertCurrent: new Set() });
        assert.equal(r.display, want, `${language} ${JSON.stringify(name).slice(0, 40)}`);
      }
    }
  });
});

describe('hostile names said by espeak-ng within 8 seconds, English and German', () => {
  before(() => {
    assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng; .ci/run installs it)');
  });
  for (const language of ['en', 'de'] as const) {
    it(language, async (t) => {
      const speaker = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
      // The longest AIS answer: a named target closing, with its closest approach.
      const texts = NAMES.map(([name]) =>
        speaker.aisTargets([{ name: cleanAisName(name), category: 'cargo', range: 2222.4, bearing: Math.PI / 4, cpa: 555.6, tcpa: 720, closing: true }]),
      );
      const heard = await say(texts, ESPEAK_VOICE[language]);
      for (const h of heard) t.diagnostic(`${h.seconds.toFixed(2)} s ${h.text}`);
      assert.deepEqual(
        heard.filter((h) => h.seconds > 8).map((h) => `${h.seconds.toFixed(2)} s ${h.text}`),
        [],
      );
      // Every name is said as words: no letter names ("Arabic seen"), no digit-by-digit run.
      for (const h of heard) assert.doesNotMatch(h.phonemes, /'arabIk|'arabIS|h'i:bru:|h'e:brE/i, h.text);
    });
  }
});
