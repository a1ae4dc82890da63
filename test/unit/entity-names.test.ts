/**
 * The Home Assistant sensors' words (each question's sensor.ts and words.ts, named by entities/plan.ts
 * sensorName) and what a tank is called (src/speech/answers/tank-name.ts): names capitalised in the
 * language, a tank and an engine named only as much as tells them apart, the energy counters' display in words.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sensorName } from '../../src/entities/plan.js';
import type { BaseResult } from '../../src/queries/types.js';
import { SENSOR as ANCHOR } from '../../src/questions/anchor-state/sensor.js';
import { ENERGY_COUNTED } from '../../src/questions/battery-state/answer.js';
import { SENSOR as BATTERY } from '../../src/questions/battery-state/sensor.js';
import { SENSOR as ENGINE } from '../../src/questions/engine-state/sensor.js';
import { SENSOR as AIS } from '../../src/questions/get-ais-targets/sensor.js';
import { SENSOR as TANK } from '../../src/questions/tank-levels/sensor.js';
import type { Sensor } from '../../src/questions/sensor.js';
import type { Speaker } from '../../src/speech/types.js';
import { tankName } from '../../src/speech/answers/tank-name.js';
import { getLocale } from '../../src/speech/locales/index.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { createSpeaker } from '../../src/speech/speaker.js';

const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
const de = createSpeaker({ language: 'de', units: 'nautical-metric', timeZone: 'UTC' });

/** A sensor's name from its family, the sensor and the parts of its answer the name reads. */
const named = (speaker: Speaker, f: Sensor<unknown, BaseResult, unknown, unknown> | undefined, i: unknown, r: object = {}) =>
  sensorName(speaker, f!, i, { display: null, timestamp: null, ...r });
const tank = (type: string, id: string, name: string | null) => ({ item: { type, id, name } });
const engine = (label: string | null) => ({ engines: [{ label }] });

describe('sensor names', () => {
  it('names each family in the language, first letter capitalised', () => {
    assert.equal(named(en, BATTERY, { bank: 'house', soc: true }), 'Battery house');
    assert.equal(named(de, BATTERY.followedBy, { bank: 'house', direction: 'in' }), 'Batterie house geladene Energie');
    assert.equal(named(en, AIS, null), 'Vessels on AIS');
    assert.equal(named(de, ANCHOR, null), 'Ankerwache');
  });

  it("calls a type's only tank by its type, one of several by its name, else numbered", () => {
    assert.equal(named(en, TANK, { type: 'fuel', id: 'main', shared: false }, tank('fuel', 'main', 'Main')), 'Fuel tank');
    assert.equal(
      named(createSpeaker({ language: 'nl', units: 'nautical-metric' }), TANK, { type: 'wasteWater', id: '0', shared: false }, tank('wasteWater', '0', null)),
      'Tank grijs water',
    );
    assert.equal(named(en, TANK, { type: 'freshWater', id: '1', shared: true }, tank('freshWater', '1', 'Bow tank')), 'Bow tank');
    assert.equal(named(en, TANK, { type: 'freshWater', id: '1', shared: true }, tank('freshWater', '1', null)), 'Fresh water tank 1');
  });

  it('calls the only engine "engine"; one of several by its label, its position, else its id', () => {
    assert.equal(named(en, ENGINE, { id: 'port', only: true }, engine('Yanmar')), 'Engine');
    assert.equal(named(en, ENGINE, { id: 'aux', only: false }, engine('generator')), 'Generator');
    assert.equal(named(de, ENGINE, { id: 'STBD', only: false }, engine(null)), 'Steuerbordmotor');
    assert.equal(named(en, ENGINE, { id: 'engine2', only: false }, engine(null)), 'Engine engine 2');
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
    const said = en.answer(ENERGY_COUNTED, { direction: 'in', energy: 3.2 * 3.6e6, since });
    assert.equal(said, '3.2 kilowatt hours charged since 2 oh 5 PM');
    assert.deepEqual(ttsViolations(said ?? '', 'en'), []);
    assert.equal(de.answer(ENERGY_COUNTED, { direction: 'out', energy: 0.5 * 3.6e6, since }), '0,5 Kilowattstunden entladen seit 14 Uhr 5');
  });
});
