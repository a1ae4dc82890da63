/**
 * A SignalK key said as words (docs/design.md#languages-and-wording): the tank types, tank ids and
 * engine ids the locale has no word for are said as the boat spells them, split where the key joins words.
 */

/** Words for a SignalK key: "freshWater" -> "fresh water", "engine2" -> "engine 2", "port_aft" -> "port aft". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
}
