/**
 * The answer for a question the boat has no reading for (Assist, when a query's display is null;
 * docs/design.md#the-answer-contract). Words: the locale's `notReporting` sentence and `subjects`.
 */
import { fill, type Locale } from '../locale.js';
import type { Subject } from '../types.js';

/**
 * "The boat isn't reporting depth right now." ("O barco não está informando a profundidade no momento.");
 * a subject the locale has no words for is said as a sensor.
 */
export function notReporting(words: Locale, subject: Subject): string {
  const phrase = (words.subjects as Partial<Record<string, string>>)[subject] ?? words.subjects.sensor;
  return fill(words.notReporting, { subject: phrase });
}
