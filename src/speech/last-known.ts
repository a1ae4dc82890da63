/**
 * The last known values, cut to the speaking budget (docs/design.md#the-speaking-budget: every answer at most 8 s of espeak-ng
 * speech; the disconnected answer with the values of a long answer ran 9 to 14 s). While the SignalK
 * feed is down an answer leads with "I can't reach the boat's SignalK server; last contact 2 minutes
 * ago", which takes half the budget; the values follow, first ones first (each answer says its most
 * important value first), as many whole parts as fit. The result's fields keep them all.
 *
 * The fit is judged on an estimate of espeak-ng's speaking time (about 0.05 s a letter, 0.3 to 0.45 s a
 * digit, 0.5 s a clause with its pause), kept under the budget by a margin; the speaking-budget test
 * (test/integration/speaking-budget.test.ts) checks the outcome with espeak-ng itself.
 */
import type { Language } from './types.js';

/**
 * espeak-ng's seconds per letter, per digit, per clause (its pause) and per answer, by language: least
 * squares over the seven languages' disconnected answers of the demo vessel (each cut after every
 * part); last, the ceiling for the estimate: 8 s less the fit's largest underestimate there (0.4 to
 * 0.8 s) and 0.1 s.
 */
const RATES: Readonly<Record<Language, readonly [letter: number, digit: number, clause: number, base: number, ceiling: number]>> = {
  en: [0.05, 0.314, 0.48, 0.588, 7.5],
  'pt-BR': [0.051, 0.385, 0.519, 0.247, 7.1],
  pt: [0.052, 0.364, 0.49, 0.646, 7.3],
  de: [0.05, 0.444, 0.339, 0.291, 7.4],
  fr: [0.042, 0.231, 0.424, 0.674, 7.5],
  es: [0.047, 0.335, 0.534, 0.643, 7.2],
  nl: [0.053, 0.358, 0.349, 0.717, 7.4],
};

/** Where an answer's parts meet: "; ", " ; " (French), ", " (a decimal comma has no space after it). */
const PART_BREAK = /(\s?;\s|,\s)/u;
/** Clause breaks, each a pause: also ": " and a full stop within the text. */
const CLAUSE_BREAK = /\s?[;:.]\s|,\s/gu;

/**
 * Words of three or more letters without a vowel ("tsrb", a name transliterated from a script that writes
 * no vowels): espeak-ng spells them letter by letter, about 0.24 s a letter in every voice, so each such
 * letter costs this much more than a letter read in a word. A "y" is no vowel here and an apostrophe
 * between letters joins a word: Arabic transliterated ("sfynh l'ml lbhryh") is spelled in part, with
 * pauses at the apostrophes (German: 1.7 s for what the letters alone put at 0.8 s). Two-letter ones ("PM", "kW") are common in
 * our own answers and already in the fitted rates.
 */
const SPELLED_WORD = /(?<![\p{L}'])[b-df-hj-np-tv-z](?:'?[b-df-hj-np-tv-z]){2,}(?![\p{L}'])/giu;
const SPELLED_LETTER_S = 0.19;

/** Estimated seconds of espeak-ng speech for `text` in `language` at its default rate. */
export function speakingEstimate(text: string, language: Language): number {
  const [letter, digit, clause, base] = RATES[language];
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const digits = text.match(/\p{N}/gu)?.length ?? 0;
  const clauses = 1 + (text.match(CLAUSE_BREAK)?.length ?? 0);
  const spelled = (text.match(SPELLED_WORD) ?? []).reduce((n, w) => n + w.replace(/'/g, '').length, 0);
  return letters * letter + digits * digit + clauses * clause + base + spelled * SPELLED_LETTER_S;
}

/**
 * Whether `text` is estimated to fit the speaking budget in `language` with `reserve` seconds to spare
 * (for what an answer adds around it, as its age): the estimate within the language's ceiling.
 */
export function fitsEstimate(text: string, language: Language, reserve = 0): boolean {
  return speakingEstimate(text, language) + reserve <= RATES[language][4];
}

/** Speaking budget of an answer, seconds of espeak-ng (docs/design.md#the-speaking-budget); RATES' ceilings are for it. */
export const BUDGET_S = 8;

/**
 * Whether `text` is said within `seconds` of espeak-ng speech by the estimate: under the language's
 * ceiling for `BUDGET_S` (RATES) scaled to `seconds` (the 12 s of a compound emergency, triage.ts): the
 * estimate's error grows with the length, so the margin does too.
 */
export function fitsSpeaking(text: string, language: Language, seconds: number): boolean {
  return speakingEstimate(text, language) <= RATES[language][4] * (seconds / BUDGET_S);
}

/**
 * The longest head of `display` (its first parts, whole) that `frame` can say within the estimate's
 * language's ceiling; null when not even the first part fits. `frame(values)` is the whole answer around them.
 * `whole` are phrases never cut in two (a position: half of one is no position). A final full stop of
 * `display` is dropped (the frame puts its own).
 */
export function fitLastKnown(display: string, language: Language, frame: (values: string) => string, whole: readonly string[] = []): string | null {
  let body = display.endsWith('.') ? display.slice(0, -1) : display;
  // Whole phrases become one token while splitting (the private-use characters cannot be in a display).
  const kept: string[] = [];
  for (const w of whole) {
    if (w === '' || !body.includes(w)) continue;
    body = body.split(w).join(`\uE000${kept.length}\uE001`);
    kept.push(w);
  }
  const restore = (s: string) => s.replace(/\uE000(\d+)\uE001/gu, (_, i: string) => kept[Number(i)]!);
  const pieces = body.split(PART_BREAK); // part, break, part, break, ...
  let best: string | null = null;
  for (let end = 0; end < pieces.length; end += 2) {
    const head = restore(pieces.slice(0, end + 1).join(''));
    if (speakingEstimate(frame(head), language) > RATES[language][4]) break;
    best = head;
  }
  return best;
}
