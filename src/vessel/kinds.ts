/**
 * SignalK semantics: what a path *is* (its SI unit and the kind of quantity), which decides how it
 * is spoken. Units come from the server's meta when it sends one, else from this table of the
 * SignalK schema's common paths (@signalk/signalk-schema 1.8.2).
 */
import type { EnumerationSet } from '../domain/enumerations.js';
import type { QuantityKind } from '../domain/quantities.js';

/** Schema units by path pattern (`*` = one id segment). Most specific first. */
const SCHEMA_UNITS: [RegExp, string][] = [
  [/^electrical\.batteries\.[^.]+\.capacity\.(stateOfCharge|stateOfHealth)$/, 'ratio'],
  [/^electrical\.batteries\.[^.]+\.capacity\.(nominal|actual|remaining)$/, 'J'],
  [/^electrical\.batteries\.[^.]+\.capacity\.dischargeSinceFull$/, 'C'],
  [/^electrical\.[^.]+\.[^.]+\.capacity\.timeRemaining$/, 's'],
  [/^electrical\.[^.]+\.[^.]+\.(voltage|[a-z]*Voltage)$/, 'V'],
  [/^electrical\.[^.]+\.[^.]+\.(current|[a-z]*Current)$/, 'A'],
  [/^electrical\.[^.]+\.[^.]+\.(power|[a-z]*Power)$/, 'W'],
  [/^electrical\.[^.]+\.[^.]+\.temperature$/, 'K'],
  [/^environment\.depth\.(belowKeel|belowTransducer|belowSurface|surfaceToTransducer|transducerToKeel)$/, 'm'],
  [/^environment\.wind\.(speedApparent|speedTrue|speedOverGround)$/, 'm/s'],
  [/^environment\.wind\.(angleApparent|angleTrueWater|angleTrueGround|directionTrue|directionMagnetic)$/, 'rad'],
  [/^environment\.current\.drift$/, 'm/s'],
  [/^environment\.current\.(setTrue|setMagnetic)$/, 'rad'],
  [/^environment\.(outside|inside|water)(\.[^.]+)?\.(temperature|dewPointTemperature|apparentWindChillTemperature|heatIndexTemperature)$/, 'K'],
  [/^environment\.(outside|inside)(\.[^.]+)?\.pressure$/, 'Pa'],
  [/^environment\.(outside|inside)(\.[^.]+)?\.(relativeHumidity|humidity)$/, 'ratio'],
  [/^navigation\.(courseOverGroundTrue|courseOverGroundMagnetic|headingTrue|headingMagnetic|headingCompass|magneticVariation|magneticDeviation|rateOfTurn)$/, 'rad'],
  [/^navigation\.(speedOverGround|speedThroughWater|speedThroughWaterTransverse|speedThroughWaterLongitudinal)$/, 'm/s'],
  [/^navigation\.log$|^navigation\.trip\.log$/, 'm'],
  [/^navigation\.attitude\.(roll|pitch|yaw)$/, 'rad'],
  [/^navigation\.course\.calcValues\.(distance|crossTrackError)$/, 'm'],
  [/^navigation\.course\.calcValues\.(bearingTrue|bearingMagnetic|bearingTrackTrue|bearingTrackMagnetic)$/, 'rad'],
  [/^navigation\.course\.calcValues\.(velocityMadeGood|velocityMadeGoodToCourse|targetSpeed)$/, 'm/s'],
  [/^navigation\.course\.calcValues\.timeToGo$/, 's'],
  [/^navigation\.course\.arrivalCircle$/, 'm'],
  [/^design\.(draft\.(minimum|maximum|current|canoe)|length\.(overall|hull|waterline)|beam|airHeight)$/, 'm'], // Course API v2: a radius in metres
  [/^steering\.rudderAngle$/, 'rad'],
  [/^tanks\.[^.]+\.[^.]+\.currentLevel$/, 'ratio'],
  [/^tanks\.[^.]+\.[^.]+\.(currentVolume|capacity)$/, 'm3'],
  [/^propulsion\.[^.]+\.(revolutions)$/, 'Hz'],
  [/^propulsion\.[^.]+\.(temperature|coolantTemperature|oilTemperature|exhaustTemperature)$/, 'K'],
  [/^propulsion\.[^.]+\.(oilPressure|coolantPressure|fuelPressure|boostPressure)$/, 'Pa'],
  [/^propulsion\.[^.]+\.(runTime)$/, 's'],
  [/^propulsion\.[^.]+\.fuel\.rate$/, 'm3/s'],
  [/^propulsion\.[^.]+\.(alternatorVoltage)$/, 'V'],
  [/^propulsion\.[^.]+\.(engineLoad|engineTorque)$/, 'ratio'],
];

/** Paths whose angle is relative to the bow, -pi..pi, negative to port (N2K sources may send 0..2pi for the same angle). */
const RELATIVE_ANGLE = /^(environment\.wind\.(angleApparent|angleTrueWater|angleTrueGround)|steering\.rudderAngle)$/;
/** Paths whose angle is a compass direction 0..2pi. Decided by what the path is, not by a word in its name. */
const DIRECTION =
  /^(navigation\.(courseOverGround(True|Magnetic)|heading(True|Magnetic|Compass))|environment\.wind\.direction(True|Magnetic)|environment\.current\.set(True|Magnetic)|navigation\.course\.calcValues\.bearing(Track)?(True|Magnetic))$/;

/** SignalK's unit symbols (the schema's `units`) and the SI unit each names. */
const SI_UNIT_NAMES: Readonly<Record<string, string>> = {
  K: 'kelvin',
  'm/s': 'meters per second',
  rad: 'radians',
  'rad/s': 'radians per second',
  Pa: 'pascals',
  ratio: 'ratio',
  m: 'meters',
  m2: 'square meters',
  m3: 'cubic meters',
  'm3/s': 'cubic meters per second',
  V: 'volts',
  A: 'amperes',
  W: 'watts',
  J: 'joules',
  C: 'coulombs',
  Hz: 'hertz',
  s: 'seconds',
  kg: 'kilograms',
  deg: 'degrees',
};

/**
 * The name of the SI unit a SignalK value is in ("K" -> "kelvin", "m/s" -> "meters per second"): what a
 * result's `unit` says about its `value`, which is always as SignalK sent it. An unknown symbol is
 * returned as written; undefined gives null.
 */
export function siUnitName(units: string | undefined): string | null {
  if (units === undefined || units === '') return null;
  return SI_UNIT_NAMES[units] ?? units;
}

/** SI unit of a path: the server's meta first, else the schema table; undefined when unknown. */
export function unitsOf(path: string, metaUnits?: string): string | undefined {
  if (metaUnits) return metaUnits;
  for (const [re, u] of SCHEMA_UNITS) if (re.test(path)) return u;
  return undefined;
}

/**
 * The kind of quantity a path holds, or null when it has no spoken unit (strings, objects other
 * than a position, unknown units). Angles are classed by what the path is (relative, direction, plain).
 */
export function kindOf(path: string, units: string | undefined): QuantityKind | 'position' | null {
  if (path === 'navigation.position' || /\.position$/.test(path)) return 'position';
  switch (units) {
    case 'm/s':
      return 'speed';
    case 'K':
      return 'temperature';
    case 'Pa':
      return path.startsWith('environment.') ? 'pressure' : 'enginePressure';
    case 'ratio':
      return 'ratio';
    case 'V':
      return 'voltage';
    case 'A':
      return 'current';
    case 'W':
      return 'power';
    case 'Hz':
      return /revolutions$/.test(path) ? 'revolutions' : 'frequency';
    case 'm3':
      return 'volume';
    case 'm3/s':
      return 'flow';
    case 's':
      return 'duration';
    case 'J':
      return 'energy';
    case 'C':
      return 'charge';
    case 'rad':
      if (RELATIVE_ANGLE.test(path)) return 'relativeAngle';
      if (DIRECTION.test(path)) return 'direction';
      return 'angle';
    case 'm':
      if (path.startsWith('environment.depth.') || path.startsWith('design.')) return 'depth';
      if (/^navigation\.(log|trip\.log|course\.calcValues\.distance)$/.test(path)) return 'distance';
      return 'length';
    default:
      return null;
  }
}

/** Paths whose string value is one of a SignalK enumeration's values (src/speech/sensor-words.ts lists them). */
const ENUMERATION_PATHS: [RegExp, EnumerationSet][] = [
  [/^navigation\.state$/, 'navigationState'],
  [/^propulsion\.[^.]+\.state$/, 'propulsionState'],
  [/^propulsion\.[^.]+\.transmission\.gear$/, 'gear'],
  [/^tanks\.[^.]+\.[^.]+\.type$/, 'tankType'],
  [/^electrical\.batteries\.[^.]+\.chemistry$/, 'batteryChemistry'],
  [/^electrical\.batteries\.[^.]+\.batteryType$/, 'batteryType'],
  [/^navigation\.speedThroughWaterReferenceType$/, 'speedReference'],
  [/^navigation\.course\.calcValues\.calcMethod$/, 'calcMethod'],
  [/^steering\.autopilot\.state$/, 'autopilotState'],
  [/^environment\.mode$/, 'environmentMode'],
];

/** The enumeration a path's string value belongs to (SignalK schema 1.8.2, n2k-signalk), or null. */
export function enumerationOf(path: string): EnumerationSet | null {
  for (const [re, set] of ENUMERATION_PATHS) if (re.test(path)) return set;
  return null;
}

/**
 * Angles said East or West rather than signed: navigation.magneticVariation and
 * .magneticDeviation, radians, positive East (SignalK schema; the nautical convention).
 */
export function isEastWestAngle(path: string): boolean {
  return path === 'navigation.magneticVariation' || path === 'navigation.magneticDeviation';
}

/**
 * An ISO 8601 date-time as SignalK sends timestamps (schema "ISO-8601 (UTC)": navigation.datetime,
 * calcValues.estimatedTimeOfArrival, destination.eta, dateInstalled), or a date alone. Offsets or Z required
 * with a time, so a local time of unknown zone is never taken for one.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A timestamp string: `{ at, withTime }`, or null when the string is not one (or not a real moment). */
export function timestampOf(value: string): { at: Date; withTime: boolean } | null {
  const v = value.trim();
  const withTime = ISO_DATE_TIME.test(v);
  if (!withTime && !ISO_DATE.test(v)) return null;
  const ms = Date.parse(withTime ? v : `${v}T12:00:00Z`);
  return Number.isFinite(ms) ? { at: new Date(ms), withTime } : null;
}

/**
 * Strings that identify rather than tell: MRNs and URNs (`urn:mrn:signalk:uuid:…`,
 * `urn:mrn:imo:mmsi:…`), bare UUIDs, URLs and resource hrefs (`/resources/routes/…`). Kept in the
 * answer's value, never read aloud.
 */
const IDENTIFIER = /^(urn:[a-z0-9][a-z0-9-]*:\S+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z][a-z0-9+.-]*:\/\/\S+|\/resources\/\S+)$/i;
/** Paths that hold an identifier whatever it looks like. */
const IDENTIFIER_PATH = /(^|\.)(uuid|url|href|\$source)$/;

/** Whether a string value at a path is an identifier (see IDENTIFIER): kept, not read aloud. */
export function isIdentifier(path: string, value: string): boolean {
  return IDENTIFIER_PATH.test(path) || IDENTIFIER.test(value.trim());
}

/**
 * A number sent as text with its SI unit symbol, as n2k-signalk sends a battery's nominal voltage
 * ("12V", PGN 127513): 12. Null for anything else ("deep" stays unreadable).
 */
export function numberWithUnit(value: string, units: string | undefined): number | null {
  if (!units) return null;
  const m = /^(-?\d+(?:\.\d+)?)\s*(\S+)$/.exec(value.trim());
  return m && m[2] === units ? Number(m[1]) : null;
}
