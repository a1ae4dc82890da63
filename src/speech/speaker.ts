/**
 * The speaker: `createSpeaker(opts)` binds a language, a unit preset and a time zone and returns a
 * `Speaker` (types.ts): the number helpers (numbers.ts `IntlNumbers`, one memo of `Intl` answers) and
 * every answer by name, each one line calling its module under speech/answers/
 * (docs/design.md#the-answer-contract). Pure: SI values in, text out, no I/O, no implicit clock.
 */
import { fill } from './locale.js';
import { sayGluedUnits } from './glued-units.js';
import { IntlNumbers } from './numbers.js';
import { SkipperPhrases, type NumberWords } from './skipper.js';
import { speakAnchor } from './anchor.js';
import { TriagePhrases } from './triage.js';
import type { AisTargetReading, AnchorReading, BarometerReading, EngineReading, NavigationReading, TankReading, TriageItem, TriageOptions, WindReading } from './types.js';
import { speakLocalTime, speakRoute } from './route-time.js';
import { speakSensorValue, type SensorValue } from './sensor-words.js';
import { fitLastKnown } from './last-known.js';
import type { AlarmItem, AlarmState, BatteryReading, DepthReading, RouteReading, Speaker, SpeakerOptions, Subject } from './types.js';
import { battery } from './answers/battery.js';
import { depth } from './answers/depth.js';
import { alarm, alarms, alarmState } from './answers/alarms.js';

// ---------------------------------------------------------------------------------------------
// The speaker
// ---------------------------------------------------------------------------------------------

class IntlSpeaker extends IntlNumbers implements Speaker {
  // --- composite answers ---------------------------------------------------------------------

  battery(reading: BatteryReading): string | null {
    return battery(this.locale, this, reading);
  }

  depth(reading: DepthReading): string | null {
    return depth(this.locale, this, reading);
  }

  route(reading: RouteReading): string {
    return speakRoute(this, this.locale, reading);
  }

  sensorValue(value: SensorValue): string | null {
    return speakSensorValue(this, this.locale, value);
  }

  localTime(at: Date, timeZone: string, fromPosition: boolean): string {
    return speakLocalTime(this, this.locale, at, timeZone, fromPosition);
  }

  // --- alarms --------------------------------------------------------------------------------

  alarmState(state: AlarmState): string {
    return alarmState(this.locale, state);
  }

  alarm(state: AlarmState, message: string, path: string): string {
    return alarm(this.locale, this, state, message, path);
  }

  alarms(list: AlarmItem[]): string {
    return alarms(this.locale, list, (items) => this.triage(items));
  }

  // --- the SignalK feed (queries/feed.ts) ----------------------------------------------------

  unreachable(lostAgoMs: number | null): string {
    const f = this.locale.feed;
    return lostAgoMs === null || !Number.isFinite(lostAgoMs) ? f.never : fill(f.lost, { age: this.age(lostAgoMs) });
  }

  awaitingApproval(): string {
    return this.locale.feed.approval;
  }

  lastKnown(lostAgoMs: number | null, display: string, whole: readonly string[] = [], sayAll = false): string {
    const f = this.locale.feed;
    const never = lostAgoMs === null || !Number.isFinite(lostAgoMs);
    const age = never ? '' : this.age(lostAgoMs);
    const frame = (values: string) => (never ? fill(f.lastKnown, { unreachable: f.never, display: values }) : fill(f.lostKnown, { age, display: values }));
    // A reading already stale at the last contact keeps its "as of" whatever is cut (never a fresh-sounding value).
    const body = display.endsWith('.') ? display.slice(0, -1) : display;
    const marker = this.locale.stale.replace('{display}', '').split('{age}')[0]!;
    const at = marker === '' ? -1 : body.lastIndexOf(marker);
    const tail = at < 0 ? '' : body.slice(at);
    // As many of the values as the speaking budget leaves room for (last-known.ts); none: the lead alone.
    const head = at < 0 ? body : body.slice(0, at);
    const values = sayAll ? head : fitLastKnown(head, this.locale.tag, (v) => frame(v + tail), whole);
    return values === null ? this.unreachable(lostAgoMs) : frame(values + tail);
  }

  lastKnownWhole(lostAgoMs: number | null, display: string, brief = false): string {
    const f = this.locale.feed;
    const values = display.endsWith('.') ? display.slice(0, -1) : display;
    if (lostAgoMs === null || !Number.isFinite(lostAgoMs)) return fill(f.lastKnown, { unreachable: f.never, display: values });
    return fill(brief ? f.lostBrief : f.lostKnown, { age: this.age(lostAgoMs), display: values });
  }

  lostHistory(lostAgoMs: number, summary: string): string {
    const values = summary.endsWith('.') ? summary.slice(0, -1) : summary;
    return fill(this.locale.feed.until, { age: this.age(Math.max(0, lostAgoMs)), display: values });
  }

  notReporting(subject: Subject): string {
    const phrase = (this.locale.subjects as Partial<Record<string, string>>)[subject] ?? this.locale.subjects.sensor;
    return fill(this.locale.notReporting, { subject: phrase });
  }

  /** "no paths", "1 path", "12 paths" ("nenhum caminho", "12 caminhos"). Negative or non-finite counts as none. */
  pathCount(n: number): string {
    const count = Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
    const p = this.locale.paths;
    if (count === 0) return p.none;
    return this.count(p.count, count);
  }

  // --- the skipper's questions (skipper.ts) --------------------------------------------------

  private skipperPhrases: SkipperPhrases | undefined;
  private get skipper(): SkipperPhrases {
    this.skipperPhrases ??= new SkipperPhrases(this, this.locale, this.numberWords);
    return this.skipperPhrases;
  }

  private words: NumberWords | undefined;
  /** This speaker's number words for skipper.ts and anchor.ts: they share its memo of Intl answers (`spell`). */
  private get numberWords(): NumberWords {
    this.words ??= {
      withUnit: (value, word, decimals) => this.withUnit(value, word, decimals),
      count: (forms, n) => this.count(forms, n),
      decimal: (forms, value, decimals) => this.decimal(forms, value, decimals),
    };
    return this.words;
  }

  aisTargets(list: AisTargetReading[]): string {
    return this.skipper.aisTargets(list);
  }

  private triagePhrases: TriagePhrases | undefined;
  triage(items: readonly TriageItem[], options?: TriageOptions): string | null {
    this.triagePhrases ??= new TriagePhrases(this, this.locale, this.numberWords, this.skipper, (text) => sayGluedUnits(text, this.unitSaid));
    return this.triagePhrases.say(items, options);
  }
  sarNone(): string {
    return this.locale.sar.none;
  }
  wind(reading: WindReading): string | null {
    return this.skipper.wind(reading);
  }
  navigation(reading: NavigationReading): string | null {
    return this.skipper.navigation(reading);
  }
  tanks(list: TankReading[]): string | null {
    return this.skipper.tanks(list);
  }
  engines(list: EngineReading[]): string | null {
    return this.skipper.engines(list);
  }
  barometer(reading: BarometerReading): string | null {
    return this.skipper.barometer(reading);
  }
  anchor(reading: AnchorReading): string {
    return speakAnchor(this, this.locale, this.numberWords, reading);
  }
}

/**
 * A `Speaker` for one language, unit preset and time zone (types.ts). Builds its `Intl` objects once:
 * create one per configuration and reuse it. Throws RangeError for an unknown language, preset or time zone.
 *
 * createSpeaker({language: 'en', units: 'nautical-metric'}).quantity('speed', 8.5).text === "16.5 knots"
 */
export function createSpeaker(opts: SpeakerOptions): Speaker {
  return new IntlSpeaker(opts);
}
