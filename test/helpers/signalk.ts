/**
 * Test harness for a real signalk-server (the version pinned in
 * scripts/toolchain.json, installed into `.cache/signalk-server` by scripts/install-signalk.sh;
 * env SIGNALK_VERSION=<version> starts another installed release).
 *
 * ```ts
 * const sk = await startSignalK({ security: true });
 * try {
 *   await sk.sendDelta({ updates: [{ values: [{ path: 'electrical.batteries.house.voltage', value: 12.84 }] }] });
 *   const res = await sk.request('/signalk/v1/api/vessels/self/electrical/batteries/house/voltage');
 * } finally {
 *   await sk.stop();
 * }
 * ```
 *
 * Every server:
 * - listens on 127.0.0.1 only (test/helpers/loopback.cjs is preloaded: the
 *   server itself has no bind option), on a free port picked here;
 * - gets a fresh temporary config dir whose settings.json turns off the TCP
 *   NMEA interfaces, the app store, the MFD web app and mDNS, with no providers;
 * - logs stdout and stderr to `<configDir>/server.log` (its tail is part of every
 *   error this module throws);
 * - is killed when the test process exits, even by a crash, and exits by itself
 *   within about a second if the test process disappears without cleaning up.
 *
 * Every wait here is bounded; no function asserts or depends on speed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import WebSocket from 'ws';
import { freePort } from './net.js';
import { REPO_ROOT } from './repo.js';
/** Re-exported: the harness's users pick a port for it beside it. */
export { freePort };

// ---------------------------------------------------------------------------
// Locations

const HERE = dirname(fileURLToPath(import.meta.url));
/** Repository root (two levels above test/helpers). */
/** Preload that forces listens onto 127.0.0.1. */
export const LOOPBACK_PRELOAD = join(HERE, 'loopback.cjs');
/** The signalk-server release the tests pin: scripts/toolchain.json's `signalkServer` (scripts/install-signalk.sh reads it too). */
export const SIGNALK_PINNED = (JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'toolchain.json'), 'utf8')) as { signalkServer: string }).signalkServer;
/**
 * The release these tests start: the pinned one, or the one env SIGNALK_VERSION names (installed
 * beside it by `SIGNALK_VERSION=<version> bash scripts/install-signalk.sh`).
 */
export const SIGNALK_VERSION = process.env.SIGNALK_VERSION || SIGNALK_PINNED;
/** The npm prefix the server is installed into (override: SIGNALK_SERVER_DIR). */
export const SIGNALK_PREFIX =
  process.env.SIGNALK_SERVER_DIR ?? join(REPO_ROOT, '.cache', SIGNALK_VERSION === SIGNALK_PINNED ? 'signalk-server' : `signalk-server-${SIGNALK_VERSION}`);
/** The installed signalk-server package directory. */
export const SIGNALK_PACKAGE_DIR = join(SIGNALK_PREFIX, 'lib', 'node_modules', 'signalk-server');

/** The fixture plugins {@link StartSignalKOptions.plugins} names relative to (test/fixtures/signalk-plugins). */
export const FIXTURE_PLUGINS_DIR = join(REPO_ROOT, 'test', 'fixtures', 'signalk-plugins');

/** Credentials of the admin user created when `security` is on. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'test-admin-password';

/** settings.json written into every fresh config dir. */
export const BASE_SETTINGS = {
  interfaces: { tcp: false, 'nmea-tcp': false, appstore: false, mfd_webapp: false },
  mdns: false,
  pipedProviders: [],
} as const;

// ---------------------------------------------------------------------------
// Types

/** One `{path, value}` pair of a delta update. `value: null` means "no reading". */
export interface DeltaValue {
  path: string;
  value: unknown;
}

/** One update of a delta: values (and/or meta) from one source at one time. */
export interface DeltaUpdate {
  /** e.g. "test.1"; the server fills one in when absent. */
  $source?: string;
  source?: Record<string, unknown>;
  /** ISO time; the server uses "now" when absent. */
  timestamp?: string;
  values?: DeltaValue[];
  meta?: Array<{ path: string; value: Record<string, unknown> }>;
}

/** A SignalK delta. `context` defaults to "vessels.self". */
export interface Delta {
  context?: string;
  updates: DeltaUpdate[];
}

/**
 * What `GET /signalk/v1/api/<context>/<path with slashes>` returns for a leaf:
 * `{ value, timestamp, $source, meta?, values? }` (`values` is keyed by
 * `$source` and appears when several sources publish the path).
 */
export interface PathValue {
  value?: unknown;
  timestamp?: string;
  $source?: string;
  meta?: Record<string, unknown>;
  values?: Record<string, { value?: unknown; timestamp?: string }>;
  [key: string]: unknown;
}

/** A pending device/user access request, as the admin API lists it. */
export interface AccessRequest {
  requestId: string;
  /** The device's clientId (or the user id of a user request). */
  accessIdentifier?: string;
  accessDescription?: string;
  /** Requested permission: "readonly" | "readwrite" | "admin". */
  permissions?: string;
  state: string;
  ip?: string;
  [key: string]: unknown;
}

/** Options for approving access requests. */
export interface ApproveOptions {
  /** Granted permission when the request named none (default: what was requested, else "readonly"). */
  permissions?: 'readonly' | 'readwrite' | 'admin';
  /** Token lifetime, e.g. "1h", "1y" or "NEVER" (default: the server's, set to "1d" here). */
  expiration?: string;
}

/** Options for {@link startSignalK}. */
export interface StartSignalKOptions {
  /** Replay the bundled NMEA 2000 sample (`--sample-n2k-data --override-timestamps`). Default false. */
  sampleN2k?: boolean;
  /**
   * Turn on token security (`--securityenabled`) with a fresh security.json: a
   * random secretKey, one admin user ({@link ADMIN_USERNAME}/{@link ADMIN_PASSWORD}),
   * no read-only anonymous access (`allow_readonly: false`, SignalK 2.24+'s default, written out
   * so that 2.23 does the same), device access requests allowed. The server's
   * `adminToken` is then set. Default false.
   */
  security?: boolean;
  /** Extra fields merged over the generated security.json (e.g. `{ allow_readonly: true }`). */
  securityConfig?: Record<string, unknown>;
  /** Deltas written to `<configDir>/baseDeltas.json` (their `$source` becomes "defaults"). */
  baseDeltas?: Delta[];
  /** Port to listen on (default: a free port picked on 127.0.0.1). */
  port?: number;
  /** Readiness limit for `GET /signalk` answering, in ms. Default 120000: a loaded 2-core machine can take over 30 s. */
  readyTimeoutMs?: number;
  /**
   * Plugin options by plugin id, written to `<configDir>/plugin-config-data/<id>.json` before start.
   * `{ 'course-provider': { enabled: false } }` turns off a plugin the server enables by default
   * (signalk-server reads an explicit `enabled` over the package's `signalk-plugin-enabled-by-default`).
   */
  pluginOptions?: Record<string, Record<string, unknown>>;
  /**
   * Plugins to install from the repository's fixtures: directories holding a package.json with the
   * `signalk-node-server-plugin` keyword (absolute, or relative to {@link FIXTURE_PLUGINS_DIR}, e.g.
   * `'anchoralarm-standin'`). Each is copied to `<configDir>/node_modules/<package name>` and listed in
   * `<configDir>/package.json`'s dependencies, as the server's app store installs a plugin:
   * signalk-server 2.23 loads every package under its config dir's node_modules whose keywords
   * hold that keyword (`modulesWithKeyword` in its src/modules.ts). A plugin starts only when enabled:
   * pass `pluginOptions: { <plugin id>: { enabled: true, configuration: {...} } }`.
   */
  plugins?: string[];
  /** Extra command-line arguments for signalk-server. */
  args?: string[];
  /** Extra environment for the server process. */
  env?: Record<string, string>;
}

/** Options for waits. */
export interface WaitOptions {
  /** Delta context, e.g. "vessels.self" (default) or "vessels.urn:mrn:imo:mmsi:230099999". */
  context?: string;
  /** Give up after this many ms (default 10000). */
  timeoutMs?: number;
}

/** Options for {@link SignalKServer.sendDelta}. */
export interface SendDeltaOptions {
  /**
   * Wait until every value of the delta reads back through v1 REST (default
   * true). Turn off for paths REST does not show (e.g. `navigation.course.*`,
   * which only streams) or for deltas the server is expected to drop. Values
   * with an empty path (vessel identity objects) are never waited for.
   */
  waitVisible?: boolean;
  /** Limit for the visibility wait and the socket connect, in ms (default 10000). */
  timeoutMs?: number;
}

/** A running (or stopped) signalk-server under test. */
export interface SignalKServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** `ws://127.0.0.1:PORT` */
  readonly wsUrl: string;
  readonly port: number;
  /** The temporary config dir (SIGNALK_NODE_CONFIG_DIR); removed by stop(). */
  readonly configDir: string;
  /** `<configDir>/server.log`: the server's stdout and stderr. */
  readonly logFile: string;
  /** PID of the current server process (undefined when not running). */
  readonly pid: number | undefined;
  /** Admin JWT (security on only); refreshed by restart(). */
  readonly adminToken: string | undefined;
  /** True while the server process runs. */
  readonly running: boolean;

  /**
   * fetch() against the server: `pathOrUrl` is relative to {@link url}; the admin
   * token is sent as `Authorization: Bearer` when security is on, unless
   * `auth: false` or an Authorization header is given. Bounded by `timeoutMs`
   * (default 10000).
   */
  request(pathOrUrl: string, init?: RequestInit & { auth?: boolean; timeoutMs?: number }): Promise<Response>;
  /** `request()` then JSON; throws with status and body on a non-2xx answer. */
  requestJson<T = unknown>(pathOrUrl: string, init?: RequestInit & { auth?: boolean; timeoutMs?: number }): Promise<T>;

  /**
   * Sends a delta over a kept WebSocket (`/signalk/v1/stream?subscribe=none`, with
   * the admin token when security is on; reconnected when the server
   * restarted). `context` defaults to "vessels.self". Resolves once the frame is
   * written and, unless `waitVisible: false`, every value reads back through REST.
   */
  sendDelta(delta: Delta, opts?: SendDeltaOptions): Promise<void>;
  /**
   * Reads `GET /signalk/v1/api/<context>/<path>` once: the body, or undefined on 404.
   * `path` is dotted ("electrical.batteries.house.voltage").
   */
  getPath(path: string, opts?: { context?: string }): Promise<PathValue | undefined>;
  /**
   * Polls {@link getPath} (every 50 ms) until `predicate(body)` is true (default:
   * the path exists) and returns that body; throws after `timeoutMs`.
   */
  waitForPath(path: string, predicate?: (v: PathValue) => boolean, opts?: WaitOptions): Promise<PathValue>;

  /** Pending access requests (admin API `GET /skServer/security/access/requests`). Security on only. */
  listAccessRequests(): Promise<AccessRequest[]>;
  /**
   * Approves one pending request, named by its `requestId` (the id in the href the
   * device polls) or its clientId. Throws if none is pending under that id.
   */
  approveAccessRequest(id: string, opts?: ApproveOptions): Promise<AccessRequest>;
  /** Approves every pending request; returns what was approved. */
  approveAccessRequests(opts?: ApproveOptions): Promise<AccessRequest[]>;
  /** Denies one pending request (by requestId or clientId). */
  denyAccessRequest(id: string): Promise<AccessRequest>;
  /**
   * Revokes a device's access as the admin page's Security > Devices does (`DELETE
   * /skServer/security/devices/<clientId>`): its token no longer reads, and its open stream is
   * closed at the server's next token check (about a minute). Security on only.
   */
  revokeDevice(clientId: string): Promise<void>;

  /** The last `maxChars` characters of the server log. */
  logTail(maxChars?: number): string;
  /** Resident memory of the server process in bytes (from /proc), if known. */
  rssBytes(): number | undefined;

  /** SIGTERM, wait for exit (SIGKILL after 5 s), remove the config dir. Idempotent. */
  stop(): Promise<void>;
  /** Stops the process (keeping the config dir) and starts it again on the same port. */
  restart(): Promise<void>;
  /** SIGKILL (for fault tests) and wait for the exit; the config dir stays, restart() works. */
  kill(): Promise<void>;
}

// ---------------------------------------------------------------------------
// Small utilities

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** True when scripts/install-signalk.sh has installed the pinned server. */
export function signalkInstalled(): boolean {
  try {
    const pkg = JSON.parse(readFileSync(join(SIGNALK_PACKAGE_DIR, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version === SIGNALK_VERSION && existsSync(join(SIGNALK_PACKAGE_DIR, 'bin', 'signalk-server'));
  } catch {
    return false;
  }
}

/** A listening TCP socket of a process: address ("127.0.0.1", "::", ...) and port. */
export interface ListeningSocket {
  address: string;
  port: number;
  family: 4 | 6;
}

function decodeProcAddress(hex: string, family: 4 | 6): string {
  if (family === 4) {
    const bytes = hex.match(/../g) ?? [];
    return bytes
      .reverse()
      .map((b) => parseInt(b, 16))
      .join('.');
  }
  // IPv6: four 32-bit words, each in host (little-endian) byte order.
  const words = hex.match(/.{8}/g) ?? [];
  const bytes: number[] = [];
  for (const w of words) {
    const b = w.match(/../g) ?? [];
    bytes.push(...b.reverse().map((x) => parseInt(x, 16)));
  }
  const v4mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (v4mapped) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  const full = groups.join(':');
  if (full === '0:0:0:0:0:0:0:0') return '::';
  if (full === '0:0:0:0:0:0:0:1') return '::1';
  return full;
}

/**
 * Listening TCP sockets owned by `pid`, read from /proc (needs no tools):
 * the socket inodes in /proc/PID/fd matched against /proc/net/tcp and tcp6.
 * Linux only; the caller must be allowed to read /proc/PID/fd (same user or root).
 */
export function listeningSockets(pid: number): ListeningSocket[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      // fd closed meanwhile
    }
  }
  const out: ListeningSocket[] = [];
  for (const [file, family] of [
    ['/proc/net/tcp', 4],
    ['/proc/net/tcp6', 6],
  ] as const) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      const local = f[1];
      const state = f[3];
      const inode = f[9];
      if (state !== '0A' || !local || !inode || !inodes.has(inode)) continue; // 0A = LISTEN
      const [addrHex, portHex] = local.split(':');
      if (!addrHex || !portHex) continue;
      out.push({ address: decodeProcAddress(addrHex, family), port: parseInt(portHex, 16), family });
    }
  }
  return out;
}

/** Resident set size of a process in bytes, from /proc/PID/status. */
export function processRssBytes(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m?.[1] ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function tailOfFile(file: string, maxChars: number): string {
  try {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    try {
      const len = Math.min(size, maxChars * 2);
      const buf = Buffer.alloc(len);
      readSyncAll(fd, buf, size - len);
      return buf.toString('utf8').slice(-maxChars);
    } finally {
      closeSync(fd);
    }
  } catch {
    return '(no server log)';
  }
}

function readSyncAll(fd: number, buf: Buffer, position: number): void {
  let off = 0;
  while (off < buf.length) {
    const n = readSync(fd, buf, off, buf.length - off, position + off);
    if (n <= 0) break;
    off += n;
  }
}

/** Whether a value read back through REST shows what a delta sent. */
function showsSent(sent: unknown, got: unknown, path: string): boolean {
  if (sent === null) {
    // The server turns a null notification into state "normal".
    if (path.startsWith('notifications.')) {
      return got === null || (typeof got === 'object' && got !== null && (got as { state?: unknown }).state === 'normal');
    }
    return got === null;
  }
  if (Array.isArray(sent)) {
    return Array.isArray(got) && got.length === sent.length && sent.every((s, i) => showsSent(s, got[i], path));
  }
  if (typeof sent === 'object') {
    if (typeof got !== 'object' || got === null || Array.isArray(got)) return false;
    const g = got as Record<string, unknown>;
    return Object.entries(sent as Record<string, unknown>).every(([k, v]) => showsSent(v, g[k], path));
  }
  return isDeepStrictEqual(sent, got);
}

/** `vessels.self` -> `vessels/self`; `vessels.urn:mrn:imo:mmsi:1` -> `vessels/urn:mrn:imo:mmsi:1`. */
function contextToRest(context: string): string {
  const dot = context.indexOf('.');
  if (dot < 0) return encodeURIComponent(context);
  // Colons stay as they are: signalk-server 2.23.0 answers 404 for a URN with %3A-escaped colons.
  return `${encodeURIComponent(context.slice(0, dot))}/${encodeURIComponent(context.slice(dot + 1)).replace(/%3A/gi, ':')}`;
}

function pathToRest(path: string): string {
  return path
    .split('.')
    .filter((s) => s.length > 0)
    .map(encodeURIComponent)
    .join('/');
}

// ---------------------------------------------------------------------------
// Process bookkeeping: kill every server when the test process goes away.

const live = new Set<Harness>();
let exitHooksInstalled = false;

function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', () => {
    for (const h of live) h.killNowSync();
  });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const handler = () => {
      for (const h of live) h.killNowSync();
      // If nobody else handles the signal, die of it as we would have.
      if (process.listenerCount(sig) === 1) {
        process.removeListener(sig, handler);
        process.kill(process.pid, sig);
      }
    };
    process.on(sig, handler);
  }
}

// ---------------------------------------------------------------------------
// The harness

class Harness implements SignalKServer {
  readonly url: string;
  readonly wsUrl: string;
  readonly logFile: string;
  adminToken: string | undefined;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private socket: WebSocket | undefined;
  private stopped = false;

  constructor(
    readonly port: number,
    readonly configDir: string,
    private readonly opts: StartSignalKOptions,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.wsUrl = `ws://127.0.0.1:${port}`;
    this.logFile = join(configDir, 'server.log');
  }

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  logTail(maxChars = 4000): string {
    return tailOfFile(this.logFile, maxChars);
  }

  rssBytes(): number | undefined {
    const pid = this.pid;
    return pid === undefined ? undefined : processRssBytes(pid);
  }

  private fail(message: string): Error {
    return new Error(`${message}\n--- signalk-server log (${this.logFile}), tail ---\n${this.logTail()}`);
  }

  /** Spawns the process and waits until GET /signalk answers; logs in when security is on. */
  async launch(): Promise<void> {
    const args = [join(SIGNALK_PACKAGE_DIR, 'bin', 'signalk-server')];
    if (this.opts.sampleN2k) args.push('--sample-n2k-data', '--override-timestamps');
    if (this.opts.security) args.push('--securityenabled');
    args.push(...(this.opts.args ?? []));

    // Start from the parent's environment without anything that would change
    // the server's behaviour or leak the test runner into it.
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) {
      if (v === undefined) continue;
      if (/^(NODE_OPTIONS|NODE_TEST_CONTEXT|PORT|SSLPORT|EXTERNALPORT|SECRETKEY|ADMINUSER|ALLOW_.*|SIGNALK_.*|HTTP_RATE_LIMITS)$/.test(k)) continue;
      env[k] = v;
    }
    Object.assign(env, {
      PORT: String(this.port),
      SIGNALK_NODE_CONFIG_DIR: this.configDir,
      SIGNALK_DISABLE_SERVER_UPDATES: '1',
      HTTP_RATE_LIMITS: 'login=1000,api=10000',
      NODE_OPTIONS: `--require ${JSON.stringify(LOOPBACK_PRELOAD)}`,
      // loopback.cjs: exit when this process is gone (crash, SIGKILL).
      SIGNALK_TEST_PARENT_PID: String(process.pid),
      SCARF_ANALYTICS: 'false',
      DO_NOT_TRACK: '1',
      ...(this.opts.env ?? {}),
    });

    const logFd = openSync(this.logFile, 'a');
    let child: ChildProcess;
    try {
      child = spawn(process.execPath, args, {
        cwd: this.configDir,
        env,
        stdio: ['ignore', logFd, logFd],
      });
    } finally {
      closeSync(logFd);
    }
    this.child = child;
    this.stopped = false;
    live.add(this);
    this.exited = new Promise<void>((res) => {
      if (child.exitCode !== null || child.signalCode !== null) res();
      else child.once('exit', () => res());
    });
    const spawnError = new Promise<Error>((res) => child.once('error', (e) => res(e)));

    const limit = this.opts.readyTimeoutMs ?? 120_000;
    const t0 = Date.now();
    let lastError = '';
    for (;;) {
      if (!this.running) {
        const err = await Promise.race([spawnError, sleep(50).then(() => undefined)]);
        throw this.fail(`signalk-server exited during start-up (code ${child.exitCode}, signal ${child.signalCode})${err ? `: ${err.message}` : ''}`);
      }
      try {
        const res = await fetch(`${this.url}/signalk`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) break;
        lastError = `HTTP ${res.status}`;
      } catch (e) {
        lastError = (e as Error).message;
      }
      if (Date.now() - t0 > limit) {
        await this.terminate();
        throw this.fail(`signalk-server did not answer GET /signalk within ${limit} ms (last: ${lastError})`);
      }
      await sleep(100);
    }

    if (this.opts.security) {
      this.adminToken = await this.login(ADMIN_USERNAME, ADMIN_PASSWORD);
    }
  }

  /** POST /signalk/v1/auth/login; Content-Type must be exactly application/json. */
  private async login(username: string, password: string): Promise<string> {
    const res = await fetch(`${this.url}/signalk/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let token: unknown;
    try {
      token = (JSON.parse(text) as { token?: unknown }).token;
    } catch {
      // not JSON
    }
    if (res.status !== 200 || typeof token !== 'string') {
      throw this.fail(`login as ${username} failed: HTTP ${res.status} ${text.slice(0, 300)}`);
    }
    return token;
  }

  async request(pathOrUrl: string, init: RequestInit & { auth?: boolean; timeoutMs?: number } = {}): Promise<Response> {
    const { auth = true, timeoutMs = 10_000, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (auth && this.adminToken && !headers.has('authorization')) {
      headers.set('Authorization', `Bearer ${this.adminToken}`);
    }
    const target = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.url}${pathOrUrl}`;
    return fetch(target, { ...rest, headers, signal: rest.signal ?? AbortSignal.timeout(timeoutMs) });
  }

  async requestJson<T = unknown>(pathOrUrl: string, init: RequestInit & { auth?: boolean; timeoutMs?: number } = {}): Promise<T> {
    const res = await this.request(pathOrUrl, init);
    const text = await res.text();
    if (!res.ok) {
      throw new Error(`${init.method ?? 'GET'} ${pathOrUrl} -> HTTP ${res.status}: ${text.slice(0, 500)}`);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`${init.method ?? 'GET'} ${pathOrUrl} -> HTTP ${res.status}, not JSON: ${text.slice(0, 500)}`);
    }
  }

  async getPath(path: string, opts: { context?: string } = {}): Promise<PathValue | undefined> {
    const ctx = contextToRest(opts.context ?? 'vessels.self');
    const res = await this.request(`/signalk/v1/api/${ctx}/${pathToRest(path)}`);
    const text = await res.text();
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`GET ${path} -> HTTP ${res.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as unknown;
    // A leaf is {value, ...}; a branch or a bare primitive is returned as is.
    return typeof body === 'object' && body !== null ? (body as PathValue) : { value: body };
  }

  async waitForPath(path: string, predicate: (v: PathValue) => boolean = () => true, opts: WaitOptions = {}): Promise<PathValue> {
    const limit = opts.timeoutMs ?? 10_000;
    const t0 = Date.now();
    let last: PathValue | undefined;
    let lastError = '';
    for (;;) {
      try {
        last = await this.getPath(path, { context: opts.context });
        if (last !== undefined && predicate(last)) return last;
      } catch (e) {
        lastError = (e as Error).message;
      }
      if (Date.now() - t0 > limit) {
        throw this.fail(
          `waitForPath(${opts.context ?? 'vessels.self'} ${path}) gave up after ${limit} ms; last read: ${
            last === undefined ? '404' : JSON.stringify(last).slice(0, 400)
          }${lastError ? `; last error: ${lastError}` : ''}`,
        );
      }
      await sleep(50);
    }
  }

  /** The kept WebSocket, (re)connected when needed. */
  private async stream(timeoutMs: number): Promise<WebSocket> {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) return this.socket;
    this.socket?.terminate();
    const headers: Record<string, string> = {};
    if (this.adminToken) headers.Authorization = `Bearer ${this.adminToken}`;
    const ws = new WebSocket(`${this.wsUrl}/signalk/v1/stream?subscribe=none`, { headers, handshakeTimeout: timeoutMs });
    this.socket = ws;
    ws.on('error', () => {
      // reported through the open promise below or the next send
    });
    ws.on('close', () => {
      if (this.socket === ws) this.socket = undefined;
    });
    await new Promise<void>((res, rej) => {
      const timer = setTimeout(() => {
        ws.terminate();
        rej(this.fail(`WebSocket to ${this.wsUrl} did not open within ${timeoutMs} ms`));
      }, timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        res();
      });
      ws.once('error', (e) => {
        clearTimeout(timer);
        rej(this.fail(`WebSocket to ${this.wsUrl} failed: ${e.message}`));
      });
      ws.once('close', () => {
        clearTimeout(timer);
        rej(this.fail(`WebSocket to ${this.wsUrl} closed before opening`));
      });
    });
    return ws;
  }

  async sendDelta(delta: Delta, opts: SendDeltaOptions = {}): Promise<void> {
    const timeoutMs = opts.timeoutMs ?? 10_000;
    const context = delta.context ?? 'vessels.self';
    const ws = await this.stream(timeoutMs);
    await new Promise<void>((res, rej) => ws.send(JSON.stringify({ ...delta, context }), (err) => (err ? rej(this.fail(`sending delta failed: ${err.message}`)) : res())));
    if (opts.waitVisible === false) return;
    for (const update of delta.updates) {
      for (const { path, value } of update.values ?? []) {
        if (!path) continue;
        await this.waitForPath(path, (body) => showsSent(value, body.value, path) || Object.values(body.values ?? {}).some((v) => showsSent(value, v?.value, path)), {
          context,
          timeoutMs,
        });
      }
    }
  }

  // -- access requests (admin) ----------------------------------------------

  private requireSecurity(what: string): void {
    if (!this.opts.security || !this.adminToken) {
      throw new Error(`${what} needs a server started with { security: true }`);
    }
  }

  async listAccessRequests(): Promise<AccessRequest[]> {
    this.requireSecurity('listAccessRequests');
    const list = await this.requestJson<AccessRequest[]>('/skServer/security/access/requests');
    return list.filter((r) => r.state === 'PENDING');
  }

  private async setAccessRequestStatus(id: string, status: 'approved' | 'denied', opts: ApproveOptions): Promise<AccessRequest> {
    const pending = await this.listAccessRequests();
    const req = pending.find((r) => r.requestId === id || r.accessIdentifier === id);
    if (!req?.accessIdentifier) {
      throw new Error(`no pending access request "${id}" (pending: ${pending.map((r) => `${r.requestId}/${r.accessIdentifier}`).join(', ') || 'none'})`);
    }
    const body: Record<string, unknown> = {
      permissions: opts.permissions ?? req.permissions ?? 'readonly',
      config: {},
    };
    if (opts.expiration) body.expiration = opts.expiration;
    // Answers 200 with a plain-text "Request updated".
    const res = await this.request(`/skServer/security/access/requests/${encodeURIComponent(req.accessIdentifier)}/${status}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw this.fail(`${status} access request ${id} -> HTTP ${res.status}: ${text.slice(0, 300)}`);
    return req;
  }

  approveAccessRequest(id: string, opts: ApproveOptions = {}): Promise<AccessRequest> {
    return this.setAccessRequestStatus(id, 'approved', opts);
  }

  denyAccessRequest(id: string): Promise<AccessRequest> {
    return this.setAccessRequestStatus(id, 'denied', {});
  }

  async revokeDevice(clientId: string): Promise<void> {
    this.requireSecurity('revokeDevice');
    const res = await this.request(`/skServer/security/devices/${encodeURIComponent(clientId)}`, { method: 'DELETE' });
    const text = await res.text();
    if (!res.ok) throw this.fail(`revoke device ${clientId} -> HTTP ${res.status}: ${text.slice(0, 300)}`);
  }

  async approveAccessRequests(opts: ApproveOptions = {}): Promise<AccessRequest[]> {
    const done: AccessRequest[] = [];
    for (const r of await this.listAccessRequests()) {
      if (r.accessIdentifier) done.push(await this.approveAccessRequest(r.requestId, opts));
    }
    return done;
  }

  // -- lifecycle ----------------------------------------------------------------

  /** Ends the process: `signal` first, SIGKILL after `graceMs`; bounded. */
  private async terminate(signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
    this.socket?.terminate();
    this.socket = undefined;
    const child = this.child;
    if (!child) return;
    if (this.running) {
      child.kill(signal);
      const done = await Promise.race([this.exited.then(() => true), sleep(graceMs).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        const killed = await Promise.race([this.exited.then(() => true), sleep(5000).then(() => false)]);
        if (!killed) throw this.fail(`signalk-server pid ${child.pid} did not exit after SIGKILL`);
      }
    }
    // Stays in `live` until stop(), so the config dir is removed at process exit
    // even when a test kills the server and never stops it.
  }

  /** Synchronous last-resort cleanup for process exit. */
  killNowSync(): void {
    this.socket?.terminate();
    if (this.running) {
      try {
        this.child?.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
    if (!process.env.SIGNALK_TEST_KEEP) rmSync(this.configDir, { recursive: true, force: true });
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    try {
      await this.terminate();
    } finally {
      live.delete(this);
      if (!process.env.SIGNALK_TEST_KEEP) rmSync(this.configDir, { recursive: true, force: true });
    }
  }

  async kill(): Promise<void> {
    await this.terminate('SIGKILL', 5000);
  }

  async restart(): Promise<void> {
    if (this.stopped) throw new Error('restart() after stop(): start a new server instead');
    await this.terminate();
    this.adminToken = undefined;
    await this.launch();
  }
}

/** A reading kept fresh by {@link keepFresh}; `stop()` ends the sending and waits for the last one. */
export interface FreshFeed {
  stop(): Promise<void>;
}

/**
 * Sends `deltas()` to the server every `everyMs` (default 3 s) until stopped, so the readings never go
 * stale (the add-on says a reading's age past its staleness limit, src/queries/types.ts). A send that
 * fails (the server restarting) is passed over; the next one tries again.
 */
export function keepFresh(sk: SignalKServer, deltas: () => readonly Delta[], everyMs = 3000): FreshFeed {
  let feeding = true;
  const done = (async () => {
    while (feeding) {
      for (const d of deltas()) await sk.sendDelta(d, { waitVisible: false }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      feeding = false;
      await done;
    },
  };
}

/**
 * Starts a signalk-server for a test and resolves once `GET /signalk` answers
 * (and, with `security`, once the admin has logged in).
 *
 * Throws (with the server log's tail) when the server is not installed
 * (`bash scripts/install-signalk.sh`), exits, or is not ready in time. When no
 * `port` is given and the picked port is taken meanwhile, it retries with
 * another one (up to 3 times). Always `stop()` it (e.g. in `after()`); it is
 * killed anyway when the test process exits.
 */
export async function startSignalK(opts: StartSignalKOptions = {}): Promise<SignalKServer> {
  if (!signalkInstalled()) {
    const env = SIGNALK_VERSION === SIGNALK_PINNED ? '' : `SIGNALK_VERSION=${SIGNALK_VERSION} `;
    throw new Error(`signalk-server ${SIGNALK_VERSION} is not installed in ${SIGNALK_PREFIX}: run \`${env}bash scripts/install-signalk.sh\``);
  }
  installExitHooks();
  const attempts = opts.port === undefined ? 3 : 1;
  let lastError: Error | undefined;
  for (let i = 0; i < attempts; i++) {
    const port = opts.port ?? (await freePort());
    const configDir = mkdtempSync(join(tmpdir(), 'signalk-test-'));
    writeFileSync(join(configDir, 'settings.json'), JSON.stringify(BASE_SETTINGS, null, 2));
    if (opts.baseDeltas) {
      writeFileSync(join(configDir, 'baseDeltas.json'), JSON.stringify(opts.baseDeltas, null, 2));
    }
    if (opts.security) writeSecurityJson(configDir, opts.securityConfig ?? {});
    if (opts.pluginOptions) {
      mkdirSync(join(configDir, 'plugin-config-data'), { recursive: true });
      for (const [id, o] of Object.entries(opts.pluginOptions)) {
        writeFileSync(join(configDir, 'plugin-config-data', `${id}.json`), JSON.stringify(o, null, 2));
      }
    }
    if (opts.plugins) installPlugins(configDir, opts.plugins);
    const h = new Harness(port, configDir, opts);
    try {
      await h.launch();
      return h;
    } catch (e) {
      lastError = e as Error;
      const inUse = /EADDRINUSE/.test(h.logTail(20_000));
      await h.stop().catch(() => undefined);
      if (!inUse) throw lastError;
    }
  }
  throw lastError ?? new Error('startSignalK failed');
}

/**
 * Copies each plugin directory into `<configDir>/node_modules/<name>` and records it in
 * `<configDir>/package.json` (the file signalk-server keeps of what its app store installed; the
 * server writes a bare one when it is missing). Throws when a directory holds no plugin package.
 */
function installPlugins(configDir: string, dirs: string[]): void {
  const dependencies: Record<string, string> = {};
  for (const d of dirs) {
    const dir = isAbsolute(d) ? d : join(FIXTURE_PLUGINS_DIR, d);
    let pkg: { name?: unknown; keywords?: unknown };
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof pkg;
    } catch (e) {
      throw new Error(`plugin ${d}: no readable package.json in ${dir} (${(e as Error).message})`);
    }
    if (typeof pkg.name !== 'string' || !Array.isArray(pkg.keywords) || !pkg.keywords.includes('signalk-node-server-plugin')) {
      throw new Error(`plugin ${d}: ${dir}/package.json needs a name and the keyword signalk-node-server-plugin`);
    }
    cpSync(dir, join(configDir, 'node_modules', pkg.name), { recursive: true });
    dependencies[pkg.name] = `file:${dir}`;
  }
  const manifest = { name: 'signalk-server-config', version: '0.0.1', description: 'Plugins installed by the test harness.', license: 'Apache-2.0', dependencies };
  writeFileSync(join(configDir, 'package.json'), JSON.stringify(manifest, null, 2));
}

/** security.json with a random secretKey and one admin user (bcrypt from the server's own bcryptjs). */
function writeSecurityJson(configDir: string, extra: Record<string, unknown>): void {
  const req = createRequire(join(SIGNALK_PACKAGE_DIR, 'package.json'));
  const bcrypt = req('bcryptjs') as { hashSync(pw: string, rounds: number): string };
  const security = {
    secretKey: randomBytes(32).toString('hex'),
    allow_readonly: false,
    expiration: '1d',
    allowDeviceAccessRequests: true,
    allowNewUserRegistration: false,
    users: [{ username: ADMIN_USERNAME, type: 'admin', password: bcrypt.hashSync(ADMIN_PASSWORD, 10) }],
    devices: [],
    acls: [],
    ...extra,
  };
  writeFileSync(join(configDir, 'security.json'), JSON.stringify(security, null, 2), { mode: 0o600 });
}
