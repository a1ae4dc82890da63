/**
 * The speaker's memo of `Intl` answers (src/speech/numbers.ts `IntlNumbers.spell`): a speaker
 * that has already spoken thousands of numbers (every memo filled past SPELL_MEMO_SIZE and cleared more
 * than once) says exactly what a fresh speaker says, in every language and unit preset, for quantities
 * of every kind, plain numbers, counts and the composite answers (AIS targets, wind, tanks, ...) whose
 * numbers the answer modules (src/speech/answers/) take from the same memo.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { roundTo } from '../../src/domain/round.js';
import { SPELL_MEMO_SIZE } from '../../src/speech/numbers.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { intlTagOf } from '../../src/speech/locale.js';
import { LOCALES } from '../../src/speech/locales/index.js';
import { LIMITS, type QuantityKind } from '../../src/domain/quantities.js';
import type { ShipCategory } from '../../src/domain/ais.js';
import { LANGUAGES, UNIT_PRESETS, type AisTargetReading, type AlarmState, type Language, type Speaker, type UnitPreset } from '../../src/speech/types.js';
import { seededRandom } from '../helpers/random.js';
import { BAROMETER } from '../../src/questions/barometer-state/answer.js';
import { WIND } from '../../src/questions/wind-state/answer.js';
import { NAVIGATION } from '../../src/questions/navigation-state/answer.js';
import { BATTERY } from '../../src/questions/battery-state/answer.js';
import { TANKS } from '../../src/questions/tank-levels/answer.js';
import { ENGINES } from '../../src/questions/engine-state/answer.js';

const NM = 1852;
const KN = 1852 / 3600;
const KINDS = Object.keys(LIMITS) as QuantityKind[];
/** Decimals counts `number()` is asked for (the speaker's quantities use 0, 1 and 2). */
const DECIMALS = [0, 1, 2, 3] as const;

/** SI ranges where readings of each kind usually lie (a little beyond LIMITS where a bound matters). */
const TYPICAL: Readonly<Record<QuantityKind, readonly [number, number]>> = {
  speed: [0, 30],
  depth: [0, 120],
  length: [0, 60],
  distance: [0, 40_000],
  temperature: [140, 400],
  pressure: [95_000, 111_000],
  enginePressure: [-110_000, 800_000],
  ratio: [-0.05, 1.08],
  voltage: [0, 60],
  current: [-300, 300],
  power: [-5000, 5000],
  revolutions: [0, 60],
  volume: [0, 2],
  flow: [0, 0.002],
  direction: [-7, 7],
  relativeAngle: [-7, 7],
  angle: [-7, 7],
  duration: [0, 200_000],
  energy: [-1e8, 5e8],
  charge: [-1e6, 2e6],
  frequency: [0, 100],
};

/** One call on a speaker, named for failure messages. */
interface Call {
  label: string;
  run(s: Speaker): unknown;
}

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/**
 * A seeded SI value for `kind`: half raw in the typical range, a third snapped to a coarse grid (so
 * values repeat, as spoken numbers do), the rest limits, zero and just-out-of-range values.
 */
function valueFor(rand: Rand, kind: QuantityKind): number {
  const [lo, hi] = TYPICAL[kind];
  const r = rand();
  if (r < 0.5) return lo + rand() * (hi - lo);
  if (r < 0.85) return lo + (Math.round(rand() * 200) / 200) * (hi - lo);
  const { min, max } = LIMITS[kind];
  return pick(rand, [0, min, max, min - 1e-6, max * 1.01 + 1, -0]);
}

/** A seeded plain number for `number(v, d)`: magnitudes from 0.001 to 1e6, both signs, halves included. */
function plainNumber(rand: Rand, decimals: number): number {
  const sign = rand() < 0.3 ? -1 : 1;
  if (rand() < 0.3) return (sign * (Math.floor(rand() * 2000) + 0.5)) / 10 ** decimals; // exact halves as written
  return sign * 10 ** (rand() * 9 - 3);
}

const orNull = (rand: Rand, v: number): number | null => (rand() < 0.15 ? null : v);

const CATEGORIES: readonly ShipCategory[] = ['vessel', 'cargo', 'tanker', 'sailing', 'fishing', 'pleasure'];
const ALARM_STATES: readonly AlarmState[] = ['nominal', 'normal', 'alert', 'warn', 'alarm', 'emergency'];

function aisTarget(rand: Rand): AisTargetReading {
  const closing = rand() < 0.6 ? true : rand() < 0.7 ? false : null;
  return {
    name: pick(rand, ['NORDIC STAR', 'Tokio II', null, 'MARIA-JOSÉ']),
    category: pick(rand, CATEGORIES),
    range: orNull(rand, valueFor(rand, 'distance')),
    bearing: orNull(rand, rand() * 2 * Math.PI),
    cpa: orNull(rand, rand() * 3 * NM),
    tcpa: orNull(rand, rand() < 0.2 ? rand() * 59 : rand() * 7200),
    closing,
    steady: rand() < 0.3,
  };
}

/** `n` seeded calls covering every number path of the speaker (and of the answer modules). */
function calls(seed: number, n: number): Call[] {
  const rand = seededRandom(seed);
  const out: Call[] = [];
  while (out.length < n) {
    const r = rand();
    if (r < 0.55) {
      const kind = pick(rand, KINDS);
      const v = valueFor(rand, kind);
      out.push({ label: `quantity(${kind}, ${v})`, run: (s) => s.quantity(kind, v) });
    } else if (r < 0.7) {
      const d = pick(rand, DECIMALS);
      const v = plainNumber(rand, d);
      out.push({ label: `number(${v}, ${d})`, run: (s) => s.number(v, d) });
    } else if (r < 0.76) {
      const list = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => aisTarget(rand));
      out.push({ label: `aisTargets(${JSON.stringify(list)})`, run: (s) => s.aisTargets(list) });
    } else if (r < 0.81) {
      const w = {
        speedApparent: orNull(rand, rand() * 25),
        angleApparent: orNull(rand, (rand() - 0.5) * 2 * Math.PI),
        speedTrue: orNull(rand, valueFor(rand, 'speed')),
        angleTrue: orNull(rand, (rand() - 0.5) * 2 * Math.PI),
        directionTrue: orNull(rand, rand() * 2 * Math.PI),
      };
      out.push({ label: `wind(${JSON.stringify(w)})`, run: (s) => s.answer(WIND, w) });
    } else if (r < 0.86) {
      const list = [
        { type: 'fuel', id: '0', name: null, numbered: false, level: orNull(rand, valueFor(rand, 'ratio')), volume: orNull(rand, rand() * 0.4) },
        { type: 'freshWater', id: '1', name: rand() < 0.5 ? 'Bow' : null, numbered: true, level: orNull(rand, rand()), volume: orNull(rand, rand() * 0.3) },
      ];
      out.push({ label: `tanks(${JSON.stringify(list)})`, run: (s) => s.answer(TANKS, list) });
    } else if (r < 0.89) {
      const e = [
        {
          id: pick(rand, ['port', 'main', '2']),
          label: null,
          named: rand() < 0.5,
          revolutions: orNull(rand, rand() * 50),
          coolantTemperature: orNull(rand, 280 + rand() * 100),
          oilPressure: orNull(rand, rand() * 600_000),
          runTime: orNull(rand, rand() * 1e7),
        },
      ];
      out.push({ label: `engines(${JSON.stringify(e)})`, run: (s) => s.answer(ENGINES, e) });
    } else if (r < 0.92) {
      const b = {
        pressure: orNull(rand, valueFor(rand, 'pressure')),
        trend: pick(rand, ['rising', 'falling', 'steady', null] as const),
        change: orNull(rand, (rand() - 0.5) * 1200),
        window: orNull(rand, rand() * 4 * 3600),
        outsideTemperature: orNull(rand, 260 + rand() * 50),
      };
      out.push({ label: `barometer(${JSON.stringify(b)})`, run: (s) => s.answer(BAROMETER, b) });
    } else if (r < 0.94) {
      const nav = {
        latitude: orNull(rand, (rand() - 0.5) * 180),
        longitude: orNull(rand, (rand() - 0.5) * 360),
        sog: orNull(rand, rand() * 8),
        cog: orNull(rand, rand() * 2 * Math.PI),
        headingTrue: orNull(rand, rand() * 2 * Math.PI),
        headingMagnetic: orNull(rand, rand() * 2 * Math.PI),
      };
      out.push({ label: `navigation(${JSON.stringify(nav)})`, run: (s) => s.answer(NAVIGATION, nav) });
    } else if (r < 0.96) {
      const b = { soc: orNull(rand, valueFor(rand, 'ratio')), voltage: orNull(rand, 11 + rand() * 4), current: orNull(rand, (rand() - 0.5) * 60) };
      out.push({ label: `battery(${JSON.stringify(b)})`, run: (s) => s.answer(BATTERY, b) });
    } else if (r < 0.98) {
      const count = Math.floor(rand() * 1500);
      out.push({ label: `pathCount(${count})`, run: (s) => s.pathCount(count) });
    } else {
      const list = Array.from({ length: Math.floor(rand() * 5) }, (_, i) => ({ state: pick(rand, ALARM_STATES), message: `Alarm ${i}`, path: `electrical.batteries.${i}` }));
      out.push({ label: `alarms(${JSON.stringify(list)})`, run: (s) => s.alarms(list) });
    }
  }
  return out;
}

/**
 * A speaker that has spoken thousands of values: 3 × SPELL_MEMO_SIZE distinct numbers at each decimals
 * count (so every memo has been cleared at least twice), as many counts, and a seeded spread of calls.
 */
function warmSpeaker(language: Language, units: UnitPreset): Speaker {
  const s = createSpeaker({ language, units, timeZone: 'UTC' });
  for (const d of DECIMALS) {
    for (let i = 0; i < 3 * SPELL_MEMO_SIZE; i++) s.number(i / 10 ** d, d);
  }
  for (let i = 0; i < 3 * SPELL_MEMO_SIZE; i++) s.pathCount(i);
  for (const c of calls(9001, 4000)) c.run(s);
  return s;
}

/** Runs `list` on both speakers in order and returns the first differences (none expected). */
function differences(a: Speaker, b: Speaker, list: readonly Call[]): string[] {
  const diffs: string[] = [];
  for (const c of list) {
    const x = JSON.stringify(c.run(a));
    const y = JSON.stringify(c.run(b));
    if (x !== y && diffs.length < 5) diffs.push(`${c.label}: ${x} !== ${y}`);
  }
  return diffs;
}

const COMBOS = LANGUAGES.flatMap((language) => UNIT_PRESETS.map((units) => ({ language, units })));

describe('speaker memo of Intl answers: a well-used speaker speaks like a fresh one', () => {
  for (const [index, { language, units }] of COMBOS.entries()) {
    it(`${language}, ${units}: same strings as a fresh speaker for quantities, numbers, counts and answers`, () => {
      const warm = warmSpeaker(language, units);
      const fresh = createSpeaker({ language, units, timeZone: 'UTC' });
      const list = calls(1000 + index, 3000);
      assert.deepEqual(differences(warm, fresh, list), []);
      // Every quantity kind over its own seeded spread, in the same order for both.
      const rand = seededRandom(77);
      const quantities: Call[] = KINDS.flatMap((kind) =>
        Array.from({ length: 150 }, () => {
          const v = valueFor(rand, kind);
          return { label: `quantity(${kind}, ${v})`, run: (s: Speaker) => s.quantity(kind, v) };
        }),
      );
      assert.deepEqual(differences(warm, fresh, quantities), []);
    });
  }

  it('each call on a well-used speaker equals the same call on a brand-new speaker (no memo at all)', () => {
    for (const { language, units } of COMBOS) {
      const warm = warmSpeaker(language, units);
      const diffs: string[] = [];
      for (const c of calls(4242, 120)) {
        const x = JSON.stringify(c.run(warm));
        const y = JSON.stringify(c.run(createSpeaker({ language, units, timeZone: 'UTC' })));
        if (x !== y && diffs.length < 5) diffs.push(`${language} ${units} ${c.label}: ${x} !== ${y}`);
      }
      assert.deepEqual(diffs, []);
    }
  });

  it('number(v, d) on a well-used speaker is Intl.NumberFormat of the rounded magnitude, with the minus word', () => {
    const rand = seededRandom(5);
    for (const language of LANGUAGES) {
      const warm = warmSpeaker(language, 'nautical-metric');
      const locale = LOCALES[language];
      for (const d of DECIMALS) {
        const nf = new Intl.NumberFormat(intlTagOf(locale), {
          useGrouping: false,
          minimumFractionDigits: 0,
          maximumFractionDigits: d,
          roundingMode: 'halfExpand',
        });
        for (let i = 0; i < 400; i++) {
          const v = plainNumber(rand, d);
          const r = roundTo(v, d);
          const expected = r < 0 ? `${locale.minus} ${nf.format(-r)}` : nf.format(r);
          assert.equal(warm.number(v, d), expected, `${language} number(${v}, ${d})`);
        }
      }
    }
  });

  it('exact strings after the memo has been cleared: plural forms and decimal separators', () => {
    const en = warmSpeaker('en', 'nautical-metric');
    const de = warmSpeaker('de', 'nautical-metric');
    const fr = warmSpeaker('fr', 'nautical-metric');
    const pt = warmSpeaker('pt', 'nautical-metric');
    const ptBR = warmSpeaker('pt-BR', 'nautical-metric');
    // Alternating speakers: each keeps its own memo (no digits or plural forms across languages).
    for (let round = 0; round < 2; round++) {
      assert.equal(en.quantity('distance', 1.3 * NM).text, '1.3 miles');
      assert.equal(de.quantity('distance', 1.3 * NM).text, '1,3 Seemeilen');
      assert.equal(en.quantity('distance', NM).text, '1 mile');
      assert.equal(de.quantity('distance', NM).text, '1 Seemeile');
      // French is singular below 2; Portugal and Brazil differ on 1.5 (CLDR via Intl.PluralRules).
      assert.equal(fr.quantity('distance', 1.3 * NM).text, '1,3 mille');
      assert.equal(pt.quantity('speed', 1.5 * KN).text, '1,5 nós');
      assert.equal(ptBR.quantity('speed', 1.5 * KN).text, '1,5 nó');
      assert.equal(en.quantity('temperature', 270.15).text, 'minus 3 degrees Celsius');
      assert.equal(de.number(1234.56, 1), '1234,6');
      assert.equal(en.number(1, 0), '1');
      assert.equal(en.number(1, 1), '1');
      assert.equal(en.pathCount(1), '1 path');
      assert.equal(en.pathCount(12), '12 paths');
      assert.equal(de.pathCount(12), '12 Pfade');
      assert.equal(
        en.answer(BAROMETER, { pressure: 101_300, trend: 'falling', change: -250, window: 3 * 3600, outsideTemperature: 291.15 }),
        '1013 hectopascals, falling 2.5 hectopascals over the last 3 hours, outside 18 degrees Celsius',
      );
      assert.equal(
        de.answer(ENGINES, [{ id: 'port', label: null, named: true, revolutions: 30, coolantTemperature: 355, oilPressure: 350_000, runTime: 3600 }]),
        'Backbordmotor, 1800 Umdrehungen pro Minute, Kühlwasser 82 Grad Celsius, Öldruck 3,5 bar, 1 Betriebsstunde',
      );
    }
  });
});
