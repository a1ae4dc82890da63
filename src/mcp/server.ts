/**
 * MCP server factory. tools/list shows the menu (surface.ts: the default set, the option `tools`, or
 * a client's `?tools=` pin in the endpoint URL); tools/call answers every catalogue tool by name,
 * listed or not, and the discovery tool `more_tools`. Each result is compact by default (answer.ts:
 * display, age_s and the valid choices, as text) or full on request (every SI field and the ISO
 * timestamp as `structuredContent` and, as text, exactly its compact JSON; notes/mcp-clients.md:
 * Hermes dedupes the two when they match). Absence is a successful result; only wrong argument shapes, unknown tool names and internal
 * failures are isError. Every call and every tools/list is recorded in the usage log (usage-log.ts).
 *
 * The two handlers are installed directly on the protocol server instead of registering each tool
 * with McpServer: the listing then differs per request (a pin) without rebuilding anything, the
 * definitions are built once per process (surface.ts), and an unknown name gets the valid names
 * (field-reports.md #16; the SDK's own message says only "Tool X not found").
 */
import { performance } from 'node:perf_hooks';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { findQuery } from '../queries/index.js';
import type { Query, QueryContext } from '../queries/types.js';
import { log } from '../log.js';
import { answerStyleFromUrl, DEFAULT_ANSWER_STYLE, toolResult, type AnswerStyle } from './answer.js';
import { DEFAULT_MENU, DISCOVERY_INPUT, DISCOVERY_TOOL, discoveryList, listResult, menuFromUrl, resolveMenu, toolNames } from './surface.js';
import { NO_USAGE_LOG, type UsageSink } from './usage-log.js';

export const SERVER_INFO = { name: 'signalk-assist', version: '0.1.0' } as const;

/** Longest boat name shown in the server's name (characters). */
export const MAX_BOAT_NAME = 40;

/**
 * The server's name in `initialize`: "signalk-assist (<boat>)" with the vessel's `name` from SignalK
 * (the vessel root's `name`), else "signalk-assist". Home Assistant titles its MCP entry with it, so
 * two boats' entries (or a boat and a demo) are told apart (field report 33). Made safe to show:
 * letters, digits, spaces and ' . - & only (AIS '@' padding, control characters and markup go), at
 * most {@link MAX_BOAT_NAME} characters, cut at a word.
 */
export function serverName(boatName: unknown): string {
  if (typeof boatName !== 'string') return SERVER_INFO.name;
  let name = boatName.normalize('NFC').replace(/[^\p{L}\p{M}\p{N} '’.&-]+/gu, ' ').replace(/\s+/g, ' ').trim();
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
   * Internal, for the benchmark's request-per-call baseline only (src/signalk/rest-answer.ts):
   * builds each call's context asynchronously instead of `context`.
   */
  contextFor?: (query: Query, args: Record<string, unknown>) => Promise<QueryContext>;
}

/** Argument validators, built once per tool. */
const validators = new Map<string, z.ZodType>();
function validator(name: string, shape: z.ZodRawShape): z.ZodType {
  let v = validators.get(name);
  if (!v) validators.set(name, (v = z.object(shape)));
  return v;
}

/** Checks arguments; an isError result saying what was expected when they have the wrong shape. */
function parseArgs(name: string, shape: z.ZodRawShape, args: unknown): { ok: true; args: Record<string, unknown> } | { ok: false; result: CallToolResult } {
  const r = validator(name, shape).safeParse(args ?? {});
  if (r.success) return { ok: true, args: r.data as Record<string, unknown> };
  const problems = r.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'arguments'}: ${i.message}`).join('; ');
  const expected = Object.entries(shape as Record<string, z.ZodType>).map(([k, s]) => `${k}${s.safeParse(undefined).success ? '?' : ''} (${s.description ?? 'value'})`).join(', ');
  return { ok: false, result: errorResult(`Invalid arguments for ${name}: ${problems}. Expected: ${expected || 'no arguments'}.`) };
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
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

/** Answers one tools/call, recording it. */
function callTool(opts: McpServerOptions, menu: readonly string[], name: string, rawArgs: unknown, url: URL | undefined): CallToolResult | Promise<CallToolResult> {
  const t0 = performance.now();
  const usage = opts.usage ?? NO_USAGE_LOG;
  const args = (rawArgs ?? {}) as Record<string, unknown>;
  const done = (r: CallToolResult, tool = name, via?: string, callArgs: unknown = args, display?: string | null): CallToolResult => {
    const text = (r.content[0] as { text?: string } | undefined)?.text ?? '';
    const outcome = r.isError ? 'error' : display === null ? 'absent' : 'ok';
    usage.call({ tool, via, args: (callArgs ?? {}) as Record<string, unknown>, outcome, ms: performance.now() - t0, bytes: Buffer.byteLength(text) });
    return r;
  };
  const run = (query: Query, queryArgs: unknown, via?: string): CallToolResult | Promise<CallToolResult> => {
    const parsed = parseArgs(query.name, query.input, queryArgs);
    const end = (r: CallToolResult, display?: string | null) => done(r, query.name, via, queryArgs, display);
    if (!parsed.ok) return end(parsed.result);
    const answer = (ctx: QueryContext): CallToolResult => {
      try {
        const result = query.run(parsed.args as never, ctx);
        return end(toolResult(query, result, styleOf(opts, url), ctx.now()), result.display);
      } catch (e) {
        return end(failed(query, e));
      }
    };
    if (opts.contextFor) return opts.contextFor(query, parsed.args).then(answer, (e: unknown) => end(failed(query, e)));
    return answer(opts.context());
  };

  if (name === DISCOVERY_TOOL) {
    const parsed = parseArgs(DISCOVERY_TOOL, DISCOVERY_INPUT, args);
    if (!parsed.ok) return done(parsed.result);
    const wanted = typeof parsed.args.name === 'string' ? parsed.args.name.trim() : '';
    const query = wanted ? findQuery(wanted) ?? findQuery(wanted.toLowerCase()) : undefined;
    if (query) return run(query, parsed.args.arguments ?? {}, DISCOVERY_TOOL);
    const list = discoveryList(menuOf(menu, url), wanted || undefined);
    // A listing is the same in both styles; only `full` repeats it as structuredContent.
    const text: CallToolResult = { content: [{ type: 'text', text: JSON.stringify(list) }] };
    return done(styleOf(opts, url) === 'full' ? { ...text, structuredContent: list as unknown as Record<string, unknown> } : text);
  }
  const query = findQuery(name);
  if (!query) {
    return done(errorResult(`Unknown tool '${name}'. The tools are: ${toolNames().join(', ')}. Use ${DISCOVERY_TOOL} to list the ones not shown.`));
  }
  return run(query, args);
}

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
    instructions:
      "Answers questions about this boat from its live SignalK data. Each result has a 'display' sentence to read aloud verbatim; a null display means the boat is not reporting it.",
  });
  // Unknown names in opts.tools were refused by the configuration; resolveMenu only orders them here.
  const menu = opts.tools ? resolveMenu(opts.tools).menu : DEFAULT_MENU;
  server.server.setRequestHandler(ListToolsRequestSchema, (_req, extra) => {
    const result = listResult(menuOf(menu, extra.requestInfo?.url));
    opts.usage?.list({ list: result.tools.map((t) => t.name), bytes: Buffer.byteLength(JSON.stringify(result)) });
    return result;
  });
  server.server.setRequestHandler(CallToolRequestSchema, (req, extra) => callTool(opts, menu, req.params.name, req.params.arguments, extra.requestInfo?.url));
  return server;
}
