/**
 * The command grammar without Home Assistant: matches words against the command templates
 * (actions/sentences/) the way Home Assistant's sentence triggers do, for the MCP tool `boat_command`
 * (its `heard` argument) and the confirmation words of its second call. test/ha/action-sentences.test.ts
 * checks it against hassil 1.6.1 (HA 2024.3) and 3.12.1 (HA 2026.11) on the command corpus.
 *
 * Template features, exactly those the sentences use: `(a|b)` alternatives, `[a|b]` optionals, `{name}`
 * wildcards (non-empty, the shortest that lets the rest match, as hassil yields them first), literal
 * words; the whole utterance must match. Alternatives and optionals are tried in the order written, the
 * optional's words before its absence (hassil's order), and within one command the first template that
 * matches gives the slots (Home Assistant takes a trigger's first match).
 *
 * Input handling, as hassil 3 normalizes (hassil/util.py `normalize_for_matching`): whitespace runs
 * collapsed, Unicode NFC, "’" read as "'" (hassil 1.6.1 does not fold it, so every template writes both
 * apostrophes: the unit tests check that), punctuation `.,?!;:¿¡…—` and their full-width forms dropped at
 * the start and end of the text and of each word (kept between two letters or digits, as "3.5"), case
 * ignored; accents are not folded ("arrête" is not "arrete"; the templates write both where people
 * type both). A hyphen or underscore is read as a space when the words do not match as written (both
 * hassils' "break words apart"). Pure; the templates are compiled once, on first use.
 */
import { LANGUAGES, type Language } from '../domain/language.js';
import { COMMAND_SENTENCES } from './sentences/index.js';
import { COMMAND_IDS, type CommandId, type CommandSlot, type HeardCommand } from './types.js';

// hassil 3's punctuation (util.py PUNCTUATION_STR), "’" left out: it is folded to "'" first.
const PUNCT = '.。,，?¿？؟!¡！;；:：…—–―';
const P = `[${PUNCT.replace(/[.?]/g, '\\$&')}]+`;
const P_NO_PERIOD = `[${PUNCT.replace('.', '').replace('?', '\\?')}]+`;
const W = '[\\p{L}\\p{N}_]';
const NW = '[^\\p{L}\\p{N}_]';
// hassil 3's `_remove_punctuation`, rule by rule and in its order.
const PUNCTUATION_START = new RegExp(`^${P}`, 'u');
const PUNCTUATION_END = new RegExp(`${P}$`, 'u');
const INITIALISM_DOTS_AT_END = new RegExp(`(?:^|(?<=${NW}))(?:${W}\\.){2,}$`, 'u');
const PUNCTUATION_START_WORD = new RegExp(`(?<=${NW})${P}(?=${W})`, 'gu');
const PUNCTUATION_END_WORD = new RegExp(`(?<=${W})${P_NO_PERIOD}(?=${NW})`, 'gu');
const PUNCTUATION_END_PERIOD = new RegExp(`(?<!${W}\\.${W})\\.(?=${NW})`, 'gu');
const PUNCTUATION_WORD = new RegExp(`(?<=${NW})${P}(?=${NW})`, 'gu');

/**
 * Words as Home Assistant compares them: whitespace collapsed, NFC, "’" as "'", punctuation at word
 * edges dropped, trimmed, lower case. `"Man overboard, man overboard!"` -> `"man overboard man overboard"`.
 */
export function normalizeHeard(text: string): string {
  let t = text.replace(/\s+/gu, ' ').normalize('NFC').replace(/’/g, "'");
  t = t.replace(PUNCTUATION_START, '');
  if (!INITIALISM_DOTS_AT_END.test(t)) t = t.replace(PUNCTUATION_END, '');
  t = t.replace(PUNCTUATION_START_WORD, '').replace(PUNCTUATION_END_WORD, '').replace(PUNCTUATION_END_PERIOD, '').replace(PUNCTUATION_WORD, '');
  return t.trim().toLowerCase();
}

/** One template compiled: the wildcards it captured (trimmed, lower case) when it matches a normalized text, else null. */
export interface CompiledTemplate {
  template: string;
  match(normalized: string): Record<string, string> | null;
}

// A space of the template: one space of the text, or none where a space was just taken (an optional
// left out between two words) or at either end. Never between two letters, so "setanchor" is no match.
const SPACE = '(?: |(?<= )|^|$)';
// The space after a wildcard: hassil looks for the next word at a word boundary, so a hyphen ends the
// wildcard too ("quittiere den Bilgen-Alarm" gives "bilgen-", as hassil 3 does; hassil 1.6.1 would even
// split "Bilgenalarm").
const SPACE_AFTER_WILDCARD = '(?: |(?<=[^\\p{L}\\p{N}_\\s])|$)';

/**
 * Compiles one hassil template (the features above; `<rule>` references and permutations are not
 * ours). Throws on unbalanced brackets or an empty wildcard name: a mistake in the sentence data.
 */
export function compileTemplate(template: string): CompiledTemplate {
  const text = template.normalize('NFC').replace(/’/g, "'").toLowerCase();
  const slots: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Template "${template}": ${why} at ${i}`);
  };
  // alternatives until `close` (or the end, for the top level)
  const alternatives = (close: string | null): string => {
    const options: string[] = [];
    let cur = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === close) {
        i++;
        return [...options, cur].join('|');
      }
      i++;
      if (c === '(') cur += `(?:${alternatives(')')})`;
      else if (c === '[') cur += `(?:${alternatives(']')})?`;
      else if (c === '|') {
        options.push(cur);
        cur = '';
      } else if (c === '{') {
        const end = text.indexOf('}', i);
        if (end < 0) fail('unclosed {');
        const name = text.slice(i, end).split(':').pop()!.trim();
        if (!name) fail('empty wildcard');
        slots.push(name);
        cur += '(.+?)';
        i = end + 1;
        if (/\s/.test(text[i] ?? '')) {
          while (i < text.length && /\s/.test(text[i]!)) i++;
          cur += SPACE_AFTER_WILDCARD;
        }
      } else if (c === ')' || c === ']' || c === '}' || c === '<' || c === '>') fail(`unexpected "${c}"`);
      else if (/\s/.test(c)) {
        while (i < text.length && /\s/.test(text[i]!)) i++;
        cur += SPACE;
      } else cur += c.replace(/[\\^$.*+?{}()|[\]/]/g, '\\$&');
    }
    if (close !== null) fail(`missing "${close}"`);
    return [...options, cur].join('|');
  };
  const source = alternatives(null);
  const re = new RegExp(`^(?:${source})$`, 'u');
  return {
    template,
    match(normalized) {
      const m = re.exec(normalized);
      if (!m) return null;
      const out: Record<string, string> = {};
      slots.forEach((name, k) => {
        const v = m[k + 1];
        if (v !== undefined && out[name] === undefined) out[name] = v.trim();
      });
      return out;
    },
  };
}

/** The forms of a normalized text to try, in order: as written, then with hyphens and underscores as spaces. */
function formsOf(normalized: string): string[] {
  return /[-_]/.test(normalized) ? [normalized, normalized.replace(/[-_]/g, ' ')] : [normalized];
}

/** Matches `text` against compiled templates in order: the first match's slots, else null (see formsOf). */
export function matchTemplates(templates: readonly CompiledTemplate[], text: string): Record<string, string> | null {
  for (const form of formsOf(normalizeHeard(text))) {
    for (const t of templates) {
      const slots = t.match(form);
      if (slots) return slots;
    }
  }
  return null;
}

interface LanguageGrammar {
  commands: { id: CommandId; templates: CompiledTemplate[] }[];
  confirmations: CompiledTemplate[];
}

const compiled = new Map<Language, LanguageGrammar>();

function grammarOf(language: Language): LanguageGrammar {
  let g = compiled.get(language);
  if (!g) {
    const s = COMMAND_SENTENCES[language];
    g = {
      commands: COMMAND_IDS.map((id) => ({ id, templates: s.commands[id].map(compileTemplate) })),
      confirmations: s.confirmations.map(compileTemplate),
    };
    compiled.set(language, g);
  }
  return g;
}

/**
 * The command `text` says in the first of `languages` (default every language, in LANGUAGES order) one
 * of whose templates matches the whole of it, or null. Slots as heard, trimmed, lower case ("40",
 * "bilge"). `sentence` is `text` trimmed. Never throws on any string.
 */
export function matchCommand(text: string, languages: readonly Language[] = LANGUAGES): HeardCommand | null {
  for (const form of formsOf(normalizeHeard(text))) {
    for (const language of languages) {
      for (const c of grammarOf(language).commands) {
        for (const t of c.templates) {
          const slots = t.match(form);
          if (slots) return { command: c.id, slots: slots as Partial<Record<CommandSlot, string>>, sentence: text.trim(), language };
        }
      }
    }
  }
  return null;
}

/**
 * Whether `text` is, as a whole, one of the language's confirmation words ("yes", "confirm", "yes
 * confirm"; sentences/<lang>.ts `confirmWords`): what an MCP client's second `boat_command` call carries
 * with its `confirm_id`. Named confirmations ("confirm anchor watch") are commands: matchCommand.
 */
export function isConfirmation(text: string, language: Language): boolean {
  return matchTemplates(grammarOf(language).confirmations, text) !== null;
}
