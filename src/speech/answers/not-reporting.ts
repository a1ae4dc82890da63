/**
 * The answer for a question the boat has no reading for (Assist, when a query's display is null;
 * docs/design.md#the-answer-contract). Words: the locale's `notReporting` sentence and `subjects`.
 */
import { fill, type Locale } from '../locale.js';
import type { Subject } from '../types.js';

/**
 * "The boat isn't reporting depth right now." ("O barco não está informando a profundidade no momento.");
 * `subject` is a key of the locale's subject words or `{ phrase }`, a question's own noun phrase in this
 * language; a subject the locale has no words for is said as a sensor.
 */
export function notReporting(words: Locale, subject: Subject | { readonly phrase: string }): string {
  const phrase = typeof subject === 'object' ? subject.phrase : ((words.subjects as Partial<Record<string, string>>)[subject] ?? words.subjects.sensor);
  return fill(words.notReporting, { subject: phrase });
}
