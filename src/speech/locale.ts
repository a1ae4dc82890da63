/**
 * The shape of a language: every word and sentence pattern the speaker needs, as data.
 *
 * A locale holds no logic beyond small grammar helpers (`durationJoin`). Numbers, plural choice,
 * clock times and relative ages come from Node's `Intl` in the speaker (speaker.ts), driven by
 * `intlTag` and `clock` here. Rules: DESIGN.md "Speech rules" (every language follows the same rules in
 * its own words).
 *
 * Templates use `{name}` placeholders, filled by {@link fill}. Each template documents its placeholders;
 * test/unit/speech.test.ts checks every locale supplies them.
 *
 * Adding a language: write `locales/<tag>.ts` exporting a `Locale`, add it to the registry in
 * `locales/index.ts`, and add the tag to `Language` in types.ts (the registry's type then demands the entry).
 */
import type { AlarmState, Language, Subject } from './types.js';

/** An `Intl.PluralRules` category ("zero" | "one" | "two" | "few" | "many" | "other"). */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A word's forms keyed by the plural category `Intl.PluralRules` picks for the number shown
 * (same fraction options as the displayed number). `other` is required and is the fallback for any
 * category a locale leaves out; it is also the "unit name" returned in result fields.
 * E.g. en `{ one: 'knot', other: 'knots' }`; pt-BR `{ one: 'nó', other: 'nós' }`.
 */
export type PluralForms = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string };

/**
 * Every spoken unit, independent of language. Which kind uses which unit in which preset is decided
 * in units.ts; locales only give the words.
 */
export type UnitWord =
  | 'knot' | 'nauticalMile' | 'meter' | 'foot'
  | 'degreeCelsius' | 'degreeFahrenheit'
  | 'hectopascal' | 'inchOfMercury' | 'bar' | 'poundPerSquareInch'
  | 'percent' | 'volt' | 'ampere' | 'watt' | 'revolutionPerMinute'
  | 'liter' | 'usGallon' | 'literPerHour' | 'usGallonPerHour'
  | 'degree' | 'kilowattHour' | 'ampereHour' | 'hertz'
  | 'day' | 'hour' | 'minute' | 'second'
  /** minutes of arc in a position ("48.5 minutes") */
  | 'arcMinute';

export const UNIT_WORDS: readonly UnitWord[] = [
  'knot', 'nauticalMile', 'meter', 'foot', 'degreeCelsius', 'degreeFahrenheit',
  'hectopascal', 'inchOfMercury', 'bar', 'poundPerSquareInch', 'percent', 'volt', 'ampere', 'watt',
  'revolutionPerMinute', 'liter', 'usGallon', 'literPerHour', 'usGallonPerHour', 'degree',
  'kilowattHour', 'ampereHour', 'hertz', 'day', 'hour', 'minute', 'second', 'arcMinute',
];

/**
 * The 16 compass points, clockwise from North, spelled out (DESIGN.md: "Compass points spelled out,
 * 16-point"; case course-compass-name). Index i covers the 22.5° sector centred on i × 22.5°.
 */
export type CompassNames = readonly [
  string, string, string, string, string, string, string, string,
  string, string, string, string, string, string, string, string,
];

/** All subjects, for iteration (keep in step with `Subject` in types.ts). */
export const SUBJECTS: readonly Subject[] = [
  'battery', 'depth', 'wind', 'position', 'speed', 'heading', 'alarms', 'route',
  'time', 'tanks', 'engine', 'barometer', 'ais', 'sensor',
];

/** All alarm states, for iteration (keep in step with `AlarmState` in types.ts). */
export const ALARM_STATES: readonly AlarmState[] = ['nominal', 'normal', 'alert', 'warn', 'alarm', 'emergency'];

export interface Locale {
  /** The language this locale speaks; also the BCP 47 tag handed to every `Intl` constructor. */
  readonly tag: Language;
  /** Human name of the language, in itself ("English", "Português (Brasil)"). */
  readonly name: string;

  /** Unit words with plural forms (see {@link PluralForms}). */
  readonly units: Readonly<Record<UnitWord, PluralForms>>;
  /** A number with its unit. Placeholders: `{number}` (already formatted), `{unit}` (already pluralised). en "{number} {unit}". */
  readonly quantity: string;
  /**
   * Word spoken before a negative number instead of a minus sign, which TTS engines read as a dash,
   * a pause or nothing (field report 11: symbols reach TTS). en "minus", pt-BR "menos".
   */
  readonly minus: string;

  /** 16 compass point names, clockwise from North. */
  readonly compass: CompassNames;
  /** A direction with its compass point. Placeholders `{angle}` ("205 degrees"), `{point}`. en "{angle}, {point}". */
  readonly direction: string;
  /**
   * Relative angles (DESIGN.md "Relative angles in (−180, 180]"; field report 1).
   * `port` / `starboard` take `{angle}` ("20 degrees"); `ahead` (0) and `astern` (180) are whole phrases.
   */
  readonly relative: { readonly port: string; readonly starboard: string; readonly ahead: string; readonly astern: string };

  /**
   * Position words (DESIGN.md "Position"; case position-words).
   * `coordinate` placeholders: `{degrees}` ("37 degrees"), `{minutes}` ("48.5 minutes"), `{hemisphere}`.
   * `pair` placeholders: `{latitude}`, `{longitude}`.
   */
  readonly position: {
    readonly coordinate: string;
    readonly pair: string;
    readonly north: string; readonly south: string; readonly east: string; readonly west: string;
  };

  /**
   * Battery current direction (DESIGN.md "Battery current"; field report 6). Placeholder `{current}`
   * ("8.2 amps"). Below 0.1 amps neither pattern is used: the current is spoken bare.
   */
  readonly battery: { readonly charging: string; readonly discharging: string };

  /** Depth phrasing; placeholder `{depth}` ("4.2 meters"). Case depth-under-keel-first. */
  readonly depth: { readonly belowKeel: string; readonly belowSurface: string; readonly belowTransducer: string };

  /**
   * Staleness (DESIGN.md "Staleness"; field report 9). Placeholders `{display}` (the answer, without a
   * final full stop) and `{age}` (from `Intl.RelativeTimeFormat`, e.g. "12 minutes ago" / "há 12 minutos").
   * en "{display}, as of {age}".
   */
  readonly stale: string;

  /** Spoken alarm severities (SignalK notification states; 'warn' is said "warning"). */
  readonly alarmStates: Readonly<Record<AlarmState, string>>;
  /**
   * Alarm sentences (case alarms-worst-first).
   * - `item`: one alarm; placeholders `{state}`, `{message}` (boat text, spoken as given). en "{state}, {message}".
   * - `none`: the whole answer when nothing is active.
   * - `count`: plural forms of the count phrase, placeholder `{count}`. en one "{count} active alarm".
   * - `summary`: placeholders `{count}` (the count phrase) and `{items}` (items joined by `itemSeparator`).
   * - `itemSeparator`: between items ("; ": a longer pause than the ", " inside an item).
   */
  readonly alarms: {
    readonly item: string;
    readonly none: string;
    readonly count: PluralForms;
    readonly summary: string;
    readonly itemSeparator: string;
  };

  /**
   * How many SignalK paths a listing found (`Speaker.pathCount`, tool list_paths): `none` for zero,
   * `count` plural forms with placeholder `{count}`. en "no paths", "1 path", "12 paths".
   */
  readonly paths: { readonly none: string; readonly count: PluralForms };

  /** Noun phrases for `Subject`s, ready to drop into `notReporting` (with any article the language needs). */
  readonly subjects: Readonly<Record<Subject, string>>;
  /** Placeholder `{subject}`. en "The boat isn't reporting {subject} right now." (DESIGN.md "Assist speaks a sentence"). */
  readonly notReporting: string;

  /** Joins the spoken parts of a duration ("2 hours", "5 minutes") into one phrase: en "2 hours 5 minutes", pt-BR "2 horas e 5 minutos". */
  readonly durationJoin: (parts: readonly string[]) => string;
  /** Separator for lists of spoken parts (`Speaker.join`): ", ". */
  readonly listSeparator: string;

  /**
   * `Intl.DateTimeFormat` options (without `timeZone`, which the speaker adds) for a clock time:
   * en gives "6:05 PM", pt-BR "18:05" (DESIGN.md "Time").
   */
  readonly clock: Readonly<Intl.DateTimeFormatOptions>;
}

/**
 * Fills `{name}` placeholders. A placeholder without a value is left as is, so a missing value shows
 * up in `ttsViolations` (braces are flagged) instead of silently vanishing.
 * fill("{number} {unit}", {number: "16.5", unit: "knots"}) -> "16.5 knots".
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The form of `forms` for a plural category, falling back to `other`. */
export function pluralForm(forms: PluralForms, category: PluralCategory): string {
  return forms[category] ?? forms.other;
}
