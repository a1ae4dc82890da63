/**
 * Shared pieces of the benchmark (test/bench/run.ts): statistics, /proc readings, and starting
 * signalk-assist exactly as the add-on does (addon/rootfs/run.sh, so its V8 flags apply) with an
 * options file per role.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const REPO = resolve(import.meta.dirname, '..', '..');
/** The add-on's entry script: the bench starts signalk-assist through it, as the add-on does. */
export const RUN_SH = join(REPO, 'addon', 'rootfs', 'run.sh');

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
export const msSince = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

/** Median, p99 and friends of a sample in ms. */
export interface Stats {
  n: number;
  median: number;
  p90: number;
  p99: number;
  min: number;
  max: number;
}

/** Order statistics (nearest rank) of a sample. */
export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
  return { n: s.length, median: q(0.5), p90: q(0.9), p99: q(0.99), min: s[0] ?? NaN, max: s[s.length - 1] ?? NaN };
}

/** Resident memory of a process in MiB (VmRSS), or NaN. */
export function rssMiB(pid: number | null | undefined): number {
  if (!pid) return NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) a process has used, in seconds, from /proc/PID/stat (clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the command: state is [0], utime is field 14 of the line ([11] here), stime [12].
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** One signalk-assist process started through run.sh, and MCP clients connected to it. */
export interface Assist {
  role: string;
  pid: number;
  /** When the spawn was issued. */
  started: bigint;
  http: Client | null;
  stdio: Client | null;
  url: string | null;
  /** Its data dir (options data_dir), removed by stop(). */
  dataDir: string;
  logs(): string;
  stop(): Promise<void>;
}

export interface AssistSpec {
  role: string;
  signalkUrl: string;
  /** Serve MCP over HTTP on this port. */
  port?: number;
  /** Serve MCP over stdio (the bench's client spawns the process). */
  stdio?: boolean;
  env?: Record<string, string>;
  /** Start `node <nodeFlags> bundle/signalk-assist.mjs` directly instead of run.sh (to compare V8 flags). */
  nodeFlags?: string[];
  /** Start the request-per-call baseline (rest-baseline.ts) with node and `nodeFlags`, instead of signalk-assist. */
  baseline?: boolean;
}

/**
 * Starts signalk-assist through the add-on's run.sh with an options file for this role. With
 * `stdio`, the MCP SDK's stdio client spawns it (its pid is then the node process run.sh execs).
 * Resolves once spawned; use `connectHttp` for HTTP.
 */
export async function startAssist(spec: AssistSpec): Promise<Assist> {
  const dir = mkdtempSync(join(tmpdir(), `sa-bench-${spec.role}-`));
  const options = join(dir, 'options.json');
  writeFileSync(
    options,
    // tools: all: run.ts picks its questions from tools/list.
    JSON.stringify({
      signalk_url: spec.signalkUrl,
      mcp: spec.port !== undefined,
      stdio: spec.stdio === true,
      assist: false,
      entities: false,
      data_dir: dir,
      log_level: 'warning',
      tools: ['all'],
    }),
  );
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    SIGNALK_ASSIST_APP_DIR: REPO,
    SIGNALK_ASSIST_OPTIONS: options,
    MCP_HOST: '127.0.0.1',
    ...(spec.port !== undefined ? { MCP_PORT: String(spec.port) } : {}),
    ...spec.env,
  };
  // Never reach a Home Assistant from the bench.
  delete env.SUPERVISOR_TOKEN;
  let err = '';
  const started = process.hrtime.bigint();
  let child: ChildProcess | null = null;
  let stdioClient: Client | null = null;
  let pid: number;
  const [command, args] = spec.baseline
    ? [process.execPath, [...(spec.nodeFlags ?? []), '--import', 'tsx', join(REPO, 'test/bench/rest-baseline.ts'), '--options-file', options]]
    : spec.nodeFlags
      ? [process.execPath, [...spec.nodeFlags, join(REPO, 'bundle/signalk-assist.mjs'), 'serve', '--options-file', options]]
      : ['sh', [RUN_SH]];
  if (spec.stdio) {
    const transport = new StdioClientTransport({ command, args, env, stderr: 'pipe', cwd: REPO });
    transport.stderr?.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-20_000)));
    stdioClient = new Client({ name: `bench-${spec.role}`, version: '0' });
    await stdioClient.connect(transport);
    pid = transport.pid ?? 0;
  } else {
    child = spawn(command, args, { env, cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-20_000)));
    pid = child.pid ?? 0;
  }
  const assist: Assist = {
    role: spec.role,
    pid,
    started,
    http: null,
    stdio: stdioClient,
    url: spec.port !== undefined ? `http://127.0.0.1:${spec.port}` : null,
    dataDir: dir,
    logs: () => err,
    async stop() {
      await assist.http?.close().catch(() => {});
      await assist.stdio?.close().catch(() => {});
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((r) => {
          const t = setTimeout(() => {
            child!.kill('SIGKILL');
            r();
          }, 5000);
          child!.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return assist;
}

/** Connects an MCP client over streamable HTTP, retrying until the server listens (bounded). */
export async function connectHttp(assist: Assist, deadlineMs = 30_000): Promise<Client> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      const client = new Client({ name: `bench-${assist.role}`, version: '0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${assist.url}/mcp`)));
      assist.http = client;
      return client;
    } catch (e) {
      if (Date.now() > end) throw new Error(`${assist.role}: no MCP over HTTP within ${deadlineMs} ms: ${(e as Error).message}\n${assist.logs()}`);
      await sleep(5);
    }
  }
}

/** The result of a tool call: structuredContent (`answers: full`), else the compact answer's JSON text. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const r = await client.callTool({ name, arguments: args });
  if (r.isError) throw new Error(`${name} answered isError: ${JSON.stringify(r.content)}`);
  if (r.structuredContent) return r.structuredContent as Record<string, unknown>;
  return JSON.parse((r.content as { text?: string }[])[0]?.text ?? '{}') as Record<string, unknown>;
}

/** Polls until `check` is true (bounded); returns when it became true. */
export async function until(check: () => Promise<boolean>, what: string, deadlineMs: number, pauseMs = 10): Promise<bigint> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    if (await check().catch(() => false)) return process.hrtime.bigint();
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(pauseMs);
  }
}

/** Fixed-width table printing. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? fmt(c) : c)))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  return cells
    .map(
      (r, j) =>
        r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ') + (j === 0 ? '\n' + widths.map((w) => '-'.repeat(w)).join('  ') : ''),
    )
    .join('\n');
}

/** Numbers for the table: 3 significant decimals under 10, fewer above. */
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return '-';
  if (Math.abs(x) >= 1000) return x.toFixed(0);
  if (Math.abs(x) >= 100) return x.toFixed(1);
  if (Math.abs(x) >= 10) return x.toFixed(2);
  return x.toFixed(3);
}

/**
 * Server-side milliseconds per tool from a process's usage log (src/mcp/usage-log.ts writes one
 * line per call with its `ms`): the time inside signalk-assist, without transport and client. The
 * log keeps three rotated files of 1 MiB, so the oldest calls may be gone.
 */
export function serverMs(assist: Assist): Record<string, Stats> {
  let text = '';
  // The log rotates (usage.jsonl, .1, .2): read them all.
  for (const f of ['usage.jsonl.2', 'usage.jsonl.1', 'usage.jsonl']) {
    try {
      text += readFileSync(join(assist.dataDir, f), 'utf8') + '\n';
    } catch {
      /* not rotated that far */
    }
  }
  const byTool = new Map<string, number[]>();
  for (const line of text.split('\n')) {
    try {
      const l = JSON.parse(line) as { tool?: string; ms?: number };
      if (typeof l.tool === 'string' && typeof l.ms === 'number') (byTool.get(l.tool) ?? byTool.set(l.tool, []).get(l.tool)!).push(l.ms);
    } catch {
      /* partial line */
    }
  }
  return Object.fromEntries([...byTool].map(([k, v]) => [k, stats(v)]));
}
