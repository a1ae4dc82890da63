/**
 * The tanks answer (`Speaker.tanks`, tool tank_levels): each tank's level and volume, as many tanks as
 * fit the speaking budget, then how many were left out.
 *
 * Examples (en): "fuel 45 percent, 90 liters; fresh water 80 percent" (one tank of each type, by its
 * type), "Forward, 70 percent; fresh water tank 2, 60 percent" (several of a type: by the boat's name, else
 * numbered), "...; and 2 more tanks" (past the budget); null when no tank has a speakable reading.
 *
 * Units in: ratio 0..1 (SignalK `tanks.<type>.<id>.currentLevel`), m³ (`currentVolume`). Words: the
 * locale's `tanks` block; the budget is docs/design.md#the-speaking-budget, judged on the estimate
 * (last-known.ts) like the triage.
 */
import { fill, type Locale, type PluralForms } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { TankReading } from '../types.js';
import { BOAT_NAME_MAX, sayableName } from '../boat-text.js';
import { fitsEstimate } from '../last-known.js';
import { tankName } from './tank-name.js';

/** The tanks sentence for a list of readings; see the module doc. */
export function tanks(words: Locale, n: Numbers, list: readonly TankReading[]): string | null {
  const l = words.tanks;
  const items: string[] = [];
  for (const t of list) {
    const reading = n.join([n.quantity('ratio', t.level).text, n.quantity('volume', t.volume).text]);
    if (reading === null) continue;
    // A single tank of its type is called by the type, in the answer's language; the boat's own
    // name only tells apart several tanks of one type (answers/tank-name.ts).
    const name = (t.numbered && sayableName(t.name, BOAT_NAME_MAX)) || null;
    const tank = tankName(words, { type: t.type, id: t.id, name, numbered: t.numbered });
    items.push(fill(t.numbered ? l.namedItem : l.item, { tank, reading }));
  }
  return items.length === 0 ? null : fitItems(n, items, l.itemSeparator, l.more);
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
