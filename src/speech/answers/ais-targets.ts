/**
 * The AIS traffic answer (`Speaker.aisTargets`, tool get_ais_targets) and the phrases of one target and
 * of a short distance that the triage (speech/triage.ts) says ships and beacons with.
 *
 * Examples (en): "Cargo vessel Nordic Star, 1.2 miles north-east, closing to 0.3 miles in 12 minutes.",
 * "Tanker, 0.8 miles south, closing to under a tenth of a mile in 4 minutes.", "Pleasure craft Sea Breeze,
 * 0.2 miles west, at its closest now.", "No vessels seen on AIS."
 *
 * Units in: metres (range, closest approach), seconds (time to it), radians (bearing), as SignalK's
 * `navigation.closestApproach` and the vessel's position give them (src/vessel/cpa.ts). Distances are said in
 * nautical miles with one decimal (locale `ais.mile`), under a tenth of a mile never "0 miles"
 * (docs/design.md#the-triage, docs/design.md#the-speaking-budget). Words: the locale's `ais` block.
 */
import { fill, intlTagOf, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { AisTargetReading } from '../types.js';
import { roundTo } from '../../domain/round.js';
import { LIMITS } from '../../domain/quantities.js';
import { sayableName, VESSEL_NAME_MAX } from '../boat-text.js';
import { METERS_PER_NAUTICAL_MILE } from '../units.js';
import { sentence } from './sentence.js';

/** A closing target this many seconds or less from its closest approach is at its closest now. */
export const AIS_NOW_S = 30;

const METERS_PER_FOOT = 0.3048;

/** How a target is said (see {@link aisTarget}). */
export type AisTargetForm = 'full' | 'collision' | 'short' | 'where';

/**
 * The traffic answer: the first (riskiest) target of `list`, one sentence; an empty list: `ais.none`.
 * Every target spoken made the answer 17 to 39 s long, and even a count of the others ran past 8 s in
 * Portuguese; the query's fields keep them all.
 */
export function aisTargets(words: Locale, n: Numbers, list: readonly AisTargetReading[]): string {
  const first = list[0];
  return first === undefined ? words.ais.none : sentence(words, aisTarget(words, n, first));
}

/**
 * One target's parts joined, by `form`:
 * - 'full': "cargo vessel Nordic Star, 1.2 miles north-east, closing to 0.3 miles in 12 minutes";
 * - 'collision': a collision risk (speech/triage.ts), its closest approach under a tenth of a mile in
 *   metres or feet: "cargo vessel Cargo One, 1.7 miles south, closing to 40 meters in 7 minutes";
 * - 'short': the fewest words, where every word costs the budget (the triage's short forms): the
 *   closest approach without "closing to" (locale `triage.approach`), under a tenth of a mile in metres
 *   or feet: "cargo vessel Cargo One, 1.7 miles south, 40 meters in 7 minutes"; the triage gives it the
 *   bearing to 8 compass points, and a reading without its name when the name does not fit;
 * - 'where': who and where only, a named ship by its name: "Hercules, 3.1 miles east" (the other
 *   targets of a list), an unnamed one by its type: "cargo vessel, 3.1 miles east".
 */
export function aisTarget(words: Locale, n: Numbers, t: AisTargetReading, form: AisTargetForm = 'full'): string {
  const a = words.ais;
  const type = a.shipTypes[t.category] ?? a.shipTypes.vessel;
  const name = spokenName(words, t.name);
  // In a list after the first, a named ship is said by its name alone (the budget: three ships said).
  const identity = name === null ? fill(a.unnamed, { type }) : form === 'where' ? name : fill(a.named, { type, name });
  const point = t.bearing === null ? null : n.bearingPoint(t.bearing);
  const range = miles(words, n, t.range);
  const where = range !== null && point !== null ? fill(a.where, { range, point }) : (range ?? (point === null ? null : fill(a.bearing, { point })));
  if (form === 'where') return n.join([identity, where]) ?? identity;
  let motion: string | null = null;
  // A collision risk, and any short form, says how close in metres: "under a tenth of a mile" hides 40 m from 180 m.
  const metres = form === 'collision' || form === 'short';
  if (t.closing === true) {
    if (t.tcpa !== null && Number.isFinite(t.tcpa) && t.tcpa < AIS_NOW_S) {
      // At its closest now: the range is the closest approach (not "in 2 seconds").
      motion = a.closestNow;
    } else {
      const time = approachTime(n, t.tcpa);
      // Judged on hundredths of a mile, so that a tenth give or take a metre of dead reckoning is "0.1 miles".
      const near = t.cpa !== null && Number.isFinite(t.cpa) && t.cpa >= 0 && roundTo(t.cpa / METERS_PER_NAUTICAL_MILE, 2) < 0.1;
      const cpa = near && metres ? closeRange(words, n, t.cpa) : near ? null : miles(words, n, t.cpa);
      if (time === null) motion = a.closingOnly;
      else if (cpa !== null) motion = fill(form === 'short' ? words.triage.approach : a.closing, { cpa, time });
      // Under a tenth of a mile is said as such, never "0 miles".
      else if (near) motion = fill(a.closingNear, { time });
      else motion = a.closingOnly;
    }
  } else if (t.closing === false) {
    motion = t.steady ? a.steady : a.opening;
  }
  return n.join([identity, where, motion]) ?? identity;
}

/**
 * A short distance (a man overboard, a beacon, a collision course's closest approach): miles with one
 * decimal from a tenth of a mile (judged on hundredths, like the traffic answer); below, metres, or feet
 * in the imperial preset, to the nearest 10 (a GPS and AIS position is not better than that; a person 40 m
 * off is never "0 miles"). Metres in. Null when unknown or impossible, or under 5 metres or feet (then
 * right here: no bearing means anything).
 */
export function closeRange(words: Locale, n: Numbers, metres: number | null): string | null {
  if (metres === null || !Number.isFinite(metres) || metres < LIMITS.distance.min || metres > LIMITS.distance.max) return null;
  if (roundTo(metres / METERS_PER_NAUTICAL_MILE, 2) >= 0.1) return n.decimal(words.ais.mile, metres / METERS_PER_NAUTICAL_MILE, 1);
  const imperial = n.units === 'nautical-imperial';
  const tens = roundTo((imperial ? metres / METERS_PER_FOOT : metres) / 10, 0) * 10;
  return tens === 0 ? null : n.withUnit(tens, imperial ? 'foot' : 'meter', 0);
}

/** An AIS distance in miles ("1.9 miles"; locale `ais.mile`), one decimal; metres in; null when unknown or absurd. */
function miles(words: Locale, n: Numbers, metres: number | null): string | null {
  if (metres === null || !Number.isFinite(metres) || metres < LIMITS.distance.min || metres > LIMITS.distance.max) return null;
  return n.decimal(words.ais.mile, metres / METERS_PER_NAUTICAL_MILE, 1);
}

/**
 * Time to the closest approach, seconds in: whole hours from an hour up ("3 hours": minutes that far out
 * are false precision and cost the budget), whole minutes from a minute up ("12 minutes"), else seconds.
 */
function approachTime(n: Numbers, seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = seconds >= 3600 ? roundTo(seconds / 3600, 0) * 3600 : seconds >= 60 ? roundTo(seconds / 60, 0) * 60 : Math.max(1, roundTo(seconds, 0));
  return n.quantity('duration', s).text;
}

/** Roman numerals up to 39 (TOKIO II, QUEEN MARY III): kept upper case when a name is title-cased. */
const ROMAN = /^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$/;

/** Vowels, once accents are taken off (NFD): y is one ("LYNX"), and the letters that do not decompose. */
const VOWEL = /[aeiouyæøœ]/iu;
/**
 * The two consonants a word may begin with in at least one of the seven languages (en, pt, de, fr, es,
 * nl) or in the Latin spellings of names they say as words (pinyin "zh", Dutch "sj" and "tj", Spanish
 * "ll"): "STRAND", "SCHWARZ", "PHOENIX", "LLOYD", "ZHEN HUA", "ZWAAN".
 */
const ONSETS = new Set(
  'bl br ch cl cr dj dr dw fj fl fr gh gl gn gr gw kh kl kn kr kw ll pf ph pl pn pr ps qu rh sc sh sj sk sl sm sn sp sq st sv sw sz th tj tr ts tw vl vr wh wr zh zw'.split(' '),
);

/** Longest word, in letters, taken for an acronym by its first letters ({@link saidAsLetters}). */
const ACRONYM_MAX = 3;

/**
 * Whether a word of a name in capitals is said as its letters, not as a word, and so stays in capitals
 * when the name is title-cased: it has no vowel ("MSC", "CGM", "HMS", "MV"), or it is of at most
 * {@link ACRONYM_MAX} letters and begins with two consonants that begin no word ({@link ONSETS}: "CMA").
 * A longer word is a word however it begins (transliterations: "ZVEZDA", "GDYNIA"), and an acronym
 * with a vowel that reads as a word ("COSCO", "NYK") is title-cased like any word. Letters of the word
 * only (apostrophes, hyphens, digits aside).
 */
export function saidAsLetters(word: string): boolean {
  const letters = word
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
  if (letters === '') return false;
  if (!VOWEL.test(letters)) return true;
  const [a, b] = [letters[0]!, letters[1]];
  return letters.length <= ACRONYM_MAX && b !== undefined && !VOWEL.test(a) && !VOWEL.test(b) && !ONSETS.has(a + b);
}

/** Names remembered by `spokenName`, per language (the model holds at most 2,000 vessels). */
const NAME_MEMO_SIZE = 2048;
/** `spokenName`'s memo: `Intl` tag -> name as sent -> spoken (or null). */
const spokenNames = new Map<string, Map<string, string | null>>();

/**
 * A vessel name made speakable (boat-text.ts sayableName: other scripts in Latin letters, long digit
 * runs shortened, cut at a word): symbols that TTS reads aloud or trips on become spaces; a name in
 * capitals only (AIS sends 6-bit text, which has no lower case) is title-cased so that TTS reads
 * "Nordic Star", not "N-O-R-D-I-C", except its words that are said as letters ({@link saidAsLetters}:
 * "CMA CGM Marco Polo", "MSC Oscar") and Roman numerals ("Tokio II"). Null when nothing is left.
 */ function spokenName(words: Locale, name: string | null): string | null {
  if (name === null) return null;
  // Remembered per name: traffic answers speak the same few names again and again, and the Unicode
  // expressions and case mapping below are a fifth of a target's sentence.
  const tag = intlTagOf(words);
  let memo = spokenNames.get(tag);
  if (memo === undefined) {
    memo = new Map();
    spokenNames.set(tag, memo);
  }
  const known = memo.get(name);
  if (known !== undefined) return known;
  const spoken = nameWords(tag, name);
  if (memo.size >= NAME_MEMO_SIZE) memo.clear();
  memo.set(name, spoken);
  return spoken;
}

/** {@link spokenName}, worked out, title-cased by the rules of `Intl` tag `tag`. */
function nameWords(tag: string, name: string): string | null {
  let said = sayableName(name, VESSEL_NAME_MAX)
    .replace(/[^\p{L}\p{N}\s'.,&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (said === '') return null;
  if (/\p{Lu}/u.test(said) && !/\p{Ll}/u.test(said)) {
    said = said
      .split(' ')
      .map((w) => (ROMAN.test(w) || saidAsLetters(w) ? w : w.toLocaleLowerCase(tag).replace(/(^|[-'])(\p{L})/gu, (_m, p: string, c: string) => p + c.toLocaleUpperCase(tag))))
      .join(' ');
  }
  return said;
}
