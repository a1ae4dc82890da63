/**
 * Finding a family's slot in the sentence Home Assistant heard when no wildcard captured it (types.ts
 * Family `slot.fromSentence`): the bank, engine or tank a question names with fixed words. Pure.
 */
import type { QueryContext } from '../queries/types.js';
import { resolveTankType, tankIds } from './tank-levels/query.js';

/**
 * For sentences that name a bank or an engine where no wildcard can stand ("house bank voltage",
 * "port engine rpm": a template cannot start with a wildcard): the first one- or two-word phrase of
 * the sentence that is one of the boat's own ids (`known`) or one of the language's slot words whose
 * value is not "no argument", else undefined.
 */
export function ownWordIn(known: (ctx: QueryContext) => string[]) {
  return (sentence: string, ctx: QueryContext, table: Readonly<Record<string, string | null>> = {}): string | undefined => {
    const ids = new Set(known(ctx).map((k) => k.toLowerCase()));
    // ids may be numbers ("electrical.batteries.1"): digits are words here
    return firstPhrase(sentence.split(/[^\p{L}\p{N}]+/u), (w) => ids.has(w) || (Object.hasOwn(table, w) && table[w] !== null));
  };
}

/** The first one- or two-word phrase (lower case) of `words` that `names` accepts, two words first; else undefined. */
function firstPhrase(words: readonly string[], names: (phrase: string) => boolean): string | undefined {
  const w = words.filter(Boolean).map((x) => x.toLowerCase());
  for (let i = 0; i < w.length; i++) {
    const two = w[i + 1] !== undefined ? `${w[i]} ${w[i + 1]}` : undefined;
    if (two && names(two)) return two;
    if (names(w[i]!)) return w[i];
  }
  return undefined;
}

/**
 * The first one- or two-word phrase of a sentence that names one of the boat's tank types, by the
 * language's slot words (`table`) or the tank query's own words
 * ("how much fresh water do we have" -> "fresh water"), or undefined.
 */
export function tankWordIn(sentence: string, ctx: QueryContext, table: Readonly<Record<string, string | null>> = {}): string | undefined {
  const types = [...new Set(tankIds(ctx).map(([t]) => t))];
  return firstPhrase(sentence.split(/[^\p{L}]+/u), (w) => Object.hasOwn(table, w) || resolveTankType(w, types) !== null);
}
