/** DOCS.md's generated "what you can say" section: its markers and the text it must hold. */
import { whatYouCanOrder, whatYouCanSay } from '../../src/assist/registered.js';
import { DEFAULT_MENU, DISCOVERY_TOOL } from '../../src/mcp/surface.js';
import { QUESTIONS, SENSORS } from '../../src/questions/index.js';

export const DOCS_BEGIN = '<!-- what-you-can-say: generated from the Assist sentence tables by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->';
export const DOCS_END = '<!-- end of what-you-can-say -->';

/** `docs` with the text between two markers replaced by `text`; null when a marker is missing. */
function between(docs: string, begin: string, end: string, text: string): string | null {
  const a = docs.indexOf(begin);
  const b = docs.indexOf(end);
  if (a < 0 || b < a) return null;
  return `${docs.slice(0, a + begin.length)}\n\n${text}\n\n${docs.slice(b)}`;
}

/** `docs` with the section between the markers replaced by the generated one; null when a marker is missing. */
export function withWhatYouCanSay(docs: string): string | null {
  return between(docs, DOCS_BEGIN, DOCS_END, whatYouCanSay());
}

export const DOCS_ACTIONS_BEGIN = '<!-- voice-actions: generated from the command sentence tables by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->';
export const DOCS_ACTIONS_END = '<!-- end of voice-actions -->';

/** `docs` with the voice actions' command sentences between their markers replaced by the generated ones; null when a marker is missing. */
export function withWhatYouCanOrder(docs: string): string | null {
  return between(docs, DOCS_ACTIONS_BEGIN, DOCS_ACTIONS_END, whatYouCanOrder());
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
  return between(docs, DOCS_TOOLS_BEGIN, DOCS_TOOLS_END, toolTables());
}

export const DOCS_SENSORS_BEGIN =
  "<!-- sensors: generated from the questions' sensors (src/questions/*/sensor.ts) by `node --import tsx scripts/docs-sentences.ts`; do not edit by hand -->";
export const DOCS_SENSORS_END = '<!-- end of sensors -->';

/** The sensor table: every family of sensors in plan order, each with its descriptor's `docs`. */
export function sensorTable(): string {
  return [
    '| Sensor | State | Unit |',
    '|---|---|---|',
    ...SENSORS.map(({ sensor: { docs } }) => `| ${docs.entity} | ${docs.state} |${docs.unit === '' ? '' : ` ${docs.unit}`} |`),
  ].join('\n');
}

/** `docs` with the sensor table between its markers replaced by the generated one; null when a marker is missing. */
export function withSensorTable(docs: string): string | null {
  return between(docs, DOCS_SENSORS_BEGIN, DOCS_SENSORS_END, sensorTable());
}
