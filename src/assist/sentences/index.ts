/**
 * Assist sentence tables, one file per language (en.ts, pt-BR.ts): the sentence templates Home
 * Assistant matches for each family, the automation's names in HA's list, the spoken apology and the
 * everyday words for slot values. A new language is one more file plus one entry in SENTENCES.
 *
 * Template syntax is hassil's (HA 2024.3: hassil 1.6.1; docs/ha-assist-mechanism.md): `(a|b)`
 * alternatives, `[optional]`, `{slot}` wildcards (greedy: always between literal words, or at the end
 * after fixed words), no punctuation `.,?!;:` (HA rejects it), and no accent folding or apostrophe
 * folding: write `(what's|what’s|whats|what is)` and `(está|esta)`. Input case and a trailing `?` are
 * ignored by HA.
 */
import { byLanguage, isExactly, matchLanguage, type Language } from '../../domain/language.js';
import type { FamilyId, SlotWords } from '../families.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

/** One family's sentences in one language. */
export interface FamilySentences {
  /** Short name of the family in the user's automation list: alias "SignalK Assist: battery". */
  title: string;
  /** hassil templates; the ones without a wildcard come first (within one automation HA uses the first match). */
  commands: readonly string[];
  /** Natural questions these templates answer, used by the tests and as documentation. */
  examples: readonly string[];
}

/** The sentence table of one language. */
export interface AssistSentences {
  /** Home Assistant's language tag, e.g. 'en', 'pt-BR'. */
  language: string;
  /** Text of the automations' description field, in HA's automation editor. */
  description: string;
  /** Spoken when signalk-assist does not answer in time (the automation's fallback) or fails to answer. */
  apology: string;
  /** Every family, so a new family cannot forget a language. */
  families: Readonly<Record<FamilyId, FamilySentences>>;
  /** Spoken words for slot values (see families.ts `familyArgs`). */
  slotWords: SlotWords;
}

/** Sentence tables by language (a full record: a language without sentences does not compile). */
const BY_LANGUAGE: Readonly<Record<Language, AssistSentences>> = byLanguage({ en, ptBR, pt, de, fr, es, nl });

/** Sentence tables by Home Assistant language tag. */
export const SENTENCES: Readonly<Record<string, AssistSentences>> = BY_LANGUAGE;

/**
 * The sentence table for Home Assistant's configured language, matched as the spoken answers match it
 * (domain/language.ts matchLanguage: 'pt_BR' -> pt-BR, 'en-GB' -> en, 'de-CH' -> de, 'pt-PT' -> pt),
 * else English. `exact` says whether the tag named one of our languages itself (not only its base).
 */
export function sentencesFor(haLanguage: string | null | undefined): { sentences: AssistSentences; exact: boolean } {
  const language = matchLanguage(haLanguage);
  if (language === null) return { sentences: en, exact: false };
  return { sentences: BY_LANGUAGE[language], exact: isExactly(haLanguage, language) };
}
