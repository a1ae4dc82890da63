/**
 * The shape of a language: every word and sentence pattern the speaker needs, as data.
 *
 * A locale holds no logic beyond small grammar helpers (`durationJoin`). Numbers, plural choice,
 * clock times and relative ages come from Node's `Intl` in the number helpers (numbers.ts, clock.ts), driven by
 * `intlTag` and `clock` here. Rules: docs/design.md#languages-and-wording (every language follows the same rules in
 * its own words).
 *
 * Templates use `{name}` placeholders, filled by {@link fill}. Each template documents its placeholders;
 * test/unit/speech.test.ts checks every locale supplies them.
 *
 * Adding a language: write `locales/<tag>.ts` exporting a `Locale`, add it to the registry in
 * `locales/index.ts`, and add the tag to `Language` in types.ts (the registry's type then demands the entry).
 */
import type { HistoryWords } from './answers/history.js';
import type { ShipCategory } from '../domain/ais.js';
import type { AlarmState, Language, Subject, TankType } from './types.js';
import type { SensorWords } from './sensor-words.js';

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
  | 'knot'
  | 'nauticalMile'
  | 'meter'
  | 'foot'
  | 'degreeCelsius'
  | 'degreeFahrenheit'
  | 'hectopascal'
  | 'inchOfMercury'
  | 'bar'
  | 'poundPerSquareInch'
  /** a pressure change in inches of mercury ("falling 0.04 inches"): the barometer's own unit is said once, with the pressure */
  | 'inch'
  | 'percent'
  | 'volt'
  | 'ampere'
  | 'watt'
  | 'revolutionPerMinute'
  | 'liter'
  | 'usGallon'
  | 'literPerHour'
  | 'usGallonPerHour'
  | 'degree'
  | 'kilowattHour'
  | 'ampereHour'
  | 'hertz'
  | 'day'
  | 'hour'
  | 'minute'
  | 'second'
  /** minutes of arc in a position ("48.5 minutes") */
  | 'arcMinute';

export const UNIT_WORDS: readonly UnitWord[] = [
  'knot',
  'nauticalMile',
  'meter',
  'foot',
  'degreeCelsius',
  'degreeFahrenheit',
  'hectopascal',
  'inchOfMercury',
  'inch',
  'bar',
  'poundPerSquareInch',
  'percent',
  'volt',
  'ampere',
  'watt',
  'revolutionPerMinute',
  'liter',
  'usGallon',
  'literPerHour',
  'usGallonPerHour',
  'degree',
  'kilowattHour',
  'ampereHour',
  'hertz',
  'day',
  'hour',
  'minute',
  'second',
  'arcMinute',
];

/**
 * The 16 compass points, clockwise from North, spelled out (docs/design.md#languages-and-wording;
 * case course-compass-name). Index i covers the 22.5° sector centred on i × 22.5°.
 */
export type CompassNames = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

/** All subjects, for iteration (keep in step with `Subject` in types.ts). */
export const SUBJECTS: readonly Subject[] = ['battery', 'depth', 'wind', 'position', 'alarms', 'barometer', 'ais', 'sensor'];

/** All ship categories, for iteration (keep in step with `ShipCategory` in types.ts). */
export const SHIP_CATEGORIES: readonly ShipCategory[] = [
  'vessel',
  'cargo',
  'tanker',
  'passenger',
  'fishing',
  'sailing',
  'pleasure',
  'tug',
  'towing',
  'pilot',
  'searchAndRescue',
  'highSpeed',
  'military',
  'lawEnforcement',
  'dredger',
  'diving',
  'portTender',
  'antiPollution',
  'medical',
  'wingInGround',
];

/** All SignalK tank types, for iteration (keep in step with `TankType` in types.ts). */
export const TANK_TYPES: readonly TankType[] = ['fuel', 'freshWater', 'wasteWater', 'blackWater', 'lubrication', 'liveWell', 'baitWell', 'gas', 'ballast'];

/** All alarm states, for iteration (keep in step with `AlarmState` in types.ts). */
export const ALARM_STATES: readonly AlarmState[] = ['nominal', 'normal', 'alert', 'warn', 'alarm', 'emergency'];

export interface Locale {
  /** The language this locale speaks; also the BCP 47 tag handed to every `Intl` constructor. */
  readonly tag: Language;
  /**
   * The BCP 47 tag for `Intl` when it differs from `tag` (read it through {@link intlTagOf}): `pt`
   * (Portugal) speaks through `pt-PT`, because CLDR's bare `pt` is Brazilian ("1,5 nó", "Horário de
   * Verão") where Portugal says "1,5 nós", "Hora de verão".
   */
  readonly intlTag?: string;
  /** Human name of the language, in itself ("English", "Português (Brasil)"). */
  readonly name: string;

  /**
   * Zero takes the plural form though `Intl.PluralRules` says 'one' (pt-BR: "0 metros", "0 horas"), in
   * every plural choice of a number said: units, counts and clock hours (numbers.ts, clock.ts).
   */
  readonly zeroIsPlural?: boolean;
  /** Unit words with plural forms (see {@link PluralForms}). */
  readonly units: Readonly<Record<UnitWord, PluralForms>>;
  /** A number with its unit. Placeholders: `{number}` (already formatted), `{unit}` (already pluralised). en "{number} {unit}". */
  readonly quantity: string;
  /**
   * Word spoken before a negative number instead of a minus sign, which TTS engines read as a dash,
   * a pause or nothing. en "minus", pt-BR "menos".
   */
  readonly minus: string;

  /** 16 compass point names, clockwise from North. */
  readonly compass: CompassNames;
  /** A direction with its compass point. Placeholders `{angle}` ("205 degrees"), `{point}`. en "{angle}, {point}". */
  readonly direction: string;
  /**
   * Compass points a TTS front end misreads when said alone, by index into `compass`: espeak-ng reads
   * French "est" as the verb ("is") in every spelling and context except "d'est", "nord-est", "sud-est"
   * (its fr_list). Such a bearing is said in degrees with `bearing` (`{degrees}`, a bare
   * number: fr "au {degrees}", "relèvement au 90"), a direction by its angle alone ("route 90 degrés");
   * the wind keeps the name after its `fromVowel` ("d'est", src/questions/wind-state/words.ts); the local time's zone names
   * are reworded by its own words (src/questions/get-local-time/words.ts `zoneWords`).
   */
  readonly compassAlone?: {
    readonly misread: readonly number[];
    readonly bearing: string;
  };
  /**
   * Relative angles (docs/design.md#languages-and-wording).
   * `port` / `starboard` take `{angle}` ("20 degrees"); `ahead` (0) and `astern` (180) are whole phrases.
   */
  readonly relative: { readonly port: string; readonly starboard: string; readonly ahead: string; readonly astern: string };

  /**
   * Position words (docs/design.md#languages-and-wording; case position-words).
   * `coordinate` placeholders: `{degrees}` ("37 degrees"), `{minutes}` ("48.5 minutes"), `{hemisphere}`.
   * `pair` placeholders: `{latitude}`, `{longitude}`.
   */
  readonly position: {
    readonly coordinate: string;
    readonly pair: string;
    readonly north: string;
    readonly south: string;
    readonly east: string;
    readonly west: string;
  };

  /**
   * Where the boat is from a named place (src/places/, src/speech/answers/place.ts). `near`:
   * `{distance}` (`miles`, or `under` for a distance that rounds to no whole mile), `{point}` (one of
   * `points`), `{place}`; en "{distance} {point} of {place}": "3 miles south-west of Cascais" (at sea a
   * mile is nautical; "miles" cost a second, and the answer is said with the speed and course
   * within 8 s). `harbour`: `{place}`; en "in the harbour of {place}". `points`: the 8 directions FROM
   * the place, clockwise from North, as said before "of {place}" (en "south-west", fr "au sud-ouest",
   * de "südwestlich").
   */
  readonly places: {
    readonly near: string;
    readonly miles: PluralForms;
    readonly under: string;
    readonly harbour: string;
    readonly points: readonly [string, string, string, string, string, string, string, string];
  };

  /**
   * Depth phrasing, placeholder `{depth}` ("4.2 meters"): said by the depth answer
   * (src/questions/depth-state/) and depth_history's (speech/answers/history.ts). Case depth-under-keel-first.
   */
  readonly depth: { readonly belowKeel: string; readonly belowSurface: string; readonly belowTransducer: string };

  /**
   * Staleness (docs/design.md#the-time-rule). Placeholders `{display}` (the answer, without a
   * final full stop) and `{age}` (from `Intl.RelativeTimeFormat`, e.g. "12 minutes ago" / "há 12 minutos").
   * en "{display}, as of {age}".
   */
  readonly stale: string;

  /** Spoken alarm severities (SignalK notification states; 'warn' is said "warning"). */
  readonly alarmStates: Readonly<Record<AlarmState, string>>;
  /**
   * Alarm sentences (case alarms-worst-first).
   * - `item`: one alarm on its own (`Speaker.alarm`, read_sensor); placeholders `{state}`, `{message}`
   *   (boat text made sayable). en "{state}, {message}".
   * - `none`: the whole answer when nothing is active (said only while the feed is up).
   * - `states`: per active state, plural forms of its count, placeholder `{count}`: en "1 alarm",
   *   "34 alarms", "2 emergencies". The counts, worst first, are joined by the language's "and".
   * - `summary`: placeholders `{counts}` (the joined counts) and `{items}` (the messages, worst first,
   *   joined by `itemSeparator`). en "{counts}: {items}." -> "1 alarm: Shallow water."
   * - `more`: plural forms of the messages left unsaid, placeholder `{count}`. en "and {count} more".
   * - `others`: in a flood, plural forms of the alarms less severe than the worst, placeholder `{count}`.
   *   en "{count} others" ("2 emergencies and 98 others: Engine overheat; and 99 more.").
   * - `itemSeparator`: between messages ("; ": a longer pause than the ", " of a list).
   */
  readonly alarms: {
    readonly item: string;
    readonly none: string;
    readonly states: Readonly<Record<'alert' | 'warn' | 'alarm' | 'emergency', PluralForms>>;
    readonly summary: string;
    readonly more: PluralForms;
    readonly others: PluralForms;
    readonly itemSeparator: string;
  };

  /**
   * How many SignalK paths a listing found (`Speaker.pathCount`, tool list_paths): `none` for zero,
   * `count` plural forms with placeholder `{count}`. en "no paths", "1 path", "12 paths".
   */
  readonly paths: { readonly none: string; readonly count: PluralForms };

  /**
   * AIS traffic (`Speaker.aisTargets`, tool get_ais_targets). Each target is one sentence, its parts
   * joined by `listSeparator`, its first letter capitalised, ended by ".".
   * - `shipTypes`: a noun phrase per `ShipCategory` ("cargo vessel"); 'vessel' is the unknown type.
   * - `named`: `{type}`, `{name}` (boat text). en "{type} {name}". `unnamed`: `{type}`. en "{type}" (a word for
   *   "unnamed" told the listener nothing and cost up to a second).
   * - `bearing`: `{point}` (16-point compass name). en "bearing {point}".
   * - `closing`: `{cpa}` (a distance), `{time}` (a duration). en "closing to {cpa} in {time}".
   * - `closingOnly`, `opening` (range increasing), `steady` (no relative motion): whole phrases.
   * - `mile`: a distance in nautical miles, `{count}` (the number, one decimal): en "{count} miles" (at sea
   *   a mile is a mile; "nautical miles" three times made one target 7 s). Also the distance of the triage's
   *   beacons and man overboard (`sar.where`) and of a collision course's closest approach from a tenth of
   *   a mile up (answers/ais-targets.ts `closeRange`).
   * - `where`: `{range}` (a distance), `{point}` (compass point). en "{range} {point}".
   * - `closingNear`: a closest approach under a tenth of a mile, `{time}`. en "closing to under a tenth
   *   of a mile in {time}" (never "0 miles").
   * - `closestNow`: a closing target at its closest now (time to it within seconds or past). en "at its closest now".
   * - `none`: the whole answer when no target is seen.
   * Said by answers/ais-targets.ts (docs/design.md#the-speaking-budget: each target within 8 s).
   */
  readonly ais: {
    readonly shipTypes: Readonly<Record<ShipCategory, string>>;
    readonly named: string;
    readonly unnamed: string;
    readonly bearing: string;
    readonly closing: string;
    readonly closingOnly: string;
    readonly opening: string;
    readonly steady: string;
    readonly mile: PluralForms;
    readonly where: string;
    readonly closingNear: string;
    readonly closestNow: string;
    readonly none: string;
  };

  /**
   * What a tank is called (speech/answers/tank-name.ts), by the tanks answer (src/questions/tank-levels/)
   * and the tank sensors' names alike. `types`: a noun per SignalK tank type; `numbered`: `{type}`,
   * `{id}` (en "{type} tank {id}").
   */
  readonly tanks: {
    readonly types: Readonly<Record<TankType, string>>;
    readonly numbered: string;
  };

  /**
   * What an engine is called when the boat has several, by the engines answer (src/questions/engine-state/)
   * and the engine sensors' names alike: `positions`, the engine named by a common id
   * (speech/answers/engine-name.ts); `numbered`: `{id}` for any other id (en "engine {id}").
   */
  readonly engines: {
    readonly positions: { readonly port: string; readonly starboard: string; readonly center: string; readonly main: string };
    readonly numbered: string;
  };

  /**
   * The pressure's trend, said by the barometer answer (src/questions/barometer-state/) and air_history's
   * (speech/answers/history.ts); never the word "weather" (Home Assistant's). `rising`, `falling`:
   * `{change}` (a pressure difference), `{window}`; `steady`: `{window}`.
   */
  readonly barometer: {
    readonly rising: string;
    readonly falling: string;
    readonly steady: string;
  };

  /** Noun phrases for `Subject`s, ready to drop into `notReporting` (with any article the language needs). */
  readonly subjects: Readonly<Record<Subject, string>>;
  /** Placeholder `{subject}`. en "The boat isn't reporting {subject} right now." (docs/design.md#home-assistant-glue). */
  readonly notReporting: string;

  /**
   * Clock times (the local time's words are in src/questions/get-local-time/words.ts).
   * - `clockHour`, `clockEarly`: how every clock time is said (`Speaker.clockTime`, clock.ts), where the
   *   language's voice misreads the digits. `clockHour`: on the hour, `{hour}`, `{period}` (AM/PM or empty),
   *   plural forms by the hour. en "{hour} {period}" ("6 PM"). `clockEarly`: minutes 1 to 9, `{hour}`,
   *   `{minute}` (no leading zero), `{period}`. en "{hour} oh {minute} {period}": TTS reads "6:06" digit by
   *   digit ("six zero six").
   */
  readonly time: {
    readonly clockHour: PluralForms;
    readonly clockEarly: PluralForms;
  };

  // --- read_sensor: values that are not quantities --------------------------
  /**
   * Enumeration words, timestamps, identifiers, magnetic variation, yes/no and unreadable values for
   * read_sensor (src/speech/sensor-words.ts documents each key).
   */
  readonly sensor: SensorWords;

  /** Joins the spoken parts of a duration ("2 hours", "5 minutes") into one phrase: en "2 hours 5 minutes", pt-BR "2 horas e 5 minutos". */
  readonly durationJoin: (parts: readonly string[]) => string;
  /** Separator for lists of spoken parts (`Speaker.join`): ", ". */
  readonly listSeparator: string;

  /**
   * `Intl.DateTimeFormat` options (without `timeZone`, which the speaker adds) for a clock time:
   * en gives "6:05 PM", pt-BR "18:05" (docs/design.md#the-time-rule).
   */
  readonly clock: Readonly<Intl.DateTimeFormatOptions>;

  /**
   * The SignalK feed is not up (queries/feed.ts; docs/design.md#truthful-absence).
   * - `never`: not connected since the add-on started: the whole answer. en "I can't reach the boat's SignalK server."
   * - `lost`: contact lost; `{age}` is when we last heard from it ("2 minutes ago", Intl.RelativeTimeFormat).
   * - `lastKnown`: never connected, with values (a cache): `{unreachable}` (`never`), `{display}` (the
   *   answer's first parts, without a final full stop). en "{unreachable} Last known: {display}."
   * - `lostKnown`: contact lost, with the last known values as of the last contact: `{age}` (when that
   *   was), `{display}`; one short sentence, so that the values have room in the 8 s budget (the lead of
   *   `lost` took 5 of the 8 s). en "I can't reach the boat's SignalK server; {age}: {display}."
   * - `approval`: SignalK's security holds our access request until the user approves it in SignalK's
   *   admin page (Security > Access Requests): the whole answer, not "can't reach" (the server answers).
   *   en "SignalK is waiting for you to approve signalk-assist."
   * - `until`: a history answer while contact is lost: what was known until the last contact, `{age}`
   *   (when that was), `{display}` (the summary). en "I can't reach the boat's SignalK server; until {age}: {display}."
   * - `lostBrief`: `lostKnown` in the fewest words, for a compound emergency (speech/triage.ts), whose
   *   never-dropped items leave no room for the whole lead, and for "where are we" offshore, whose
   *   coordinates are never left out (queries/feed.ts). en "SignalK lost {age}: {display}."
   * - `stream`: `lost`, `lostKnown` and `until` when SignalK answers REST but its data stream refuses
   *   us (domain/feed.ts `streamRefused`): the stream, not the server, is the problem, and no "can't
   *   reach". en "SignalK's data stream is refusing us; {age}: {display}."
   * - `beforeRestart`: alarms SignalK has not confirmed since it restarted without its full model
   *   (domain/feed.ts `beforeRestart`), `{display}` the list as the triage says it: never said as live.
   *   en "Last known before SignalK restarted: {display}."
   */
  readonly feed: {
    readonly never: string;
    readonly lost: string;
    readonly lastKnown: string;
    readonly lostKnown: string;
    readonly until: string;
    readonly lostBrief: string;
    readonly approval: string;
    readonly stream: { readonly lost: string; readonly lostKnown: string; readonly until: string };
    readonly beforeRestart: string;
  };

  // --- announcements (src/announce/) ---------------------------------------------
  /**
   * What the add-on says on its own, through Home Assistant, when something happens (src/speech/answers/announcement.ts).
   * An alarm that goes off is said in the `alarms` wording ("1 alarm: Shallow water."); these are the rest.
   * - `cleared`: alarms that went back to normal, `{items}` their messages. en "Cleared: Shallow water."
   * - `sar`: the search-and-rescue device kinds (MMSI 970 AIS-SART, 972 man overboard, 974 EPIRB), whole; each locale
   *   file names them once (`SAR_DEVICES`) for this and for `sar.kinds`.
   * - `sarAt`: a device with its range and bearing from us, `{device}` (its kind, then its name after a
   *   comma when it sends one), `{distance}`, `{point}` (16-point compass).
   *   en "Man overboard beacon: 0.3 miles, bearing north-east."
   * - `sarSeen`: a device whose position or ours is unknown, `{device}` as above. en "Man overboard beacon detected."
   */
  readonly announce: {
    readonly cleared: string;
    readonly sar: { readonly sart: string; readonly mob: string; readonly epirb: string };
    readonly sarAt: string;
    readonly sarSeen: string;
  };

  /**
   * Anchor watch (`Speaker.anchor`, tool anchor_state; src/speech/answers/anchor.ts).
   * - `none`: no anchor set (said only while the feed is up). en "No anchor is set."
   * - `from`: `{distance}` ("38 meters"). en "{distance} from the anchor". `bearing`: `{point}`, where the
   *   anchor lies from the boat. en "bearing {point}".
   * - `inside`: `{where}` (`from` and `bearing` joined by `listSeparator`), `{circle}` (the radius in
   *   `circle`'s forms). en "Anchored; {where}; inside the {circle} circle."
   * - `anchored`: `{where}`, no alarm radius set. en "Anchored; {where}."
   * - `outside`, `dragging`, `fromInline`, `alarm`: see each key below.
   * - `noDistance`: an anchor is set but neither the server's distance nor our position is known.
   * - `circle`: plural forms of the radius inside `inside`, `{count}` whole meters (`metric`) or feet
   *   (`imperial`): en "{count} meter" ("the 50 meter circle").
   */
  readonly anchor: {
    readonly none: string;
    readonly from: string;
    readonly bearing: string;
    readonly inside: string;
    readonly anchored: string;
    /** The distance inside a sentence (`{distance}`): en "62 meters from the anchor", pt-BR "âncora a 62 metros". */
    readonly fromInline: string;
    /**
     * Outside the circle, not (yet) a drag: `{where}` (fromInline and the bearing), `{radius}` ("50 meters"),
     * `{circle}` ("50 meter"). en "Outside the anchor circle: {where}; the circle is {radius}."
     */
    readonly outside: string;
    /** Our own drag alarm raised (vessel/anchor-watch.ts), same placeholders. en "Anchor dragging: {where}; the circle is {radius}." */
    readonly dragging: string;
    /** The drag alarm's message in the alarms answer and announcements. en "Anchor dragging". */
    readonly alarm: string;
    readonly noDistance: string;
    readonly circle: { readonly metric: PluralForms; readonly imperial: PluralForms };
  };

  /** Recent-history answers (speech/answers/history.ts). */
  readonly history: HistoryWords;

  /**
   * Search-and-rescue signals, said by the triage (speech/triage.ts) in the alarms, traffic
   * and search-and-rescue answers.
   * - `kinds`: the whole name, starting a sentence: `sart` (AIS-SART, MMSI 970), `mob` (MOB-AIS, 972),
   *   `epirb` (EPIRB-AIS, 974), `mobAlarm` (a man-overboard notification of our own boat). en "Man overboard
   *   beacon", "Man overboard". Short: they are never dropped, and must leave room within the budget. The devices
   *   are the locale file's `SAR_DEVICES` (as announcements say them), shorter where that saves time (`SAR_DEVICES_SHORT`).
   * - `where`: `{range}` (a distance: the AIS answer's `ais.mile`, or metres or feet under a tenth of a mile) and
   *   `{point}` (compass point). en "{range} {point}".
   * - `heard`: a device whose last position is older than the AIS limit, `{age}` ("12 minutes ago",
   *   Intl.RelativeTimeFormat). en "{age}" (a "last heard" before it cost half a second in every language).
   * - `more`: beacons dropped from a list and counted, `{count}`. en "and {count} more beacons".
   * - `none`: the whole answer when there are none (said only while the feed is up). en "No man overboard or distress beacons."
   */
  readonly sar: {
    readonly kinds: { readonly sart: string; readonly mob: string; readonly epirb: string; readonly mobAlarm: string };
    readonly where: string;
    readonly heard: string;
    readonly more: PluralForms;
    readonly none: string;
  };

  /**
   * The triage of a list (speech/triage.ts), besides the `sar`, `alarms` and `ais` words it shares.
   * - `raised`: a man overboard with how long ago it was raised, `{kind}` (`sar.kinds.mobAlarm`), `{age}`
   *   ("3 minutes ago", Intl.RelativeTimeFormat). en "{kind} {age}".
   * - `approach`: a collision course said short (a compound emergency), `{cpa}` (its closest approach),
   *   `{time}` (until then). en "{cpa} in {time}" ("40 meters in 7 minutes").
   * - `moreAlarms`, `moreShips`: what was dropped, counted, `{count}`. en "and {count} more alarms".
   */
  readonly triage: { readonly raised: string; readonly approach: string; readonly moreAlarms: PluralForms; readonly moreShips: PluralForms };
}

/**
 * Fills `{name}` placeholders. A placeholder without a value is left as is, so a missing value shows
 * up in `ttsViolations` (braces are flagged) instead of silently vanishing.
 * fill("{number} {unit}", {number: "16.5", unit: "knots"}) -> "16.5 knots".
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    // Literal text at even indexes, placeholder names at odd ones: "{number} {unit}" -> ['', 'number', ' ', 'unit', ''].
    parts = template.split(/\{(\w+)\}/);
    if (templateParts.size >= TEMPLATE_MEMO_SIZE) templateParts.clear();
    templateParts.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += (values[parts[i]!] ?? `{${parts[i]!}}`) + parts[i + 1]!;
  return out;
}

/**
 * `fill`'s templates split at their placeholders, remembered: every spoken answer fills several, the
 * locales' templates are a fixed few hundred, and a regular-expression replace per fill was a
 * measurable part of an answer. Bounded in case a caller ever passes made-up templates.
 */
const templateParts = new Map<string, readonly string[]>();
const TEMPLATE_MEMO_SIZE = 2048;

/** The form of `forms` for a plural category, falling back to `other`. */
export function pluralForm(forms: PluralForms, category: PluralCategory): string {
  return forms[category] ?? forms.other;
}

/** The tag every `Intl` constructor gets for a locale: its `intlTag`, else its `tag` ("pt" -> "pt-PT"). */
export function intlTagOf(locale: Pick<Locale, 'tag' | 'intlTag'>): string {
  return locale.intlTag ?? locale.tag;
}
