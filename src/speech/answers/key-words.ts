/**
 * A SignalK key said as words, for the tank and engine answers (answers/tanks.ts, answers/engines.ts),
 * which name a tank type or an engine the locale has no word for by its key.
 */

/** Words for a SignalK key: "freshWater" -> "fresh water", "engine2" -> "engine 2", "aft_tank" -> "aft tank". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
}
