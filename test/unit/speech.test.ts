/**
 * The speech layer at formatter level: src/speech (speaker, locales, safety).
 * Sources: docs/design.md#languages-and-wording, test/cases/speech-cases.json (ids in test names).
 * Every string a speaker returns in this file
 * is run through `ttsViolations` by the `checked` wrapper below.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { roundTo } from '../../src/domain/round.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations, FORBIDDEN_EVERYWHERE, FORBIDDEN_PATTERN_SOURCES } from '../../src/speech/safety.js';
import { LOCALES, getLocale } from '../../src/speech/locales/index.js';
import { ALARM_STATES, SUBJECTS, UNIT_WORDS, type Locale } from '../../src/speech/locale.js';
import type { QuantityKind } from '../../src/domain/quantities.js';
import { LANGUAGES, UNIT_PRESETS, type Language, type Speaker, type UnitPreset } from '../../src/speech/types.js';
import { speakerChecks } from '../helpers/checked-speaker.js';
import { DEPTH } from '../../src/questions/depth-state/answer.js';
import { BATTERY } from '../../src/questions/battery-state/answer.js';

// ---------------------------------------------------------------------------------------------
// Helpers: every string out of a speaker is checked for TTS safety
// ---------------------------------------------------------------------------------------------

const { produced, assertSafe, checked } = speakerChecks();

const en = checked({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
const pt = checked({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'UTC' });
const imperial = checked({ language: 'en', units: 'nautical-imperial', timeZone: 'UTC' });
const ptImperial = checked({ language: 'pt-BR', units: 'nautical-imperial', timeZone: 'UTC' });

const text = (s: Speaker, kind: QuantityKind, si: number | null | undefined): string | null => s.quantity(kind, si).text;
const DEG = Math.PI / 180;

after(() => {
  // Belt and braces: everything recorded above was checked when produced; recheck the whole set.
  for (const [s, lang] of produced) assertSafe(s, lang);
  assert.ok(produced.size > 100, `checked ${produced.size} distinct strings`);
});

// ---------------------------------------------------------------------------------------------
// Numbers and rounding
// ---------------------------------------------------------------------------------------------

describe('numbers: rounded, language separator, no grouping', () => {
  it('rounds half away from zero on the decimal as written (decision: 0.05 -> 0.1, 2.25 -> 2.3)', () => {
    assert.equal(en.number(0.05, 1), '0.1');
    assert.equal(en.number(0.15, 1), '0.2');
    assert.equal(en.number(2.25, 1), '2.3');
    assert.equal(en.number(2.35, 1), '2.4');
    assert.equal(en.number(-2.25, 1), 'minus 2.3');
    assert.equal(en.number(1.005, 2), '1.01');
    assert.equal(en.number(0.5, 0), '1');
    assert.equal(en.number(1.5, 0), '2');
    assert.equal(en.number(2.5, 0), '3');
  });
  it('no trailing ".0" (case battery-charging: 15.04 -> "15")', () => {
    assert.equal(en.number(15.04, 1), '15');
    assert.equal(en.number(12, 1), '12');
    assert.equal(en.number(12.96, 1), '13');
    assert.equal(en.number(29.9, 2), '29.9');
  });
  it('never "-0": small negatives round to plain zero', () => {
    assert.equal(en.number(-0.04, 1), '0');
    assert.equal(en.number(-0, 0), '0');
    assert.equal(en.number(-0.4, 0), '0');
    assert.equal(pt.number(-0.04, 1), '0');
    assert.equal(text(en, 'angle', -0.001), '0 degrees');
    assert.equal(text(en, 'power', -0.3), '0 watts');
  });
  it('negatives are spoken with the word, not a hyphen', () => {
    assert.equal(en.number(-3.2, 1), 'minus 3.2');
    assert.equal(pt.number(-3.2, 1), 'menos 3,2');
  });
  it('no digit grouping; pt-BR decimal comma ("16,5 nós")', () => {
    assert.equal(en.number(12345.67, 1), '12345.7');
    assert.equal(pt.number(12345.67, 1), '12345,7');
    assert.equal(en.number(1234567, 0), '1234567');
    assert.equal(pt.number(1013.25, 0), '1013');
  });
  it('23.8999961853027 is rounded, never read digit by digit', () => {
    assert.equal(text(en, 'voltage', 23.8999961853027), '23.9 volts');
    assert.equal(text(pt, 'voltage', 23.8999961853027), '23,9 volts');
    assert.equal(text(en, 'temperature', 23.8999961853027 + 273.15), '24 degrees Celsius');
  });
  it('roundTo: binary noise from unit conversions does not move halves', () => {
    assert.equal(roundTo(291.15 - 273.15, 0), 18);
    assert.equal(roundTo(0.1 + 0.2, 1), 0.3);
    assert.equal(roundTo(-0.04, 1), 0);
    assert.ok(Object.is(roundTo(-0.04, 1), 0));
    assert.throws(() => roundTo(Number.NaN, 1), RangeError);
    assert.throws(() => roundTo(1, -1), RangeError);
  });
  it('number() refuses non-finite input instead of speaking "NaN"', () => {
    assert.throws(() => en.number(Number.NaN, 1), RangeError);
    assert.throws(() => en.number(Number.POSITIVE_INFINITY, 1), RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// speech-cases.json at formatter level
// ---------------------------------------------------------------------------------------------

describe('speech-cases.json displays at formatter level', () => {
  it('wind-speed-knots: 8.5 m/s -> "16.5 knots", unit "knots"', () => {
    assert.deepEqual(en.quantity('speed', 8.5), { text: '16.5 knots', unit: 'knots' });
  });
  it('battery-discharging', () => {
    assert.equal(en.answer(BATTERY, { soc: 0.68, voltage: 12.84, current: -8.2 }), '68 percent, 12.8 volts, 8.2 amps discharging');
  });
  it('battery-charging', () => {
    assert.equal(en.answer(BATTERY, { soc: 0.91, voltage: 13.62, current: 15.04 }), '91 percent, 13.6 volts, 15 amps charging');
  });
  it('water-temperature-kelvin: 291.15 K -> "18 degrees Celsius", no "K", no "291"', () => {
    const t = text(en, 'temperature', 291.15);
    assert.equal(t, '18 degrees Celsius');
    assert.ok(!t.includes('K') && !t.includes('291'));
  });
  it('position-words', () => {
    assert.equal(en.position(37.8083, -122.405), '37 degrees 48.5 north, 122 degrees 24.3 west');
  });
  it('apparent-wind-angle-port: −0.349066 rad -> "20 degrees to port", no "-" or "340"', () => {
    const t = text(en, 'relativeAngle', -0.349066);
    assert.equal(t, '20 degrees to port');
    assert.ok(!t.includes('-') && !t.includes('340'));
  });
  it('true-wind-angle-unsigned-source: 6.1087 rad -> "10 degrees to port", no "350"', () => {
    assert.equal(text(en, 'relativeAngle', 6.1087), '10 degrees to port');
  });
  it('course-compass-name: 3.58 rad -> "205 degrees, south-south-west", no "SSW"', () => {
    assert.equal(text(en, 'direction', 3.58), '205 degrees, south-south-west');
  });
  it('heading-near-north: 6.27 rad -> "359 degrees, north", no "north-"', () => {
    const t = text(en, 'direction', 6.27);
    assert.equal(t, '359 degrees, north');
  });
  it('pressure-hectopascals: 101325 Pa -> "1013 hectopascals"', () => {
    assert.equal(text(en, 'pressure', 101325), '1013 hectopascals');
  });
  it('engine-rpm: 30.5 Hz -> "1830 revolutions per minute"', () => {
    assert.equal(text(en, 'revolutions', 30.5), '1830 revolutions per minute');
  });
  it('tank-level: 0.45 -> "45 percent"', () => {
    assert.equal(text(en, 'ratio', 0.45), '45 percent');
  });
  it('null-depth-not-last-value / missing-path-is-success: null and undefined speak nothing', () => {
    assert.deepEqual(en.quantity('depth', null), { text: null, unit: 'meters' });
    assert.equal(text(en, 'depth', undefined), null);
    assert.equal(en.answer(DEPTH, { belowKeel: null, belowSurface: null, belowTransducer: null }), null);
  });
  it('depth-under-keel-first: starts with "4.2 meters", mentions keel, then "5.5 meters"', () => {
    const d = en.answer(DEPTH, { belowKeel: 4.2, belowSurface: 5.5, belowTransducer: null });
    assert.equal(d, '4.2 meters under the keel, 5.5 meters below the surface');
    assert.ok(d.startsWith('4.2 meters'));
    assert.ok(d.indexOf('keel') < d.indexOf('5.5 meters'));
  });
  it('alarms-worst-first: worst first, normal dropped, no "notifications." and no "anchor"', () => {
    const s = en.alarms([
      { state: 'normal', message: '', path: 'navigation.anchor' },
      { state: 'warn', message: 'House battery low', path: 'electrical.batteries.house.voltage' },
      { state: 'alarm', message: 'Shallow water', path: 'environment.depth.belowKeel' },
    ]);
    assert.equal(s, '1 alarm and 1 warning: Shallow water; House battery low.');
    assert.ok(!s.includes('anchor') && !s.includes('notifications.'));
  });
  it('pt-wind: "16,5 nós"', () => {
    assert.deepEqual(pt.quantity('speed', 8.5), { text: '16,5 nós', unit: 'nós' });
  });
  it('pt-battery: "68 por cento, 12,8 volts, 8,2 amperes descarregando"', () => {
    assert.equal(pt.answer(BATTERY, { soc: 0.68, voltage: 12.84, current: -8.2 }), '68 por cento, 12,8 volts, 8,2 amperes descarregando');
  });
  it('imperial-temperature: 291.15 K -> "64 degrees Fahrenheit"', () => {
    assert.equal(text(imperial, 'temperature', 291.15), '64 degrees Fahrenheit');
  });
  it('the same cases in pt-BR', () => {
    assert.equal(pt.answer(BATTERY, { soc: 0.91, voltage: 13.62, current: 15.04 }), '91 por cento, 13,6 volts, 15 amperes carregando');
    assert.equal(text(pt, 'temperature', 291.15), '18 graus Celsius');
    assert.equal(pt.position(37.8083, -122.405), '37 graus 48,5 norte, 122 graus 24,3 oeste');
    assert.equal(text(pt, 'relativeAngle', -0.349066), '20 graus a bombordo');
    assert.equal(text(pt, 'relativeAngle', 6.1087), '10 graus a bombordo');
    assert.equal(text(pt, 'direction', 3.58), '205 graus, sul-sudoeste');
    assert.equal(text(pt, 'direction', 6.27), '359 graus, norte');
    assert.equal(text(pt, 'pressure', 101325), '1013 hectopascais');
    assert.equal(text(pt, 'revolutions', 30.5), '1830 rotações por minuto');
    assert.equal(text(pt, 'ratio', 0.45), '45 por cento');
    assert.equal(pt.answer(DEPTH, { belowKeel: 4.2, belowSurface: 5.5, belowTransducer: null }), '4,2 metros sob a quilha, 5,5 metros abaixo da superfície');
    assert.equal(text(ptImperial, 'temperature', 291.15), '64 graus Fahrenheit');
    assert.equal(
      pt.alarms([
        { state: 'warn', message: 'Bateria de serviço baixa', path: 'electrical.batteries.house.voltage' },
        { state: 'alarm', message: 'Água rasa', path: 'environment.depth.belowKeel' },
      ]),
      '1 alarme e 1 aviso: Água rasa; Bateria de serviço baixa.',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Cases from boats: values that were once said wrong
// ---------------------------------------------------------------------------------------------

describe('values once said wrong on board', () => {
  it('relative angles in either range speak the same; directions wrap negatives', () => {
    assert.equal(text(en, 'relativeAngle', 6.1087), '10 degrees to port');
    assert.equal(text(en, 'relativeAngle', -0.1745), '10 degrees to port');
    assert.equal(text(en, 'direction', -0.0524), '357 degrees, north');
    assert.equal(text(pt, 'direction', -0.0524), '357 graus, norte');
    for (const deg of [1, 10, 45, 90, 135, 179, 180]) {
      for (const sign of [1, -1]) {
        const spec = sign * deg * DEG; // −π..π
        const unsigned = spec < 0 ? spec + 2 * Math.PI : spec; // 0..2π
        assert.equal(text(en, 'relativeAngle', unsigned), text(en, 'relativeAngle', spec), `${sign * deg}°`);
      }
    }
  });
  it('lost bottom: null is absent; 2^32 cm and other impossible depths are absent', () => {
    assert.equal(text(en, 'depth', null), null);
    assert.equal(text(en, 'depth', 42949672.92), null);
    assert.equal(text(en, 'depth', 11_001), null);
    assert.equal(text(en, 'depth', -0.5), null);
    assert.equal(en.answer(DEPTH, { belowKeel: null, belowSurface: 42949672.92, belowTransducer: 42949672.92 }), null);
    assert.equal(text(en, 'depth', 10_935), '10935 meters');
  });
  it('null and half-null positions are absent, never a throw', () => {
    assert.equal(en.position(null, null), null);
    assert.equal(en.position(null, -145.1), null);
    assert.equal(en.position(45, undefined), null);
    assert.equal(en.position(Number.NaN, 1), null);
  });
  it('Kelvin is converted; a Celsius value sent as Kelvin is not spoken', () => {
    assert.equal(text(en, 'temperature', 291.15), '18 degrees Celsius');
    assert.equal(text(en, 'temperature', 18), null); // would be −255 °C
    assert.equal(text(en, 'temperature', 1501), null);
  });
  it('an angle beyond 2π is a unit error (degrees sent as radians): not spoken', () => {
    for (const kind of ['direction', 'relativeAngle', 'angle'] as const) {
      assert.equal(text(en, kind, 45), null, kind);
      assert.equal(text(en, kind, 350), null, kind);
      assert.equal(text(en, kind, -7), null, kind);
      assert.equal(text(en, kind, 2 * Math.PI + 0.02), null, kind); // 361 degrees
    }
    assert.equal(en.compassPoint(45), null);
    // 2π written with 4 decimals rounds to 360: North, dead ahead.
    assert.equal(text(en, 'direction', 6.2832), '0 degrees, north');
    assert.equal(text(en, 'relativeAngle', 6.2832), 'dead ahead');
  });
  it('battery current sign: positive charging, negative discharging, near zero neither', () => {
    assert.equal(en.answer(BATTERY, { soc: null, voltage: null, current: 8.2 }), '8.2 amps charging');
    assert.equal(en.answer(BATTERY, { soc: null, voltage: null, current: -8.2 }), '8.2 amps discharging');
    // A bank configured as inverted: the caller negates before speaking.
    const raw = 8.2;
    assert.equal(en.answer(BATTERY, { soc: null, voltage: null, current: -raw }), '8.2 amps discharging');
    assert.equal(en.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: 0.04 }), '50 percent, 12.6 volts, 0 amps');
    assert.equal(en.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: -0.09 }), '50 percent, 12.6 volts, 0.1 amps');
    assert.equal(en.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: 0 }), '50 percent, 12.6 volts, 0 amps');
    assert.equal(en.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: 0.1 }), '50 percent, 12.6 volts, 0.1 amps charging');
    assert.equal(pt.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: 0.04 }), '50 por cento, 12,6 volts, 0 amperes');
  });
  it('ratio vs percent: above 1.05 or below 0 is not spoken, never rescaled; 1..1.05 is 100', () => {
    assert.equal(text(en, 'ratio', 86), null); // "8600 percent" was shown
    assert.equal(text(en, 'ratio', 45), null);
    assert.equal(text(en, 'ratio', 1.06), null);
    assert.equal(text(en, 'ratio', -0.01), null);
    assert.equal(text(en, 'ratio', 1), '100 percent');
    assert.equal(text(en, 'ratio', 1.03), '100 percent');
    assert.equal(text(en, 'ratio', 1.05), '100 percent');
    assert.equal(text(en, 'ratio', 0.995), '100 percent');
    assert.equal(text(en, 'ratio', 0.004), '0 percent');
    assert.equal(en.answer(BATTERY, { soc: 86, voltage: 12.84, current: null }), '12.8 volts');
  });
  it('no unit symbols: "25 degrees Celsius, 60 percent, 10.8 knots"', () => {
    const s = en.join([text(en, 'temperature', 298.15), text(en, 'ratio', 0.6), text(en, 'speed', 20 / 3.6)]);
    assert.equal(s, '25 degrees Celsius, 60 percent, 10.8 knots');
    for (const bad of ['°', '%', '/', 'km']) assert.ok(!s.includes(bad));
    assert.ok(ttsViolations('25°C, 60%, 20 km/h', 'en').length >= 3);
  });
  it('the language decimal separator: "12,5" in pt-BR, "12.5" in English', () => {
    assert.equal(text(en, 'depth', 12.5), '12.5 meters');
    assert.equal(text(pt, 'depth', 12.5), '12,5 metros');
    assert.ok(ttsViolations('12.5 metros', 'pt-BR').length > 0);
    assert.ok(ttsViolations('12,5 meters', 'en').length > 0);
  });
});

// ---------------------------------------------------------------------------------------------
// Angles and compass
// ---------------------------------------------------------------------------------------------

describe('angles: round first, then wrap; 16-point compass', () => {
  it('359.6 degrees rounds to 360 and wraps to "0 degrees, north"', () => {
    assert.equal(text(en, 'direction', 359.6 * DEG), '0 degrees, north');
    assert.equal(text(en, 'direction', 359.4 * DEG), '359 degrees, north');
    assert.equal(text(en, 'direction', 2 * Math.PI), '0 degrees, north');
    assert.equal(text(en, 'direction', 0), '0 degrees, north');
    assert.equal(text(en, 'direction', -2 * Math.PI), '0 degrees, north');
    assert.equal(text(en, 'direction', -0.2 * DEG), '0 degrees, north');
  });
  it('singular "1 degree"', () => {
    assert.equal(text(en, 'direction', 1 * DEG), '1 degree, north');
    assert.equal(text(en, 'relativeAngle', 1 * DEG), '1 degree to starboard');
    assert.equal(text(pt, 'direction', 1 * DEG), '1 grau, norte');
  });
  it('all 16 points at their centres, named by boxing the compass', () => {
    const at = (i: number) => en.compassPoint((i % 16) * 22.5 * DEG);
    assert.deepEqual([0, 4, 8, 12].map(at), ['north', 'east', 'south', 'west']);
    assert.deepEqual([2, 6, 10, 14].map(at), ['north-east', 'south-east', 'south-west', 'north-west']);
    // A point between: the nearer cardinal point, then the half-way point beside it ("north-north-east").
    for (const i of [1, 3, 5, 7, 9, 11, 13, 15]) {
      const cardinal = Math.round(i / 4) * 4;
      const halfway = i % 4 === 1 ? i + 1 : i - 1;
      assert.equal(at(i), `${at(cardinal)}-${at(halfway)}`, `${i * 22.5}°`);
    }
    assert.equal(new Set(Array.from({ length: 16 }, (_, i) => at(i))).size, 16);
    assert.equal(pt.compassPoint(45 * DEG), 'nordeste');
    assert.equal(pt.compassPoint(202.5 * DEG), 'sul-sudoeste');
    assert.equal(pt.compassPoint(292.5 * DEG), 'oeste-noroeste');
  });
  it('sector edges: 22.5 degree sectors centred on north, judged on the rounded degrees', () => {
    assert.equal(en.compassPoint(11 * DEG), 'north');
    assert.equal(en.compassPoint(11.4 * DEG), 'north'); // rounds to 11
    assert.equal(en.compassPoint(11.6 * DEG), 'north-north-east'); // rounds to 12
    assert.equal(en.compassPoint(348 * DEG), 'north-north-west');
    assert.equal(en.compassPoint(349 * DEG), 'north');
    assert.equal(en.compassPoint(-11 * DEG), 'north');
    assert.equal(en.compassPoint(-12 * DEG), 'north-north-west');
    assert.equal(en.compassPoint(Number.NaN), null);
  });
  it('relative angles fold into (−180, 180]: port, starboard, dead ahead, dead astern', () => {
    assert.equal(text(en, 'relativeAngle', 0), 'dead ahead');
    assert.equal(text(en, 'relativeAngle', 0.3 * DEG), 'dead ahead');
    assert.equal(text(en, 'relativeAngle', 359.6 * DEG), 'dead ahead');
    assert.equal(text(en, 'relativeAngle', Math.PI), 'dead astern');
    assert.equal(text(en, 'relativeAngle', -Math.PI), 'dead astern');
    assert.equal(text(en, 'relativeAngle', 179.6 * DEG), 'dead astern');
    assert.equal(text(en, 'relativeAngle', -179.6 * DEG), 'dead astern');
    assert.equal(text(en, 'relativeAngle', 179.4 * DEG), '179 degrees to starboard');
    assert.equal(text(en, 'relativeAngle', -179.4 * DEG), '179 degrees to port');
    assert.equal(text(en, 'relativeAngle', 190 * DEG), '170 degrees to port');
    assert.equal(text(en, 'relativeAngle', 45 * DEG), '45 degrees to starboard');
    assert.equal(text(en, 'relativeAngle', -2 * Math.PI + 30 * DEG), '30 degrees to starboard');
    assert.equal(text(pt, 'relativeAngle', 45 * DEG), '45 graus a boreste');
    assert.equal(text(pt, 'relativeAngle', 0), 'pela proa');
    assert.equal(text(pt, 'relativeAngle', Math.PI), 'pela popa');
  });
  it('plain angles keep their sign as a word', () => {
    assert.equal(text(en, 'angle', 12 * DEG), '12 degrees');
    assert.equal(text(en, 'angle', -5.2 * DEG), 'minus 5 degrees');
    assert.equal(text(pt, 'angle', -5.2 * DEG), 'menos 5 graus');
    assert.equal(text(en, 'angle', 1 * DEG), '1 degree');
  });
});

// ---------------------------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------------------------

describe('position', () => {
  it('minutes rounding to 60 carry into the degrees', () => {
    assert.equal(en.position(37.99999, -122.99999), '38 degrees 0 north, 123 degrees 0 west');
    assert.equal(en.position(37.99995, 10.5), '38 degrees 0 north, 10 degrees 30 east');
    assert.equal(en.position(37.999, 10.5), '37 degrees 59.9 north, 10 degrees 30 east');
    assert.equal(en.position(37.9991, 0), '37 degrees 59.9 north, 0 degrees 0 east');
    assert.equal(en.position(89.999999, 179.999999), '90 degrees 0 north, 180 degrees 0 east');
  });
  it('hemispheres; zero (after rounding) is north and east', () => {
    assert.equal(en.position(-33.8568, 151.2153), '33 degrees 51.4 south, 151 degrees 12.9 east');
    assert.equal(en.position(0, 0), '0 degrees 0 north, 0 degrees 0 east');
    assert.equal(en.position(-0.0000001, -0.0000001), '0 degrees 0 north, 0 degrees 0 east');
    assert.equal(pt.position(-23.0, -43.2), '23 graus 0 sul, 43 graus 12 oeste');
  });
  it('singular forms', () => {
    assert.equal(en.position(1 + 1 / 60, 1 + 0.5 / 60), '1 degree 1 north, 1 degree 0.5 east');
  });
  it('out of range is absent', () => {
    assert.equal(en.position(90.0001, 0), null);
    assert.equal(en.position(-91, 0), null);
    assert.equal(en.position(0, 180.01), null);
    assert.equal(en.position(0, -181), null);
    assert.equal(en.position(Number.POSITIVE_INFINITY, 0), null);
  });
});

// ---------------------------------------------------------------------------------------------
// Units, presets, limits
// ---------------------------------------------------------------------------------------------

describe('units and presets', () => {
  it('singular and plural by Intl.PluralRules of the number as shown', () => {
    const knot = 1852 / 3600; // m/s
    assert.equal(text(en, 'speed', knot), '1 knot');
    assert.equal(text(en, 'speed', knot * 1.02), '1 knot'); // 1.02 -> "1"
    assert.equal(text(en, 'speed', knot * 1.5), '1.5 knots');
    assert.equal(text(en, 'speed', 0), '0 knots');
    assert.equal(text(en, 'speed', knot * 2), '2 knots');
    assert.equal(text(pt, 'speed', knot), '1 nó');
    assert.equal(text(pt, 'speed', knot * 2), '2 nós');
    // CLDR pt: the singular covers 0 to below 2 ("1,5 milhão").
    assert.equal(text(pt, 'speed', knot * 1.5), '1,5 nó');
    assert.equal(text(en, 'depth', 1), '1 meter');
    assert.equal(text(imperial, 'depth', 0.3048), '1 foot');
    assert.equal(text(imperial, 'depth', 0.6096), '2 feet');
    assert.equal(text(en, 'distance', 1852), '1 mile');
    assert.equal(text(pt, 'distance', 3704), '2 milhas');
    assert.equal(text(en, 'temperature', 274.15), '1 degree Celsius');
    assert.equal(text(en, 'voltage', 1), '1 volt');
    assert.equal(text(en, 'current', -1), '1 amp');
  });
  it('metric preset', () => {
    assert.equal(text(en, 'depth', 4.2), '4.2 meters');
    assert.equal(text(en, 'distance', 9260), '5 miles');
    assert.equal(text(en, 'enginePressure', 300000), '3 bar');
    assert.equal(text(en, 'volume', 0.1), '100 liters');
    assert.equal(text(en, 'flow', 12 / 3_600_000), '12 liters per hour');
    assert.equal(text(en, 'power', 1234.4), '1234 watts');
    assert.equal(text(en, 'energy', 3.6e6 * 2.34), '2.3 kilowatt hours');
    assert.equal(text(en, 'charge', 3600 * 200), '200 amp hours');
    assert.equal(text(en, 'frequency', 50), '50 hertz');
    assert.equal(text(en, 'length', 12.34), '12.3 meters');
    assert.equal(text(en, 'current', 15.04), '15 amps');
    assert.equal(text(pt, 'volume', 0.1), '100 litros');
    assert.equal(text(pt, 'enginePressure', 300000), '3 bar');
    assert.equal(text(pt, 'energy', 3.6e6 * 2.34), '2,3 quilowatts-hora');
  });
  it('imperial preset', () => {
    assert.equal(text(imperial, 'speed', 8.5), '16.5 knots');
    assert.equal(text(imperial, 'depth', 4.2), '13.8 feet');
    assert.equal(text(imperial, 'temperature', 291.15), '64 degrees Fahrenheit');
    assert.equal(text(imperial, 'temperature', 273.15), '32 degrees Fahrenheit');
    assert.equal(text(imperial, 'pressure', 101325), '29.92 inches of mercury');
    assert.equal(text(imperial, 'enginePressure', 300000), '44 pounds per square inch');
    assert.equal(text(imperial, 'volume', 0.1), '26.4 US gallons');
    assert.equal(text(imperial, 'flow', 12 / 3_600_000), '3.2 US gallons per hour');
    assert.equal(text(ptImperial, 'depth', 4.2), '13,8 pés');
    assert.equal(text(ptImperial, 'pressure', 101325), '29,92 polegadas de mercúrio');
  });
  it('unitName: the plural unit word per kind and preset', () => {
    assert.equal(en.unitName('speed'), 'knots');
    assert.equal(en.unitName('depth'), 'meters');
    assert.equal(imperial.unitName('depth'), 'feet');
    assert.equal(en.unitName('temperature'), 'degrees Celsius');
    assert.equal(imperial.unitName('temperature'), 'degrees Fahrenheit');
    assert.equal(en.unitName('ratio'), 'percent');
    assert.equal(en.unitName('direction'), 'degrees');
    assert.equal(en.unitName('duration'), null);
    assert.equal(pt.unitName('speed'), 'nós');
    assert.equal(pt.unitName('pressure'), 'hectopascais');
  });
  it('durations: "2 hours 5 minutes", "45 seconds"', () => {
    assert.equal(text(en, 'duration', 45), '45 seconds');
    assert.equal(text(en, 'duration', 1), '1 second');
    assert.equal(text(en, 'duration', 0), '0 seconds');
    assert.equal(text(en, 'duration', 90), '1 minute 30 seconds');
    assert.equal(text(en, 'duration', 300), '5 minutes');
    assert.equal(text(en, 'duration', 7500), '2 hours 5 minutes');
    assert.equal(text(en, 'duration', 7200), '2 hours');
    assert.equal(text(en, 'duration', 900), '15 minutes');
    assert.equal(text(en, 'duration', 86_370), '1 day');
    assert.equal(text(en, 'duration', 3 * 86400 + 5 * 3600), '3 days 5 hours');
    assert.equal(text(pt, 'duration', 7500), '2 horas e 5 minutos');
    assert.equal(text(en, 'duration', -1), null);
  });
  it('impossible values are null, per kind limits (units.ts)', () => {
    const cases: [QuantityKind, number][] = [
      ['speed', 100.1],
      ['speed', -0.1],
      ['depth', 11_000.1],
      ['length', 100_001],
      ['distance', 2.2e7],
      ['temperature', 149],
      ['pressure', 1013],
      ['pressure', 120_000],
      ['enginePressure', 2e7],
      ['ratio', 1.051],
      ['voltage', -1],
      ['voltage', 1001],
      ['current', 5001],
      ['power', 2e7],
      ['revolutions', 1830],
      ['revolutions', -1],
      ['volume', -0.1],
      ['flow', 12],
      ['energy', 4e12],
      ['charge', 4e8],
      ['frequency', -1],
      ['duration', 2e8],
    ];
    for (const [kind, si] of cases) assert.equal(text(en, kind, si), null, `${kind} ${si}`);
    for (const kind of ['speed', 'depth', 'ratio', 'direction', 'duration'] as const) {
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
        assert.equal(text(en, kind, bad), null, `${kind} ${String(bad)}`);
      }
    }
  });
  it('speeds up to 100 m/s are spoken', () => {
    assert.equal(text(en, 'speed', 100), '194.4 knots');
  });
});

// ---------------------------------------------------------------------------------------------
// Depth, battery, join
// ---------------------------------------------------------------------------------------------

describe('depth and battery answers', () => {
  it('depth: keel, then surface; transducer only when neither is known', () => {
    assert.equal(en.answer(DEPTH, { belowKeel: 4.2, belowSurface: 5.5, belowTransducer: 5.0 }), '4.2 meters under the keel, 5.5 meters below the surface');
    assert.equal(en.answer(DEPTH, { belowKeel: null, belowSurface: 5.5, belowTransducer: 5.0 }), '5.5 meters below the surface');
    assert.equal(en.answer(DEPTH, { belowKeel: null, belowSurface: null, belowTransducer: 16.2 }), '16.2 meters below the transducer');
    assert.equal(pt.answer(DEPTH, { belowKeel: null, belowSurface: null, belowTransducer: 16.2 }), '16,2 metros abaixo do transdutor');
    assert.equal(imperial.answer(DEPTH, { belowKeel: 4.2, belowSurface: null, belowTransducer: null }), '13.8 feet under the keel');
  });
  it('battery: missing or impossible parts are left out; all missing is null', () => {
    assert.equal(en.answer(BATTERY, { soc: 0.68, voltage: null, current: null }), '68 percent');
    assert.equal(en.answer(BATTERY, { soc: null, voltage: 12.84, current: null }), '12.8 volts');
    assert.equal(en.answer(BATTERY, { soc: null, voltage: null, current: null }), null);
    assert.equal(en.answer(BATTERY, { soc: Number.NaN, voltage: -3, current: 9999 }), null);
  });
  it('join: skips null, undefined and empty parts', () => {
    assert.equal(en.join(['a', null, undefined, '', 'b']), 'a, b');
    assert.equal(en.join([null, undefined]), null);
    assert.equal(pt.join(['um', 'dois']), 'um, dois');
  });
});

// ---------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------

describe('time: clock times in the boat zone, relative ages', () => {
  const at = new Date('2024-06-02T01:05:00Z');
  it('en: "6 oh 5 PM" in Los Angeles, "1 oh 5 AM" in UTC, plain spaces only, never "six zero five"', () => {
    const la = checked({ language: 'en', units: 'nautical-metric', timeZone: 'America/Los_Angeles' });
    assert.equal(la.clockTime(at), '6 oh 5 PM');
    assert.equal(en.clockTime(at), '1 oh 5 AM');
    assert.equal(en.clockTime(new Date('2024-06-02T12:00:00Z')), '12 PM');
    assert.equal(en.clockTime(new Date('2024-06-02T18:45:00Z')), '6:45 PM');
    assert.ok(!/[\u00a0\u202f]/.test(la.clockTime(at)));
    assert.equal(la.timeZone, 'America/Los_Angeles');
  });
  it('pt-BR: 24-hour clock in the boat zone, "22 e 5" rather than "22:05", never "zero cinco"', () => {
    const sp = checked({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'America/Sao_Paulo' });
    assert.equal(sp.clockTime(at), '22 e 5');
    assert.equal(pt.clockTime(new Date('2024-06-01T18:05:00Z')), '18 e 5');
    assert.equal(pt.clockTime(new Date('2024-06-01T18:25:00Z')), '18:25');
    assert.equal(pt.clockTime(at), '1 e 5');
    const lisbon = checked({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'Europe/Lisbon' });
    assert.equal(lisbon.clockTime(new Date('2024-06-01T17:05:00Z')), '18 e 5');
  });
  it('default zone is the process zone; an unknown zone is a clear error; invalid dates throw', () => {
    const d = createSpeaker({ language: 'en', units: 'nautical-metric' });
    assert.equal(d.timeZone, new Intl.DateTimeFormat().resolvedOptions().timeZone);
    assert.throws(() => createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'Mars/Olympus' }), /Unknown time zone "Mars\/Olympus"/);
    assert.throws(() => en.clockTime(new Date(Number.NaN)), RangeError);
  });
  it('ages: "12 minutes ago" / "há 12 minutos"; "now" under a second', () => {
    assert.equal(en.age(12 * 60_000), '12 minutes ago');
    assert.equal(pt.age(12 * 60_000), 'há 12 minutos');
    assert.equal(en.age(999), '1 second ago');
    assert.equal(en.age(499), 'now');
    assert.equal(pt.age(0), 'agora');
    assert.equal(en.age(-5000), 'now');
    assert.equal(en.age(45_000), '45 seconds ago');
    assert.equal(en.age(60_000), '1 minute ago');
    assert.equal(pt.age(60_000), 'há 1 minuto');
    assert.equal(en.age(59.6 * 60_000), '1 hour ago');
    assert.equal(en.age(3 * 3_600_000), '3 hours ago');
    assert.equal(en.age(36 * 3_600_000), '2 days ago');
    assert.equal(en.age(1500 * 86_400_000), '1500 days ago');
    assert.equal(pt.age(1500 * 86_400_000), 'há 1500 dias');
    assert.throws(() => en.age(Number.NaN), RangeError);
  });
  it('withAge: "..., as of 12 minutes ago"; a final full stop stays last; unknown age leaves the display', () => {
    assert.equal(en.withAge('16.5 knots', 12 * 60_000), '16.5 knots, as of 12 minutes ago');
    assert.equal(pt.withAge('16,5 nós', 12 * 60_000), '16,5 nós, última leitura há 12 minutos');
    assert.equal(en.withAge('No active alarms.', 5 * 60_000), 'No active alarms, as of 5 minutes ago.');
    assert.equal(en.withAge('16.5 knots', Number.NaN), '16.5 knots');
  });
});

// ---------------------------------------------------------------------------------------------
// Alarms, not-reporting, path counts
// ---------------------------------------------------------------------------------------------

describe('alarms and sentences', () => {
  it('severity words: warn is "warning"', () => {
    const want = { nominal: 'nominal', normal: 'normal', alert: 'alert', warn: 'warning', alarm: 'alarm', emergency: 'emergency' };
    for (const s of ALARM_STATES) assert.equal(en.alarmState(s), want[s]);
    assert.equal(pt.alarmState('warn'), 'aviso');
    assert.equal(pt.alarmState('emergency'), 'emergência');
  });
  it('one alarm; message spoken as given; an empty message speaks the path in words', () => {
    assert.equal(en.alarm('alarm', 'Shallow water', 'environment.depth.belowKeel'), 'alarm, Shallow water');
    assert.equal(en.alarm('warn', '  ', 'notifications.electrical.batteries.house.voltage'), 'warning, electrical batteries house voltage');
    assert.equal(en.alarm('emergency', '', 'tanks.fuel.0.currentLevel'), 'emergency, tanks fuel 0 current level');
  });
  it('summary: none, singular, plural, worst first, stable, punctuation not doubled', () => {
    assert.equal(en.alarms([]), 'No active alarms.');
    assert.equal(en.alarms([{ state: 'normal', message: 'ok', path: 'a.b' }]), 'No active alarms.');
    assert.equal(pt.alarms([]), 'Nenhum alarme ativo.');
    // The state is said once, as the count's noun.
    assert.equal(en.alarms([{ state: 'alarm', message: 'Shallow water', path: 'environment.depth.belowKeel' }]), '1 alarm: Shallow water.');
    assert.equal(en.alarms([{ state: 'alert', message: 'Anchor drag', path: 'navigation.anchor' }]), '1 alert: Anchor drag.');
    assert.equal(pt.alarms([{ state: 'alert', message: 'Garrando', path: 'navigation.anchor' }]), '1 alerta: Garrando.');
    assert.equal(
      en.alarms([
        { state: 'warn', message: 'First warning', path: 'a' },
        { state: 'emergency', message: 'Fire', path: 'b' },
        { state: 'warn', message: 'Second warning', path: 'c' },
      ]),
      '1 emergency and 2 warnings: Fire; First warning; Second warning.',
    );
    assert.equal(en.alarms([{ state: 'alarm', message: 'Shallow water!', path: 'x' }]), '1 alarm: Shallow water!');
    assert.equal(en.alarms([{ state: 'warn', message: ' <audio src="x"/> ', path: 'electrical.batteries.house.voltage' }]), '1 warning: electrical batteries house voltage.');
  });
  it('"The boat isn\'t reporting {subject} right now." for every subject, both languages', () => {
    assert.equal(en.notReporting('depth'), "The boat isn't reporting depth right now.");
    assert.equal(pt.notReporting('depth'), 'O barco não está informando a profundidade no momento.');
    for (const s of SUBJECTS) {
      assert.match(en.notReporting(s), /^The boat isn't reporting [a-z ]+ right now\.$/);
      assert.match(pt.notReporting(s), /^O barco não está informando .+ no momento\.$/);
    }
  });
  it('path counts', () => {
    assert.equal(en.pathCount(0), 'no paths');
    assert.equal(en.pathCount(1), '1 path');
    assert.equal(en.pathCount(1234), '1234 paths');
    assert.equal(pt.pathCount(0), 'nenhum caminho');
    assert.equal(pt.pathCount(1), '1 caminho');
    assert.equal(pt.pathCount(12), '12 caminhos');
    assert.equal(en.pathCount(Number.NaN), 'no paths');
  });
});

// ---------------------------------------------------------------------------------------------
// Locales and registry
// ---------------------------------------------------------------------------------------------

describe('locales: complete, consistent, registered', () => {
  it('the registry has exactly the Languages', () => {
    assert.deepEqual(Object.keys(LOCALES).sort(), [...LANGUAGES].sort());
    for (const lang of LANGUAGES) assert.equal(getLocale(lang).tag, lang);
    assert.throws(() => getLocale('xx' as Language), /No speech locale/);
    assert.throws(() => createSpeaker({ language: 'xx' as Language, units: 'nautical-metric' }), /Unknown speech language/);
    assert.throws(() => createSpeaker({ language: 'en', units: 'si' as UnitPreset }), /Unknown unit preset/);
  });
  const needs = (l: Locale): [string, string, string[]][] => [
    ['quantity', l.quantity, ['number', 'unit']],
    ['direction', l.direction, ['angle', 'point']],
    ['relative.port', l.relative.port, ['angle']],
    ['relative.starboard', l.relative.starboard, ['angle']],
    ['position.coordinate', l.position.coordinate, ['degrees', 'minutes', 'hemisphere']],
    ['position.pair', l.position.pair, ['latitude', 'longitude']],
    ['battery.charging', BATTERY.words[l.tag].charging, ['current']],
    ['battery.discharging', BATTERY.words[l.tag].discharging, ['current']],
    ['depth.belowKeel', l.depth.belowKeel, ['depth']],
    ['depth.belowSurface', l.depth.belowSurface, ['depth']],
    ['depth.belowTransducer', l.depth.belowTransducer, ['depth']],
    ['stale', l.stale, ['display', 'age']],
    ['alarms.item', l.alarms.item, ['state', 'message']],
    ['alarms.summary', l.alarms.summary, ['counts', 'items']],
    ...(['alert', 'warn', 'alarm', 'emergency'] as const).map((s): [string, string, string[]] => [`alarms.states.${s}.other`, l.alarms.states[s].other, ['count']]),
    ['alarms.more.other', l.alarms.more.other, ['count']],
    ['alarms.others.other', l.alarms.others.other, ['count']],
    ['feed.lost', l.feed.lost, ['age']],
    ['feed.lastKnown', l.feed.lastKnown, ['unreachable', 'display']],
    ['feed.lostKnown', l.feed.lostKnown, ['age', 'display']],
    ['paths.count.other', l.paths.count.other, ['count']],
    ['notReporting', l.notReporting, ['subject']],
  ];
  for (const lang of LANGUAGES) {
    const l = LOCALES[lang];
    it(`${lang}: templates carry their placeholders and nothing else`, () => {
      for (const [name, template, placeholders] of needs(l)) {
        const found = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        assert.deepEqual(found, [...placeholders].sort(), `${lang} ${name}`);
      }
    });
    it(`${lang}: every unit word, for every plural category the language has`, () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const w of UNIT_WORDS) {
        const forms = l.units[w];
        assert.ok(forms.other.trim() !== '', `${lang} ${w}`);
        for (const c of categories) assertSafe(forms[c] ?? forms.other, lang);
      }
    });
    it(`${lang}: 16 distinct compass names; severities, subjects, fixed sentences safe`, () => {
      assert.equal(new Set(l.compass).size, 16);
      for (const c of l.compass) assertSafe(c, lang);
      for (const s of ALARM_STATES) assertSafe(l.alarmStates[s], lang);
      for (const s of SUBJECTS) assertSafe(l.subjects[s], lang);
      for (const s of [l.relative.ahead, l.relative.astern, l.alarms.none, l.paths.none, l.position.north, l.position.south, l.position.east, l.position.west]) assertSafe(s, lang);
    });
  }
  it('pt-BR uses Brazilian sailing words', () => {
    const l = LOCALES['pt-BR'];
    assert.equal(l.units.knot.other, 'nós');
    assert.equal(l.units.nauticalMile.other, 'milhas');
    assert.equal(l.units.hectopascal.other, 'hectopascais');
    assert.equal(l.units.percent.other, 'por cento');
    assert.equal(l.units.ampere.other, 'amperes');
    assert.equal(l.compass[2], 'nordeste');
    assert.equal(l.compass[9], 'sul-sudoeste');
    assert.match(l.relative.starboard, /a boreste/);
    assert.match(l.relative.port, /a bombordo/);
  });
});

// ---------------------------------------------------------------------------------------------
// Hot path: Intl objects built once per speaker
// ---------------------------------------------------------------------------------------------

describe('Intl objects are cached per speaker', () => {
  it('no Intl constructor runs after createSpeaker', () => {
    const speakers = [
      createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' }),
      createSpeaker({ language: 'pt-BR', units: 'nautical-imperial', timeZone: 'America/Sao_Paulo' }),
    ];
    const names = ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'RelativeTimeFormat'] as const;
    const saved = names.map((n) => Intl[n]);
    let constructed = 0;
    try {
      for (const n of names) {
        const Original = Intl[n] as unknown as new (...a: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[n] = new Proxy(Original, {
          construct(target, args, newTarget) {
            constructed += 1;
            return Reflect.construct(target, args, newTarget) as object;
          },
        });
      }
      for (const s of speakers) {
        s.quantity('speed', 8.5);
        s.quantity('pressure', 101325);
        s.quantity('direction', 3.58);
        s.quantity('relativeAngle', -0.3);
        s.quantity('duration', 7500);
        s.number(1.2345, 3);
        s.position(37.8083, -122.405);
        s.answer(BATTERY, { soc: 0.5, voltage: 12.6, current: -3 });
        s.answer(DEPTH, { belowKeel: 4.2, belowSurface: 5.5, belowTransducer: null });
        s.clockTime(new Date(0));
        s.age(720_000);
        s.withAge('x', 720_000);
        s.alarms([{ state: 'warn', message: 'm', path: 'p' }]);
        s.pathCount(3);
      }
    } finally {
      names.forEach((n, i) => {
        (Intl as unknown as Record<string, unknown>)[n] = saved[i];
      });
    }
    assert.equal(constructed, 0);
  });
});

// ---------------------------------------------------------------------------------------------
// Sweep: whatever the input, output is null or TTS-safe
// ---------------------------------------------------------------------------------------------

describe('sweep: every kind, language and preset gives null or a TTS-safe text', () => {
  const kinds: QuantityKind[] = [
    'speed',
    'depth',
    'distance',
    'temperature',
    'pressure',
    'enginePressure',
    'ratio',
    'voltage',
    'current',
    'power',
    'revolutions',
    'volume',
    'flow',
    'direction',
    'relativeAngle',
    'angle',
    'duration',
    'energy',
    'charge',
    'frequency',
    'length',
  ];
  let seed = 42;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const specials = [0, -0, 0.05, -0.05, 0.95, 1, 1.05, 0.5, 2.5, 59.99, 359.6 * DEG, Math.PI, -Math.PI, 2 * Math.PI, 101325, 291.15, 42949672.92, 1e-9, -1e-9];
  for (const language of LANGUAGES) {
    for (const units of UNIT_PRESETS) {
      it(`${language}, ${units}`, () => {
        const s = createSpeaker({ language, units, timeZone: 'UTC' });
        for (const kind of kinds) {
          const values = [...specials];
          for (let i = 0; i < 200; i++) values.push((rand() - 0.3) * 10 ** Math.floor(rand() * 9 - 3));
          for (const v of values) {
            const t = s.quantity(kind, v).text;
            if (t !== null) assert.deepEqual(ttsViolations(t, language), [], `${kind} ${v}: ${t}`);
          }
        }
        for (let i = 0; i < 200; i++) {
          const p = s.position((rand() - 0.5) * 180, (rand() - 0.5) * 360);
          assert.ok(p !== null);
          assertSafe(p, language);
          assertSafe(s.age(rand() * 1e9), language);
          assertSafe(s.clockTime(new Date(rand() * 2e12)), language);
        }
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// ttsViolations itself
// ---------------------------------------------------------------------------------------------

describe('ttsViolations (src/speech/safety.ts)', () => {
  it('accepts good displays', () => {
    for (const s of ['16.5 knots', '68 percent, 12.8 volts, 8.2 amps discharging', '6:05 PM', "The boat isn't reporting depth right now."]) {
      assert.deepEqual(ttsViolations(s, 'en'), [], s);
    }
    assert.deepEqual(ttsViolations('16,5 nós', 'pt-BR'), []);
    assert.deepEqual(ttsViolations('18:05', 'pt-BR'), []);
  });
  it('the embedded forbidden lists match test/cases/speech-cases.json (drift guard)', (t) => {
    const file = new URL('../cases/speech-cases.json', import.meta.url);
    if (!existsSync(file)) {
      t.skip('test/cases/speech-cases.json not present');
      return;
    }
    const cases = JSON.parse(readFileSync(file, 'utf8')) as { forbidden_everywhere: string[]; forbidden_patterns: string[] };
    assert.deepEqual([...FORBIDDEN_EVERYWHERE], cases.forbidden_everywhere);
    assert.deepEqual([...FORBIDDEN_PATTERN_SOURCES], cases.forbidden_patterns);
  });
  it('flags every forbidden_everywhere substring of speech-cases.json', () => {
    for (const s of FORBIDDEN_EVERYWHERE) {
      assert.ok(
        ttsViolations(`12 ${s} x`, 'en').some((v) => v.includes(JSON.stringify(s))),
        s,
      );
    }
  });
  it('flags forbidden_patterns: ISO timestamps, "kn", compass abbreviations', () => {
    assert.ok(ttsViolations('as of 2024-06-01T12:05:00Z', 'en').length > 0);
    assert.ok(ttsViolations('12 kn', 'en').length > 0);
    for (const a of ['N', 'NE', 'SSW', 'WNW']) assert.ok(ttsViolations(`205 degrees ${a}`, 'en').length > 0, a);
  });
  it('flags unit symbols and abbreviations (kn, kts, hPa, V, A, K, m, NE)', () => {
    for (const s of ['12.8 V', '8.2 A', '291.15 K', '4.2 m', '4.2m', '1013 hPa', '5 kts', '25 C', '1830 rpm', '30 Hz', '100 Ah', '29.92 inHg']) {
      assert.ok(ttsViolations(s, 'en').length > 0, s);
    }
  });
  it('flags NaN, undefined, null, Infinity, objects, placeholders, odd spaces, "-0", trailing ".0", minus signs', () => {
    for (const s of [
      'NaN knots',
      'undefined',
      'null',
      'Infinity meters',
      '[object Object]',
      '{number} knots',
      '6:05\u202fPM',
      '-0 degrees',
      '12.0 volts',
      '-5 degrees Celsius',
      'minus 0 degrees',
      'true',
    ]) {
      assert.ok(ttsViolations(s, 'en').length > 0, s);
    }
    assert.deepEqual(ttsViolations('minus 0.5 degrees', 'en'), []);
    assert.deepEqual(ttsViolations('north-north-east', 'en'), []);
  });
  it('pt-BR: "." as decimal separator, English words; en: "," between digits; singular/plural slips', () => {
    assert.ok(ttsViolations('16.5 nós', 'pt-BR').length > 0);
    assert.ok(ttsViolations('16,5 knots', 'pt-BR').length > 0);
    assert.ok(ttsViolations('1.013 hectopascais', 'pt-BR').length > 0);
    assert.ok(ttsViolations('16,5 knots', 'en').length > 0);
    assert.ok(ttsViolations('1,013 hectopascals', 'en').length > 0);
    assert.ok(ttsViolations('1 knots', 'en').length > 0);
    assert.ok(ttsViolations('1 nós', 'pt-BR').length > 0);
    assert.deepEqual(ttsViolations('21 knots', 'en'), []);
    assert.deepEqual(ttsViolations('0.1 knots', 'en'), []);
  });
  it('flags unrounded numbers and ISO dates', () => {
    assert.ok(ttsViolations('23.8999961853027 volts', 'en').length > 0);
    assert.ok(ttsViolations('on 2024-06-01', 'en').length > 0);
    assert.ok(ttsViolations('at 12:05:30', 'en').length > 0);
  });
  it('empty and whitespace displays are violations', () => {
    assert.deepEqual(ttsViolations('', 'en'), ['empty display']);
    assert.ok(ttsViolations(' 16.5 knots', 'en').length > 0);
    assert.ok(ttsViolations('16.5  knots', 'en').length > 0);
  });
});
