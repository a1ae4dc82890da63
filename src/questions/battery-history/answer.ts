/**
 * The battery history answer: "In the last 12 hours: lowest charge 62 percent, 1.2 kilowatt hours
 * used." The lowest state of charge (ratio 0..1), else the lowest voltage; then the energy taken from
 * the bank (joules), or when none was taken the energy put in ("350 watt hours charged"), left out when
 * neither rounds above zero or either is unknown. One flow only: both do not fit the speaking budget in
 * German or Spanish (the result fields keep both). Watt hours under 100, else kilowatt hours with one
 * decimal ("0.8 kilowatt hours": shorter to say than "775 watt hours"). The lead, the caveats and the
 * fit to the speaking budget are the frame every history answer shares (speech/answers/history.ts historyAnswer).
 */
import { fill, type Locale, type PluralForms } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import { historyAnswer, unitWord } from '../../speech/answers/history.js';
import type { HistoryReading, QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** battery_history's summary of one bank; null when none. */
export interface BatteryHistoryReading extends HistoryReading {
  /** Lowest state of charge, ratio 0..1. */
  socMin: number | null;
  /** Lowest voltage, volts (said only without a state of charge). */
  voltageMin: number | null;
  /** Energy into and out of the bank in the window, joules (said only when both are known). */
  energyIn: number | null;
  energyOut: number | null;
}

/**
 * One language's words: `lowestCharge` `{soc}`, `lowestVoltage` `{voltage}`; energy `used` `{out}`,
 * or `charged` `{in}` when none was used; `wattHour` for energies under one kilowatt hour (kilowatt
 * hours are the locale's unit). `readings`: the `{subject}` of the shared "no readings" sentence (en
 * "battery": "No battery readings since I started 3 minutes ago.").
 */
export interface BatteryHistoryWords {
  readonly readings: string;
  readonly lowestCharge: string;
  readonly lowestVoltage: string;
  readonly used: string;
  readonly charged: string;
  readonly wattHour: PluralForms;
}

/** "In the last 12 hours: lowest charge 62 percent, 1.2 kilowatt hours used." from the summary (SI); null when nothing can be said. */
export function sayBatteryHistory(words: BatteryHistoryWords, n: Numbers, reading: BatteryHistoryReading, locale: Locale): string | null {
  const soc = reading.socMin === null ? null : n.quantity('ratio', reading.socMin).text;
  const voltage = reading.voltageMin === null ? null : n.quantity('voltage', reading.voltageMin).text;
  const lowest = reading.socMin !== null ? (soc === null ? null : fill(words.lowestCharge, { soc })) : voltage === null ? null : fill(words.lowestVoltage, { voltage });
  let energy: string | null = null;
  if (reading.energyIn !== null && reading.energyOut !== null) {
    const out = energyWords(words, locale, n, reading.energyOut);
    const into = out === null ? energyWords(words, locale, n, reading.energyIn) : null;
    energy = out !== null ? fill(words.used, { out }) : into === null ? null : fill(words.charged, { in: into });
  }
  return historyAnswer(locale, n, reading, words.readings, [lowest, energy]);
}

/** Watt hours, whole, under 100; else kilowatt hours with one decimal; null when it rounds to zero or is not a positive number (joules). */
function energyWords(words: BatteryHistoryWords, locale: Locale, n: Numbers, joules: number): string | null {
  if (!Number.isFinite(joules) || joules <= 0) return null;
  const wh = Math.round(joules / 3600);
  if (wh === 0) return null;
  if (wh < 100) return fill(locale.quantity, { number: n.number(wh, 0), unit: unitWord(locale, words.wattHour, wh) });
  const kwh = Math.round(joules / 360_000) / 10;
  return fill(locale.quantity, { number: n.number(kwh, 1), unit: unitWord(locale, locale.units.kilowattHour, kwh) });
}

/** The answer with its words, for `Speaker.answer`. */
export const BATTERY_HISTORY: QuestionAnswer<BatteryHistoryWords, BatteryHistoryReading> = { words: WORDS, say: sayBatteryHistory };
