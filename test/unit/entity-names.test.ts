/**
 * The Home Assistant sensors' words (src/speech/answers/entities.ts) and what a tank is called
 * (src/speech/answers/tank-name.ts): names capitalised in the language, a tank and an engine named
 * only as much as tells them apart, the energy counters' display in words.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tankName } from '../../src/speech/answers/tank-name.js';
import { getLocale } from '../../src/speech/locales/index.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { createSpeaker } from '../../src/speech/speaker.js';

const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
const de = createSpeaker({ language: 'de', units: 'nautical-metric', timeZone: 'UTC' });

describe('sensor names', () => {
  it('names each family in the language, first letter capitalised', () => {
    assert.equal(en.entityName({ family: 'battery', bank: 'house' }), 'Battery house');
    assert.equal(de.entityName({ family: 'energy', bank: 'house', direction: 'in' }), 'Batterie house geladene Energie');
    assert.equal(en.entityName({ family: 'ais' }), 'Vessels on AIS');
    assert.equal(de.entityName({ family: 'anchor' }), 'Ankerwache');
  });

  it("calls a type's only tank by its type, one of several by its name, else numbered", () => {
    assert.equal(en.entityName({ family: 'tank', type: 'fuel', id: 'main', name: 'Main', shared: false }), 'Fuel tank');
    assert.equal(
      createSpeaker({ language: 'nl', units: 'nautical-metric' }).entityName({ family: 'tank', type: 'wasteWater', id: '0', name: null, shared: false }),
      'Tank grijs water',
    );
    assert.equal(en.entityName({ family: 'tank', type: 'freshWater', id: '1', name: 'Bow tank', shared: true }), 'Bow tank');
    assert.equal(en.entityName({ family: 'tank', type: 'freshWater', id: '1', name: null, shared: true }), 'Fresh water tank 1');
  });

  it('calls the only engine "engine"; one of several by its label, its position, else its id', () => {
    assert.equal(en.entityName({ family: 'engine', id: 'port', label: 'Yanmar', only: true }), 'Engine');
    assert.equal(en.entityName({ family: 'engine', id: 'aux', label: 'generator', only: false }), 'Generator');
    assert.equal(de.entityName({ family: 'engine', id: 'STBD', label: null, only: false }), 'Steuerbordmotor');
    assert.equal(en.entityName({ family: 'engine', id: 'engine2', label: null, only: false }), 'Engine engine 2');
  });
});

describe('what a tank is called (the tanks answer and its sensor)', () => {
  it('a type alone by its word, a type the locale lacks by its key, one of several by name or number', () => {
    assert.equal(tankName(getLocale('de'), { type: 'fuel', id: '0', name: 'Bow', numbered: false }), 'Kraftstoff');
    assert.equal(tankName(getLocale('en'), { type: 'liveBait', id: '0', name: null, numbered: false }), 'live bait');
    assert.equal(tankName(getLocale('en'), { type: 'freshWater', id: 'port_aft', name: null, numbered: true }), 'fresh water tank port aft');
    assert.equal(tankName(getLocale('en'), { type: 'freshWater', id: '1', name: 'Bow', numbered: true }), 'Bow');
  });
});

describe('energy counters', () => {
  it('says the kilowatt hours and the clock time counting began, in words', () => {
    const since = new Date('2026-11-30T14:05:00Z');
    const said = en.energyCounted({ direction: 'in', energy: 3.2 * 3.6e6, since });
    assert.equal(said, '3.2 kilowatt hours charged since 2 oh 5 PM');
    assert.deepEqual(ttsViolations(said, 'en'), []);
    assert.equal(de.energyCounted({ direction: 'out', energy: 0.5 * 3.6e6, since }), '0,5 Kilowattstunden entladen seit 14 Uhr 5');
  });
});
