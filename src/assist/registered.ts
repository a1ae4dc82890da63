/**
 * The sentence-trigger templates the add-on registers, per language and family: what
 * `signalk-assist sentences` prints and DOCS's "what you can say" is generated from. The same
 * families and the same expanded templates as the automations (automations.ts buildAutomation), so
 * what is printed is exactly what Home Assistant matches. Pure: no I/O.
 */
import { LANGUAGES, matchLanguage } from '../domain/language.js';
import { COMMAND_SENTENCES } from '../actions/sentences/index.js';
import { ACTION_FAMILIES, COMMAND_FAMILY, COMMAND_IDS } from '../actions/types.js';
import { ACTION_WORDS } from '../actions/wording/index.js';
import { availableFamilies } from './families.js';
import { SENTENCES } from './sentences/index.js';

/** Templates by family id (the `<id>` of the `signalk_assist_<id>` automation), in registration order. */
export type RegisteredFamilies = Record<string, string[]>;

/** The key of a voice action command among the registered templates: `action_<command>` (assist/actions.ts). */
export const ACTION_KEY_PREFIX = 'action_';

/**
 * The templates registered for `language` (one of LANGUAGES), by family id, for the families whose
 * query exists (families.ts availableFamilies), then the voice action commands as `action_<command>`
 * (registered whether the actions are on or off: assist/actions.ts). Throws RangeError for a language
 * we do not speak.
 */
export function registeredSentences(language: string): RegisteredFamilies {
  const table = SENTENCES[language];
  const spoken = matchLanguage(language);
  if (!table || spoken === null) throw new RangeError(`No Assist sentences in ${language}: the languages are ${LANGUAGES.join(', ')}`);
  const out: RegisteredFamilies = {};
  for (const f of availableFamilies()) out[f.id] = [...table.families[f.id]!.commands];
  for (const c of COMMAND_IDS) out[ACTION_KEY_PREFIX + c] = [...COMMAND_SENTENCES[spoken].commands[c]];
  return out;
}

/** Every language's registered templates (see registeredSentences), in LANGUAGES order. */
export function allRegisteredSentences(): Record<string, RegisteredFamilies> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, registeredSentences(l)]));
}

/** The text form: per language a heading, per family its name and one template a line. */
export function sentencesText(byLanguage: Readonly<Record<string, RegisteredFamilies>>): string {
  const lines: string[] = [];
  for (const [language, families] of Object.entries(byLanguage)) {
    lines.push(`# ${language}`);
    for (const [id, templates] of Object.entries(families)) {
      lines.push(`${id}:`);
      for (const t of templates) lines.push(`  ${t}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Each language's own name, for the headings of "what you can say". */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  pt: 'Português (Portugal)',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
};

/** How many examples per family "what you can say" shows. */
export const DOCS_EXAMPLES = 4;

/**
 * DOCS.md's "what you can say" section body (Markdown): per language a collapsed block, per family
 * its title and its first DOCS_EXAMPLES distinct examples. The examples are the sentence tables' own, which
 * test/ha/assist-sentences.test.ts matches against the registered templates with Home Assistant's
 * matcher, so every line shown is one Home Assistant understands.
 */
export function whatYouCanSay(): string {
  const out: string[] = [];
  for (const language of LANGUAGES) {
    const table = SENTENCES[language]!;
    out.push(`<details><summary>${LANGUAGE_NAMES[language] ?? language} (${language})</summary>`, '');
    for (const f of availableFamilies()) {
      const fam = table.families[f.id]!;
      // Spelling variants the tests keep ("What’s our battery?", "whats our battery") are shown once.
      const key = (e: string) => e.toLowerCase().replace(/[^\p{L}]/gu, '');
      const distinct = fam.examples.filter((e, i) => fam.examples.findIndex((o) => key(o) === key(e)) === i);
      const said = distinct.slice(0, DOCS_EXAMPLES).map((e) => `"${e}"`);
      out.push(`- **${fam.title}**: ${said.join(', ')}`);
    }
    out.push('', '</details>', '');
  }
  return out.join('\n').trimEnd();
}

/** How many examples per command "command sentences" shows. */
export const DOCS_COMMAND_EXAMPLES = 3;

/**
 * DOCS.md's "command sentences" section body (Markdown): per language a collapsed block, per action
 * family its name, per command its first DOCS_COMMAND_EXAMPLES examples. The examples are the command
 * tables' own, matched against the registered templates by test/unit/action-grammar.test.ts and by Home
 * Assistant's matcher in test/ha/action-sentences.test.ts.
 */
export function whatYouCanOrder(): string {
  const out: string[] = [];
  for (const language of LANGUAGES) {
    const table = COMMAND_SENTENCES[language];
    const w = ACTION_WORDS[language];
    out.push(`<details><summary>${LANGUAGE_NAMES[language] ?? language} (${language})</summary>`, '');
    for (const family of ACTION_FAMILIES) {
      const said = COMMAND_IDS.filter((c) => COMMAND_FAMILY[c] === family).map(
        (c) =>
          `${table.examples[c]
            .slice(0, DOCS_COMMAND_EXAMPLES)
            .map((e) => `"${e}"`)
            .join(', ')} (\`${c}\`)`,
      );
      out.push(`- **${w.titles[family]}** (\`${family}\`): ${said.join('; ')}`);
    }
    out.push('', '</details>', '');
  }
  return out.join('\n').trimEnd();
}
