/**
 * The engines answer (`Speaker.engines`, tool engine_state): revolutions, coolant temperature, oil
 * pressure and engine hours of each engine, as far as the boat sends them.
 *
 * Examples (en): "1850 revolutions per minute, coolant 82 degrees Celsius, oil pressure 3.5 bar, 1234
 * engine hours" (one engine), "stopped, coolant 26 degrees Celsius, 1234 engine hours", "port engine, 1850
 * revolutions per minute; starboard engine, stopped" (several: each by its position, the boat's label or
 * "engine {id}"); null when nothing.
 *
 * Units in: Hz (SignalK `propulsion.<id>.revolutions`), kelvin (`coolantTemperature`), pascals
 * (`oilPressure`), seconds (`runTime`). Words: the locale's `engines` block.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { EngineReading } from '../types.js';
import { roundTo } from '../../domain/round.js';
import { LIMITS } from '../../domain/quantities.js';
import { BOAT_NAME_MAX, sayableName } from '../boat-text.js';
import { keyWords } from '../key-words.js';
import { enginePosition } from './engine-name.js';

/** An engine whose revolutions (Hz) round to 0 per minute is stopped ("stopped", not "0 revolutions per minute"). */
export function isStopped(revolutionsHz: number): boolean {
  return Number.isFinite(revolutionsHz) && Math.abs(revolutionsHz * 60) < 0.5;
}

/** The engines sentence for a list of readings; see the module doc. */
export function engines(words: Locale, n: Numbers, list: readonly EngineReading[]): string | null {
  const l = words.engines;
  const items: string[] = [];
  for (const e of list) {
    const temperature = n.quantity('temperature', e.coolantTemperature).text;
    const pressure = n.quantity('enginePressure', e.oilPressure).text;
    const stopped = e.revolutions !== null && isStopped(e.revolutions);
    const turning = e.revolutions !== null && !stopped;
    const reading = n.join([
      e.running && turning ? l.running : null,
      stopped ? l.stopped : n.quantity('revolutions', e.revolutions).text,
      temperature === null ? null : fill(l.coolant, { temperature }),
      pressure === null ? null : fill(l.oilPressure, { pressure }),
      engineHours(words, n, e.runTime),
    ]);
    if (reading === null) continue;
    if (!e.named) {
      items.push(reading);
      continue;
    }
    // Position words first (in the answer's language), then the boat's label, then "engine {id}".
    const label = enginePosition(words, e.id) ?? (sayableName(e.label, BOAT_NAME_MAX) || fill(l.numbered, { id: keyWords(e.id) }));
    items.push(fill(l.item, { engine: label, reading }));
  }
  return items.length === 0 ? null : items.join(l.itemSeparator);
}

/** Engine hours, whole, seconds in: "1234 engine hours"; null outside the duration limits (domain/quantities.ts). */
function engineHours(words: Locale, n: Numbers, seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < LIMITS.duration.min || seconds > LIMITS.duration.max) return null;
  return n.count(words.engines.hours, roundTo(seconds / 3600, 0));
}
