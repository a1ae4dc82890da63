/**
 * Words of the recent-history answers (queries wind_history, battery_history,
 * depth_history, air_history over vessel/history.ts): "Since I started 40 minutes ago: strongest
 * gust 28 knots, average 17 knots." Pure: SI in, text out,
 * through the Speaker's numbers and units and the locale's `history` block.
 */
import { fill, intlTagOf, pluralForm, type Locale, type PluralCategory, type PluralForms } from './locale.js';
import { getLocale } from './locales/index.js';
import { PA_PER_INHG } from './units.js';
import { pressureTrend } from '../vessel/pressure-history.js';
import { fitsSpeaking } from './last-known.js';
import type { PressureTrend } from '../domain/pressure.js';
import type { Speaker } from './types.js';
import { roundBinary } from '../domain/round.js';

/**
 * The locale block of the history answers (one per language, src/speech/locales/*.ts `history`).
 * Answers are kept short for the 8-second speaking budget: one lead, the values, at most one caveat.
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
  /** Nothing remembered: `{subject}` (a word of `subjects`), `{age}` ("3 minutes ago"). */
  readonly none: string;
  readonly subjects: { readonly wind: string; readonly battery: string; readonly depth: string; readonly air: string };
  /** `{speed}`: strongest true wind, strongest apparent wind (no true wind kept), mean. */
  readonly wind: { readonly gust: string; readonly apparent: string; readonly mean: string };
  /**
   * `lowestCharge` `{soc}`, `lowestVoltage` `{voltage}`; energy `used` `{out}`, or `charged` `{in}` when none was used.
   */
  readonly battery: { readonly lowestCharge: string; readonly lowestVoltage: string; readonly used: string; readonly charged: string };
  /** Watt hours, for energies under one kilowatt hour. */
  readonly wattHour: PluralForms;
  /**
   * `shallowest` `{depth}` (a depth phrase such as "36.4 meters under the keel"); `now` `{depth}`; `last`
   * `{depth}` when the newest reading is past the depth's freshness limit (the lead then says its age:
   * "Until 46 seconds ago: shallowest 2.1 meters under the keel, last 2.4 meters.").
   */
  readonly depth: { readonly shallowest: string; readonly now: string; readonly last: string };
  /**
   * Pressure and outside temperature over the window: `pressure` `{trend}` (the barometer's rising /
   * falling / steady words); `temperature` `{trend}`, one of `up` / `down` `{change}` (whole degrees) or `steady`.
   */
  readonly air: { readonly pressure: string; readonly temperature: string; readonly up: string; readonly down: string; readonly steady: string };
}

/** How far back an answer knows, and what is missing. Times epoch ms. */
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

/**
 * A gap without readings longer than this is said after the lead, in whole minutes, at least one ("1 minute
 * missing"): history keeps one-minute buckets, so a source that sends once a minute has no gap.
 */
export const GAP_SAID_MS = 60_000;

/** The data begins this long after the window's start before the answer says its shorter span. */
const SPAN_SLACK_MS = 2 * 60_000;

/** Temperature change within which it is steady, kelvin over the window. */
export const STEADY_K = 1;

/** Speaks history answers in the speaker's language. */
export class HistoryPhrases {
  private readonly locale: Locale;
  private readonly words: HistoryWords;
  private readonly plural: Intl.PluralRules;

  /** `lostAgoMs`: the SignalK feed is down since then (answers say what was known until the last reading); null while up. */
  constructor(
    private readonly speaker: Speaker,
    private readonly lostAgoMs: number | null = null,
  ) {
    this.locale = getLocale(speaker.language);
    this.words = this.locale.history;
    this.plural = new Intl.PluralRules(intlTagOf(this.locale));
  }

  /** "No wind readings since I started 3 minutes ago." */
  none(subject: keyof HistoryWords['subjects'], startedAgoMs: number): string {
    return fill(this.words.none, { subject: this.words.subjects[subject], age: this.speaker.age(Math.max(0, startedAgoMs)) });
  }

  /**
   * The whole answer: lead (the span known, "since I started" when the history begins with this
   * process inside the window: leadOf; "until 30 minutes ago" when the last reading is old) and the
   * summary parts: "Since I started 40 minutes ago: strongest gust 28 knots, average 17 knots."
   */
  answer(span: HistorySpan, parts: (string | null)[]): string | null {
    // An old last reading is said in the lead ("until 30 minutes ago"); else a gap of a minute or more
    // inside the span ("1 minute missing": the values hold no readings from then). One caveat at most.
    // With a gap said, only the first value (the extreme the question is about: strongest gust, lowest
    // charge, shallowest, pressure) follows: all of them ran 9 to 10 s of espeak-ng in German and
    // Portuguese. The others stay in the answer's fields.
    const old = span.now - span.lastTime > span.staleAfterMs;
    const gapMinutes = !old && span.longestGapMs > GAP_SAID_MS ? Math.max(1, Math.round(span.longestGapMs / 60_000)) : 0;
    const said = parts.filter((p): p is string => p !== null);
    const summary = this.speaker.join(gapMinutes > 0 ? said.slice(0, 1) : said);
    if (summary === null) return null;
    if (this.lostAgoMs !== null) {
      // Contact lost: the values until the newest reading (its age is the answer's timestamp, so the
      // spoken age and age_s agree), as many whole ones as the speaking budget holds (the first always).
      const said = parts.filter((p): p is string => p !== null);
      const until = Math.max(0, span.now - span.lastTime);
      const say = (n: number) => this.speaker.lostHistory(until, this.speaker.join(said.slice(0, n))!);
      let n = said.length;
      while (n > 1 && !fitsSpeaking(say(n), this.speaker.language, 8)) n--;
      return say(n);
    }
    const age = old ? this.speaker.age(span.now - span.lastTime) : '';
    // Old readings since the start: the end is said and the start left out (the speaking budget).
    const lead =
      old && this.sinceStart(span)
        ? fill(this.words.onlyUntil, { age })
        : old
          ? fill(this.words.until, { lead: this.leadOf(span), age })
          : gapMinutes > 0
            ? fill(this.unitWord(this.words.gap, gapMinutes), { lead: this.leadOf(span), count: this.speaker.number(gapMinutes, 0) })
            : this.leadOf(span);
    return fill(this.words.answer, { lead, summary });
  }

  /**
   * The span an answer knows: the whole window when the readings reach its start; else, when this
   * process started inside the window and the readings begin with it (the server's last values handed
   * over at start count), the time since the start, "since I started"; else the time since the first
   * reading (a sensor that came later, a window inside the history).
   */
  private leadOf(span: HistorySpan): string {
    if (span.firstTime <= span.from + SPAN_SLACK_MS) return this.lead(span.now - span.from);
    // The real time since the start ("12 seconds ago"); at least a second: a start within the last second would be "now".
    if (this.sinceStart(span)) return fill(this.words.since, { age: this.speaker.age(Math.max(1000, span.now - span.startedAt)) });
    return this.lead(span.now - span.firstTime);
  }

  /** Whether the readings begin with this process, inside the window (see leadOf). */
  private sinceStart(span: HistorySpan): boolean {
    return span.firstTime > span.from + SPAN_SLACK_MS && span.startedAt > span.from && span.firstTime <= span.startedAt + SPAN_SLACK_MS;
  }

  /** "strongest gust 28 knots", or "strongest apparent wind 14 knots" when `apparent`: whole knots, as gusts are given. */
  windMax(mps: number, apparent: boolean): string | null {
    const speed = this.speaker.quantity('speed', wholeKnots(mps)).text;
    return speed === null ? null : fill(apparent ? this.words.wind.apparent : this.words.wind.gust, { speed });
  }

  /** "average 17 knots" (whole knots). */
  windMean(mps: number): string | null {
    const speed = this.speaker.quantity('speed', wholeKnots(mps)).text;
    return speed === null ? null : fill(this.words.wind.mean, { speed });
  }

  /** "lowest charge 62 percent" (ratio 0..1). */
  lowestCharge(ratio: number): string | null {
    const soc = this.speaker.quantity('ratio', ratio).text;
    return soc === null ? null : fill(this.words.battery.lowestCharge, { soc });
  }

  /** "lowest 12.2 volts". */
  lowestVoltage(volts: number): string | null {
    const voltage = this.speaker.quantity('voltage', volts).text;
    return voltage === null ? null : fill(this.words.battery.lowestVoltage, { voltage });
  }

  /**
   * The energy taken from the bank, "1.2 kilowatt hours used" (joules); when none was taken, the
   * energy put in, "350 watt hours charged"; null when neither rounds above zero. One flow only: both
   * do not fit the speaking budget in German or Spanish (the result fields keep both).
   */
  energy(inJ: number, outJ: number): string | null {
    const b = this.words.battery;
    const o = this.energyWords(outJ);
    if (o !== null) return fill(b.used, { out: o });
    const i = this.energyWords(inJ);
    return i === null ? null : fill(b.charged, { in: i });
  }

  /**
   * "shallowest 36 meters under the keel" given the depth phrase template of the path (locale `depth`);
   * `underKeel`: zero and negative are readings ("shallowest minus 0.3 meters under the keel").
   */
  shallowest(depthTemplate: string, meters: number, underKeel = false): string | null {
    const depth = underKeel && meters <= 0 ? this.speaker.keelDepth(meters) : this.depthWords(meters);
    return depth === null ? null : fill(this.words.depth.shallowest, { depth: fill(depthTemplate, { depth }) });
  }

  /**
   * "now 38 meters"; `old` (the reading is past the depth's freshness limit, said in the lead) "last 0.1
   * meters", so an old figure is never heard as the depth now. `underKeel` as in `shallowest`.
   */
  depthNow(meters: number, old = false, underKeel = false): string | null {
    const depth = underKeel && meters <= 0 ? this.speaker.keelDepth(meters) : this.depthWords(meters);
    if (depth === null) return null;
    return fill(old ? this.words.depth.last : this.words.depth.now, { depth });
  }

  /**
   * "pressure falling 4.2 hectopascals" in the barometer's words: the change over the span, steady
   * within 1 hectopascal in three hours (scaled to three hours from a span of an hour or more; a
   * shorter span is judged on its own change).
   */
  pressure(changePa: number, spanMs: number): string | null {
    if (!Number.isFinite(changePa)) return null;
    const trend = pressureTrend(changePa, spanMs);
    const b = this.locale.barometer;
    const change = this.pressureChange(changePa);
    const words = trend === 'steady' ? fill(b.steady, { window: '' }) : fill(trend === 'rising' ? b.rising : b.falling, { change, window: '' });
    return fill(this.words.air.pressure, { trend: tidy(words) });
  }

  /** "outside down 3 degrees" (a change in kelvin, spoken in whole degrees of the preset's scale); steady within one degree Celsius. */
  temperature(changeK: number): string | null {
    if (!Number.isFinite(changeK)) return null;
    const a = this.words.air;
    const change = Math.round(Math.abs(changeK) * (this.speaker.units === 'nautical-imperial' ? 1.8 : 1));
    const degrees = fill(this.locale.quantity, { number: this.speaker.number(change, 0), unit: this.unitWord(this.locale.units.degree, change) });
    const trend = Math.abs(changeK) < STEADY_K ? a.steady : fill(changeK > 0 ? a.up : a.down, { change: degrees });
    return fill(a.temperature, { trend });
  }

  // --- helpers --------------------------------------------------------------------------------

  /** "In the last hour", "In the last 40 minutes", "In the last 3 hours" for a span in ms. */
  private lead(spanMs: number): string {
    const minutes = Math.max(1, Math.round(spanMs / 60_000)); // "in the last minute" at least
    if (minutes === 60) return this.words.lead.hour;
    if (minutes < 120) return this.count(this.words.lead.minutes, minutes);
    return this.count(this.words.lead.hours, Math.round(minutes / 60));
  }

  /**
   * A depth over the history: tenths of a meter under 10 meters, whole meters from 10 (a tenth of a
   * meter in 65 meters of water is no news, and the two decimals put the answer at 8.3 to 8.6 s of
   * espeak-ng in German and Portuguese); feet as the depth answer says them.
   */
  private depthWords(meters: number): string | null {
    const whole = this.speaker.units === 'nautical-metric' && Number.isFinite(meters) && meters >= 10;
    return this.speaker.quantity('depth', whole ? Math.round(meters) : meters).text;
  }

  /**
   * A pressure difference, its magnitude: in hectopascals, one decimal (the barometer's rule) under 10,
   * whole from 10 (the speaking budget); in imperial, inches (of mercury, said once with the pressure)
   * with two decimals, "falling 0.04 inches", as the barometer answer says its change.
   */
  private pressureChange(pa: number): string {
    if (this.speaker.units === 'nautical-imperial') return pressureChangeInches(this.speaker, this.locale, pa);
    const hpa = Math.abs(pa) / 100;
    const decimals = hpa >= 10 ? 0 : 1;
    const shown = roundBinary(hpa, decimals);
    return fill(this.locale.quantity, { number: this.speaker.number(hpa, decimals), unit: this.unitWord(this.locale.units.hectopascal, shown) });
  }

  /** Watt hours, whole, under 100; else kilowatt hours with one decimal ("0.8 kilowatt hours": shorter to say than "775 watt hours"); null when zero. */
  private energyWords(joules: number): string | null {
    if (!Number.isFinite(joules) || joules <= 0) return null;
    const wh = Math.round(joules / 3600);
    if (wh === 0) return null;
    if (wh < 100) return fill(this.locale.quantity, { number: this.speaker.number(wh, 0), unit: this.unitWord(this.words.wattHour, wh) });
    const kwh = Math.round(joules / 360_000) / 10;
    return fill(this.locale.quantity, { number: this.speaker.number(kwh, 1), unit: this.unitWord(this.locale.units.kilowattHour, kwh) });
  }

  /** The plural form for `n` as shown, by the language's rules as live answers choose it ("1,4 hectopascal" in pt-BR, "1.4 hectopascals"). */
  private unitWord(forms: PluralForms, n: number): string {
    const category = this.plural.select(n) as PluralCategory;
    return forms[category] ?? forms.other;
  }

  private count(forms: PluralForms, n: number): string {
    return fill(this.unitWord(forms, n), { count: this.speaker.number(n, 0) });
  }
}

/**
 * A pressure change (its magnitude, Pa) in inches with two decimals: "0.04 inches". The pressure
 * itself is said in inches of mercury; its change in inches, as barometers are read ("down 0.04").
 */
export function pressureChangeInches(speaker: Pick<Speaker, 'number'>, locale: Locale, pa: number): string {
  const inches = Math.abs(pa) / PA_PER_INHG;
  const shown = roundBinary(inches, 2);
  const category = new Intl.PluralRules(intlTagOf(locale)).select(shown) as PluralCategory;
  return fill(locale.quantity, { number: speaker.number(inches, 2), unit: pluralForm(locale.units.inch, category) });
}

/** m/s whose knots are whole (speech rounds speeds to a tenth of a knot; gusts are given in whole knots). */
function wholeKnots(mps: number): number {
  const KNOT = 1852 / 3600;
  return Math.round(mps / KNOT) * KNOT;
}

/** Collapses the spaces an empty placeholder leaves. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
