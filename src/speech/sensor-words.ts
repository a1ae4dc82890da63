/**
 * read_sensor's words for values that are not quantities (enumerations, timestamps, identifiers,
 * magnetic variation, yes/no, and values of the wrong kind): the locale's `sensor` block, the kinds of
 * value, and the enumerations' values. The answer that says them is answers/sensor-value.ts.
 *
 * The enumerations are the string values the SignalK schema (@signalk/signalk-schema 1.8.2,
 * schemas/groups/*.json `enum`) or the NMEA 2000 converter (@signalk/n2k-signalk, canboat's names,
 * lower-cased for batteries) defines for a path; which path uses which set is decided in
 * src/vessel/kinds.ts (`enumerationOf`). Every locale must give a word for every value (the
 * `SensorWords` type demands it), so no English value reaches another language.
 */
import { ENUMERATIONS, type EnumerationSet } from '../domain/enumerations.js';

/**
 * The locale's `sensor` block.
 * - `at`: a date and time: `{day}` ("today", "tomorrow", "December 1", "December 1, 2014"), `{time}` (clock time). en "{day} at {time}".
 * - `identifier`: the whole answer for an id (a uuid, an MRN, a URL): it is kept in the `value` field, not read.
 * - `unreadable`: the whole answer for a value of the wrong kind for its path (depth "deep"), or text with nothing sayable left.
 * - `variationEast` / `variationWest`: `{angle}` ("8 degrees"); SignalK's magnetic variation is positive East.
 * - `yes` / `no`: a boolean value.
 * - `enums`: a word for every value of every set in {@link ENUMERATIONS}.
 */
export interface SensorWords {
  readonly at: string;
  readonly identifier: string;
  readonly unreadable: string;
  readonly variationEast: string;
  readonly variationWest: string;
  readonly yes: string;
  readonly no: string;
  readonly enums: { readonly [S in EnumerationSet]: Readonly<Record<(typeof ENUMERATIONS)[S][number], string>> };
}

/** What read_sensor found a value to be (answers/sensor-value.ts says it). */
export type SensorValue =
  /** A date-time (`withTime` false: a day only). `timeZone`: the boat's IANA zone; `now`: the moment of the answer. */
  | { kind: 'time'; at: Date; now: Date; timeZone: string; withTime: boolean }
  /** A value of an enumeration set, as SignalK sent it. */
  | { kind: 'enumeration'; set: EnumerationSet; value: string }
  /** Magnetic variation or deviation in radians, positive East (SignalK navigation.magneticVariation). */
  | { kind: 'variation'; radians: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'identifier' }
  /** Text from the boat said as it came (a name, a destination, a value outside its enumeration): answers/alarms.ts `boatText`. */
  | { kind: 'text'; value: string }
  | { kind: 'unreadable' };

const lookups = new Map<EnumerationSet, Map<string, string>>();

/** The set's value as listed in {@link ENUMERATIONS} for what SignalK sent (any case, outer spaces), or undefined. */
export function enumerationValue(set: EnumerationSet, value: string): string | undefined {
  let m = lookups.get(set);
  if (!m) {
    m = new Map(ENUMERATIONS[set].map((v) => [v.toLowerCase(), v]));
    lookups.set(set, m);
  }
  return m.get(value.trim().toLowerCase());
}
