/**
 * The speech layer's contract. Pure: SI values in, speakable text out. No I/O, no clocks
 * read implicitly (callers pass `now`). Rules: ../shared/DESIGN.md "Speech rules".
 */

/** Languages we speak. A new language is one file in `locales/` plus one entry here. */
export type Language = 'en' | 'pt-BR';
export const LANGUAGES: readonly Language[] = ['en', 'pt-BR'];

/** Unit presets (DESIGN.md "Speech rules"). */
export type UnitPreset = 'nautical-metric' | 'nautical-imperial';
export const UNIT_PRESETS: readonly UnitPreset[] = ['nautical-metric', 'nautical-imperial'];

/**
 * What a number *is*, which decides its spoken unit and rounding. SI unit of the input in brackets.
 * - speed [m/s] -> knots, 1 decimal
 * - depth [m] -> meters | feet, 1 decimal (depths, drafts, short lengths)
 * - distance [m] -> nautical miles, 1 decimal (ranges, distances to waypoints, CPA)
 * - temperature [K] -> degrees Celsius | degrees Fahrenheit, whole
 * - pressure [Pa] -> hectopascals (whole) | inches of mercury (2 decimals): atmospheric
 * - enginePressure [Pa] -> bar (1 decimal) | pounds per square inch (whole): oil, fuel, coolant
 * - ratio [0..1] -> percent, whole; 1..1.05 is 100; above 1.05 or below 0 is impossible (null)
 * - voltage [V] -> volts, 1 decimal
 * - current [A] -> amps, 1 decimal (magnitude; sign is spoken by `battery`)
 * - power [W] -> watts, whole
 * - revolutions [Hz] -> revolutions per minute, whole
 * - volume [m3] -> liters (whole) | US gallons (1 decimal)
 * - flow [m3/s] -> liters per hour (1 decimal) | US gallons per hour (1 decimal)
 * - direction [rad, 0..2pi; negative wrapped] -> "205 degrees, South-South-West"
 * - relativeAngle [rad, -pi..pi; 0..2pi accepted and folded] -> "20 degrees to port"
 * - angle [rad] -> "12 degrees" (plain angles: pitch, roll, rudder, magnetic variation)
 * - duration [s] -> "2 hours 5 minutes", "45 seconds"
 * - energy [J] -> kilowatt hours, 1 decimal; charge [C] -> amp hours, whole
 * - frequency [Hz] -> hertz, 1 decimal
 * - length [m] generic -> meters | feet, 1 decimal (alias of depth rounding)
 */
export type QuantityKind =
  | 'speed' | 'depth' | 'distance' | 'temperature' | 'pressure' | 'enginePressure'
  | 'ratio' | 'voltage' | 'current' | 'power' | 'revolutions' | 'volume' | 'flow'
  | 'direction' | 'relativeAngle' | 'angle' | 'duration' | 'energy' | 'charge' | 'frequency' | 'length';

export interface SpeakerOptions {
  language: Language;
  units: UnitPreset;
  /** IANA zone used for clock times; default the process zone. */
  timeZone?: string;
}

/** A value spoken with its unit, plus the unit's name for the `unit` result field. */
export interface SpokenQuantity {
  /** e.g. "16.5 knots"; null when the value is impossible for its kind (DESIGN.md "Impossible values"). */
  text: string | null;
  /** Plural unit name in the language, e.g. "knots", "degrees Celsius"; null for kinds without one (direction words). */
  unit: string | null;
}

export interface BatteryReading {
  /** ratio 0..1 or null */
  soc: number | null;
  /** volts or null */
  voltage: number | null;
  /** amps, positive = charging (SignalK spec), already inverted by the caller where configured; or null */
  current: number | null;
}

export interface DepthReading { belowKeel: number | null; belowSurface: number | null; belowTransducer: number | null }

export type AlarmState = 'nominal' | 'normal' | 'alert' | 'warn' | 'alarm' | 'emergency';

/**
 * Severity rank of each SignalK notification state, higher is worse: sort by it descending for
 * "worst first" (case alarms-worst-first). 'nominal' and 'normal' are not active alarms.
 */
export const ALARM_SEVERITY: Readonly<Record<AlarmState, number>> = {
  nominal: 0, normal: 1, alert: 2, warn: 3, alarm: 4, emergency: 5,
};

/** One notification as the speaker takes it: `path` without the `notifications.` prefix; `message` is boat text. */
export interface AlarmItem { state: AlarmState; message: string; path: string }

/**
 * A formatter bound to one language, unit preset and time zone.
 * Every returned string obeys the speech rules: no symbols (° % /), no unit abbreviations, no ISO
 * timestamps, no "NaN"/"undefined"/"null", the language's decimal separator, no digit grouping.
 * Methods return null when nothing sensible can be said (non-finite, impossible or missing input).
 */
export interface Speaker {
  readonly language: Language;
  readonly units: UnitPreset;
  /** The resolved IANA time zone used by `clockTime` (e.g. "America/Sao_Paulo"). */
  readonly timeZone: string;
  /**
   * Rounded number in the language's format: number(16.46, 1) -> "16.5" ("16,5" in pt-BR); no trailing zeros,
   * no grouping, never "-0"; halves away from zero (0.05 -> "0.1"); negatives with the language's word
   * ("minus 3.2", "menos 3,2"). Throws RangeError for a non-finite value (check first; quantity() does).
   */
  number(value: number, maxDecimals: number): string;
  /**
   * A quantity with its spoken unit: quantity('speed', 8.5) -> {text: "16.5 knots", unit: "knots"}.
   * `text` is null for null/undefined/non-finite input or a value outside the kind's limits (units.ts LIMITS);
   * `unit` is `unitName(kind)` either way.
   */
  quantity(kind: QuantityKind, si: number | null | undefined): SpokenQuantity;
  /** The spoken unit name for a kind in this preset (plural form), e.g. 'depth' -> "meters"; angles "degrees"; 'duration' null. */
  unitName(kind: QuantityKind): string | null;
  /** "37 degrees 48.5 minutes North, 122 degrees 24.3 minutes West"; null if either part missing/out of range. */
  position(latitude: number | null | undefined, longitude: number | null | undefined): string | null;
  /** 16-point compass name for a direction in radians: "South-South-West"; null when non-finite or beyond 2π. */
  compassPoint(radians: number): string | null;
  /**
   * "68 percent, 12.8 volts, 8.2 amps discharging" (parts missing or impossible are left out; all missing -> null).
   * Below 0.1 amps in magnitude neither "charging" nor "discharging" is said.
   */
  battery(reading: BatteryReading): string | null;
  /**
   * Under-keel first: "4.2 meters under the keel, 5.5 meters below the surface"; below the transducer only
   * when neither of those is known; null when nothing.
   */
  depth(reading: DepthReading): string | null;
  /** Clock time in the speaker's zone: "6:05 PM" (en), "18:05" (pt-BR); plain spaces only. Throws RangeError for an invalid Date. */
  clockTime(at: Date): string;
  /**
   * Relative age: "12 minutes ago" / "há 12 minutos" (Intl.RelativeTimeFormat) in the largest fitting unit
   * (seconds, minutes, hours, days), rounded; ages under 1 s (or negative) -> "now". Throws RangeError if non-finite.
   */
  age(ms: number): string;
  /** Append staleness to a display: "..., as of 12 minutes ago" (a final full stop stays last); non-finite age -> display unchanged. */
  withAge(display: string, ageMs: number): string;
  /** Alarm severity word, e.g. 'warn' -> "warning". */
  alarmState(state: AlarmState): string;
  /** One alarm: "alarm, Shallow water"; message spoken as given; an empty message speaks the path in words. */
  alarm(state: AlarmState, message: string, path: string): string;
  /**
   * Alarms summary: "No active alarms." or "2 active alarms: alarm, Shallow water; warning, House battery low."
   * Drops nominal/normal states and orders worst first (stable), whatever order it is given.
   */
  alarms(list: AlarmItem[]): string;
  /** "The boat isn't reporting {subject} right now." subject is a key of the locale's subject words. */
  notReporting(subject: Subject): string;
  /** How many SignalK paths a listing found: "12 paths" / "no paths" ("12 caminhos"). */
  pathCount(n: number): string;
  /** Join spoken parts with the language's list separator (", "). */
  join(parts: (string | null | undefined)[]): string | null;
}

/** Subjects Assist and tools name when a value is missing. Locales give a noun phrase for each. */
export type Subject =
  | 'battery' | 'depth' | 'wind' | 'position' | 'speed' | 'heading' | 'alarms' | 'route'
  | 'time' | 'tanks' | 'engine' | 'barometer' | 'ais' | 'sensor';
