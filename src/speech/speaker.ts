/**
 * The speaker: `createSpeaker(opts)` binds a language, a unit preset and a time zone and returns a
 * `Speaker` (types.ts): the number helpers (numbers.ts `IntlNumbers`, one memo of `Intl` answers) and
 * every answer by name, each one line calling its module under speech/answers/
 * (docs/design.md#the-answer-contract). Pure: SI values in, text out, no I/O, no implicit clock.
 */
import { sayGluedUnits } from './glued-units.js';
import { IntlNumbers } from './numbers.js';
import { SkipperPhrases, type NumberWords } from './skipper.js';
import { speakAnchor } from './anchor.js';
import { TriagePhrases } from './triage.js';
import type { AisTargetReading, AnchorReading, BarometerReading, EngineReading, NavigationReading, TankReading, TriageItem, TriageOptions, WindReading } from './types.js';
import type { SensorValue } from './sensor-words.js';
import type { AlarmItem, AlarmState, BatteryReading, DepthReading, RouteReading, Speaker, SpeakerOptions, Subject } from './types.js';
import { battery } from './answers/battery.js';
import { depth } from './answers/depth.js';
import { alarm, alarms, alarmState } from './answers/alarms.js';
import { awaitingApproval, lastKnown, lastKnownWhole, lostHistory, unreachable } from './answers/feed.js';
import { notReporting } from './answers/not-reporting.js';
import { pathCount } from './answers/path-count.js';
import { route } from './answers/route.js';
import { localTime } from './answers/local-time.js';
import { sensorValue } from './answers/sensor-value.js';

/** The number helpers (inherited) and the answers: each method one line calling its answer module. */
class IntlSpeaker extends IntlNumbers implements Speaker {
  battery(reading: BatteryReading): string | null {
    return battery(this.locale, this, reading);
  }

  depth(reading: DepthReading): string | null {
    return depth(this.locale, this, reading);
  }

  route(reading: RouteReading): string {
    return route(this.locale, this, reading);
  }

  sensorValue(value: SensorValue): string | null {
    return sensorValue(this.locale, this, value);
  }

  localTime(at: Date, timeZone: string, fromPosition: boolean): string {
    return localTime(this.locale, this, at, timeZone, fromPosition);
  }

  alarmState(state: AlarmState): string {
    return alarmState(this.locale, state);
  }

  alarm(state: AlarmState, message: string, path: string): string {
    return alarm(this.locale, this, state, message, path);
  }

  alarms(list: AlarmItem[]): string {
    return alarms(this.locale, list, (items) => this.triage(items));
  }

  unreachable(lostAgoMs: number | null): string {
    return unreachable(this.locale, this, lostAgoMs);
  }

  awaitingApproval(): string {
    return awaitingApproval(this.locale);
  }

  lastKnown(lostAgoMs: number | null, display: string, whole?: readonly string[], sayAll?: boolean): string {
    return lastKnown(this.locale, this, lostAgoMs, display, whole, sayAll);
  }

  lastKnownWhole(lostAgoMs: number | null, display: string, brief?: boolean): string {
    return lastKnownWhole(this.locale, this, lostAgoMs, display, brief);
  }

  lostHistory(lostAgoMs: number, summary: string): string {
    return lostHistory(this.locale, this, lostAgoMs, summary);
  }

  notReporting(subject: Subject): string {
    return notReporting(this.locale, subject);
  }

  pathCount(n: number): string {
    return pathCount(this.locale, this, n);
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
