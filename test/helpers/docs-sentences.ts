/** DOCS.md's generated "what you can say" section: its markers and the text it must hold. */
import { whatYouCanOrder, whatYouCanSay } from '../../src/assist/registered.js';

export const DOCS_BEGIN = '<!-- what-you-can-say: generated from the Assist sentence tables by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->';
export const DOCS_END = '<!-- end of what-you-can-say -->';

/** `docs` with the section between the markers replaced by the generated one; null when a marker is missing. */
export function withWhatYouCanSay(docs: string): string | null {
  const a = docs.indexOf(DOCS_BEGIN);
  const b = docs.indexOf(DOCS_END);
  if (a < 0 || b < a) return null;
  return `${docs.slice(0, a + DOCS_BEGIN.length)}\n\n${whatYouCanSay()}\n\n${docs.slice(b)}`;
}

export const DOCS_ACTIONS_BEGIN = '<!-- voice-actions: generated from the command sentence tables by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->';
export const DOCS_ACTIONS_END = '<!-- end of voice-actions -->';

/** `docs` with the voice actions' command sentences between their markers replaced by the generated ones; null when a marker is missing. */
export function withWhatYouCanOrder(docs: string): string | null {
  const a = docs.indexOf(DOCS_ACTIONS_BEGIN);
  const b = docs.indexOf(DOCS_ACTIONS_END);
  if (a < 0 || b < a) return null;
  return `${docs.slice(0, a + DOCS_ACTIONS_BEGIN.length)}\n\n${whatYouCanOrder()}\n\n${docs.slice(b)}`;
}
