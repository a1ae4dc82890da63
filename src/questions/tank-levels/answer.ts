/**
 * The tanks answer (tool tank_levels): each tank's level and volume, as many tanks as fit the speaking
 * budget, then how many were left out.
 *
 * Examples (en): "fuel 45 percent, 90 liters; fresh water 80 percent" (one tank of each type, by its
 * type), "Forward, 70 percent; fresh water tank 2, 60 percent" (several of a type: by the boat's name, else
 * numbered), "...; and 2 more tanks" (past the budget); null when no tank has a speakable reading.
 *
 * Units in: ratio 0..1 (SignalK `tanks.<type>.<id>.currentLevel`), m³ (`currentVolume`). A tank's name
 * is said as its Home Assistant sensor says it (speech/answers/tank-name.ts, the shared Locale's `tanks`
 * block); the budget is docs/design.md#the-speaking-budget, judged on the estimate (last-known.ts) like
 * the triage.
 */
import { fill, type Locale, type PluralForms } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { BOAT_NAME_MAX, sayableName } from '../../speech/boat-text.js';
import { fitsEstimate } from '../../speech/last-known.js';
import { tankName } from '../../speech/answers/tank-name.js';
import { WORDS } from './words.js';

/** One tank as the answer says it. */
export interface TankReading {
  /** SignalK type key (a `TankType` or another key). */
  type: string;
  /** Tank id, spoken only when `numbered` (several tanks of the type and no name). */
  id: string;
  /** The boat's name for the tank (`tanks.<type>.<id>.name`), spoken as given when `numbered`; or null. */
  name: string | null;
  /** Whether the type has several tanks, so the name (else "{type} tank {id}") must be said. */
  numbered: boolean;
  /** ratio 0..1 */
  level: number | null;
  /** m³ in the tank (sent, or level × capacity) */
  volume: number | null;
}

/**
 * One language's words. `item`: `{tank}`, `{reading}` (level and volume) for a type with one tank
 * (en "{tank} {reading}": "fuel 45 percent, 90 liters"); `namedItem`: same placeholders when the tank
 * is named or numbered (en "{tank}, {reading}"); `itemSeparator` between tanks ("; "); `more`: plural
 * forms with `{count}`, the tanks left out to keep the answer within the speaking budget (en "and 2
 * more tanks"). `subject`: the noun phrase for "The boat isn't reporting {subject} right now."
 */
export interface TanksWords {
  readonly item: string;
  readonly namedItem: string;
  readonly itemSeparator: string;
  readonly more: PluralForms;
  readonly subject: string;
}

/** The tanks sentence for a list of readings; see the module doc. `names`: the language's shared words, whose tank names the sensors say too. */
export function sayTanks(words: TanksWords, n: Numbers, list: readonly TankReading[], names: Locale): string | null {
  const items: string[] = [];
  for (const t of list) {
    const reading = n.join([n.quantity('ratio', t.level).text, n.quantity('volume', t.volume).text]);
    if (reading === null) continue;
    // A single tank of its type is called by the type, in the answer's language; the boat's own
    // name only tells apart several tanks of one type (answers/tank-name.ts).
    const name = (t.numbered && sayableName(t.name, BOAT_NAME_MAX)) || null;
    const tank = tankName(names, { type: t.type, id: t.id, name, numbered: t.numbered });
    items.push(fill(t.numbered ? words.namedItem : words.item, { tank, reading }));
  }
  return items.length === 0 ? null : fitItems(n, items, words.itemSeparator, words.more);
}

/**
 * As many of `items` (first first) as fit the speaking budget, then how many were left out ("and 2
 * more tanks"); the first item always. Judged on the estimate (last-known.ts): a boat with five
 * tanks, one of them named in Arabic, ran 13 to 15 s of espeak-ng.
 */
function fitItems(n: Numbers, items: readonly string[], separator: string, more: PluralForms): string {
  for (let said = items.length; said > 1; said--) {
    const left = items.length - said;
    const tail = left === 0 ? [] : [n.count(more, left)];
    const text = [...items.slice(0, said), ...tail].join(separator);
    if (fitsEstimate(text, n.language)) return text;
  }
  const left = items.length - 1;
  return left === 0 ? items[0]! : [items[0]!, n.count(more, left)].join(separator);
}

/** The answer with its words, for `Speaker.answer` (the tank_levels query and the tank sensors, entities/plan.ts). */
export const TANKS: QuestionAnswer<TanksWords, readonly TankReading[]> = { words: WORDS, say: sayTanks };
