/**
 * Voice-action command sentences, one file per language (en.ts, pt-BR.ts ...): the templates Home
 * Assistant's sentence triggers get for each command (docs/design.md#voice-actions), natural examples,
 * and the confirmation words an MCP client's second call may carry. Written as the Assist question
 * sentences are (domain/vocabulary.ts): named word lists and frames over them, expanded once.
 *
 * Rules every language keeps (test/unit/action-grammar.test.ts checks them):
 * - Whole sentences only: a template is matched against the whole utterance, so a drill, a question
 *   or our own announcement heard back never acts.
 * - No bare "yes", "undo", "confirm" or "cancel" template: the house says those for other things. A
 *   confirming sentence names its action ("confirm anchor watch", "confirm cancel man overboard").
 * - hassil template syntax (HA 2024.3: hassil 1.6.1; docs/ha-assist-mechanism.md): `(a|b)`, `[opt]`,
 *   `{radius}` / `{alarm}` wildcards only between literal words or at the end, no punctuation, no
 *   hyphen (hassil splits a spoken hyphen, never a written one), "’" only inside a word.
 * - Few templates: Home Assistant tries every trigger template on every question it hears.
 * - The verbs that silence an alarm ("silence the {alarm} alarm") are never the verbs that raise the
 *   anchor watch or cancel a man overboard, so one sentence reaches one command (two triggers would race).
 * - Home Assistant's own command shapes stay its own: no "turn off the {name}", "{name} off",
 *   "switch on", "activate" in any language.
 */
import { byLanguage, type Language } from '../../domain/language.js';
import { expandFrames, type Words } from '../../domain/vocabulary.js';
import type { CommandId } from '../types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

/** One language's command sentences as written: frames over the language's words (domain/vocabulary.ts). */
export interface CommandVocabulary {
  language: Language;
  /** Named word lists the frames refer to as `<name>`. */
  words: Words;
  /** Every command's frames; within a command the first template that matches wins (as in Home Assistant). */
  frames: Readonly<Record<CommandId, readonly string[]>>;
  /** Natural sentences for each command, 2 to 5, the plainest first (tests, docs). */
  examples: Readonly<Record<CommandId, readonly string[]>>;
  /**
   * Whole utterances (templates too) that confirm a pending command when an MCP client passes its
   * `confirm_id` ("yes", "confirm", "yes confirm"). Never Home Assistant templates: in Assist the
   * confirmation is the named sentence (`confirm_*` commands).
   */
  confirmWords: readonly string[];
}

/** One language's command sentences, expanded (no `<name>` left): ready for Home Assistant and the matcher. */
export interface CommandSentences extends CommandVocabulary {
  /** The templates of each command, exactly the sentence-trigger templates to register. */
  commands: Readonly<Record<CommandId, readonly string[]>>;
  /** `confirmWords` expanded. */
  confirmations: readonly string[];
}

/** A language's command frames expanded (domain/vocabulary.ts expandFrames). Throws on a frame naming missing words. */
export function compileCommands(v: CommandVocabulary): CommandSentences {
  const commands = Object.fromEntries(Object.entries(v.frames).map(([id, frames]) => [id, expandFrames(frames, v.words)])) as Record<CommandId, string[]>;
  return { ...v, commands, confirmations: expandFrames(v.confirmWords, v.words) };
}

/** Command sentences by language (a full record: a language without them does not compile). */
export const COMMAND_SENTENCES: Readonly<Record<Language, CommandSentences>> = byLanguage({
  en: compileCommands(en),
  ptBR: compileCommands(ptBR),
  pt: compileCommands(pt),
  de: compileCommands(de),
  fr: compileCommands(fr),
  es: compileCommands(es),
  nl: compileCommands(nl),
});

/** How many templates a language registers in all (each costs Home Assistant time on every question). */
export function commandTemplateCount(language: Language): number {
  return Object.values(COMMAND_SENTENCES[language].commands).reduce((n, t) => n + t.length, 0);
}
