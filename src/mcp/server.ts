/**
 * MCP server factory. tools/list shows the menu (surface.ts: the default set, the option `tools`, or
 * a client's `?tools=` pin in the endpoint URL); tools/call answers every catalogue tool by name,
 * listed or not, and the discovery tool `more_tools`. Each result is compact by default (answer.ts:
 * display, age_s and the valid choices, as text) or full on request (every SI field and the ISO
 * timestamp as `structuredContent` and, as text, exactly its compact JSON; a client may show the
 * model both: Hermes Agent 0.19 sends both copies).
 *
 * A model's mistake is an answer, never an error: Hermes Agent stops calling every tool of a server
 * for a minute after three isError results in a row from any of them. Wrong argument types, values
 * out of range, an unknown tool name, a `more_tools` name that is no tool, `more_tools` arguments
 * that are no object: each gets a normal result with no display and a one-line note saying what to
 * send instead (`mistake`). isError is kept for a tool that failed internally (no retry helps), and
 * JSON-RPC -32602 for a request no model can produce through a client: `name` not a string, or
 * `arguments` that are no object at all (clients build them from the listed object schema).
 * Numbers and booleans sent as strings that say them exactly are converted first (lenientArgs). A
 * client's `?language=&units=` in its URL (request-locale.ts) chooses the speaker of its calls.
 * Every call and every tools/list is recorded in the usage log (usage-log.ts).
 *
 * The two handlers are installed directly on the protocol server instead of registering each tool
 * with McpServer: the listing then differs per request (a pin) without rebuilding anything, the
 * definitions are built once per process (surface.ts), and an unknown name gets the valid names
 * (the SDK's own message says only "Tool X not found").
 */
import { performance } from 'node:perf_hooks';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { findQuery } from '../questions/index.js';
import type { Query, QueryContext } from '../queries/types.js';
import { log } from '../log.js';
import { answerStyleFromUrl, DEFAULT_ANSWER_STYLE, toolResult, type AnswerStyle } from './answer.js';
import {
  aliasOf,
  callableNote,
  DEFAULT_MENU,
  DISCOVERY_INPUT,
  DISCOVERY_TOOL,
  discoveryList,
  listResult,
  menuFromUrl,
  queryDefinition,
  resolveMenu,
  toolNames,
  unknownToolNote,
} from './surface.js';
import { localeFromUrl, speakerFor, type RequestLocale } from './request-locale.js';
import { NO_USAGE_LOG, type UsageSink } from './usage-log.js';
import { answerBoatCommand, BOAT_COMMAND_TOOL, boatCommandDefinition, parseBoatCommandArgs, type BoatCommands } from './boat-command.js';

export const SERVER_INFO = { name: 'signalk-assist', version: '0.1.0' } as const;

/** Longest boat name shown in the server's name (characters). */
export const MAX_BOAT_NAME = 40;

/**
 * The server's name in `initialize`: "signalk-assist (<boat>)" with the vessel's `name` from SignalK
 * (the vessel root's `name`), else "signalk-assist". Home Assistant titles its MCP entry with it, so
 * two boats' entries (or a boat and a demo) are told apart. Made safe to show:
 * letters, digits, spaces and ' . - & only (AIS '@' padding, control characters and markup go), at
 * most {@link MAX_BOAT_NAME} characters, cut at a word.
 */
export function serverName(boatName: unknown): string {
  if (typeof boatName !== 'string') return SERVER_INFO.name;
  let name = boatName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} '’.&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if ([...name].length > MAX_BOAT_NAME) {
    const cut = [...name].slice(0, MAX_BOAT_NAME).join('');
    name = (cut.lastIndexOf(' ') > 0 ? cut.slice(0, cut.lastIndexOf(' ')) : cut).trim();
  }
  return /[\p{L}\p{N}]/u.test(name) ? `${SERVER_INFO.name} (${name})` : SERVER_INFO.name;
}

export interface McpServerOptions {
  /** Gives the query context at call time (language and units may change while running). */
  context: () => QueryContext;
  /**
   * The menu: tool names tools/list shows, in catalogue order (surface.ts resolveMenu); default
   * DEFAULT_MENU. A request's `?tools=` pin takes precedence. Every catalogue tool stays callable.
   */
  tools?: readonly string[];
  /**
   * How much of each result goes to the client (answer.ts): `compact` (default) or `full`. A
   * request's `?answers=` in the URL takes precedence.
   */
  answers?: AnswerStyle;
  /** Where calls and listings are recorded; default nowhere. */
  usage?: UsageSink;
  /**
   * Language and units for every call of this server (a legacy SSE stream's `?language=&units=`,
   * request-locale.ts); a request's own URL takes precedence; absent: the server's speaker.
   */
  locale?: RequestLocale;
  /**
   * The voice actions for MCP clients (option `mcp_actions`, boat-command.ts): with it `boat_command`
   * is listed after the menu and answered; without it the tool does not exist.
   */
  commands?: BoatCommands;
}

/** Argument validators, built once per tool. */
const validators = new Map<string, z.ZodType>();
function validator(name: string, shape: z.ZodRawShape): z.ZodType {
  let v = validators.get(name);
  if (!v) validators.set(name, (v = z.object(shape)));
  return v;
}

/**
 * A string that says a number or a boolean exactly, converted where the tool's schema wants one
 * (the Inspector CLI and some clients send every `--tool-arg` as a
 * string when the tool was not listed to them). "1", "-2.5", "true", "FALSE" convert; "1x", "",
 * "1e3", " 1" do not (they then fail validation with the usual one-line message).
 */
export function lenientArgs(query: Query, args: Record<string, unknown>): Record<string, unknown> {
  const props = queryDefinition(query).inputSchema.properties;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(args)) {
    if (typeof v !== 'string') continue;
    const type = props[k]?.type;
    let converted: unknown;
    if ((type === 'number' || type === 'integer') && /^-?\d+(\.\d+)?$/.test(v)) converted = Number(v);
    else if (type === 'boolean' && /^(true|false)$/i.test(v)) converted = v.toLowerCase() === 'true';
    else continue;
    (out ??= { ...args })[k] = converted;
  }
  return out ?? args;
}

/**
 * Checks arguments. When they have the wrong shape: the note for the model, naming what was wrong
 * and what the tool takes (`via`: the tool was reached through more_tools).
 */
function parseArgs(name: string, shape: z.ZodRawShape, args: unknown, via?: string): { ok: true; args: Record<string, unknown> } | { ok: false; note: string } {
  const r = validator(name, shape).safeParse(args ?? {});
  if (r.success) return { ok: true, args: r.data as Record<string, unknown> };
  const problems = r.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'arguments'}: ${i.message}`).join('; ');
  return { ok: false, note: `Invalid arguments for ${name}: ${problems}. Call ${via ? `${via} with name ${name} and arguments` : name} again with: ${expectedArgs(shape)}.` };
}

/** A tool's arguments in one line: `limit? (Most targets, 1 to 10)`, or "no arguments". */
function expectedArgs(shape: z.ZodRawShape): string {
  return (
    Object.entries(shape as Record<string, z.ZodType>)
      .map(([k, s]) => `${k}${s.safeParse(undefined).success ? '?' : ''} (${s.description ?? 'value'})`)
      .join(', ') || 'no arguments'
  );
}

/**
 * `arguments` that are not an object of named values (an array, a string): JSON-RPC -32602 in one
 * line naming what the tool takes (the SDK's own check answered -32603
 * with a multi-line dump).
 */
function notAnObject(name: string, shape: z.ZodRawShape, args: unknown): Error {
  return invalidParams(`arguments must be an object of named values, not ${kindOf(args)}; ${name} takes: ${expectedArgs(shape)}`);
}

/**
 * A JSON-RPC -32602 error whose message is exactly `message` (the SDK's Protocol sends an error's
 * `code` and `message`; its McpError would prefix "MCP error -32602: ").
 */
function invalidParams(message: string): Error {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
}

/** True for a plain JSON object (not an array, not null). */
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** The shape of a mistake's answer (no display, no reading). */
const NO_FIELDS = { compact: [] as const };

/**
 * A model's mistake answered as a normal result (see the module comment): display and age_s null,
 * and `note` saying what to send instead, in the request's answer style.
 */
function mistake(note: string, style: AnswerStyle): CallToolResult {
  return toolResult(NO_FIELDS, { display: null, timestamp: null, note }, style, 0);
}

/** A bug must not become a protocol failure loop for the agent: log it, answer isError once. */
function failed(query: Query, e: unknown): CallToolResult {
  log.error(`tool ${query.name} failed: ${(e as Error).stack ?? String(e)}`);
  return errorResult(`${query.name} failed internally; the boat data is unaffected.`);
}

/** The answer style of one request: its URL's `answers` when valid, else the server's. */
function styleOf(opts: McpServerOptions, url: URL | undefined): AnswerStyle {
  try {
    return answerStyleFromUrl(url) ?? opts.answers ?? DEFAULT_ANSWER_STYLE;
  } catch {
    return opts.answers ?? DEFAULT_ANSWER_STYLE; // http.ts refuses a bad value before it gets here
  }
}

/** The menu of one request: its URL pin when valid, else the server's. */
function menuOf(menu: readonly string[], url: URL | undefined): readonly string[] {
  try {
    return menuFromUrl(url) ?? menu;
  } catch {
    return menu; // http.ts refuses a bad pin before it gets here
  }
}

/** The query context of one call: the server's, spoken in the language and units the request's URL (or the stream's) asks for. */
function contextOf(opts: McpServerOptions, url: URL | undefined): QueryContext {
  const ctx = opts.context();
  let want: RequestLocale = opts.locale ?? {};
  try {
    want = { ...want, ...localeFromUrl(url) };
  } catch {
    // http.ts refuses a bad value before it gets here
  }
  const speaker = speakerFor(ctx.speaker, want);
  return speaker === ctx.speaker ? ctx : { ...ctx, speaker };
}

/**
 * Answers one tools/call, recording it.
 * @throws Error with code -32602 (InvalidParams) when `arguments` is not an object or `name` not a string.
 */
function callTool(opts: McpServerOptions, serverMenu: readonly string[], name: unknown, rawArgs: unknown, url: URL | undefined): CallToolResult {
  const t0 = performance.now();
  const usage = opts.usage ?? NO_USAGE_LOG;
  if (typeof name !== 'string') throw invalidParams(`name must be a tool name: ${toolNames().join(', ')}`);
  const args = rawArgs ?? {};
  const menu = menuOf(serverMenu, url);
  const style = styleOf(opts, url);
  /** Records a call; a mistake (a note instead of an answer) is logged as an error. */
  const done = (r: CallToolResult, tool = name, via?: string, callArgs: unknown = args, display?: string | null, ctx?: QueryContext, wrong = false): CallToolResult => {
    const text = (r.content[0] as { text?: string } | undefined)?.text ?? '';
    const outcome = r.isError || wrong ? 'error' : display === null ? 'absent' : 'ok';
    const locale = ctx ? { language: ctx.speaker.language, units: ctx.speaker.units } : {};
    usage.call({
      tool,
      via,
      args: (isObject(callArgs) ? callArgs : {}) as Record<string, unknown>,
      outcome,
      ms: performance.now() - t0,
      bytes: Buffer.byteLength(text),
      ...locale,
    });
    return r;
  };
  const wrong = (note: string, tool = name, via?: string, callArgs: unknown = args): CallToolResult => done(mistake(note, style), tool, via, callArgs, null, undefined, true);
  const run = (query: Query, queryArgs: unknown, via?: string): CallToolResult => {
    if (!isObject(queryArgs)) {
      if (via)
        return wrong(
          `arguments must be an object of named values, not ${kindOf(queryArgs)}. Call ${via} with name ${query.name} and arguments: ${expectedArgs(query.input)}.`,
          query.name,
          via,
          {},
        );
      done(errorResult('arguments must be an object'), query.name, via, {});
      throw notAnObject(query.name, query.input, queryArgs);
    }
    const parsed = parseArgs(query.name, query.input, lenientArgs(query, queryArgs), via);
    if (!parsed.ok) return wrong(parsed.note, query.name, via, queryArgs);
    const ctx = contextOf(opts, url);
    const end = (r: CallToolResult, display?: string | null) => done(r, query.name, via, queryArgs, display, ctx);
    try {
      const result = query.run(parsed.args as never, ctx);
      const told = typeof result.note === 'string' ? { ...result, note: callableNote(result.note, menu) } : result;
      return end(toolResult(query, told, style, ctx.now()), result.display);
    } catch (e) {
      return end(failed(query, e));
    }
  };

  if (name === DISCOVERY_TOOL) {
    if (!isObject(args)) {
      done(errorResult('arguments must be an object'));
      throw notAnObject(DISCOVERY_TOOL, DISCOVERY_INPUT, args);
    }
    const wanted = typeof args.name === 'string' ? args.name.trim() : '';
    if (args.name !== undefined && args.name !== null && typeof args.name !== 'string') {
      return wrong(`name must be a tool name as text, like tank_levels; call ${DISCOVERY_TOOL} with no arguments for the list.`);
    }
    const query = wanted ? (findQuery(wanted) ?? findQuery(wanted.toLowerCase()) ?? findQuery(aliasOf(wanted) ?? '')) : undefined;
    // The tool's own arguments: checked as if it had been called directly (a string, a list: a note).
    if (query) return run(query, args.arguments ?? {}, DISCOVERY_TOOL);
    const list = discoveryList(menu, wanted.slice(0, 64) || undefined);
    const guessed = wanted !== '';
    // A listing: compact and sentence give it as JSON; `full` gives it the full answers' shape and repeats it as structuredContent.
    if (style !== 'full') return done({ content: [{ type: 'text', text: JSON.stringify(list) }] }, name, undefined, args, undefined, undefined, guessed);
    const structured = { ...list, display: null, timestamp: null };
    return done({ content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured }, name, undefined, args, undefined, undefined, guessed);
  }
  // A name a model guessed that plainly means one tool (surface.ts TOOL_ALIASES; docs/design.md#model-mistakes-are-answers).
  const query = findQuery(name) ?? findQuery(aliasOf(name) ?? '');
  if (!query) return wrong(unknownToolNote(name, menu));
  return run(query, args);
}

/** Result fields a compact `boat_command` answer keeps besides display, age_s and note. */
const BOAT_COMMAND_FIELDS = { compact: ['command', 'done', 'confirm_id'] as const };

/**
 * Answers one `boat_command` call, recording it. Never an error result: wrong arguments get a note,
 * a failing engine an apology (boat-command.ts).
 */
async function callBoatCommand(opts: McpServerOptions, commands: BoatCommands, rawArgs: unknown, url: URL | undefined): Promise<CallToolResult> {
  const t0 = performance.now();
  const style = styleOf(opts, url);
  const ctx = contextOf(opts, url);
  const parsed = parseBoatCommandArgs(rawArgs ?? {});
  let result: CallToolResult;
  let outcome: 'ok' | 'error' = 'ok';
  if (!parsed.ok) {
    result = mistake(parsed.note, style);
    outcome = 'error';
  } else {
    try {
      const answer = await answerBoatCommand(commands, parsed.heard, parsed.confirmId, ctx.speaker.language);
      result = toolResult(BOAT_COMMAND_FIELDS, answer, style, ctx.now());
    } catch (e) {
      log.error(`tool ${BOAT_COMMAND_TOOL} failed: ${(e as Error).stack ?? String(e)}`);
      result = mistake('The command could not be handled; nothing was written. Use the plotter.', style);
      outcome = 'error';
    }
  }
  const text = (result.content[0] as { text?: string } | undefined)?.text ?? '';
  const args = isObject(rawArgs) ? rawArgs : {};
  (opts.usage ?? NO_USAGE_LOG).call({
    tool: BOAT_COMMAND_TOOL,
    args,
    outcome,
    ms: performance.now() - t0,
    bytes: Buffer.byteLength(text),
    language: ctx.speaker.language,
    units: ctx.speaker.units,
  });
  return result;
}

/** What a value is, for a note: "an array", "null", "a string". */
function kindOf(v: unknown): string {
  return Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
}

/**
 * tools/call as it reaches us: `name` and `arguments` of any type, so that callTool can say in one
 * line what was wrong (-32602) instead of the SDK's schema dump.
 */
const LooseCallToolRequestSchema = CallToolRequestSchema.extend({
  params: z.looseObject({ name: z.unknown(), arguments: z.unknown().optional() }),
});

/**
 * The MCP `instructions` a client may put in its model's system prompt (Home Assistant 2025.4's
 * client does not, it says only the server's name; Hermes Agent 0.19 does not either), so the same
 * rule also opens the first listed tool's description (surface.ts TOOL_RULE). Chosen with `signalk-assist agent-check` and
 * Qwen2.5-Coder 1.5B: the earlier wording ("... a null display means the boat is not
 * reporting it") led the model to answer "The boat is not reporting its arrival time" without calling
 * anything, 14 of 20 questions with no call; this one gets a call on 19 of 20.
 */
export const SERVER_INSTRUCTIONS =
  'You know nothing about this boat until a tool tells you: call the tool for every question about it, then say its display sentence word for word.';

/** Creates an MCP server with our tools. Cheap (two handlers, no per-tool registration). */
export function createMcpServer(opts: McpServerOptions): McpServer {
  // The name is read when a client initializes (a getter the SDK serializes then): SignalK may tell
  // the boat's name after this server was built, and servers are reused (stateless.ts).
  const info = {
    version: SERVER_INFO.version,
    get name(): string {
      return serverName(opts.context().model.get('name')?.value);
    },
  };
  const server = new McpServer(info, {
    capabilities: { tools: {} },
    instructions: SERVER_INSTRUCTIONS,
  });
  // Unknown names in opts.tools were refused by the configuration; resolveMenu only orders them here.
  const menu = opts.tools ? resolveMenu(opts.tools).menu : DEFAULT_MENU;
  server.server.setRequestHandler(ListToolsRequestSchema, (_req, extra) => {
    const listed = listResult(menuOf(menu, extra.requestInfo?.url));
    const result = opts.commands ? { tools: [...listed.tools, boatCommandDefinition()] } : listed;
    opts.usage?.list({ list: result.tools.map((t) => t.name), bytes: Buffer.byteLength(JSON.stringify(result)) });
    return result;
  });
  // Installed with Protocol's own setRequestHandler: Server's override first re-checks the request
  // against the strict CallToolRequestSchema, whose failure is the multi-line dump we replace.
  Protocol.prototype.setRequestHandler.call(server.server, LooseCallToolRequestSchema, (req: z.infer<typeof LooseCallToolRequestSchema>, extra: { requestInfo?: { url?: URL } }) =>
    req.params.name === BOAT_COMMAND_TOOL && opts.commands
      ? callBoatCommand(opts, opts.commands, req.params.arguments, extra.requestInfo?.url)
      : callTool(opts, menu, req.params.name, req.params.arguments, extra.requestInfo?.url),
  );
  return server;
}
