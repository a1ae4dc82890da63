/**
 * Words of the recent-history answers (issue 22; queries wind_history, battery_history,
 * depth_history, air_history over vessel/history.ts): "In the last 40 minutes, since I started:
 * strongest gust 28 knots, average 17 knots, mostly from the South-West." Pure: SI in, text out,
 * through the Speaker's numbers and units and the locale's `history` block.
 */
import { fill, intlTagOf, type Locale, type PluralForms } from './locale.js';
import { getLocale } from './locales/index.js';
import type { PressureTrend, Speaker } from './types.js';

/** The locale block of the history answers (one per language, src/speech/locales/*.ts `history`). */
export interface HistoryWords {
  /**
   * The opening that says how far back the answer knows; `{count}` whole minutes (under two hours)
   * or hours. `hour`: exactly the last hour.
   */
  readonly lead: { readonly hour: string; readonly minutes: PluralForms; readonly hours: PluralForms };
  /** Added to the lead when the history begins with this process ("since I started"). */
  readonly sinceStart: string;
  /** Lead and summary: `{lead}`, `{summary}`. en "{lead}: {summary}." */
  readonly answer: string;
  /** A hole in the readings: `{duration}`. en "no readings for 25 minutes". */
  readonly gap: string;
  /** The newest reading is old: `{age}` ("2 hours ago"). */
  readonly lastReading: string;
  /** Nothing remembered: `{subject}` (a word of `subjects`), `{age}` ("3 minutes ago"). */
  readonly none: string;
  readonly subjects: { readonly wind: string; readonly battery: string; readonly depth: string; readonly air: string };
  /** `{speed}`: strongest true wind, strongest apparent wind (no true wind kept), mean. `from`: `{point}` (compass word). */
  readonly wind: { readonly gust: string; readonly apparent: string; readonly mean: string; readonly from: string };
  /**
   * `lowestCharge` `{soc}`, `lowestVoltage` `{voltage}`; `energy` `{in}`, `{out}` (energies);
   * `bank` `{bank}` (said when the boat has several banks).
   */
  readonly battery: { readonly lowestCharge: string; readonly lowestVoltage: string; readonly energy: string; readonly bank: string };
  /** Watt hours, for energies under one kilowatt hour. */
  readonly wattHour: PluralForms;
  /** `shallowest` `{depth}` (a depth phrase such as "36.4 meters under the keel"); `now` `{depth}`. */
  readonly depth: { readonly shallowest: string; readonly now: string };
  /** Outside temperature's change over the window: `{change}`; steady alone. Pressure uses `barometer`'s words. */
  readonly temperature: { readonly up: string; readonly down: string; readonly steady: string };
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

/** A gap this long or shorter is not mentioned (a sensor's pause, a reconnect, a slow sender). */
export const GAP_SAID_MS = 15 * 60_000;
/** The data begins this long after the window's start before the answer says its shorter span. */
const SPAN_SLACK_MS = 2 * 60_000;

/** Pressure change within which the pressure is steady (the barometer's band, pressure-history.ts), Pa per three hours. */
const STEADY_PA_PER_3H = 100;
/** Temperature change within which it is steady, kelvin over the window. */
export const STEADY_K = 1;

/** Speaks history answers in the speaker's language. */
export class HistoryPhrases {
  private readonly locale: Locale;
  private readonly words: HistoryWords;
  private readonly plural: Intl.PluralRules;

  constructor(private readonly speaker: Speaker) {
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
   * process inside the window: leadOf), the summary parts, a gap over fifteen minutes and an old last
   * reading: "In the last 40 minutes, since I started: strongest gust 28 knots, average 17 knots."
   */
  answer(span: HistorySpan, parts: (string | null)[]): string | null {
    const summary = this.speaker.join([
      ...parts,
      span.longestGapMs > GAP_SAID_MS ? fill(this.words.gap, { duration: this.duration(span.longestGapMs) }) : null,
      span.now - span.lastTime > span.staleAfterMs ? fill(this.words.lastReading, { age: this.speaker.age(span.now - span.lastTime) }) : null,
    ]);
    if (summary === null) return null;
    return fill(this.words.answer, { lead: this.leadOf(span), summary });
  }

  /**
   * The span an answer knows: the whole window when the readings reach its start; else, when this
   * process started inside the window and the readings begin with it (the server's last values handed
   * over at start count), the time since the start, "since I started"; else the time since the first
   * reading (a sensor that came later, a window inside the history).
   */
  private leadOf(span: HistorySpan): string {
    if (span.firstTime <= span.from + SPAN_SLACK_MS) return this.lead(span.now - span.from);
    if (span.startedAt > span.from && span.firstTime <= span.startedAt + SPAN_SLACK_MS) return this.lead(span.now - span.startedAt) + this.words.sinceStart;
    return this.lead(span.now - span.firstTime);
  }

  /** "strongest gust 28 knots", or "strongest apparent wind 13.6 knots" when `apparent`. */
  windMax(mps: number, apparent: boolean): string | null {
    const speed = this.speaker.quantity('speed', mps).text;
    return speed === null ? null : fill(apparent ? this.words.wind.apparent : this.words.wind.gust, { speed });
  }

  /** "average 17 knots". */
  windMean(mps: number): string | null {
    const speed = this.speaker.quantity('speed', mps).text;
    return speed === null ? null : fill(this.words.wind.mean, { speed });
  }

  /** "mostly from the South-West" (radians, where the wind comes from). */
  windFrom(rad: number): string | null {
    if (!Number.isFinite(rad)) return null;
    const deg = ((((rad * 180) / Math.PI) % 360) + 360) % 360;
    const point = this.locale.compass[Math.round(deg / 22.5) % 16];
    return point === undefined ? null : fill(this.words.wind.from, { point });
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

  /** "1.2 kilowatt hours in, 350 watt hours out" (joules). */
  energy(inJ: number, outJ: number): string | null {
    const i = this.energyWords(inJ);
    const o = this.energyWords(outJ);
    return i === null || o === null ? null : fill(this.words.battery.energy, { in: i, out: o });
  }

  /** "bank house" (which bank, when the boat has several). */
  bank(id: string): string {
    return fill(this.words.battery.bank, { bank: id });
  }

  /** "shallowest 36.4 meters under the keel" given the depth phrase template of the path (locale `depth`). */
  shallowest(depthTemplate: string, meters: number): string | null {
    const depth = this.speaker.quantity('depth', meters).text;
    return depth === null ? null : fill(this.words.depth.shallowest, { depth: fill(depthTemplate, { depth }) });
  }

  /** "now 38 meters". */
  depthNow(meters: number): string | null {
    const depth = this.speaker.quantity('depth', meters).text;
    return depth === null ? null : fill(this.words.depth.now, { depth });
  }

  /**
   * "1008 hectopascals, falling 4.2 hectopascals" in the barometer's words: the change over the
   * span, steady within 1 hectopascal in three hours (scaled to three hours from a span of an hour
   * or more; a shorter span is judged on its own change).
   */
  pressure(lastPa: number, changePa: number, spanMs: number): string | null {
    const now = this.speaker.quantity('pressure', lastPa).text;
    if (now === null) return null;
    const per3h = spanMs >= 3600_000 ? changePa * ((3 * 3600_000) / spanMs) : changePa;
    const trend: PressureTrend = Math.abs(per3h) < STEADY_PA_PER_3H ? 'steady' : changePa > 0 ? 'rising' : 'falling';
    const b = this.locale.barometer;
    const change = this.pressureChange(changePa) ?? this.speaker.quantity('pressure', Math.abs(changePa)).text;
    const words = trend === 'steady' ? fill(b.steady, { window: '' }) : change === null ? null : fill(trend === 'rising' ? b.rising : b.falling, { change, window: '' });
    return this.speaker.join([now, words === null ? null : tidy(words)]);
  }

  /** "outside 18 degrees Celsius, down 3 degrees Celsius" (kelvin); steady within one degree. */
  temperature(lastK: number, changeK: number): string | null {
    const now = this.speaker.quantity('temperature', lastK).text;
    if (now === null) return null;
    const t = this.words.temperature;
    const imperial = this.speaker.units === 'nautical-imperial';
    const change = Math.round(Math.abs(changeK) * (imperial ? 1.8 : 1));
    const unit = this.unitWord(imperial ? this.locale.units.degreeFahrenheit : this.locale.units.degreeCelsius, change);
    const changeText = fill(this.locale.quantity, { number: this.speaker.number(change, 0), unit });
    const trend = Math.abs(changeK) < STEADY_K ? t.steady : fill(changeK > 0 ? t.up : t.down, { change: changeText });
    return this.speaker.join([fill(this.locale.barometer.outside, { temperature: now }), trend]);
  }

  // --- helpers --------------------------------------------------------------------------------

  /** "In the last hour", "In the last 40 minutes", "In the last 3 hours" for a span in ms. */
  private lead(spanMs: number): string {
    const minutes = Math.max(1, Math.round(spanMs / 60_000)); // "in the last minute" at least
    if (minutes === 60) return this.words.lead.hour;
    if (minutes < 120) return this.count(this.words.lead.minutes, minutes);
    return this.count(this.words.lead.hours, Math.round(minutes / 60));
  }

  /** A duration in whole minutes ("25 minutes", "2 hours 5 minutes"). */
  private duration(ms: number): string {
    return this.speaker.quantity('duration', Math.round(ms / 60_000) * 60).text ?? '';
  }

  /** A pressure difference with one decimal in hectopascals (the barometer's rule). */
  private pressureChange(pa: number): string | null {
    if (this.speaker.units !== 'nautical-metric') return null;
    const hpa = Math.abs(pa) / 100;
    return fill(this.locale.quantity, { number: this.speaker.number(hpa, 1), unit: this.unitWord(this.locale.units.hectopascal, Math.round(hpa * 10) / 10) });
  }

  private energyWords(joules: number): string | null {
    if (!Number.isFinite(joules) || joules < 0) return null;
    const wh = joules / 3600;
    if (Math.round(wh) < 1000) return fill(this.locale.quantity, { number: this.speaker.number(Math.round(wh), 0), unit: this.unitWord(this.words.wattHour, Math.round(wh)) });
    const kwh = Math.round(wh / 100) / 10;
    return fill(this.locale.quantity, { number: this.speaker.number(kwh, 1), unit: this.unitWord(this.locale.units.kilowattHour, kwh) });
  }

  private unitWord(forms: PluralForms, n: number): string {
    const category = Number.isInteger(n) ? this.plural.select(n) : 'other';
    return forms[category] ?? forms.other;
  }

  private count(forms: PluralForms, n: number): string {
    return fill(this.unitWord(forms, n), { count: this.speaker.number(n, 0) });
  }
}

/** Collapses the spaces an empty placeholder leaves. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
