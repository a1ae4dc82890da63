/**
 * `signalk-assist agent-check`'s I/O: our real MCP server as a child process
 * (`signalk-assist serve --stdio`, the demo vessel or a live boat), reached with the MCP SDK's
 * client; an OpenAI-compatible chat endpoint (Ollama, llama.cpp's server, LM Studio, vLLM) asked
 * each question with `tools` built from tools/list; the model's calls run through MCP and their
 * results fed back for the spoken reply. Scoring and the table are pure (score.ts, parse.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { hermesResolve, hermesSystemPrompt, hermesToolMessage, hermesToolName, hermesTools, hermesUnknownTool, pyDumps } from './hermes.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { DISCOVERY_TOOL } from '../mcp/surface.js';
import { parseToolCalls, type ChatMessage, type ParsedCall } from './parse.js';
import type { Outcome, Question } from './score.js';

/** Why a run stopped: the endpoint cannot be used at all (down, too slow, no tool calling). */
export class EndpointError extends Error {}

/** Where the model is and how long to wait for it. */
export interface Endpoint {
  /** Base URL of the OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 (…/chat/completions is added). */
  url: string;
  model: string;
  /** Sent as a Bearer token; never printed. */
  apiKey?: string;
  /** Longest wait for one chat completion, ms. */
  timeoutMs: number;
}

/** How our server is started: the demo vessel, or a boat's SignalK server. */
export interface Boat {
  signalkUrl?: string;
  /** Passed in the child's environment (SIGNALK_TOKEN), never on its command line. */
  signalkToken?: string;
}

/**
 * Which client's ways the check copies:
 * - `generic`: a system prompt for a boat's voice assistant plus the server's MCP `instructions`;
 *   any tool name is sent to our server (which answers unlisted tools and guessed names too).
 * - `home-assistant`: what Home Assistant 2025.4's conversation agent with its MCP client gives a
 *   model: its default prompt and "The following tools are available from a remote server named
 *   <our server's name>." (helpers/llm.py DEFAULT_INSTRUCTIONS_PROMPT, components/mcp API_PROMPT),
 *   no `instructions`; a tool that was not listed is refused (`Tool "x" not found`), and a result
 *   reaches the model as the whole CallToolResult in JSON.
 * - `hermes`: what Hermes Agent 0.19 sends (hermes.ts): tools named `mcp__boat__<tool>`, its own
 *   system prompt and no `instructions`, each result as `{"result": "..."}` inside its untrusted-data
 *   wrapper; a name that was not listed is refused without a call.
 */
export const AGENT_CLIENTS = ['generic', 'home-assistant', 'hermes'] as const;
export type AgentClient = (typeof AGENT_CLIENTS)[number];

/** One run: a language, a menu, an answer style and a client. */
export interface RunSpec {
  language: string;
  /** The server's `--tools` value: default, all, or tool names. */
  menu: string;
  /** The server's `--answers` value. */
  style: string;
  client: AgentClient;
}

/** Language names for the system prompt. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  'pt-BR': 'Brazilian Portuguese',
  pt: 'European Portuguese',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
};

/**
 * The system prompt: what a voice assistant's client gives its model (Home Assistant's says who it
 * is and to answer briefly), plus the server's MCP `instructions`, as a client that passes them on would.
 */
export function systemPrompt(language: string, instructions: string | undefined): string {
  return [
    `You are the voice assistant of a boat. The skipper speaks to you; your reply is read aloud by a speech engine, so answer in ${LANGUAGE_NAMES[language] ?? language} in one or two short sentences, with no lists or markup.`,
    'Use the tools to answer questions about the boat. Do not call a tool for anything else.',
    instructions ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Home Assistant 2025.4's prompt for a conversation agent given an MCP server's tools (see AgentClient). */
export function haSystemPrompt(serverName: string): string {
  return `You are a voice assistant for Home Assistant.\nAnswer questions about the world truthfully.\nAnswer in plain text. Keep it simple and to the point.\n\nThe following tools are available from a remote server named ${serverName}.`;
}

/** The OpenAI `tools` array for an MCP tools/list result. */
export function openAiTools(tools: readonly Tool[]): unknown[] {
  return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description ?? '', parameters: t.inputSchema } }));
}

/** The command that starts this program's MCP server over stdio, as the running process was started (bundle or source). */
function serverCommand(spec: RunSpec, boat: Boat, dataDir: string): { command: string; args: string[]; env: Record<string, string> } {
  const source = [...process.execArgv.filter((a) => !a.startsWith('--inspect')), process.argv[1]!];
  const where = boat.signalkUrl ? ['--signalk-url', boat.signalkUrl] : ['--demo'];
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'SIGNALK_TOKEN') env[k] = v;
  if (boat.signalkToken) env.SIGNALK_TOKEN = boat.signalkToken;
  env.SIGNALK_ASSIST_LOG_LEVEL = 'error';
  return {
    command: process.execPath,
    args: [...source, 'serve', '--stdio', ...where, '--language', spec.language, '--tools', spec.menu, '--answers', spec.style, '--data-dir', dataDir],
    env,
  };
}

/** A connected MCP client to a fresh server for one run. */
export interface McpSide {
  client: Client;
  tools: Tool[];
  instructions: string | undefined;
  /** serverInfo.name from initialize (Home Assistant names the server to its model by it). */
  serverName: string;
  close(): Promise<void>;
}

/** Starts our server for a run and lists its tools. */
export async function connectServer(spec: RunSpec, boat: Boat): Promise<McpSide> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-agent-check-'));
  const { command, args, env } = serverCommand(spec, boat, dataDir);
  const transport = new StdioClientTransport({ command, args, env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const client = new Client({ name: 'signalk-assist-agent-check', version: '0' });
  try {
    await client.connect(transport);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`our MCP server did not start: ${(e as Error).message}${stderr ? `\n${stderr.trim()}` : ''}`);
  }
  const { tools } = await client.listTools();
  return {
    client,
    tools,
    instructions: client.getInstructions(),
    serverName: client.getServerVersion()?.name ?? 'signalk-assist',
    async close() {
      await client.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A short reason for a failed fetch: refused, unknown host, timeout. */
function reasonOf(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (e as Error).message;
}

/** A POST with a JSON body and a whole-request timeout (fetch's own header timeout, 300 s, is too short for a loaded CPU). */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(u, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One chat completion.
 * @throws EndpointError when the endpoint is down, answers an HTTP error, is slower than the timeout,
 *   or answers something that is no chat completion.
 */
export async function chat(endpoint: Endpoint, body: Record<string, unknown>): Promise<{ message: ChatMessage; ms: number }> {
  const url = `${endpoint.url.replace(/\/+$/, '')}/chat/completions`;
  const t0 = Date.now();
  let r: { status: number; text: string };
  try {
    r = await post(
      url,
      { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
      JSON.stringify({ model: endpoint.model, ...body }),
      endpoint.timeoutMs,
    );
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') throw new EndpointError(`${url}: no answer within ${Math.round(endpoint.timeoutMs / 1000)} s (raise --timeout for a slow machine)`);
    throw new EndpointError(`${url}: cannot connect (${(e as { code?: string }).code ?? (e as Error).message}); is the model server running?`);
  }
  const text = r.text;
  if (r.status < 200 || r.status >= 300) {
    const said = text.replace(/\s+/g, ' ').slice(0, 200);
    if (r.status === 401 || r.status === 403) throw new EndpointError(`${url}: HTTP ${r.status}: the endpoint wants an API key (--api-key or OPENAI_API_KEY)`);
    if (/tool/i.test(said) && r.status >= 400 && r.status < 500) throw new EndpointError(`${url}: HTTP ${r.status}: the endpoint or model does not take tools (${said})`);
    throw new EndpointError(`${url}: HTTP ${r.status}: ${said}`);
  }
  let parsed: { choices?: { message?: ChatMessage }[] };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EndpointError(`${url}: the answer is not JSON; is this an OpenAI-compatible endpoint (…/v1)?`);
  }
  const message = parsed.choices?.[0]?.message;
  if (!message) throw new EndpointError(`${url}: the answer has no choices[0].message; is this an OpenAI-compatible chat endpoint?`);
  return { message, ms: Date.now() - t0 };
}

/**
 * Checks that something listens at the endpoint before our server is started: GET …/models, whose
 * answer (any status) is ignored; only a failed connection is fatal (down, wrong host or port).
 * @throws EndpointError when nothing answers.
 */
export async function probe(endpoint: Endpoint): Promise<void> {
  const url = `${endpoint.url.replace(/\/+$/, '')}/models`;
  try {
    const r = await fetch(url, {
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      signal: AbortSignal.timeout(Math.min(endpoint.timeoutMs, 10_000)),
    });
    await r.body?.cancel();
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') return; // busy, maybe: the chat's own timeout decides
    throw new EndpointError(`${endpoint.url.replace(/\/+$/, '')}/chat/completions: cannot connect (${reasonOf(e)}); is the model server running?`);
  }
}

/** The display of a tool result's text: the JSON's `display`, or the first line of a plain-text answer. */
export function displayOf(text: string): string | null {
  try {
    const o = JSON.parse(text) as { display?: unknown };
    return typeof o.display === 'string' ? o.display : null;
  } catch {
    const first = text.split('\n')[0]!.trim();
    return first === '' ? null : first;
  }
}

/**
 * Runs one call through MCP: what the model is given back (`forModel`), our answer's own text and
 * whether it was no error. As Home Assistant's client, an unlisted name is refused without a call.
 */
async function runCall(mcp: McpSide, call: ParsedCall, client: AgentClient): Promise<{ forModel: string; text: string; ok: boolean }> {
  if (client === 'hermes') {
    const listed = mcp.tools.map((t) => t.name);
    const name = hermesResolve(call.name, listed);
    if (name === null) return { forModel: hermesUnknownTool(call.name, listed), text: '', ok: false };
    try {
      const r = await mcp.client.callTool({ name, arguments: call.arguments ?? {} });
      const text = ((r.content as { type: string; text?: string }[])[0]?.text ?? '') as string;
      return { forModel: hermesToolMessage(hermesToolName(name), r as CallToolResult), text, ok: !r.isError };
    } catch (e) {
      return { forModel: pyDumps({ error: (e as Error).message }), text: (e as Error).message, ok: false };
    }
  }
  if (client === 'home-assistant' && !mcp.tools.some((t) => t.name === call.name)) {
    const refusal = JSON.stringify({ error: 'HomeAssistantError', error_text: `Tool "${call.name}" not found` });
    return { forModel: refusal, text: '', ok: false };
  }
  try {
    const r = await mcp.client.callTool({ name: call.name, arguments: call.arguments ?? {} });
    const text = ((r.content as { type: string; text?: string }[])[0]?.text ?? '') as string;
    const forModel = client === 'home-assistant' ? JSON.stringify({ content: r.content, ...(r.isError ? { isError: true } : {}) }) : text;
    return { forModel, text, ok: !r.isError };
  } catch (e) {
    return { forModel: (e as Error).message, text: (e as Error).message, ok: false };
  }
}

/** Most tool rounds per question before the reply is taken as it is. */
const MAX_ROUNDS = 2;

/**
 * Asks one question: the chat with tools, the model's calls through MCP, the results back, the
 * spoken reply. An endpoint failure propagates (EndpointError): the caller decides whether to go on.
 */
export async function askOne(endpoint: Endpoint, mcp: McpSide, language: string, question: Question, client: AgentClient = 'generic', maxTokens = 200): Promise<Outcome> {
  const t0 = Date.now();
  const tools = client === 'hermes' ? hermesTools(mcp.tools) : openAiTools(mcp.tools);
  const listed = new Set(mcp.tools.map((t) => t.name));
  const system = client === 'home-assistant' ? haSystemPrompt(mcp.serverName) : client === 'hermes' ? hermesSystemPrompt() : systemPrompt(language, mcp.instructions);
  const messages: Record<string, unknown>[] = [
    { role: 'system', content: system },
    { role: 'user', content: question.q },
  ];
  const out: Outcome = { question, called: null, viaDiscovery: false, listed: true, args: {}, toolOk: false, display: null, reply: '', ms: 0 };
  for (let round = 0; ; round++) {
    const { message } = await chat(endpoint, { messages, tools, temperature: 0, max_tokens: maxTokens, stream: false });
    const calls = round < MAX_ROUNDS ? parseToolCalls(message) : [];
    if (calls.length === 0) {
      out.reply = (message.content ?? '').trim();
      break;
    }
    const call = calls[0]!;
    const result = await runCall(mcp, call, client);
    // Scored by our own tool name: Hermes's prefix is its client's, not the model's choice of tool.
    const named = client === 'hermes' ? (hermesResolve(call.name, [...listed]) ?? call.name) : call.name;
    if (round === 0) {
      const inner = named === DISCOVERY_TOOL && call.arguments && typeof call.arguments.name === 'string' ? call.arguments.name : null;
      out.called = inner ?? named;
      out.viaDiscovery = inner !== null;
      out.listed = listed.has(named);
      out.args = inner ? ((call.arguments!.arguments as Record<string, unknown> | undefined) ?? {}) : call.arguments;
      if (inner && out.args !== null && (typeof out.args !== 'object' || Array.isArray(out.args))) out.args = null;
      out.toolOk = result.ok;
      out.display = result.ok ? displayOf(result.text) : null;
    }
    const id = call.id ?? `call_${round}`;
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      tool_calls: [{ id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) } }],
    });
    messages.push({ role: 'tool', tool_call_id: id, name: call.name, content: result.forModel });
  }
  out.ms = Date.now() - t0;
  return out;
}

/** Picks `n` questions spread evenly over a set (all when n is absent or not smaller). */
export function pickQuestions(all: readonly Question[], n?: number): Question[] {
  if (n === undefined || n >= all.length) return [...all];
  const step = all.length / n;
  return Array.from({ length: n }, (_, i) => all[Math.floor(i * step)]!);
}

/**
 * Runs a set of questions for one spec. `progress` is told after each question. A timeout on one
 * question is recorded as its error and the run goes on; an endpoint that is down or refuses tools
 * stops the run (EndpointError), as does a timeout on the very first question.
 */
export async function runSpec(endpoint: Endpoint, boat: Boat, spec: RunSpec, questions: readonly Question[], progress: (done: number, o: Outcome) => void): Promise<Outcome[]> {
  const mcp = await connectServer(spec, boat);
  const outcomes: Outcome[] = [];
  try {
    for (const question of questions) {
      const t0 = Date.now();
      let o: Outcome;
      try {
        o = await askOne(endpoint, mcp, spec.language, question, spec.client);
      } catch (e) {
        if (!(e instanceof EndpointError) || outcomes.length === 0 || !/no answer within/.test(e.message)) throw e;
        o = { question, called: null, viaDiscovery: false, listed: true, args: null, toolOk: false, display: null, reply: '', ms: Date.now() - t0, error: e.message };
      }
      outcomes.push(o);
      progress(outcomes.length, o);
    }
  } finally {
    await mcp.close();
  }
  return outcomes;
}
