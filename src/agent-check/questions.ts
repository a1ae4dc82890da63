/**
 * The built-in skipper questions of `agent-check`, one set per language: each question with the tool a
 * right answer calls (null: none) and the arguments it must carry. Each question folder gives its own
 * (src/questions/<name>/index.ts `agentCheck`); questions/<language>.json keeps those that need no tool
 * (a greeting, a question not about the boat). The seven sets ask the same questions, so that their
 * figures compare.
 */
import de from './questions/de.json' with { type: 'json' };
import en from './questions/en.json' with { type: 'json' };
import es from './questions/es.json' with { type: 'json' };
import fr from './questions/fr.json' with { type: 'json' };
import nl from './questions/nl.json' with { type: 'json' };
import ptBR from './questions/pt-BR.json' with { type: 'json' };
import pt from './questions/pt.json' with { type: 'json' };
import { LANGUAGES, type Language } from '../speech/types.js';
import { QUESTIONS as CATALOGUE } from '../questions/index.js';
import type { Question } from './score.js';

/** The questions that need no tool, by language. */
const KEPT: Readonly<Record<Language, readonly Question[]>> = { en, 'pt-BR': ptBR, pt, de, fr, es, nl } as Record<Language, Question[]>;

/** The question set of each language: each question's own (src/questions/<name>/), in the catalogue's order, then those that need no tool. */
export const QUESTIONS: Readonly<Record<Language, readonly Question[]>> = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    [...CATALOGUE.flatMap((c) => (c.agentCheck?.[l] ?? []).map((a) => ({ q: a.q, tool: c.query.name, ...(a.args ? { args: { ...a.args } } : {}) }))), ...KEPT[l]],
  ]),
) as Record<Language, Question[]>;
