/**
 * Starts signalk-assist as a real child process (from source through tsx) and connects the MCP
 * SDK's own client to it over stdio or streamable HTTP: the contract is tested through a real client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { freePort } from './net.js';

export const CLI = ['--import', 'tsx', 'src/cli.ts'];

export interface AssistProcess {
  client: Client;
  /** Base URL for HTTP transport (http://127.0.0.1:PORT), else null. */
  url: string | null;
  /** The process id over HTTP transport (e.g. to pause it with SIGSTOP), else undefined. */
  pid?: number;
  /** stderr of the process so far (logs). */
  logs(): string;
  /**
   * Calls a tool; returns structuredContent (in the compact style, which has none, the text block's
   * JSON), isError and the text block. Every `display` it returns is
   * checked with `ttsViolations` in the process's `--language` (with `auto` or none, where Home
   * Assistant may choose: safe in one of our languages): the safety check runs over every
   * display the suite produces; a violation throws. Tools whose display carries boat text (alarm
   * messages, a string sensor) are not checked here: their tests check what is ours.
   */
  call(tool: string, args?: Record<string, unknown>): Promise<ToolCall>;
  stop(): Promise<void>;
}

export interface ToolCall {
  /** structuredContent; for a compact answer (no structuredContent), the parsed text block. */
  structured: Record<string, unknown> | undefined;
  isError: boolean;
  text: string;
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`signalk-assist exited with ${child.exitCode}:\n${logs()}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`signalk-assist did not answer /health within ${timeoutMs} ms:\n${logs()}`);
}

/**
 * Starts signalk-assist with `args` (after `serve`) and connects a client. `headers` go with every
 * HTTP request of the client (e.g. `Authorization: Bearer` when --mcp-token is set). `answers`
 * (default `full`: most suites check the SI fields and the timestamp) is passed as `--answers`;
 * `default` passes nothing, so the product's default (compact) applies. `healthTimeoutMs` (default 60 s)
 * bounds the wait for its /health (suites that share the machine with Home Assistant give more).
 */
export async function startAssist(opts: {
  args: string[];
  transport: 'stdio' | 'http';
  env?: Record<string, string>;
  headers?: Record<string, string>;
  answers?: 'full' | 'compact' | 'default';
  healthTimeoutMs?: number;
}): Promise<AssistProcess> {
  const answers = opts.answers ?? 'full';
  if (answers !== 'default') opts = { ...opts, args: ['--answers', answers, ...opts.args] };
  const env = { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json', ...opts.env } as Record<string, string>;
  const client = new Client({ name: 'signalk-assist-test', version: '0.0.0' });
  if (opts.transport === 'stdio') {
    const transport = new StdioClientTransport({ command: process.execPath, args: [...CLI, 'serve', '--stdio', ...opts.args], env, stderr: 'pipe', cwd: process.cwd() });
    let err = '';
    transport.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    await client.connect(transport);
    return wrap(
      client,
      null,
      () => err,
      async () => {
        await client.close();
      },
      languageOf(opts.args, opts.env),
    );
  }
  const port = await freePort();
  const child = spawn(process.execPath, [...CLI, 'serve', '--port', String(port), '--host', '127.0.0.1', ...opts.args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  dieWithTestProcess(child);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout!.on('data', (d: Buffer) => (err += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => err, opts.healthTimeoutMs);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: opts.headers ?? {} } }));
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  const running = wrap(
    client,
    url,
    () => err,
    async () => {
      child.kill('SIGCONT'); // a test may have paused it
      await client.close().catch(() => {});
      child.kill('SIGTERM');
      await new Promise<void>((r) => {
        if (child.exitCode !== null) return r();
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    },
    languageOf(opts.args, opts.env),
  );
  return { ...running, pid: child.pid };
}

const liveChildren = new Set<ChildProcess>();
let exitHooked = false;

/**
 * Children started here neither keep the test process alive nor outlive it (a
 * `before` hook that fails after a start loses the handle, and the test file would never end). The child
 * and its pipes are unref'd (their output still arrives while the tests run), and the test process
 * SIGKILLs whatever is left when it exits.
 */
function dieWithTestProcess(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  child.unref();
  for (const s of [child.stdout, child.stderr]) (s as unknown as { unref?: () => void } | null)?.unref?.();
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const c of liveChildren) c.kill('SIGKILL');
  });
}

/**
 * The answer language a command line asks for (`--language X` or `--language=X`); with 'auto' or none,
 * English without Home Assistant, else null (Home Assistant's language decides).
 */
function languageOf(args: readonly string[], env: Readonly<Record<string, string>> = {}): Language | null {
  const i = args.findIndex((a) => a === '--language' || a.startsWith('--language='));
  const value = i < 0 ? env['SIGNALK_ASSIST_LANGUAGE'] : args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1];
  if ((LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language;
  const withHa = args.some((a) => a === '--ha-url' || a.startsWith('--ha-url=')) || Boolean(env['HA_URL']);
  return withHa ? null : 'en';
}

/** Tools whose display is, or contains, text from the boat, spoken as given (docs/design.md#languages-and-wording). */
const BOAT_TEXT_TOOLS = new Set(['get_active_alarms']);

/** Throws when a tool's display breaks the speech rules of `language` (null: of every language we speak). */
function checkDisplay(tool: string, structured: Record<string, unknown> | undefined, language: Language | null): void {
  const display = structured?.display;
  if (typeof display !== 'string' || BOAT_TEXT_TOOLS.has(tool)) return;
  if (tool === 'read_sensor' && typeof structured?.value !== 'number' && !(structured?.value && typeof structured.value === 'object' && 'latitude' in structured.value)) return;
  if (language === null && LANGUAGES.some((l) => ttsViolations(display, l).length === 0)) return;
  const found = ttsViolations(display, language ?? 'en');
  if (found.length) throw new Error(`${tool} display is not TTS-safe (${language ?? 'any language'}): ${JSON.stringify(display)}: ${found.join('; ')}`);
}

function wrap(client: Client, url: string | null, logs: () => string, stop: () => Promise<void>, language: Language | null = null): AssistProcess {
  return {
    client,
    url,
    logs,
    stop,
    async call(tool, args = {}) {
      const r = await client.callTool({ name: tool, arguments: args });
      const content = (r.content ?? []) as { type: string; text?: string }[];
      const text = content.find((c) => c.type === 'text')?.text ?? '';
      const structured = (r.structuredContent as Record<string, unknown> | undefined) ?? (r.isError ? undefined : jsonObject(text));
      checkDisplay(tool, structured, language);
      return { structured, isError: r.isError === true, text };
    },
  };
}

/** The JSON object a text block holds, or undefined when it holds none. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Polls `check` until it returns true (bounded). */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
