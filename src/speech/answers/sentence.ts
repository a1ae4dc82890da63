/**
 * One spoken sentence from a phrase, shared by the AIS answer (answers/ais-targets.ts) and the triage
 * (speech/triage.ts), whose every item is a sentence of its own; and the capital a Home Assistant
 * sensor's name starts with (entities/plan.ts sensorName).
 */
import { intlTagOf, type Locale } from '../locale.js';

/**
 * `text` as a sentence: its first letter in capitals by the language's rules, one final full stop
 * (none added after "." "!" "?"): "cargo vessel, 1.2 miles north-east" -> "Cargo vessel, 1.2 miles north-east.".
 */
export function sentence(words: Locale, text: string): string {
  const body = capitalised(words, text);
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

/** `text` with its first letter in capitals by the language's rules: "battery house" -> "Battery house". */
export function capitalised(words: Locale, text: string): string {
  return text.charAt(0).toLocaleUpperCase(intlTagOf(words)) + text.slice(1);
}
