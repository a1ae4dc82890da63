/**
 * Language-independent unit rules: for each `QuantityKind`, the spoken unit and rounding per preset,
 * the conversion from SI, and the range of SI values that can be real on a boat.
 *
 * Sources: DESIGN.md "Speech rules" (units, presets, rounding) and "Impossible values are not spoken";
 * types.ts `QuantityKind` (the table of kinds). Limits are inclusive and in SI; a value outside them is
 * a unit error or a sensor fault (field reports 2, 5, 7) and the speaker says nothing (null) rather than
 * a wrong number. Each limit carries the reason it sits where it does.
 */
import type { UnitWord } from './locale.js';
import type { QuantityKind, UnitPreset } from './types.js';

/** How one kind is spoken in one preset. */
export interface UnitRule {
  /** Locale key of the unit word. */
  readonly word: UnitWord;
  /** Maximum decimals shown (DESIGN.md: "Numbers rounded to what a person would say"). */
  readonly decimals: number;
  /** SI value -> value in the spoken unit (before rounding). */
  readonly fromSI: (si: number) => number;
}

/** Inclusive SI range of values that can be spoken, with the reason. */
export interface Limits { readonly min: number; readonly max: number }

const KNOTS_PER_MPS = 3600 / 1852;
const METERS_PER_FOOT = 0.3048;
/** Metres in a nautical mile (international, 1929). */
export const METERS_PER_NAUTICAL_MILE = 1852;
/** Pascals in an inch of mercury (at 0 °C). */
export const PA_PER_INHG = 3386.389;
const PA_PER_PSI = 6894.757293168;
const M3_PER_US_GALLON = 0.003785411784;
const ZERO_CELSIUS_K = 273.15;
const TWO_PI = 2 * Math.PI;

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
    'nautical-imperial': { word: 'degreeFahrenheit', decimals: 0, fromSI: (k) => (k - ZERO_CELSIUS_K) * 9 / 5 + 32 },
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

/** Decimals for angles (whole degrees) and position minutes (one decimal). DESIGN.md "Speech rules". */
export const ANGLE_DECIMALS = 0;
export const POSITION_MINUTE_DECIMALS = 1;

/** Below this many amps a battery is neither charging nor discharging (DESIGN.md "Battery current"; field report 6). */
export const IDLE_CURRENT_AMPS = 0.1;

/** Ratios from 1 up to this are spoken as 100 percent (sensor overshoot); above it they are impossible (DESIGN.md). */
export const RATIO_OVERSHOOT = 1.05;

/**
 * Inclusive SI limits per kind. Outside them the speaker returns null (DESIGN.md "Impossible values
 * are not spoken"). For angles the limit is checked on the value rounded to whole degrees, so a sensor
 * writing 2π as 6.2832 is still "360", i.e. North.
 */
/**
 * Lowest depth under the keel (m) that is a reading: the keel in soft mud, or a sounder whose keel offset
 * is larger than the water; said as the keel touching. Below it: a fault, not spoken.
 */
export const KEEL_DEPTH_MIN = -100;

export const LIMITS: Readonly<Record<QuantityKind, Limits>> = {
  // Fastest craft we expect is well under 100 knots; 100 m/s (194 knots) is a unit error (e.g. km/h sent as m/s
  // on a fast boat) or a fault. Speeds are magnitudes in SignalK (SOG, STW, wind speed): negative is a fault.
  speed: { min: 0, max: 100 },
  // Deepest ocean is about 10 935 m (Challenger Deep): more than 11 000 m is not a depth, including the
  // 42949672.92 m (2^32 cm) "no bottom" sentinel of field report 2. Negative depth (also below the keel,
  // where it would mean the keel is in the ground) is a sign or offset error.
  depth: { min: 0, max: 11_000 },
  // Generic lengths (drafts, beams, anchor rode, offsets): no boat dimension reaches 100 km; also rejects 2^32 cm.
  length: { min: 0, max: 100_000 },
  // Half the Earth's circumference (~20 038 km) is the longest great-circle distance; 2.1e7 m leaves slack.
  distance: { min: 0, max: 21_000_000 },
  // 150 K (−123 °C) is below any natural or on-board temperature (coldest air ~184 K, LNG ~111 K is not a
  // boat reading); it catches Celsius or Fahrenheit sent as Kelvin (18 "K" would be −255 °C; field report 4).
  // 1500 K (~1227 °C) is above diesel exhaust gas (~800–900 K).
  temperature: { min: 150, max: 1500 },
  // Atmospheric: 500 hPa is the air at ~5500 m (no boat sails that high; Titicaca at 3800 m is ~630 hPa);
  // 1100 hPa is above the highest sea-level pressure ever recorded (1084 hPa). Catches hPa or inHg sent as Pa.
  pressure: { min: 50_000, max: 110_000 },
  // Engine gauges (oil, coolant, fuel supply, boost): full vacuum (−1 atm gauge) up to 100 bar; higher is a unit error.
  enginePressure: { min: -101_325, max: 10_000_000 },
  // Ratios are 0..1; 1..1.05 is overshoot spoken as 100; 0–100 sent on a ratio path is not rescaled (field report 7).
  ratio: { min: 0, max: RATIO_OVERSHOOT },
  // Boat DC/AC systems up to high-voltage propulsion packs (~800 V); 1000 V leaves slack. Negative is reversed polarity / fault.
  voltage: { min: 0, max: 1000 },
  // Bow thrusters and windlasses draw hundreds of amps, inverters ~500 A; 5000 A either way is a fault or mA sent as A.
  current: { min: -5000, max: 5000 },
  // Up to 10 MW either way (generation negative on some meters); beyond is a unit error.
  power: { min: -10_000_000, max: 10_000_000 },
  // 250 Hz = 15 000 rpm, beyond any marine engine (outboards peak ~7000 rpm); catches rpm sent as Hz (case engine-rpm).
  revolutions: { min: 0, max: 250 },
  // Up to 100 000 m³ (tanker scale); a yacht's tanks are well under 10 m³. Negative volume is a fault.
  volume: { min: 0, max: 100_000 },
  // 0.1 m³/s = 360 000 L/h, far above any pump or engine on a boat; catches L/h sent as m³/s.
  flow: { min: 0, max: 0.1 },
  // Directions: 0..2π, negative values wrapped (field report 1); beyond 2π in magnitude is a unit error (field report 5).
  direction: { min: -TWO_PI, max: TWO_PI },
  // Relative angles arrive in −π..π or 0..2π (field report 1); beyond 2π in magnitude is impossible (field report 5).
  relativeAngle: { min: -TWO_PI, max: TWO_PI },
  // Plain angles (pitch, roll, rudder, variation): same ±2π bound.
  angle: { min: -TWO_PI, max: TWO_PI },
  // Durations (time to go, runtime since): non-negative, up to ~3 years (1e8 s); more is a unit error (ms sent as s).
  duration: { min: 0, max: 100_000_000 },
  // Up to 1 GWh either way (3.6e12 J): far beyond any boat's battery bank; negative allowed for net energy.
  energy: { min: -3.6e12, max: 3.6e12 },
  // Up to 100 000 Ah (3.6e8 C): far beyond any bank (large yachts ~2000 Ah). Negative allowed (consumed charge).
  charge: { min: -3.6e8, max: 3.6e8 },
  // AC frequency and similar; up to 1 MHz.
  frequency: { min: 0, max: 1_000_000 },
};
