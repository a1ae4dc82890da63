/**
 * Search-and-rescue signals spoken (issue 18): AIS-SART, MOB and EPIRB devices and our own boat's
 * man-overboard alarm, with range and bearing. One sentence whatever comes: the first signal said
 * fully, the others counted, so that the speaking budget (8 s of espeak-ng) holds with any number of
 * them and leaves room for what follows in the alarms and traffic answers. Pure: SI in, text out;
 * only the public `Speaker` API, the speaker's number words and the locale's `sar` block.
 */
import { fill, type Locale } from './locale.js';
import { roundTo } from './speaker.js';
import type { NumberWords } from './skipper.js';
import type { SarReading, Speaker, UnitPreset } from './types.js';
import { LIMITS, METERS_PER_NAUTICAL_MILE } from './units.js';

const METERS_PER_FOOT = 0.3048;

/** See module doc. One per speaker. */
export class SarPhrases {
  constructor(
    private readonly speaker: Speaker,
    private readonly locale: Locale,
    private readonly units: UnitPreset,
    private readonly numbers: NumberWords,
  ) {}

  /** "Man overboard beacon, 0.3 miles south-west, and 2 more distress signals."; null for none. */
  sentence(list: readonly SarReading[]): string | null {
    const first = list[0];
    if (first === undefined) return null;
    const s = this.locale.sar;
    const point = first.bearing === null || !Number.isFinite(first.bearing) ? null : this.speaker.compassPoint(first.bearing);
    const range = this.distance(first.range);
    // No bearing without a range: "North" alone would point somewhere from right here.
    const where = range !== null && point !== null ? fill(s.where, { range, point }) : range;
    const heard = first.heardAgoMs === null || !Number.isFinite(first.heardAgoMs) ? null : fill(s.heard, { age: this.speaker.age(first.heardAgoMs) });
    const more = list.length > 1 ? this.numbers.count(s.more, list.length - 1) : null;
    const body = this.speaker.join([s.kinds[first.kind], where, heard, more]) ?? s.kinds[first.kind];
    return `${body}.`;
  }

  /**
   * A distance: miles with one decimal (locale `brief.mile`, as the traffic answer says them); under a
   * tenth of a mile (judged on hundredths, like the traffic answer) metres, or feet in the imperial
   * preset, to the nearest 10: a person in the water 40 m off is never "0 miles", and a GPS and AIS
   * position is not better than that. Null when unknown, impossible, or under 5 (then no bearing is said).
   */
  private distance(metres: number | null): string | null {
    if (metres === null || !Number.isFinite(metres) || metres < LIMITS.distance.min || metres > LIMITS.distance.max) return null;
    if (roundTo(metres / METERS_PER_NAUTICAL_MILE, 2) >= 0.1) return this.numbers.decimal(this.locale.brief.mile, metres / METERS_PER_NAUTICAL_MILE, 1);
    const imperial = this.units === 'nautical-imperial';
    const tens = roundTo((imperial ? metres / METERS_PER_FOOT : metres) / 10, 0) * 10;
    // Under 5 metres or feet: right here, where a bearing means nothing (a man-overboard alarm just raised).
    return tens === 0 ? null : this.numbers.withUnit(tens, imperial ? 'foot' : 'meter', 0);
  }
}
