/**
 * The speaker: `createSpeaker(opts)` binds a language, a unit preset and a time zone and returns a
 * `Speaker` (types.ts): the number helpers (numbers.ts `IntlNumbers`, one memo of `Intl` answers) and
 * every answer by name, each one line calling its module under speech/answers/
 * (docs/design.md#the-answer-contract). Pure: SI values in, text out, no I/O, no implicit clock.
 */
import { IntlNumbers } from './numbers.js';
import { TriagePhrases } from './triage.js';
import type { SensorValue } from './sensor-words.js';
import type { AlarmItem, AlarmState, Speaker, SpeakerOptions, Subject } from './types.js';
import { alarm, alarms, alarmState } from './answers/alarms.js';
import { awaitingApproval, beforeRestart, lastKnown, lastKnownWhole, unreachable } from './answers/feed.js';
import { notReporting } from './answers/not-reporting.js';
import { pathCount } from './answers/path-count.js';
import { LOCAL_TIME, sayLocalTime } from '../questions/get-local-time/answer.js';
import { sensorValue } from './answers/sensor-value.js';

import { aisTargets } from './answers/ais-targets.js';
import { anchor } from './answers/anchor.js';
import { sarNone } from './answers/sar.js';
import type { AisTargetReading, AnchorReading, TriageItem, TriageOptions } from './types.js';
import { place } from './answers/place.js';
import { announcement } from './answers/announcement.js';
import type { AnnouncementReading, PlaceReading } from './types.js';
import type { QuestionAnswer, SubjectWords } from './types.js';
/** The number helpers (inherited) and the answers: each method one line calling its answer module. */
class IntlSpeaker extends IntlNumbers implements Speaker {
  sensorValue(value: SensorValue): string | null {
    return sensorValue(this.locale, this, value);
  }

  localTime(at: Date, timeZone: string, fromPosition: boolean): string {
    return sayLocalTime(LOCAL_TIME.words[this.language], this, { at, timeZone, fromPosition }, this.locale);
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

  beforeRestart(display: string): string {
    return beforeRestart(this.locale, display);
  }

  private streamSpeaker: Speaker | undefined;
  streamRefused(): Speaker {
    // The same speaker (its Intl objects and memo) with the feed's lead words of the stream.
    this.streamSpeaker ??= Object.create(this, { locale: { value: { ...this.locale, feed: { ...this.locale.feed, ...this.locale.feed.stream } } } }) as Speaker;
    return this.streamSpeaker;
  }

  notReporting(subject: Subject | SubjectWords): string {
    return notReporting(this.locale, typeof subject === 'string' ? subject : { phrase: subject[this.language] });
  }

  answer<W, R>(answer: QuestionAnswer<W, R>, reading: R): string | null {
    return answer.say(answer.words[this.language], this, reading, this.locale);
  }

  pathCount(n: number): string {
    return pathCount(this.locale, this, n);
  }

  // --- the answers of speech/answers/ and the triage ---------------------------------------

  aisTargets(list: AisTargetReading[]): string {
    return aisTargets(this.locale, this, list);
  }
  private triagePhrases: TriagePhrases | undefined;
  triage(items: readonly TriageItem[], options?: TriageOptions): string | null {
    return (this.triagePhrases ??= new TriagePhrases(this.locale, this)).say(items, options);
  }
  sarNone(): string {
    return sarNone(this.locale);
  }
  anchor(reading: AnchorReading): string {
    return anchor(this.locale, this, reading);
  }

  // --- answers of speech/answers/ (one line each) ---------------------------------------------

  place(r: PlaceReading): string | null {
    return place(this.locale, this, r);
  }
  announcement(r: AnnouncementReading): string {
    return announcement(this.locale, this, r);
  }
  anchorAlarm(): string {
    return this.locale.anchor.alarm;
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
