/**
 * The frame every recent-history answer shares (src/questions/wind-history/, battery-history/,
 * depth-history/, air-history/ answer.ts, over vessel/history.ts summaries): "Since I started 40
 * minutes ago: strongest gust 28 knots, average 17 knots." Pure: an SI summary in (types.ts
 * `HistoryReading`), text out, through the number helpers and the locale's `history` block.
 *
 * Each answer says its own values in its own words (its folder's words.ts); what they share is here:
 * the lead (how far back it knows: "In the last 3 hours", "Since I started 12 minutes ago"), at most
 * one caveat (an old newest reading, "until 30 minutes ago", or a gap, "1 minute missing"), the same
 * "no readings" sentence, and the same fit to the speaking budget while the feed is down.
 *
 * Answers are kept short for the 8-second speaking budget (docs/design.md#the-speaking-budget) and say
 * their age by the history's own rule (docs/design.md#the-time-rule).
 */
import { fill, intlTagOf, pluralForm, type Locale, type PluralCategory, type PluralForms } from '../locale.js';
import { PA_PER_INHG } from '../units.js';
import { BUDGET_S, fitsSpeaking } from '../last-known.js';
import { roundBinary } from '../../domain/round.js';
import type { Numbers } from '../numbers.js';
import type { HistoryReading, HistorySpan } from '../types.js';

/**
 * The locale block the history answers share (one per language, src/speech/locales/*.ts `history`):
 * the lead, the caveats and the "no readings" sentence. Each answer's values are in its folder's words.
 */
export interface HistoryWords {
  /**
   * The opening that says how far back the answer knows; `{count}` whole minutes (under two hours)
   * or hours. `hour`: exactly the last hour.
   */
  readonly lead: { readonly hour: string; readonly minutes: PluralForms; readonly hours: PluralForms };
  /** The opening when the history begins with this process: `{age}` ("40 minutes ago"). en "Since I started {age}". */
  readonly since: string;
  /** Lead and summary: `{lead}`, `{summary}`. en "{lead}: {summary}." */
  readonly answer: string;
  /** The newest reading is old: the lead `{lead}` and `{age}` ("30 minutes ago"). en "{lead}, until {age}". */
  readonly until: string;
  /**
   * A gap of whole minutes without readings inside the span, after the lead: `{lead}`, `{count}`.
   * en "{lead}, {count} minutes missing".
   */
  readonly gap: PluralForms;
  /** The lead when the readings begin with this process and are old: `{age}`. en "Until {age}". */
  readonly onlyUntil: string;
  /** Nothing remembered: `{subject}` (the answer's `readings` word, "wind"), `{age}` ("3 minutes ago"). */
  readonly none: string;
}

/**
 * A gap without readings longer than this is said after the lead, in whole minutes, at least one ("1 minute
 * missing"): history keeps one-minute buckets, so a source that sends once a minute has no gap.
 */
export const GAP_SAID_MS = 60_000;

/** The data begins this long after the window's start before the answer says its shorter span. */
const SPAN_SLACK_MS = 2 * 60_000;

/**
 * A pressure change (its magnitude, Pa) in inches with two decimals: "0.04 inches". The pressure
 * itself is said in inches of mercury; its change in inches, as barometers are read ("down 0.04").
 * Shared by the barometer answer and the pressure history's (src/questions/air-history/answer.ts).
 */
export function pressureChangeInches(n: Pick<Numbers, 'number'>, locale: Locale, pa: number): string {
  const inches = Math.abs(pa) / PA_PER_INHG;
  const shown = roundBinary(inches, 2);
  return fill(locale.quantity, { number: n.number(inches, 2), unit: pluralForm(locale.units.inch, pluralOf(locale).select(shown) as PluralCategory) });
}

// --- the frame every history answer shares -------------------------------------------------------

/**
 * The whole answer around its values (`parts`, the first the extreme the question is about; `subject`
 * the word for what has no readings): with nothing remembered (`span` null) "No wind readings since I
 * started 3 minutes ago." (null without a history); else the lead (the span known, "since I started"
 * when the history begins with this process inside the window: leadOf; "until 30 minutes ago" when the
 * newest reading is old) and the values: "Since I started 40 minutes ago: strongest gust 28 knots,
 * average 17 knots."; null when no value can be said.
 */
export function historyAnswer(words: Locale, n: Numbers, reading: HistoryReading, subject: string, parts: (string | null)[]): string | null {
  const h = words.history;
  const span = reading.span;
  if (span === null) {
    return reading.startedAgoMs === null ? null : fill(h.none, { subject, age: n.age(Math.max(0, reading.startedAgoMs)) });
  }
  // An old last reading is said in the lead ("until 30 minutes ago"); else a gap of a minute or more
  // inside the span ("1 minute missing": the values hold no readings from then). One caveat at most.
  // With a gap said, only the first value (the extreme the question is about: strongest gust, lowest
  // charge, shallowest, pressure) follows: all of them ran 9 to 10 s of espeak-ng in German and
  // Portuguese. The others stay in the answer's fields.
  const old = span.now - span.lastTime > span.staleAfterMs;
  const gapMinutes = !old && span.longestGapMs > GAP_SAID_MS ? Math.max(1, Math.round(span.longestGapMs / 60_000)) : 0;
  const said = parts.filter((p): p is string => p !== null);
  const summary = n.join(gapMinutes > 0 ? said.slice(0, 1) : said);
  if (summary === null) return null;
  if (reading.lost) {
    // Contact lost: the values until the newest reading (its age is the answer's timestamp, so the
    // spoken age and age_s agree), as many whole ones as the speaking budget holds (the first always).
    const until = n.age(Math.max(0, span.now - span.lastTime));
    const say = (count: number) => fill(words.feed.until, { age: until, display: withoutStop(n.join(said.slice(0, count))!) });
    let count = said.length;
    while (count > 1 && !fitsSpeaking(say(count), n.language, BUDGET_S)) count--;
    return say(count);
  }
  const age = old ? n.age(span.now - span.lastTime) : '';
  // Old readings since the start: the end is said and the start left out (the speaking budget).
  const lead =
    old && sinceStart(span)
      ? fill(h.onlyUntil, { age })
      : old
        ? fill(h.until, { lead: leadOf(words, n, span), age })
        : gapMinutes > 0
          ? fill(unitWord(words, h.gap, gapMinutes), { lead: leadOf(words, n, span), count: n.number(gapMinutes, 0) })
          : leadOf(words, n, span);
  return fill(h.answer, { lead, summary });
}

/**
 * The span an answer knows: the whole window when the readings reach its start; else, when this
 * process started inside the window and the readings begin with it (the server's last values handed
 * over at start count), the time since the start, "since I started"; else the time since the first
 * reading (a sensor that came later, a window inside the history).
 */
function leadOf(words: Locale, n: Numbers, span: HistorySpan): string {
  if (span.firstTime <= span.from + SPAN_SLACK_MS) return lead(words, n, span.now - span.from);
  // The real time since the start ("12 seconds ago"); at least a second: a start within the last second would be "now".
  if (sinceStart(span)) return fill(words.history.since, { age: n.age(Math.max(1000, span.now - span.startedAt)) });
  return lead(words, n, span.now - span.firstTime);
}

/** Whether the readings begin with this process, inside the window (see leadOf). */
function sinceStart(span: HistorySpan): boolean {
  return span.firstTime > span.from + SPAN_SLACK_MS && span.startedAt > span.from && span.firstTime <= span.startedAt + SPAN_SLACK_MS;
}

/** "In the last hour", "In the last 40 minutes", "In the last 3 hours" for a span in ms. */
function lead(words: Locale, n: Numbers, spanMs: number): string {
  const l = words.history.lead;
  const minutes = Math.max(1, Math.round(spanMs / 60_000)); // "in the last minute" at least
  if (minutes === 60) return l.hour;
  const count = (forms: PluralForms, c: number) => fill(unitWord(words, forms, c), { count: n.number(c, 0) });
  if (minutes < 120) return count(l.minutes, minutes);
  return count(l.hours, Math.round(minutes / 60));
}

/** Plural rules of each locale, built once (default options, as the history answers have always chosen their forms). */
const PLURALS = new WeakMap<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale): Intl.PluralRules {
  let rules = PLURALS.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(intlTagOf(locale));
    PLURALS.set(locale, rules);
  }
  return rules;
}

/** The plural form for `count` as shown, by the language's rules ("1,4 hectopascal" in pt-BR, "1.4 hectopascals"). */
export function unitWord(words: Locale, forms: PluralForms, count: number): string {
  return pluralForm(forms, pluralOf(words).select(count) as PluralCategory);
}

/** A summary without its closing full stop (the `feed.until` frame puts its own). */
function withoutStop(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}
