/**
 * The tool surface an agent sees: a small default menu listed by tools/list, every other
 * query reachable through the discovery tool `more_tools`, and lean tool definitions.
 *
 * - The menu is what tools/list shows: DEFAULT_MENU, the option `tools` (--tools), or a client's pin
 *   in the endpoint URL (`/mcp?tools=battery_state,depth_state`). Every catalogue tool stays callable
 *   by name whatever the menu (tools/call does not consult it), so a client that calls a tool it
 *   learnt from `more_tools` directly still gets its answer.
 * - `more_tools` lists the tools missing from the menu with a one-line summary each, hands out a
 *   tool's arguments, and runs a tool by name. Running matters: Home Assistant's and Hermes's clients
 *   only let the model call tools that were listed, and stateless HTTP cannot push
 *   notifications/tools/list_changed, so a discovered tool is reached through `more_tools` in one call.
 * - Definitions are plain JSON schemas built once from the zod shapes: no $schema, no $ref, no
 *   unions; length limits are enforced server-side and left out of the listing (the model never needs
 *   them). No title and no outputSchema: neither client shows them to the model, both cost tokens.
 *   Only readOnlyHint is kept among the annotations, for clients that skip asking the user before a
 *   read-only call (Home Assistant's and Hermes Agent 0.19's clients drop it).
 * - What a model must know lives where every client's model reads it: in the tool descriptions and
 *   the results (Hermes Agent and Home Assistant pass no server `instructions` to their model). The
 *   first listed tool's description opens with the rule (TOOL_RULE), and every tool a listed
 *   description or a result's note names is one the model can call: a tool left off the menu is
 *   named as `more_tools` in a description (whose own description maps subjects to names) and as
 *   "more_tools with name X" in a note (callableDescription, callableNote); Hermes refuses names it
 *   was not given without asking the server.
 */
import { z } from 'zod';
import { QUERIES, QUESTIONS, findQuery } from '../questions/index.js';
import type { Query } from '../queries/types.js';

/** Name of the discovery tool. */
export const DISCOVERY_TOOL = 'more_tools';

/**
 * The rule every model must follow, at the head of the first listed tool's description: the rule of
 * the server's instructions (server.ts SERVER_INSTRUCTIONS, which most clients never show their model)
 * in fewer words, since every tools/list carries it.
 */
export const TOOL_RULE = 'For every boat question call a tool; say its display word for word.';

/** The questions asked most (battery, depth, wind, navigation, alarms, any sensor) and the discovery tool. */
export const DEFAULT_MENU: readonly string[] = ['battery_state', 'depth_state', 'get_active_alarms', 'wind_state', 'navigation_state', 'read_sensor', DISCOVERY_TOOL];

/** Every tool name a client may call or list: the catalogue, then the discovery tool. */
export function toolNames(): string[] {
  return [...QUERIES.map((q) => q.name), DISCOVERY_TOOL];
}

/**
 * Names models reach for that are no tool of ours, and the tool that answers them (docs/design.md#model-mistakes-are-answers). Small
 * models guess names from the question (Qwen2.5-Coder 0.5B called
 * `get_heading` and `weather_state`); a guess that plainly means one tool gets that tool's answer
 * instead of an error; each question names its own (src/questions/). Only tools/call accepts them (they are never listed, and Home Assistant's
 * client calls only listed names). Keys are compared after lower-casing and dropping a `get_` prefix
 * and a `_state`, `_status`, `_level(s)` or `_info` suffix.
 */
export const TOOL_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(QUESTIONS.flatMap((q) => (q.aliases ?? []).map((a) => [a, q.query.name])));

/** The tool a guessed name means (TOOL_ALIASES), or undefined when it means none. */
export function aliasOf(name: string): string | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^get_/, '')
    .replace(/_(state|status|levels?|info)$/, '');
  return TOOL_ALIASES[key];
}

/** Catalogue tool names as whole words in a text (a longer name first, so none matches inside another). */
let toolNamePattern: RegExp | undefined;
function toolNameRe(): RegExp {
  return (toolNamePattern ??= new RegExp(`\\b(${[...toolNames()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g'));
}

/**
 * A listed description with every tool the menu leaves out named as `more_tools` (the discovery
 * tool's own description says which name answers what). Unchanged when the menu has no `more_tools`
 * (such a tool is then reachable only by clients that call unlisted names).
 */
export function callableDescription(text: string, menu: readonly string[]): string {
  if (!menu.includes(DISCOVERY_TOOL)) return text;
  return text.replace(toolNameRe(), (n) => (menu.includes(n) ? n : DISCOVERY_TOOL));
}

/**
 * A note for the model with every tool the menu leaves out named as "more_tools with name X", the
 * one way a client that calls only listed tools reaches it.
 */
export function callableNote(text: string, menu: readonly string[]): string {
  if (!menu.includes(DISCOVERY_TOOL)) return text;
  return text.replace(toolNameRe(), (n) => (menu.includes(n) || n === DISCOVERY_TOOL ? n : `${DISCOVERY_TOOL} with name ${n}`));
}

/** The note for a tools/call name that is no tool (and no alias): the listed tools, and how to reach the others. */
export function unknownToolNote(name: string, menu: readonly string[]): string {
  const listed = menu.filter((n) => n !== DISCOVERY_TOOL);
  const others = menu.includes(DISCOVERY_TOOL) ? ` For anything else call ${DISCOVERY_TOOL} with no arguments for the list.` : '';
  return `There is no tool named '${name.slice(0, 64)}'. Call one of: ${listed.join(', ')}.${others}`;
}

/** Words accepted in a tool list besides tool names: `default` (DEFAULT_MENU) and `all` (every query). */
export const MENU_WORDS = ['default', 'all'] as const;

/**
 * Expands a list of tool names and menu words into a menu in catalogue order (duplicates dropped).
 * An empty list is the default menu. Names are matched in any letter case; `unknown` lists the rest.
 */
export function resolveMenu(names: readonly string[]): { menu: string[]; unknown: string[] } {
  if (names.length === 0) return { menu: [...DEFAULT_MENU], unknown: [] };
  const all = toolNames();
  const wanted = new Set<string>();
  const unknown: string[] = [];
  for (const raw of names) {
    const n = raw.trim().toLowerCase();
    if (n === '') continue;
    if (n === 'default') DEFAULT_MENU.forEach((t) => wanted.add(t));
    else if (n === 'all') QUERIES.forEach((q) => wanted.add(q.name));
    else if (all.includes(n)) wanted.add(n);
    else unknown.push(raw.trim());
  }
  return { menu: all.filter((t) => wanted.has(t)), unknown };
}

/** The message for unknown names in a tool list (option, flag or URL), naming the valid ones; null when all are known. */
export function checkToolNames(names: readonly string[]): string | null {
  const { unknown } = resolveMenu(names);
  if (unknown.length === 0) return null;
  return `unknown tool ${unknown.map((u) => `'${u}'`).join(', ')}: the tools are ${toolNames().join(', ')} (or ${MENU_WORDS.join(', ')})`;
}

/**
 * A client's pin from the endpoint URL's `tools` parameter (comma-separated), or null when there is none.
 * @throws Error naming the unknown tools and the valid ones.
 */
export function menuFromUrl(url: URL | undefined): string[] | null {
  const param = url?.searchParams.get('tools');
  if (param === null || param === undefined) return null;
  const names = param.split(',');
  const problem = checkToolNames(names);
  if (problem) throw new Error(problem);
  return resolveMenu(names).menu;
}

/** A JSON schema as listed: plain objects of type, description, properties, required, enum, bounds. */
export type JsonSchema = { [key: string]: unknown };

/** One tool as tools/list shows it. */
export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, JsonSchema>; required?: string[] };
  annotations: { readOnlyHint: true };
}

/** Keywords kept from a property's JSON schema (the rest, e.g. length limits, only guard the server). */
const KEPT = ['type', 'description', 'enum', 'minimum', 'maximum', 'items', 'properties', 'additionalProperties'];

function leanProperty(s: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const k of KEPT) {
    if (s[k] === undefined) continue;
    // zod's int() bounds every integer by the safe-integer range: no news to a model.
    if ((k === 'minimum' || k === 'maximum') && Math.abs(s[k] as number) === Number.MAX_SAFE_INTEGER) continue;
    if (k === 'items') out.items = leanProperty(s.items as JsonSchema);
    else if (k === 'properties') out.properties = Object.fromEntries(Object.entries(s.properties as Record<string, JsonSchema>).map(([n, p]) => [n, leanProperty(p)]));
    else out[k] = s[k];
  }
  return out;
}

/** The listed input schema of a zod raw shape: `{type: 'object', properties, required?}`, nothing else. */
export function leanSchema(shape: z.ZodRawShape): ToolDefinition['inputSchema'] {
  const full = z.toJSONSchema(z.object(shape), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = Object.fromEntries(Object.entries((full.properties ?? {}) as Record<string, JsonSchema>).map(([n, p]) => [n, leanProperty(p)]));
  const required = (full.required as string[] | undefined) ?? [];
  return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
}

/**
 * A description's head, up to its first colon or sentence end: the one-line summary `more_tools`
 * gives. Descriptions are written "Subject words: details. Other subject: other_tool."
 */
export function summaryOf(description: string): string {
  const m = /^(.*?)(:\s|[.!?](\s|$))/.exec(description);
  return (m?.[1] ?? description).trim();
}

/**
 * A description's first sentence, whole (colons kept): what the `more_tools` listing says of a tool,
 * "Anchor watch: are we dragging, distance and bearing to the anchor, inside its circle or not".
 * (The discovery tool's own description keeps {@link summaryOf}'s heads: the menu's token budget.)
 */
export function sentenceOf(description: string): string {
  const m = /^(.*?)[.!?](\s|$)/.exec(description);
  return (m?.[1] ?? description).trim();
}

/** The discovery tool's arguments. */
export const DISCOVERY_INPUT = {
  name: z.string().max(64).optional().describe('Tool to run; omit for the list'),
  arguments: z.record(z.string().max(64), z.unknown()).optional().describe('Its arguments'),
};

/** The discovery tool's description for a menu: the tools it reaches, one clause each. */
function discoveryDescription(menu: readonly string[]): string {
  const rest = QUERIES.filter((q) => !menu.includes(q.name));
  const items = rest
    .filter((q) => q.described !== false)
    .map((q) => `${q.name}: ${lowerFirst(summaryOf(q.description))}`)
    .join('; ');
  // Tools left out of the description (Query.described: anchor watch; the last hours) are still in the
  // list: said in three words, paid for by a shorter opening (the menu is at its 600-token budget).
  const more = rest.some((q) => q.described === false) ? ', anchor and past hours too' : '';
  return `Answers what listed tools don't: name runs one with its arguments (no name: the list with arguments${more}): ${items}.`;
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

const queryDefinitions = new Map<string, ToolDefinition>();

/** A query's listed definition (built once). */
export function queryDefinition(q: Query): ToolDefinition {
  let d = queryDefinitions.get(q.name);
  if (!d) {
    d = { name: q.name, description: q.description, inputSchema: leanSchema(q.input), annotations: { readOnlyHint: true } };
    queryDefinitions.set(q.name, d);
  }
  return d;
}

/** The discovery tool's definition for a menu. */
export function discoveryDefinition(menu: readonly string[]): ToolDefinition {
  const input = leanSchema(DISCOVERY_INPUT);
  // HA converts schemas with voluptuous-openapi: an object without additionalProperties: true accepts no keys.
  (input.properties.arguments as JsonSchema).additionalProperties = true;
  delete (input.properties.arguments as JsonSchema).propertyNames;
  return { name: DISCOVERY_TOOL, description: discoveryDescription(menu), inputSchema: input, annotations: { readOnlyHint: true } };
}

/** Most distinct menus whose tools/list result is kept (a pin is client-chosen: keep the cache bounded). */
const MAX_CACHED_MENUS = 32;
const listCache = new Map<string, { tools: ToolDefinition[] }>();

/**
 * The tools/list result for a menu, built once per menu and shared (callers must not mutate it).
 * The discovery tool is described with the tools the menu leaves out.
 */
export function listResult(menu: readonly string[]): { tools: ToolDefinition[] } {
  const key = menu.join(',');
  let r = listCache.get(key);
  if (!r) {
    const tools = menu.map((n, i): ToolDefinition => {
      // more_tools' own description names the tools it runs: left as it is.
      const d = n === DISCOVERY_TOOL ? discoveryDefinition(menu) : queryDefinition(findQuery(n)!);
      const description = n === DISCOVERY_TOOL ? d.description : callableDescription(d.description, menu);
      return { ...d, description: i === 0 ? `${TOOL_RULE} ${description}` : description };
    });
    r = { tools };
    if (listCache.size >= MAX_CACHED_MENUS) listCache.clear();
    listCache.set(key, r);
  }
  return r;
}

/**
 * What `more_tools` answers without a name (or with an unknown one): each reachable tool, its summary
 * and its arguments. No display or timestamp: a listing is not an answer about the boat (the `full`
 * style adds both as null, the shape of every full answer).
 */
export interface DiscoveryList {
  tools: { name: string; summary: string; arguments: Record<string, JsonSchema> }[];
  /** Set when a name was given that is no tool, or when every tool is listed already. */
  note?: string;
}

/** The listing `more_tools` gives: every query not on the menu (all queries when `menu` is empty). */
export function discoveryList(menu: readonly string[], unknownName?: string): DiscoveryList {
  const rest = QUERIES.filter((q) => !menu.includes(q.name));
  // The listing alone did not say the name was wrong; the note comes first. A normal result, never
  // isError (a guess must not trip a client's circuit breaker).
  const note =
    unknownName !== undefined
      ? { note: `There is no tool named '${unknownName.slice(0, 64)}'. Call ${DISCOVERY_TOOL} again with one of these names and its arguments, or call a listed tool.` }
      : rest.length === 0
        ? { note: 'Every tool is in the tool list already: call it by its name.' }
        : {};
  return {
    ...note,
    tools: rest.map((q) => ({ name: q.name, summary: sentenceOf(q.description), arguments: queryDefinition(q).inputSchema.properties })),
  };
}
