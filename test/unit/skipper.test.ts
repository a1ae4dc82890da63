/**
 * The skipper's questions on a model fed with deltas and spoken by the real speaker, in
 * English and Brazilian Portuguese: AIS targets (filters, order, names, limit), wind, navigation,
 * tanks, engines and the barometer with its pressure history. Every display is checked for TTS safety.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LOCALES } from '../../src/speech/locales/index.js';
import { SHIP_CATEGORIES, TANK_TYPES } from '../../src/speech/locale.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as windState } from '../../src/questions/wind-state/query.js';
import { WORDS as WIND_WORDS } from '../../src/questions/wind-state/words.js';
import { WORDS as NAVIGATION_WORDS } from '../../src/questions/navigation-state/words.js';
import { query as navigationState } from '../../src/questions/navigation-state/query.js';
import { query as barometerState } from '../../src/questions/barometer-state/query.js';
import { BAROMETER } from '../../src/questions/barometer-state/answer.js';
import { query as tankLevels, resolveTankType } from '../../src/questions/tank-levels/query.js';
import { query as engineState } from '../../src/questions/engine-state/query.js';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { attachPressureHistory, PressureHistory } from '../../src/vessel/pressure-history.js';
import { cleanAisName, shipCategory, vesselMmsi } from '../../src/vessel/ais.js';
import { findQuery, QUERIES } from '../../src/questions/index.js';
import { contextOf } from '../helpers/query-context.js';
import { TANKS } from '../../src/questions/tank-levels/answer.js';
import { ENGINES } from '../../src/questions/engine-state/answer.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');
const NM = 1852;
const KN = 1852 / 3600;
const DEG = Math.PI / 180;
const iso = (t: number) => new Date(t).toISOString();

interface Setup {
  ctx: QueryContext;
  model: VesselModel;
  send(values: Record<string, unknown>, opts?: { context?: string; at?: number }): void;
  setNow(t: number): void;
}

function setup(language: Language = 'en', units: 'nautical-metric' | 'nautical-imperial' = 'nautical-metric'): Setup {
  let now = T0;
  const model = new VesselModel(() => now);
  const pressureHistory = new PressureHistory();
  attachPressureHistory(model, pressureHistory);
  const ctx = contextOf(model, { language, units, now: () => now, pressureHistory });
  return {
    ctx,
    model,
    setNow: (t) => (now = t),
    send(values, opts = {}) {
      model.applyDelta({
        context: opts.context ?? 'vessels.self',
        updates: [{ $source: 'u.1', timestamp: iso(opts.at ?? now), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
      });
    },
  };
}

function safe(display: unknown, language: Language = 'en'): void {
  assert.equal(typeof display, 'string', 'display is a string');
  assert.deepEqual(ttsViolations(display as string, language), [], display as string);
}

/** A position `north`, `east` metres from (59.72 N, 24.73 E), flat-earth with the WGS84 radii there. */
function at(north: number, east: number) {
  const lat0 = 59.72 * DEG;
  const e2 = 0.00669437999014;
  const a = 6378137;
  const M = (a * (1 - e2)) / (1 - e2 * Math.sin(lat0) ** 2) ** 1.5;
  const N = a / Math.sqrt(1 - e2 * Math.sin(lat0) ** 2);
  return { latitude: 59.72 + north / M / DEG, longitude: 24.73 + east / (N * Math.cos(lat0)) / DEG };
}

const target = (mmsi: string) => `vessels.urn:mrn:imo:mmsi:${mmsi}`;

describe('AIS helpers', () => {
  it('takes MMSIs only from AIS vessel contexts, refusing base stations, aids to navigation and SAR aircraft', () => {
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:230035780'), '230035780');
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:002766140'), null);
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:992761234'), null);
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:111232506'), null);
    assert.equal(vesselMmsi('shore.basestations.urn:mrn:imo:mmsi:002766140'), null);
    assert.equal(vesselMmsi('vessels.urn:mrn:signalk:uuid:c0d79334-4e25-4245-8892-54e8ccc8021d'), null);
    assert.equal(vesselMmsi('vessels.self'), null);
  });
  it('groups AIS ship type ids as sailors name them', () => {
    const want: [unknown, string][] = [
      [70, 'cargo'],
      [79, 'cargo'],
      [82, 'tanker'],
      [89, 'tanker'],
      [60, 'passenger'],
      [30, 'fishing'],
      [36, 'sailing'],
      [37, 'pleasure'],
      [52, 'tug'],
      [31, 'towing'],
      [50, 'pilot'],
      [51, 'searchAndRescue'],
      [40, 'highSpeed'],
      [35, 'military'],
      [55, 'lawEnforcement'],
      [33, 'dredger'],
      [20, 'wingInGround'],
      [0, 'vessel'],
      [90, 'vessel'],
      [59, 'vessel'],
      [null, 'vessel'],
      ['70', 'vessel'],
    ];
    for (const [id, cat] of want) assert.equal(shipCategory(id), cat, String(id));
  });
  it('cleans AIS padding from names', () => {
    assert.equal(cleanAisName('NORDIC STAR@@@@@@@@@'), 'NORDIC STAR');
    assert.equal(cleanAisName('AKADEMIK  KARPINSKIY '), 'AKADEMIK KARPINSKIY');
    assert.equal(cleanAisName('@@@@'), null);
    assert.equal(cleanAisName(''), null);
    assert.equal(cleanAisName(42), '42');
  });
  it('every locale template carries its placeholders and nothing else', () => {
    for (const lang of LANGUAGES) {
      const l = LOCALES[lang];
      const needs: [string, string, string[]][] = [
        ['ais.named', l.ais.named, ['type', 'name']],
        ['ais.unnamed', l.ais.unnamed, ['type']],
        ['ais.bearing', l.ais.bearing, ['point']],
        ['ais.closing', l.ais.closing, ['cpa', 'time']],
        ['ais.closingOnly', l.ais.closingOnly, []],
        ['ais.opening', l.ais.opening, []],
        ['ais.steady', l.ais.steady, []],
        ['wind.true', WIND_WORDS[lang].true, ['wind']],
        ['wind.apparent', WIND_WORDS[lang].apparent, ['wind']],
        ['wind.apparentOnly', WIND_WORDS[lang].apparentOnly, ['wind']],
        ['wind.from', WIND_WORDS[lang].from, ['point']],
        ['navigation.sog', NAVIGATION_WORDS[lang].sog, ['speed']],
        ['navigation.cog', NAVIGATION_WORDS[lang].cog, ['direction']],
        ['navigation.heading', NAVIGATION_WORDS[lang].heading, ['direction']],
        ['navigation.headingMagnetic', NAVIGATION_WORDS[lang].headingMagnetic, ['direction']],
        ['tanks.item', TANKS.words[l.tag].item, ['tank', 'reading']],
        ['tanks.namedItem', TANKS.words[l.tag].namedItem, ['tank', 'reading']],
        ['tanks.numbered', l.tanks.numbered, ['type', 'id']],
        ['engines.coolant', ENGINES.words[l.tag].coolant, ['temperature']],
        ['engines.oilPressure', ENGINES.words[l.tag].oilPressure, ['pressure']],
        ['engines.hours.other', ENGINES.words[l.tag].hours.other, ['count']],
        ['engines.item', ENGINES.words[l.tag].item, ['engine', 'reading']],
        ['engines.numbered', l.engines.numbered, ['id']],
        ['barometer.rising', l.barometer.rising, ['change', 'window']],
        ['barometer.falling', l.barometer.falling, ['change', 'window']],
        ['barometer.steady', l.barometer.steady, ['window']],
        ['barometer.outside', BAROMETER.words[lang].outside, ['temperature']],
      ];
      for (const [name, template, placeholders] of needs) {
        assert.deepEqual([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), [...placeholders].sort(), `${lang} ${name}`);
      }
      for (const w of Object.values(l.engines.positions)) safe(w, lang);
      assert.ok(!/weather|tempo|clima/i.test(JSON.stringify([l.barometer, BAROMETER.words[lang]])), `${lang}: the barometer never says weather`);
    }
  });
  it('every locale names every ship category and tank type, safely', () => {
    for (const lang of LANGUAGES) {
      for (const c of SHIP_CATEGORIES) safe(LOCALES[lang].ais.shipTypes[c], lang);
      for (const t of TANK_TYPES) safe(LOCALES[lang].tanks.types[t], lang);
      safe(LOCALES[lang].ais.none, lang);
    }
  });
});

describe('get_ais_targets', () => {
  /** Own ship at the origin steering North at 10 knots, with targets of known geometry. */
  function traffic(language: Language = 'en'): Setup {
    const s = setup(language);
    s.model.selfContext = 'vessels.urn:mrn:imo:mmsi:230000001';
    s.send({ 'navigation.position': at(0, 0), 'navigation.courseOverGroundTrue': 0, 'navigation.speedOverGround': 10 * KN, mmsi: '230000001' });
    // Head-on, 2 miles North, 10 knots South: CPA 0 in 6 minutes.
    s.send(
      {
        '': { name: 'NORDIC STAR@@@@', mmsi: '244000001' },
        'design.aisShipType': { id: 70, name: 'Cargo ship' },
        'navigation.position': at(2 * NM, 0),
        'navigation.courseOverGroundTrue': Math.PI,
        'navigation.speedOverGround': 10 * KN,
      },
      { context: target('244000001') },
    );
    // Nearer but opening: 1 mile South steering South at 8 knots.
    s.send(
      { 'design.aisShipType': { id: 36, name: 'Sailing' }, 'navigation.position': at(-NM, 0), 'navigation.courseOverGroundTrue': Math.PI, 'navigation.speedOverGround': 8 * KN },
      { context: target('244000002') },
    );
    // Far, stationary, no course: 3 miles East and 1 North. We pass it 3 miles off in 6 minutes.
    s.send(
      { name: 'TOKIO II', 'design.aisShipType': { id: 37, name: 'Pleasure' }, 'navigation.position': at(NM, 3 * NM), 'navigation.speedOverGround': 0 },
      { context: target('244000003') },
    );
    return s;
  }

  it('answers the riskiest first, then by range, with SI fields and a spoken display', () => {
    const s = traffic();
    const r = getAisTargets.run({}, s.ctx);
    assert.equal(r.total_targets, 3);
    assert.deepEqual(
      r.targets.map((t) => t.mmsi),
      ['244000001', '244000002', '244000003'],
    );
    const [head, opening, still] = r.targets;
    assert.deepEqual(
      { ...head!, range_m: Math.round(head!.range_m! / 10) * 10 },
      {
        mmsi: '244000001',
        name: 'NORDIC STAR',
        ship_type: 'Cargo ship',
        ship_type_id: 70,
        range_m: 3700,
        bearing_true_deg: 0,
        cpa_m: 0,
        tcpa_s: 360,
        closing: true,
        sog_mps: 10 * KN,
        cog_true_deg: 180,
        position_timestamp: iso(T0),
      },
    );
    assert.equal(opening!.closing, false);
    assert.ok(opening!.tcpa_s! < 0);
    assert.equal(opening!.cpa_m, opening!.range_m);
    assert.equal(still!.cog_true_deg, null);
    assert.equal(still!.closing, true);
    assert.ok(Math.abs(still!.cpa_m! - 3 * NM) < 5 && Math.abs(still!.tcpa_s! - 360) <= 1, `${still!.cpa_m} ${still!.tcpa_s}`);
    // The riskiest alone is spoken; its closest approach of 0 is under a tenth of a mile.
    assert.equal(r.display, 'Cargo vessel Nordic Star, 2 miles north, closing to under a tenth of a mile in 6 minutes.');
    safe(r.display);
    assert.equal(r.timestamp, iso(T0));
  });

  it('speaks Brazilian Portuguese', () => {
    const r = getAisTargets.run({ limit: 1 }, traffic('pt-BR').ctx);
    assert.equal(r.display, 'Navio de carga Nordic Star, 2 milhas a norte, passa a menos de um décimo de milha em 6 minutos.');
    safe(r.display, 'pt-BR');
  });

  it('limit: default 3, clamped to 1..10, rounded', () => {
    const s = traffic();
    assert.equal(getAisTargets.run({ limit: 1 }, s.ctx).targets.length, 1);
    assert.equal(getAisTargets.run({ limit: 0 }, s.ctx).targets.length, 1);
    assert.equal(getAisTargets.run({ limit: 2.4 }, s.ctx).targets.length, 2);
    assert.equal(getAisTargets.run({ limit: 99 }, s.ctx).targets.length, 3);
  });

  it('ignores our own MMSI, base stations, stale targets, targets without a position and our own echo', () => {
    const s = traffic();
    // Our self is known by another URN now: our MMSI is only the `mmsi` value of self.
    s.model.selfContext = 'vessels.urn:mrn:signalk:uuid:c0d79334-4e25-4245-8892-54e8ccc8021d';
    s.send({ 'navigation.position': at(100, 0), 'navigation.speedOverGround': 0 }, { context: target('230000001') });
    s.send({ 'navigation.position': at(0, 200) }, { context: 'vessels.urn:mrn:imo:mmsi:002766140' });
    s.send({ 'navigation.position': at(0, 200) }, { context: 'shore.basestations.urn:mrn:imo:mmsi:002766160' });
    s.send({ 'navigation.position': at(300, 0), 'navigation.speedOverGround': 0 }, { context: target('244000009'), at: T0 - 181_000 });
    s.send({ name: 'NO FIX' }, { context: target('244000010') });
    s.send({ 'navigation.position': { latitude: null, longitude: 24.73 } }, { context: target('244000011') });
    // Our own transponder heard back under another MMSI: 3 m off, same course and speed.
    s.send({ 'navigation.position': at(2, 1), 'navigation.courseOverGroundTrue': 0.02, 'navigation.speedOverGround': 10.3 * KN }, { context: target('244000012') });
    const r = getAisTargets.run({ limit: 10 }, s.ctx);
    assert.deepEqual(
      r.targets.map((t) => t.mmsi),
      ['244000001', '244000002', '244000003'],
    );
    assert.equal(r.total_targets, 3);
  });

  it('with no targets says so; without our own position answers null with a note', () => {
    const s = setup();
    s.send({ 'navigation.position': at(0, 0) });
    const r = getAisTargets.run({}, s.ctx);
    assert.deepEqual(r.targets, []);
    assert.equal(r.display, 'No vessels seen on AIS.');
    const none = getAisTargets.run({}, setup().ctx);
    assert.equal(none.display, null);
    assert.match(String(none.note), /own position/);
  });

  it('leaves out words it cannot say: no motion, no CPA words; no type, "vessel"', () => {
    const s = setup();
    s.send({ 'navigation.position': at(0, 0) });
    s.send({ 'navigation.position': at(0, -0.5 * NM) }, { context: target('244000004') });
    const r = getAisTargets.run({}, s.ctx);
    assert.equal(r.targets[0]!.closing, null);
    assert.equal(r.targets[0]!.cpa_m, null);
    assert.equal(r.display, 'Vessel, 0.5 miles west.');
    safe(r.display);
  });

  it('says how old our position is when it is past its limit', () => {
    const s = traffic();
    s.setNow(T0 + 45_000);
    s.send({ 'navigation.position': at(2 * NM, 0) }, { context: target('244000001'), at: T0 + 45_000 });
    const r = getAisTargets.run({ limit: 1 }, s.ctx);
    assert.match(r.display!, /, as of 45 seconds ago\.$/);
    safe(r.display);
  });
});

describe('wind_state', () => {
  it('true wind from its direction, apparent speed and angle', () => {
    const s = setup();
    s.send({
      'environment.wind.speedTrue': 18 * KN,
      'environment.wind.directionTrue': 225 * DEG,
      'environment.wind.angleTrueWater': -40 * DEG,
      'environment.wind.speedApparent': 22 * KN,
      'environment.wind.angleApparent': 35 * DEG,
    });
    const r = windState.run({}, s.ctx);
    // Beside the true wind the apparent angle alone (the apparent speed made 8 s in pt-BR).
    assert.equal(r.display, 'true wind 18 knots from the south-west, apparent 35 degrees to starboard');
    assert.equal(r.direction_true_deg, 225);
    assert.equal(r.angle_true_deg, -40);
    assert.equal(r.angle_apparent_deg, 35);
    safe(r.display);
  });
  it('derives the true direction from heading and true angle; folds 0..2π angles', () => {
    const s = setup('pt-BR');
    s.send({
      'environment.wind.speedTrue': 18 * KN,
      'environment.wind.angleTrueWater': 6.1087,
      'navigation.headingTrue': 235 * DEG,
      'environment.wind.speedApparent': 22 * KN,
      'environment.wind.angleApparent': 2 * Math.PI - 35 * DEG,
    });
    const r = windState.run({}, s.ctx);
    assert.equal(r.angle_true_deg, -10);
    assert.equal(r.direction_true_deg, 225);
    assert.equal(r.angle_apparent_deg, -35);
    assert.equal(r.display, 'vento real 18 nós de sudoeste, aparente 35 graus a bombordo');
    safe(r.display, 'pt-BR');
  });
  it('apparent only (the N2K sample), and nothing at all', () => {
    const s = setup();
    s.send({ 'environment.wind.speedApparent': 6.23, 'environment.wind.angleApparent': 1.1524 });
    assert.equal(windState.run({}, s.ctx).display, 'apparent wind 12.1 knots, 66 degrees to starboard');
    const none = windState.run({}, setup().ctx);
    assert.deepEqual(none, {
      speed_apparent_mps: null,
      angle_apparent_deg: null,
      speed_true_mps: null,
      angle_true_deg: null,
      direction_true_deg: null,
      display: null,
      timestamp: null,
    });
  });
});

describe('navigation_state', () => {
  it('speed and course over ground, heading; the position only when asked', () => {
    const s = setup();
    s.send({
      'navigation.position': { latitude: 59.7233358, longitude: 24.7359149 },
      'navigation.speedOverGround': 3.36,
      'navigation.courseOverGroundTrue': 3.2463,
      'navigation.headingTrue': 3.3266,
    });
    const r = navigationState.run({}, s.ctx);
    assert.equal(r.display, '6.5 knots, course 186 degrees, south, heading 191 degrees');
    assert.equal(r.latitude, 59.7233358, 'the field keeps the position');
    assert.equal(navigationState.run({ position: true }, s.ctx).display, '59 degrees 43.4 minutes north, 24 degrees 44.2 minutes east');
    assert.equal(r.cog_true_deg, 186);
    assert.equal(r.heading_true_deg, 190.6);
    safe(r.display);
  });
  it('leaves out a true heading within 5 degrees of the course over ground (it would be said twice), says it from 5 apart', () => {
    const s = setup();
    s.send({
      'navigation.position': { latitude: 38.687, longitude: -9.412 },
      'navigation.speedOverGround': 3.24,
      'navigation.courseOverGroundTrue': 272.1 * DEG,
      'navigation.headingTrue': 272.4 * DEG,
    });
    const same = navigationState.run({}, s.ctx);
    assert.equal(same.display, '6.3 knots, course 272 degrees, west');
    assert.equal(same.heading_true_deg, 272.4, 'the field keeps the heading');
    s.send({ 'navigation.headingTrue': 272.6 * DEG });
    assert.equal(navigationState.run({}, s.ctx).display, '6.3 knots, course 272 degrees, west');
    s.send({ 'navigation.headingTrue': 276.6 * DEG });
    assert.equal(navigationState.run({}, s.ctx).display, '6.3 knots, course 272 degrees, west, heading 277 degrees');
    s.send({ 'navigation.headingTrue': 267.4 * DEG });
    assert.equal(navigationState.run({}, s.ctx).display, '6.3 knots, course 272 degrees, west, heading 267 degrees');
    const de = setup('de');
    de.send({ 'navigation.courseOverGroundTrue': 90 * DEG, 'navigation.headingTrue': 90.2 * DEG, 'navigation.headingMagnetic': 88 * DEG });
    assert.equal(navigationState.run({}, de.ctx).display, 'Kurs 90 Grad, Ost');
  });
  it('true heading from magnetic and variation; magnetic alone is said magnetic; half-null position is absent', () => {
    const s = setup();
    s.send({ 'navigation.position': { latitude: null, longitude: -145.1 }, 'navigation.headingMagnetic': 350 * DEG, 'navigation.magneticVariation': 15 * DEG });
    const r = navigationState.run({}, s.ctx);
    assert.equal(r.latitude, null);
    assert.equal(r.heading_true_deg, 5);
    assert.equal(r.display, 'heading 5 degrees, north');
    const m = setup('pt-BR');
    m.send({ 'navigation.headingMagnetic': 90 * DEG });
    assert.equal(navigationState.run({}, m.ctx).display, 'proa magnética 90 graus, leste');
  });
});

describe('tank_levels', () => {
  const tanks = {
    'tanks.fuel.0.currentLevel': 0.45,
    'tanks.fuel.0.capacity': 0.2,
    'tanks.freshWater.0.currentLevel': 0.8,
    'tanks.freshWater.0.currentVolume': 0.16,
    'tanks.freshWater.1.currentLevel': 0.25,
    'tanks.freshWater.1.name': 'Bow tank',
    'tanks.blackWater.0.currentLevel': 0.1,
  };
  it('every tank by its level (volumes when one type is asked), several tanks of a type named', () => {
    const s = setup();
    s.send(tanks);
    const r = tankLevels.run({}, s.ctx);
    // Four tanks are 8.4 s of espeak-ng: the last ones are counted, not said (the fields keep them all).
    assert.equal(r.display, 'fuel 45 percent; fresh water tank 0, 80 percent; and 2 more tanks');
    assert.equal(r.tanks.length, 4);
    assert.deepEqual(r.available_types, ['fuel', 'freshWater', 'blackWater']);
    assert.ok(Math.abs(r.tanks[0]!.volume_m3! - 0.09) < 1e-12);
    safe(r.display);
  });
  it('a tank name from the boat is made sayable like every boat text: markup, links and emoji go', () => {
    const s = setup();
    s.send({ ...tanks, 'tanks.freshWater.1.name': '<speak><prosody rate="x-slow">Bow</prosody> tank</speak> 🚰 http://boat.local/x' });
    assert.equal(tankLevels.run({ type: 'freshWater' }, s.ctx).tanks[1]!.name, '<speak><prosody rate="x-slow">Bow</prosody> tank</speak> 🚰 http://boat.local/x');
    assert.equal(
      createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' }).answer(TANKS, [
        { type: 'freshWater', id: '1', name: '<speak><prosody rate="x-slow">Bow</prosody> tank</speak> 🚰 http://boat.local/x', numbered: true, level: 0.25, volume: null },
      ]),
      'Bow tank, 25 percent',
    );
    // Nothing sayable left: the tank is called by its type and number.
    assert.equal(
      createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' }).answer(TANKS, [
        { type: 'freshWater', id: '1', name: '🚰', numbered: true, level: 0.25, volume: null },
      ]),
      'fresh water tank 1, 25 percent',
    );
  });
  it('one type by everyday words, in both languages', () => {
    const s = setup('pt-BR');
    s.send(tanks);
    assert.equal(tankLevels.run({ type: 'diesel' }, s.ctx).display, 'combustível 45 por cento, 90 litros');
    const w = tankLevels.run({ type: 'Água doce' }, s.ctx);
    assert.equal(w.type, 'freshWater');
    assert.equal(w.display, 'tanque de água doce 0, 80 por cento, 160 litros; e mais 1 tanque');
    safe(w.display, 'pt-BR');
    assert.equal(resolveTankType('holding tank', ['blackWater']), 'blackWater');
    assert.equal(resolveTankType('FRESHWATER', ['freshWater']), 'freshWater');
  });
  it('an unknown type is a successful answer listing the types the boat has', () => {
    const s = setup();
    s.send(tanks);
    const r = tankLevels.run({ type: 'gas' }, s.ctx);
    assert.deepEqual(r.tanks, []);
    assert.equal(r.display, null);
    assert.deepEqual(r.available_types, ['fuel', 'freshWater', 'blackWater']);
    assert.match(String(r.note), /available_types/);
  });
  it('US gallons in the imperial preset; a 0-100 level is not spoken', () => {
    const s = setup('en', 'nautical-imperial');
    s.send({ 'tanks.fuel.0.currentLevel': 45, 'tanks.fuel.0.capacity': 0.2 });
    const r = tankLevels.run({}, s.ctx);
    assert.equal(r.display, null);
    s.send({ 'tanks.fuel.0.currentLevel': 0.5 });
    assert.equal(tankLevels.run({}, s.ctx).display, 'fuel 50 percent');
    assert.equal(tankLevels.run({ type: 'fuel' }, s.ctx).display, 'fuel 50 percent, 26.4 US gallons');
  });
});

describe('engine_state', () => {
  it('one engine running: revolutions, coolant, oil pressure; stopped: coolant and hours', () => {
    const s = setup();
    s.send({
      'propulsion.main.revolutions': 1850 / 60,
      'propulsion.main.coolantTemperature': 355.15,
      'propulsion.main.oilPressure': 350_000,
      'propulsion.main.runTime': 1234.4 * 3600,
    });
    const r = engineState.run({}, s.ctx);
    assert.equal(r.display, '1850 revolutions per minute, coolant 82 degrees Celsius, oil pressure 3.5 bar');
    assert.equal(r.engines[0]!.run_time_s, 1234.4 * 3600, 'the field keeps the hours');
    assert.deepEqual(r.available_engines, ['main']);
    safe(r.display);
    s.send({ 'propulsion.main.revolutions': 0, 'propulsion.main.oilPressure': 0 });
    assert.equal(engineState.run({}, s.ctx).display, 'stopped, coolant 82 degrees Celsius, 1234 engine hours');
    const fr = setup('fr');
    fr.send({ 'propulsion.main.revolutions': 0.001, 'propulsion.main.coolantTemperature': 300.15, 'propulsion.main.runTime': 3600 });
    assert.equal(engineState.run({ engine: 'main' }, fr.ctx).display, 'arrêté, refroidissement 27 degrés Celsius, 1 heure moteur');
  });
  it("an engine's label from the boat is made sayable; a label with nothing sayable gives the engine's number", () => {
    const s = setup();
    s.send({ 'propulsion.0.revolutions': 30, 'propulsion.0.label': '<b>Yanmar</b>\u0007 ⚙️', 'propulsion.1.revolutions': 31, 'propulsion.1.label': '🔧' });
    assert.equal(engineState.run({}, s.ctx).display, 'Yanmar, 1800 revolutions per minute; engine 1, 1860 revolutions per minute');
  });
  it('twin engines are named; one can be asked for; an unknown one lists the engines', () => {
    const s = setup('pt-BR');
    s.send({ 'propulsion.port.revolutions': 30, 'propulsion.port.temperature': 350.15, 'propulsion.starboard.revolutions': 31, 'propulsion.starboard.runTime': 3600 });
    const r = engineState.run({}, s.ctx);
    assert.equal(r.display, 'motor de bombordo, 1800 rotações por minuto; motor de boreste, 1860 rotações por minuto');
    safe(r.display, 'pt-BR');
    const one = engineState.run({ engine: 'Starboard engine' }, s.ctx);
    assert.equal(one.engine, 'starboard');
    assert.equal(one.engines.length, 1);
    assert.equal(one.display, 'motor de boreste, 1860 rotações por minuto');
    const unknown = engineState.run({ engine: 'bow thruster' }, s.ctx);
    assert.equal(unknown.display, null);
    assert.deepEqual(unknown.available_engines, ['port', 'starboard']);
  });
});

describe('pressure history and barometer_state', () => {
  it('keeps one sample a minute, restarts when the clock jumps back, holds a day (history.ts buckets)', () => {
    const h = new PressureHistory();
    h.record(T0, 101_300);
    h.record(T0 + 30_000, 101_290);
    h.record(T0 + 60_000, 101_280);
    assert.deepEqual(h.samples(), [
      { time: T0, pa: 101_300 },
      { time: T0 + 60_000, pa: 101_280 },
    ]);
    h.record(T0 - 3600_000, 101_000);
    assert.deepEqual(h.samples(), [{ time: T0 - 3600_000, pa: 101_000 }]);
    h.record(T0, 1013.2); // hPa sent as Pa: not a pressure
    for (let i = 1; i <= 1500; i++) h.record(T0 + i * 60_000, 101_000);
    assert.equal(h.size, 1440);
    assert.equal(h.samples()[0]!.time, T0 + 61 * 60_000);
  });

  it('rising, falling or steady by the change over three hours (1 hectopascal), scaled from an hour, as it is from ten minutes', () => {
    const h = new PressureHistory();
    for (let m = 0; m <= 180; m += 10) h.record(T0 + m * 60_000, 101_500 - m * 2); // -3.6 hPa in 3 h
    assert.deepEqual(h.tendency(T0 + 180 * 60_000, 101_140), { trend: 'falling', changePa: -360, windowS: 10_800 });
    assert.equal(h.tendency(T0 + 180 * 60_000, 101_450)!.trend, 'steady');
    assert.equal(h.tendency(T0 + 180 * 60_000, 101_600)!.trend, 'rising');
    const short = new PressureHistory();
    short.record(T0, 101_000);
    assert.equal(short.tendency(T0 + 9 * 60_000, 100_900), null, 'under ten minutes: no trend');
    // Under an hour the change is judged as it is (air_history's rule): 1 hPa in 59 minutes is falling, 0.9 steady.
    assert.deepEqual(short.tendency(T0 + 59 * 60_000, 100_900), { trend: 'falling', changePa: -100, windowS: 3540 });
    assert.equal(short.tendency(T0 + 59 * 60_000, 100_910)!.trend, 'steady');
    // 0.4 hPa in one hour is 1.2 hPa in three: falling.
    assert.deepEqual(short.tendency(T0 + 3600_000, 100_960), { trend: 'falling', changePa: -40, windowS: 3600 });
  });

  it('speaks pressure, trend and outside temperature from readings fed through the model', () => {
    const s = setup();
    for (let m = 0; m <= 180; m += 5) s.send({ 'environment.outside.pressure': 101_250 - m * (420 / 180) }, { at: T0 - (180 - m) * 60_000 });
    s.send({ 'environment.outside.temperature': 291.15 });
    const r = barometerState.run({}, s.ctx);
    assert.equal(r.display, '1008 hectopascals, falling 4.2 hectopascals over the last 3 hours, outside 18 degrees Celsius');
    assert.equal(r.pressure_trend, 'falling');
    assert.equal(r.pressure_change_pa, -420);
    assert.equal(r.trend_window_s, 10_800);
    safe(r.display);
    assert.ok(!/weather/i.test(r.display!));
  });

  it('steady in Portuguese and inches of mercury; no trend without history', () => {
    const s = setup('pt-BR', 'nautical-imperial');
    s.send({ 'environment.outside.pressure': 101_325 }, { at: T0 - 2 * 3600_000 });
    s.send({ 'environment.outside.pressure': 101_345 });
    const r = barometerState.run({}, s.ctx);
    assert.equal(r.display, '29,93 polegadas de mercúrio, estável nas últimas 2 horas');
    safe(r.display, 'pt-BR');
    const fresh = setup();
    fresh.send({ 'environment.outside.pressure': 101_325 });
    const f = barometerState.run({}, fresh.ctx);
    assert.equal(f.display, '1013 hectopascals');
    assert.equal(f.pressure_trend, null);
  });
});

describe('catalogue', () => {
  it('registers the six new tools with a subject each', () => {
    for (const name of ['get_ais_targets', 'wind_state', 'navigation_state', 'tank_levels', 'engine_state', 'barometer_state']) {
      const q = findQuery(name);
      assert.ok(q, name);
      assert.ok(q.subject, `${name} subject`);
      assert.ok(q.description.length > 40, `${name} described`);
    }
    assert.equal(new Set(QUERIES.map((q) => q.name)).size, QUERIES.length, 'unique tool names');
  });
});
