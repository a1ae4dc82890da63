/**
 * The engines answer (tool engine_state): revolutions, coolant temperature, oil pressure and engine
 * hours of each engine, as far as the boat sends them.
 *
 * Examples (en): "1850 revolutions per minute, coolant 82 degrees Celsius, oil pressure 3.5 bar, 1234
 * engine hours" (one engine), "stopped, coolant 26 degrees Celsius, 1234 engine hours", "port engine, 1850
 * revolutions per minute; starboard engine, stopped" (several: each by its position, the boat's label or
 * "engine {id}"); null when nothing.
 *
 * Units in: Hz (SignalK `propulsion.<id>.revolutions`), kelvin (`coolantTemperature`), pascals
 * (`oilPressure`), seconds (`runTime`). An engine's name is said as its Home Assistant sensor says it
 * (the shared Locale's `engines` block, speech/answers/engine-name.ts).
 */
import { fill, type Locale, type PluralForms } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { roundTo } from '../../domain/round.js';
import { LIMITS } from '../../domain/quantities.js';
import { BOAT_NAME_MAX, sayableName } from '../../speech/boat-text.js';
import { keyWords } from '../../speech/key-words.js';
import { enginePosition } from '../../speech/answers/engine-name.js';
import { WORDS } from './words.js';

/** One engine as the answer says it, SI. */
export interface EngineReading {
  /** `propulsion.<id>`; spoken only when `named`: port/starboard/center/main in words, else the label, else "engine {id}". */
  id: string;
  /** The boat's label (`propulsion.<id>.label`), spoken as given when the id is not a position; or null. */
  label: string | null;
  /** Whether to say which engine this is (the boat has several). */
  named: boolean;
  /** Hz */
  revolutions: number | null;
  /** K */
  coolantTemperature: number | null;
  /** Pa */
  oilPressure: number | null;
  /** s */
  runTime: number | null;
  /** Say "running" before the revolutions of a running engine (the question asked whether it runs). */
  running?: boolean;
}

/**
 * One language's words. `coolant`: `{temperature}`; `oilPressure`: `{pressure}`; `hours`: plural forms
 * with `{count}` (whole hours run); `item`: `{engine}`, `{reading}` when the boat has several engines;
 * `itemSeparator` between engines ("; "); `stopped`: an engine at 0 revolutions per minute, said
 * instead of its revolutions (en "stopped"); `running`: said first for a running engine when the
 * question asked whether it runs ("running, 1850 revolutions per minute"). `subject`: the noun phrase
 * for "The boat isn't reporting {subject} right now."
 */
export interface EnginesWords {
  readonly coolant: string;
  readonly oilPressure: string;
  readonly hours: PluralForms;
  readonly item: string;
  readonly itemSeparator: string;
  readonly stopped: string;
  readonly running: string;
  readonly subject: string;
}

/** An engine whose revolutions (Hz) round to 0 per minute is stopped ("stopped", not "0 revolutions per minute"). */
export function isStopped(revolutionsHz: number): boolean {
  return Number.isFinite(revolutionsHz) && Math.abs(revolutionsHz * 60) < 0.5;
}

/** The engines sentence for a list of readings; see the module doc. `names`: the language's shared words, whose engine names the sensors say too. */
export function sayEngines(words: EnginesWords, n: Numbers, list: readonly EngineReading[], names: Locale): string | null {
  const items: string[] = [];
  for (const e of list) {
    const temperature = n.quantity('temperature', e.coolantTemperature).text;
    const pressure = n.quantity('enginePressure', e.oilPressure).text;
    const stopped = e.revolutions !== null && isStopped(e.revolutions);
    const turning = e.revolutions !== null && !stopped;
    const reading = n.join([
      e.running && turning ? words.running : null,
      stopped ? words.stopped : n.quantity('revolutions', e.revolutions).text,
      temperature === null ? null : fill(words.coolant, { temperature }),
      pressure === null ? null : fill(words.oilPressure, { pressure }),
      engineHours(words, n, e.runTime),
    ]);
    if (reading === null) continue;
    if (!e.named) {
      items.push(reading);
      continue;
    }
    // Position words first (in the answer's language), then the boat's label, then "engine {id}".
    const label = enginePosition(names, e.id) ?? (sayableName(e.label, BOAT_NAME_MAX) || fill(names.engines.numbered, { id: keyWords(e.id) }));
    items.push(fill(words.item, { engine: label, reading }));
  }
  return items.length === 0 ? null : items.join(words.itemSeparator);
}

/** Engine hours, whole, seconds in: "1234 engine hours"; null outside the duration limits (domain/quantities.ts). */
function engineHours(words: EnginesWords, n: Numbers, seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < LIMITS.duration.min || seconds > LIMITS.duration.max) return null;
  return n.count(words.hours, roundTo(seconds / 3600, 0));
}

/** The answer with its words, for `Speaker.answer`. */
export const ENGINES: QuestionAnswer<EnginesWords, readonly EngineReading[]> = { words: WORDS, say: sayEngines };
