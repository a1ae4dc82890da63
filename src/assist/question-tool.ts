/**
 * Which MCP tool answers a sentence as a question: the Assist question family whose templates match
 * the whole sentence (sentences/<lang>.ts, matched as Home Assistant matches them: actions/grammar.ts),
 * and that family's query. Used by `boat_command` to tell a model that words it sent as a command were
 * a question, and which tool answers it.
 */
import { compileTemplate, matchTemplates, type CompiledTemplate } from '../actions/grammar.js';
import type { Language } from '../domain/language.js';
import { availableFamilies } from './families.js';
import { SENTENCES } from './sentences/index.js';

const compiled = new Map<Language, { tool: string; templates: CompiledTemplate[] }[]>();

/** The tool name that answers `text` as a question in `language` (e.g. "anchor_state"), or null. Compiles the language's templates once. */
export function questionTool(text: string, language: Language): string | null {
  let families = compiled.get(language);
  if (!families) {
    const table = SENTENCES[language];
    if (!table) return null;
    families = availableFamilies().map((f) => ({ tool: f.query, templates: table.families[f.id]!.commands.map(compileTemplate) }));
    compiled.set(language, families);
  }
  for (const f of families) if (matchTemplates(f.templates, text) !== null) return f.tool;
  return null;
}
