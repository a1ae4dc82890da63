/**
 * The command sentence an answer tells the skipper to say ("To undo, say undo man overboard"): the
 * first example of the command in the language (sentences/<lang>.ts), so the wording never names a
 * sentence that does not work; for setting the anchor watch the first example with a number in it.
 */
import type { Language } from '../domain/language.js';
import { COMMAND_SENTENCES } from './sentences/index.js';
import type { CommandId } from './types.js';

/** The example to say for `command` in `language`, without closing punctuation. */
export function commandExample(language: Language, command: CommandId): string {
  const examples = COMMAND_SENTENCES[language].examples[command];
  const chosen = (command === 'anchor_set' ? examples.find((e) => /\d/.test(e)) : undefined) ?? examples[0] ?? '';
  return chosen.replace(/[.!?¡¿]+$/u, '').replace(/^[¡¿]+/u, '');
}
