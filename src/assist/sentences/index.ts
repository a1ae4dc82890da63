/**
 * Assist sentence tables, one file per language (en.ts, pt-BR.ts): each language's shared words
 * (question openers, particles, places), the automations' description, the spoken apology, the
 * everyday words for slot values and the focus words. Each family's frames are in its question's
 * folder (src/questions/<name>/sentences.ts) and compiled here with the language's words. A new
 * language is one more file plus one entry in SENTENCES, and its sentences in every question folder.
 *
 * Template syntax is hassil's (HA 2024.3: hassil 1.6.1; docs/ha-assist-mechanism.md): `(a|b)`
 * alternatives, `[optional]`, `{slot}` wildcards (greedy: always between literal words, or at the end
 * after fixed words), no punctuation `.,?!;:` (HA rejects it), and no accent folding or apostrophe
 * folding: write `(what's|what’s|whats|what is)` and `(está|esta)`. Input case and a trailing `?` are
 * ignored by HA.
 */
import { byLanguage, isExactly, matchLanguage, type Language } from '../../domain/language.js';
import type { FamilyId, SlotWords } from '../families.js';
import { expandFrames, type Words } from '../../domain/vocabulary.js';
import { QUESTIONS } from '../../questions/index.js';
import type { FamilyVocabulary } from '../../questions/types.js';
import type { EngineFocus } from '../../questions/engine-state/query.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

export type { FamilyVocabulary };

/**
 * Words that say what a question asks for, found in the sentence Home Assistant heard (whole words,
 * any case; domain/vocabulary.ts phraseIn). The first phrase found, in the order written, wins.
 */
export interface FocusWords {
  /** engine_state's `focus`: "is the engine running" -> state, "engine hours" -> runTime. */
  engine: Readonly<Record<EngineFocus, readonly string[]>>;
  /**
   * The window of a history question: phrase -> hours back, or `today` (since the boat's local
   * midnight) or `morning` (since 06:00 local). Unnamed: the query's default window.
   */
  window: Readonly<Record<string, number | 'today' | 'morning'>>;
}

/** One language's shared Assist vocabulary as written (sentences/<lang>.ts): the words every question's frames may name. */
export interface LanguageVocabulary {
  /** Home Assistant's language tag, e.g. 'en', 'pt-BR'. */
  language: string;
  /** Text of the automations' description field, in HA's automation editor. */
  description: string;
  /** Spoken when signalk-assist does not answer in time (the automation's fallback) or fails to answer. */
  apology: string;
  /** The language's named word lists, shared by every family's frames. */
  words: Words;
  /** Spoken words for slot values (see families.ts `familyArgs`). */
  slotWords: SlotWords;
  /** Words that give a question its focus (see FocusWords). */
  focus: FocusWords;
  /**
   * How the language writes every word list and frame before expansion, applied to a question's own
   * sentences too (pt: its common accented words both ways, "está" -> "(está|esta)"). Default: as written.
   */
  written?: (text: string) => string;
}

/** One family's sentences in one language, ready for Home Assistant. */
export interface FamilySentences extends FamilyVocabulary {
  /** The frames expanded: exactly the sentence-trigger templates registered (hassil syntax, no `<name>`). */
  commands: readonly string[];
}

/** The sentence table of one language, its frames expanded into the templates Home Assistant gets. */
export interface AssistSentences extends LanguageVocabulary {
  /** Every question's families (src/questions/<name>/sentences.ts), in the catalogue's order. */
  families: Readonly<Record<FamilyId, FamilySentences>>;
}

/**
 * A language's table with every question's families (`questions`, default all; their sentences in
 * each question's folder) and their frames expanded (domain/vocabulary.ts expandFrames), a question's
 * own words added to the language's shared ones, both written the language's way (`written`).
 * Throws on a frame naming missing words, on a question's word the language already has, and on a
 * family id given twice.
 */
export function compileSentences(v: LanguageVocabulary, questions = QUESTIONS): AssistSentences {
  const language = v.language as Language;
  const written = v.written ?? ((t: string) => t);
  const families: Record<string, FamilySentences> = {};
  const add = (id: string, f: FamilyVocabulary, words: Words) => {
    if (Object.hasOwn(families, id)) throw new Error(`${language}: family ${id} has sentences twice`);
    families[id] = { ...f, commands: expandFrames(f.frames, words) };
  };
  for (const q of questions) {
    const own = q.sentences?.[language];
    if (!own) continue;
    const words: Record<string, readonly string[]> = { ...v.words };
    for (const [name, list] of Object.entries(own.words ?? {})) {
      if (Object.hasOwn(v.words, name)) throw new Error(`${language}: ${q.query.name}'s word <${name}> is already one of the language's words`);
      words[name] = list.map(written);
    }
    for (const [id, f] of Object.entries(own.families)) add(id, { ...f, frames: f.frames.map(written) }, words);
  }
  return { ...v, families };
}

/** Sentence tables by language (a full record: a language without sentences does not compile). */
const BY_LANGUAGE: Readonly<Record<Language, AssistSentences>> = byLanguage({
  en: compileSentences(en),
  ptBR: compileSentences(ptBR),
  pt: compileSentences(pt),
  de: compileSentences(de),
  fr: compileSentences(fr),
  es: compileSentences(es),
  nl: compileSentences(nl),
});

/** Sentence tables by Home Assistant language tag. */
export const SENTENCES: Readonly<Record<string, AssistSentences>> = BY_LANGUAGE;

/**
 * The sentence table for Home Assistant's configured language, matched as the spoken answers match it
 * (domain/language.ts matchLanguage: 'pt_BR' -> pt-BR, 'en-GB' -> en, 'de-CH' -> de, 'pt-PT' -> pt),
 * else English. `exact` says whether the tag named one of our languages itself (not only its base).
 */
export function sentencesFor(haLanguage: string | null | undefined): { sentences: AssistSentences; exact: boolean } {
  const language = matchLanguage(haLanguage);
  if (language === null) return { sentences: BY_LANGUAGE.en, exact: false };
  return { sentences: BY_LANGUAGE[language], exact: isExactly(haLanguage, language) };
}
