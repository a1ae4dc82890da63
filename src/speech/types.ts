/**
 * The speech layer's contract. Pure: SI values in, speakable text out. No I/O, no clocks
 * read implicitly (callers pass `now`). Rules: docs/design.md#languages-and-wording.
 */

import type { NotificationState } from '../domain/notification.js';
import type { ByLanguage, Language } from '../domain/language.js';
import type { ShipCategory } from '../domain/ais.js';
import type { SensorValue } from './sensor-words.js';
import type { Numbers } from './numbers.js';
import type { Locale } from './locale.js';
import type { PlaceFix } from '../places/gazetteer.js';
import type { SarKind } from '../vessel/sar.js';

/** Languages we speak (domain/language.ts), part of the speaker's contract. */
export { LANGUAGES, type ByLanguage, type Language } from '../domain/language.js';

/** Unit presets (docs/design.md#languages-and-wording). */
export type UnitPreset = 'nautical-metric' | 'nautical-imperial';
export const UNIT_PRESETS: readonly UnitPreset[] = ['nautical-metric', 'nautical-imperial'];

export interface SpeakerOptions {
  language: Language;
  units: UnitPreset;
  /** IANA zone used for clock times; default the process zone. */
  timeZone?: string;
}

/** A value spoken with its unit, plus the unit's name for the `unit` result field. */
export interface SpokenQuantity {
  /** e.g. "16.5 knots"; null when the value is impossible for its kind (docs/design.md#truthful-absence). */
  text: string | null;
  /** Plural unit name in the language, e.g. "knots", "degrees Celsius"; null for kinds without one (direction words). */
  unit: string | null;
}

/** A SignalK notification state (domain/notification.ts reads one from a notification value). */
export type AlarmState = NotificationState;

/**
 * Severity rank of each SignalK notification state, higher is worse: sort by it descending for
 * "worst first" (case alarms-worst-first). 'nominal' and 'normal' are not active alarms.
 */
export const ALARM_SEVERITY: Readonly<Record<AlarmState, number>> = {
  nominal: 0,
  normal: 1,
  alert: 2,
  warn: 3,
  alarm: 4,
  emergency: 5,
};

/** One notification as the speaker takes it: `path` without the `notifications.` prefix; `message` is boat text. */
export interface AlarmItem {
  state: AlarmState;
  message: string;
  path: string;
}

/** One AIS target as spoken by `Speaker.aisTargets`. SI; any field may be null (its words are left out). */
export interface AisTargetReading {
  /** The vessel's name as sent (boat text, AIS padding removed), or null. */
  name: string | null;
  category: ShipCategory;
  /** Range now, metres. */
  range: number | null;
  /** True bearing from us, radians 0..2π. */
  bearing: number | null;
  /** Closest point of approach, metres (only spoken when closing). */
  cpa: number | null;
  /** Seconds to the closest point of approach (only spoken when closing). */
  tcpa: number | null;
  /** true: range decreasing; false: increasing or steady (see `steady`); null: motion unknown. */
  closing: boolean | null;
  /** True when there is no relative motion (the range holds); only read when `closing` is false. */
  steady?: boolean;
}

/**
 * One thing the boat says in a list, as the triage takes it (speech/triage.ts, which gives the order).
 * SI; null parts are left out. Ranges in metres, bearings true in radians 0..2π, ages in ms.
 * - `emergency`: our own emergency notification (not a man overboard); `path` without `notifications.`.
 * - `mob`: man overboard: our own notification (`beacon` false; `raisedAgoMs` since it was raised,
 *   `message` the crew's) or a MOB-AIS beacon (`beacon` true; `heardAgoMs` when its position is older than the AIS limit).
 * - `collision`: a ship on a collision course (triage.ts isCollisionRisk).
 * - `distress`: another's distress beacon, AIS-SART or EPIRB.
 * - `alarm`: our own alarm, warning or alert.
 * - `traffic`: any other ship; `first` says it whole (the riskiest; in a short form when that does not fit, triage.ts FIRST_SHIP_FORMS), the others by name and place.
 */
export type TriageItem =
  | { kind: 'emergency'; message: string; path: string }
  | { kind: 'mob'; beacon: boolean; range: number | null; bearing: number | null; raisedAgoMs: number | null; heardAgoMs: number | null; message: string }
  | { kind: 'collision'; ship: AisTargetReading }
  | { kind: 'distress'; device: 'sart' | 'epirb'; range: number | null; bearing: number | null; heardAgoMs: number | null }
  | { kind: 'alarm'; state: AlarmState; message: string; path: string }
  | { kind: 'traffic'; ship: AisTargetReading; first?: boolean };

/** How `Speaker.triage` fits a list (speech/triage.ts). */
export interface TriageOptions {
  /**
   * The answer around the list (the unreachable lead and its age); the budget is judged on the whole.
   * `brief` is true for a compound emergency (its fewest words). Default: the list alone.
   */
  frame?: (list: string, brief: boolean) => string;
  /** Most beacons said (MOB beacons count, and are always said); the rest are counted. Default: as many as fit. */
  maxBeacons?: number;
  /** Most ships said, collision courses included (a traffic `limit`); the rest are counted. Default: as many as fit. */
  maxShips?: number;
  /**
   * Seconds of speech the list may take: 8 (default), or 12 for a list the skipper asked for by its
   * length (a traffic `limit` above 1: three ships with range and bearing take 8.4 to 9.2 s of espeak-ng).
   */
  budgetS?: number;
}

/** SignalK tank types (`tanks.<type>.<id>`); anything else is spoken as the type's words. */
export type TankType = 'fuel' | 'freshWater' | 'wasteWater' | 'blackWater' | 'lubrication' | 'liveWell' | 'baitWell' | 'gas' | 'ballast';

/** One tank as its name is said (speech/answers/tank-name.ts): by the tanks answer and by its Home Assistant sensor. */
export interface TankNameReading {
  /** SignalK type key (a `TankType` or another key, said as its words). */
  type: string;
  /** Tank id within its type, said only when `numbered` and the tank has no name. */
  id: string;
  /** The boat's name for the tank, as it is to be said (the caller makes boat text sayable), or null. */
  name: string | null;
  /** Whether the type has several tanks. */
  numbered: boolean;
}

/**
 * A formatter bound to one language, unit preset and time zone.
 * Every returned string obeys the speech rules: no symbols (° % /), no unit abbreviations, no ISO
 * timestamps, no "NaN"/"undefined"/"null", the language's decimal separator, no digit grouping.
 * Methods return null when nothing sensible can be said (non-finite, impossible or missing input).
 * Every answer by name (speaker.ts maps each to its module under speech/answers/), over the number helpers.
 */
export interface Speaker extends Numbers {
  /**
   * A read_sensor value that is not a quantity (src/speech/answers/sensor-value.ts): "today at 6:21 AM",
   * "motoring" ("navegando a motor"), "8 degrees East", "yes", or the identifier / unreadable sentence.
   * Null for an enumeration value its set does not list, or a variation beyond half a turn.
   * Throws RangeError for an invalid Date or unknown zone.
   */
  sensorValue(value: SensorValue): string | null;
  /**
   * Local time with the zone's name: "6:40 PM, New Zealand Daylight Time" ("6 oh 5 PM", "6 PM") (a sea zone without a name:
   * "UTC minus 2 hours"); `fromPosition` false adds that this is the add-on's own zone, the boat having
   * no position fix. Throws RangeError for an invalid Date or an unknown zone (src/questions/get-local-time/answer.ts).
   */
  localTime(at: Date, timeZone: string, fromPosition: boolean): string;
  /** Alarm severity word, e.g. 'warn' -> "warning". */
  alarmState(state: AlarmState): string;
  /** One alarm: "alarm, Shallow water"; the message is boat text made sayable (boat-text.ts); none left: the path in words. */
  alarm(state: AlarmState, message: string, path: string): string;
  /**
   * Our own alarms through the triage (speech/triage.ts): "No active alarms.", "1 alarm: Shallow water.",
   * "1 alarm and 1 warning: Shallow water; House battery low."; every emergency with its message, then
   * as many other messages as fit the speaking budget, whole, and how many more: "5 emergencies and 95
   * alarms: …; and 93 more." Drops nominal/normal states; worst first (stable).
   */
  alarms(list: AlarmItem[]): string;
  /**
   * The feed is not up (queries/feed.ts): "I can't reach the boat's SignalK server." (`lostAgoMs` null:
   * never connected) or "I can't reach the boat's SignalK server; last contact 2 minutes ago."
   */
  unreachable(lostAgoMs: number | null): string;
  /**
   * SignalK's security holds this add-on's access request until the user approves it (queries/feed.ts):
   * "SignalK is waiting for you to approve signalk-assist." (locale `feed.approval`).
   */
  awaitingApproval(): string;
  /**
   * The unreachable answer with the last known values (`display`, the answer as when the feed was up):
   * "I can't reach the boat's SignalK server; 2 minutes ago: 4.2 meters under the keel."
   * (`lostAgoMs` null: never connected, "I can't reach the boat's SignalK server. Last known: …").
   * Only the first parts of `display` that fit the 8 s speaking budget are said, none if the first
   * does not (last-known.ts); `whole` are phrases never cut (a position); the age of a reading already
   * stale ("…, as of 11 minutes ago", locale `stale`) is always kept. No doubled final full stop.
   * `sayAll`: the whole of `display` whatever its length (the exact position).
   */
  lastKnown(lostAgoMs: number | null, display: string, whole?: readonly string[], sayAll?: boolean): string;
  /**
   * The unreachable answer around values already fitted to the budget (a triage list), nothing cut:
   * "I can't reach the boat's SignalK server; 5 seconds ago: 1 emergency: Fire in engine room."; `brief`
   * in the fewest words (a compound emergency): "SignalK lost 5 seconds ago: …".
   */
  lastKnownWhole(lostAgoMs: number | null, display: string, brief?: boolean): string;
  /**
   * Alarms from before SignalK restarted, not confirmed since (queries/feed.ts): "Last known before
   * SignalK restarted: 1 alarm: Shallow water." (`display`: the triage's list; locale `feed.beforeRestart`).
   */
  beforeRestart(display: string): string;
  /**
   * This speaker with the lead of the stream instead of "can't reach" in every feed answer: SignalK
   * answers REST but its data stream refuses us (locale `feed.stream`): "SignalK's data stream is
   * refusing us; 20 seconds ago: 4.2 meters under the keel."
   */
  streamRefused(): Speaker;
  /**
   * "The boat isn't reporting {subject} right now." `subject`: a key of the locale's subject words, or
   * the noun phrase in every language of a question that keeps its own words (src/questions/<name>/words.ts).
   */
  notReporting(subject: Subject | SubjectWords): string;
  /**
   * The answer of a question that keeps its own words (src/questions/<name>/answer.ts, docs/design.md#one-place-per-question):
   * `answer.say(answer.words[language], this, reading, locale)`. Pure like every answer: SI in, text (or null) out.
   */
  answer<W, R>(answer: QuestionAnswer<W, R>, reading: R): string | null;
  /** How many SignalK paths a listing found: "12 paths" / "no paths" ("12 caminhos"). */
  pathCount(n: number): string;
  /**
   * The first of the AIS targets given (the riskiest), one sentence: "Cargo vessel Nordic Star, 1.2 miles
   * north-east, closing to 0.3 miles in 12 minutes."; "closing to under a tenth of a mile in 12 minutes",
   * "at its closest now". Missing parts are left out; an empty list -> "No vessels seen
   * on AIS." (src/speech/answers/ais-targets.ts).
   */
  aisTargets(list: AisTargetReading[]): string;
  /**
   * Anchor watch (src/speech/answers/anchor.ts; tool anchor_state): "Anchored; 38 meters from the
   * anchor, bearing north-east; inside the 50 meter circle.", "Outside the anchor circle: 62 meters from
   * the anchor, the circle is 50 meters.", "No anchor is set." Lengths in whole meters (feet in the
   * imperial preset). Never null.
   */
  anchor(reading: AnchorReading): string;
  /**
   * A list in triage order, fitted to the speaking budget (speech/triage.ts): own emergencies, man
   * overboard, collision courses, distress beacons, own alarms, other traffic; what does not fit is
   * dropped from the bottom and counted ("and 3 more alarms"): "2 emergencies: Fire in engine room;
   * Engine overheating. Man overboard 3 minutes ago, 70 meters north-west. Rescue transponder, 0.8
   * miles east, and 1 more alarm." Null for an empty list.
   */
  triage(items: readonly TriageItem[], options?: TriageOptions): string | null;
  /** "No man overboard or distress beacons." (said only while the feed is up). */
  sarNone(): string;
  /**
   * A named place near the boat (speech/answers/place.ts): "3 miles south-west of Cascais", "less than a
   * mile north of Horta", "in the harbour of Horta"; null when the name has nothing sayable or the distance
   * or bearing is not a number.
   */
  place(reading: PlaceReading): string | null;
  /**
   * An announcement (speech/answers/announcement.ts): search-and-rescue devices, then the alarms that went
   * off in the alarms answer's words, then the cleared ones: "Man overboard beacon, MOB ANNA: 0.3 miles,
   * bearing north-east.", "1 alarm: Shallow water.", "Cleared: Bilge high."; "" for an empty batch.
   */
  announcement(reading: AnnouncementReading): string;
  /** The message of our own anchor drag alarm (vessel/anchor-watch.ts), as the boat's notification would carry it: "Anchor dragging". */
  anchorAlarm(): string;
}

/** The noun phrase, in each language, for a question's missing reading ("water temperature"), ready for `notReporting`. */
export type SubjectWords = ByLanguage<string>;

/**
 * An answer that keeps its words beside it (src/questions/<name>/): the words of every language and
 * the function that says a reading with one language's words and number helpers. `say` returns null
 * when nothing can be said (docs/design.md#truthful-absence).
 */
export interface QuestionAnswer<W, R> {
  readonly words: ByLanguage<W>;
  /** `locale`: the language's shared words (locale.ts), for an answer that also says what other answers say. */
  say(words: W, n: Numbers, reading: R, locale: Locale): string | null;
}

/**
 * The anchor watch as `Speaker.anchor` speaks it. SI; unknown parts are null and their words left out.
 * Sources: SignalK `navigation.anchor.*` (specification schemas/groups/navigation.json) and what the
 * anchor-alarm plugin writes (its `bearingTrue` is from the boat's bow to the anchor).
 */
export interface AnchorReading {
  /** Whether an anchor is set (its position, or a distance to it, is known); false: "No anchor is set." */
  set: boolean;
  /** Distance from the boat to the anchor, metres (`navigation.anchor.currentRadius`, or ours). */
  distance: number | null;
  /** True bearing from the boat to the anchor, radians 0..2π (spoken as a compass point). */
  bearing: number | null;
  /** Radius of the anchor alarm's circle, metres (`navigation.anchor.maxRadius`). */
  maxRadius: number | null;
  /** Our own drag alarm is raised (vessel/anchor-watch.ts): "Anchor dragging: ..." whatever the distance now. Default false. */
  dragging?: boolean;
}

/** Subjects Assist and tools name when a value is missing. Locales give a noun phrase for each. */
export type Subject = 'battery' | 'depth' | 'wind' | 'position' | 'alarms' | 'barometer' | 'ais' | 'sensor';

// --- recent history (src/questions/*-history/ over the frame of speech/answers/history.ts) ---

/** How far back a history answer knows, and what is missing. Times epoch ms. */
export interface HistorySpan {
  /** The time asked about starts here (now − hours). */
  from: number;
  /** The question's moment. */
  now: number;
  /** First and last reading used. */
  firstTime: number;
  lastTime: number;
  /** When this process started remembering. */
  startedAt: number;
  /** Longest interval without readings inside the span, ms. */
  longestGapMs: number;
  /** Age past which the newest reading is said to be old, ms. */
  staleAfterMs: number;
}

/** What every history answer is given besides its values (queries/history-common.ts builds it). */
export interface HistoryReading {
  /** The span the values cover; null: nothing remembered in the window ("No wind readings since I started 3 minutes ago."). */
  span: HistorySpan | null;
  /** Milliseconds since this process began remembering; null: no history is kept (nothing is said). */
  startedAgoMs: number | null;
  /** Contact with SignalK is lost: the answer says what was known until the newest reading, as much as the speaking budget holds. */
  lost: boolean;
}

// --- places (Speaker.place; speech/answers/place.ts) ---

/**
 * A named place as the gazetteer gives it (src/places/gazetteer.ts): its name (boat-facing text), its
 * names in the answer languages, the distance from the place to the boat in meters, the bearing FROM
 * the place TO the boat in degrees true, and whether the boat is in its harbour.
 */
export type PlaceReading = Pick<PlaceFix, 'name' | 'names' | 'distance_m' | 'bearing_deg' | 'in_harbour'>;

// --- announcements (Speaker.announcement; speech/answers/announcement.ts) ---

/**
 * One announcement's batch (src/announce/ plans it and works out where each device is), in its order
 * within each kind.
 */
export interface AnnouncementReading {
  /**
   * Search-and-rescue devices that appeared: the kind (MMSI 970 AIS-SART, 972 man overboard, 974 EPIRB),
   * its AIS name without padding (boat text) or null, range from us in metres and true bearing from us
   * in radians 0..2π (null when either position is unknown).
   */
  devices: { kind: SarKind; name: string | null; range: number | null; bearing: number | null }[];
  /** Our alarms that went off (said by the alarms answer). */
  alarms: AlarmItem[];
  /** Our alarms back to normal: the message (boat text) and the path without `notifications.`. */
  cleared: { message: string; path: string }[];
}
