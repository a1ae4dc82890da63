/**
 * What a tank is called, in the answer's language: the tanks answer (tool tank_levels) and the tank
 * sensors' names (src/questions/tank-levels/sensor.ts) say the same words. A type's only tank is called by its type
 * ("fuel", "Kraftstoff"); the boat's own name for a tank, or else "{type} tank {id}", only tells apart
 * several tanks of one type (docs/design.md#languages-and-wording). Locale block `tanks` (`types`, `numbered`).
 */
import { fill, type Locale } from '../locale.js';
import { keyWords } from '../key-words.js';
import type { TankNameReading } from '../types.js';

/** The word for a tank type: `tanks.types` ("freshWater" -> "fresh water", "Frischwasser"), else the key's own words ("rum"). */
export function tankType(words: Locale, type: string): string {
  return (words.tanks.types as Partial<Record<string, string>>)[type] ?? keyWords(type);
}

/**
 * A tank's name: the type's only tank by its type ("fuel"); one of several by the boat's name ("Bow tank"),
 * else numbered ("fresh water tank 1", `tanks.numbered`).
 */
export function tankName(words: Locale, tank: TankNameReading): string {
  const type = tankType(words, tank.type);
  if (!tank.numbered) return type;
  return tank.name ?? fill(words.tanks.numbered, { type, id: keyWords(tank.id) });
}
