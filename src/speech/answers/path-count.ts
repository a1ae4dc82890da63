/**
 * How many SignalK paths a listing found (tool list_paths). Words: the locale's `paths` block.
 */
import type { Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';

/** "no paths", "1 path", "12 paths" ("nenhum caminho", "12 caminhos"). A negative or non-finite count is none; a fraction is rounded. */
export function pathCount(words: Locale, n: Numbers, count: number): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.round(count) : 0;
  const p = words.paths;
  if (whole === 0) return p.none;
  return n.count(p.count, whole);
}
