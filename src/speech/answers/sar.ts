/**
 * The search-and-rescue answer's own sentence (`Speaker.sarNone`, tool man_overboard): said when no
 * man overboard or distress beacon is seen, and only while the feed is up (queries/feed.ts `sayNone`).
 * The beacons themselves are a list, said by the triage (speech/triage.ts) with the locale's `sar` words.
 *
 * Example (en): "No man overboard or distress beacons." Words: the locale's `sar` block.
 */
import type { Locale } from '../locale.js';

/** "No man overboard or distress beacons." (locale `sar.none`). */
export function sarNone(words: Locale): string {
  return words.sar.none;
}
