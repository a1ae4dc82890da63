/**
 * Engines named by where they sit: SignalK `propulsion.<id>` ids that are a position on board are said
 * in the answer's language (locale `engines.positions`): "port" -> "port engine", "Backbordmotor".
 */
import type { Locale } from '../locale.js';

/** Engine ids that name a position on board, and the `engines.positions` key that says it. */
export const ENGINE_POSITIONS: Readonly<Record<string, keyof Locale['engines']['positions']>> = {
  port: 'port',
  starboard: 'starboard',
  stbd: 'starboard',
  center: 'center',
  centre: 'center',
  main: 'main',
};

/** The words for an engine id that names a position (any case), or null. */
export function enginePosition(words: Locale, id: string): string | null {
  const position = ENGINE_POSITIONS[id.toLowerCase()];
  return position ? words.engines.positions[position] : null;
}
