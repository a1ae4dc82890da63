/** DOCS.md's generated "what you can say" section: its markers and the text it must hold. */
import { whatYouCanOrder, whatYouCanSay } from '../../src/assist/registered.js';
import { DEFAULT_MENU, DISCOVERY_TOOL } from '../../src/mcp/surface.js';
import { QUESTIONS } from '../../src/questions/index.js';

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

export const DOCS_TOOLS_BEGIN = '<!-- tools: generated from the questions (src/questions/) by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->';
export const DOCS_TOOLS_END = '<!-- end of tools -->';

/** The discovery tool's row: it is no question. */
const MORE_TOOLS_ROW = `| \`${DISCOVERY_TOOL}\` | runs any other tool by name, in one call: \`{"name": "tank_levels", "arguments": {"type": "fuel"}}\`; with no name, lists them with their arguments |`;

/** The two tool tables: the tools listed by default (DEFAULT_MENU's order), then the ones behind more_tools (the catalogue's order), each with its question's `docs`. */
export function toolTables(): string {
  const row = (name: string) => `| \`${name}\` | ${QUESTIONS.find((q) => q.query.name === name)!.docs} |`;
  const listed = DEFAULT_MENU.filter((n) => n !== DISCOVERY_TOOL);
  const behind = QUESTIONS.map((q) => q.query.name).filter((n) => !listed.includes(n));
  return [
    '| tool | answers |',
    '|---|---|',
    ...listed.map(row),
    MORE_TOOLS_ROW,
    '',
    `The tools behind \`${DISCOVERY_TOOL}\`:`,
    '',
    '| tool | answers |',
    '|---|---|',
    ...behind.map(row),
  ].join('\n');
}

/** `docs` with the tool tables between their markers replaced by the generated ones; null when a marker is missing. */
export function withToolTables(docs: string): string | null {
  const a = docs.indexOf(DOCS_TOOLS_BEGIN);
  const b = docs.indexOf(DOCS_TOOLS_END);
  if (a < 0 || b < a) return null;
  return `${docs.slice(0, a + DOCS_TOOLS_BEGIN.length)}\n\n${toolTables()}\n\n${docs.slice(b)}`;
}
