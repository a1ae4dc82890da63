/**
 * Language-independent unit rules: for each `QuantityKind`, the spoken unit and rounding per preset,
 * and the conversion from SI. The range of SI values that can be real on a boat is in
 * domain/quantities.ts (`LIMITS`, with the table of kinds): outside it the speaker says nothing (null)
 * rather than a wrong number.
 *
 * Sources: docs/design.md#languages-and-wording (units, presets, rounding) and docs/design.md#truthful-absence (impossible values are not spoken).
 */
import type { UnitWord } from './locale.js';
import type { QuantityKind } from '../domain/quantities.js';
import type { UnitPreset } from './types.js';

/** How one kind is spoken in one preset. */
export interface UnitRule {
  /** Locale key of the unit word. */
  readonly word: UnitWord;
  /** Maximum decimals shown (numbers rounded to what a person would say). */
  readonly decimals: number;
  /** SI value -> value in the spoken unit (before rounding). */
  readonly fromSI: (si: number) => number;
}

const KNOTS_PER_MPS = 3600 / 1852;
const METERS_PER_FOOT = 0.3048;
/** Metres in a nautical mile (international, 1929). */
export const METERS_PER_NAUTICAL_MILE = 1852;
/** Pascals in an inch of mercury (at 0 °C). */
export const PA_PER_INHG = 3386.389;
const PA_PER_PSI = 6894.757293168;
const M3_PER_US_GALLON = 0.003785411784;
const ZERO_CELSIUS_K = 273.15;

const same = (rule: UnitRule): Readonly<Record<UnitPreset, UnitRule>> => ({ 'nautical-metric': rule, 'nautical-imperial': rule });

/**
 * Spoken unit and rounding per kind and preset. `null` for kinds whose text is built from several
 * units or words (direction, relativeAngle, angle: degrees spoken with words; duration: days, hours,
 * minutes, seconds), handled in speaker.ts; their unit word is still given in `UNIT_NAME_WORD`.
 */
export const UNIT_RULES: Readonly<Record<QuantityKind, Readonly<Record<UnitPreset, UnitRule>> | null>> = {
  speed: same({ word: 'knot', decimals: 1, fromSI: (v) => v * KNOTS_PER_MPS }),
  depth: {
    'nautical-metric': { word: 'meter', decimals: 1, fromSI: (v) => v },
    'nautical-imperial': { word: 'foot', decimals: 1, fromSI: (v) => v / METERS_PER_FOOT },
  },
  length: {
    'nautical-metric': { word: 'meter', decimals: 1, fromSI: (v) => v },
    'nautical-imperial': { word: 'foot', decimals: 1, fromSI: (v) => v / METERS_PER_FOOT },
  },
  distance: same({ word: 'nauticalMile', decimals: 1, fromSI: (v) => v / METERS_PER_NAUTICAL_MILE }),
  temperature: {
    'nautical-metric': { word: 'degreeCelsius', decimals: 0, fromSI: (k) => k - ZERO_CELSIUS_K },
    'nautical-imperial': { word: 'degreeFahrenheit', decimals: 0, fromSI: (k) => ((k - ZERO_CELSIUS_K) * 9) / 5 + 32 },
  },
  pressure: {
    'nautical-metric': { word: 'hectopascal', decimals: 0, fromSI: (pa) => pa / 100 },
    'nautical-imperial': { word: 'inchOfMercury', decimals: 2, fromSI: (pa) => pa / PA_PER_INHG },
  },
  enginePressure: {
    'nautical-metric': { word: 'bar', decimals: 1, fromSI: (pa) => pa / 1e5 },
    'nautical-imperial': { word: 'poundPerSquareInch', decimals: 0, fromSI: (pa) => pa / PA_PER_PSI },
  },
  ratio: same({ word: 'percent', decimals: 0, fromSI: (r) => r * 100 }),
  voltage: same({ word: 'volt', decimals: 1, fromSI: (v) => v }),
  current: same({ word: 'ampere', decimals: 1, fromSI: (a) => Math.abs(a) }),
  power: same({ word: 'watt', decimals: 0, fromSI: (w) => w }),
  revolutions: same({ word: 'revolutionPerMinute', decimals: 0, fromSI: (hz) => hz * 60 }),
  volume: {
    'nautical-metric': { word: 'liter', decimals: 0, fromSI: (m3) => m3 * 1000 },
    'nautical-imperial': { word: 'usGallon', decimals: 1, fromSI: (m3) => m3 / M3_PER_US_GALLON },
  },
  flow: {
    'nautical-metric': { word: 'literPerHour', decimals: 1, fromSI: (m3s) => m3s * 3_600_000 },
    'nautical-imperial': { word: 'usGallonPerHour', decimals: 1, fromSI: (m3s) => (m3s * 3600) / M3_PER_US_GALLON },
  },
  energy: same({ word: 'kilowattHour', decimals: 1, fromSI: (j) => j / 3.6e6 }),
  charge: same({ word: 'ampereHour', decimals: 0, fromSI: (c) => c / 3600 }),
  frequency: same({ word: 'hertz', decimals: 1, fromSI: (hz) => hz }),
  direction: null,
  relativeAngle: null,
  angle: null,
  duration: null,
};

/** The unit word reported as a kind's `unit` (plural form) where `UNIT_RULES` has none; null: no single unit. */
export const UNIT_NAME_WORD: Readonly<Partial<Record<QuantityKind, UnitWord>>> = {
  direction: 'degree',
  relativeAngle: 'degree',
  angle: 'degree',
};

/** Decimals for angles (whole degrees) and position minutes (one decimal). docs/design.md#languages-and-wording. */
export const ANGLE_DECIMALS = 0;
export const POSITION_MINUTE_DECIMALS = 1;

/** Below this many amps a battery is neither charging nor discharging (docs/design.md#languages-and-wording). */
export const IDLE_CURRENT_AMPS = 0.1;
