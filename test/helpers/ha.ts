/**
 * A real Home Assistant Core for tests.
 *
 * Runs the release named by env `HA_VERSION` (see HA_RELEASES; default 2024.3.3, the oldest we
 * support, from the venv `bash scripts/setup-ha.sh` builds in `.cache/ha-venv`; 2025.4.4 from
 * `bash scripts/setup-ha-2025.sh`'s `.cache/ha-venv-2025.4.4`; 2026.11.0 from the chroot
 * `bash scripts/setup-ha-2026.sh` builds, through its wrappers in `.cache/ha-venv-2026.11.0/bin`).
 * `node scripts/test.mjs ha` runs the suite once per installed release.
 *
 * ```ts
 * const ha = await startHomeAssistant({ language: 'en' });
 * try {
 *   const config = await ha.rest<{ language: string }>('GET', '/api/config');
 *   const socket = await ha.socket();          // authenticated WebSocket
 *   await ha.restart();                        // same dir, port and token
 * } finally {
 *   await ha.stop();                           // removes the config dir it created
 * }
 * ```
 *
 * What it does:
 * - writes `configuration.yaml` before the first start: `homeassistant:` (time zone,
 *   latitude/longitude, metric, language), `http:` on 127.0.0.1 and a free port, `api:`,
 *   `websocket_api:`, `config:`, `conversation:`, `onboarding:`,
 *   `automation: !include automations.yaml` (holding `[]`) and `logger:`; not
 *   `default_config:` (the frontend is set up anyway: HA's bootstrap always loads it);
 * - starts `.cache/ha-venv/bin/hass -c <dir> --skip-pip` (everything is preinstalled;
 *   HA must not reach for PyPI during a test) with stdout and stderr appended to
 *   `<dir>/hass-output.log` (HA also writes `<dir>/home-assistant.log`);
 * - waits (bounded) until HTTP answers, creates the owner through onboarding
 *   (`POST /api/onboarding/users`, then `POST /auth/token` form-encoded), turns that
 *   into a long-lived access token over the WebSocket (`auth/long_lived_access_token`),
 *   so the token survives restarts, and waits for `GET /api/config` to say `RUNNING`
 *   with the integrations above loaded (fails at once if HA enters recovery mode);
 * - remembers port and token in `<dir>/.signalk-test-ha.json`, so a start on a kept
 *   config dir (`configDir` + `keepConfigDir`) reuses them;
 * - kills every HA it started when the test process exits (and removes the config
 *   dirs it would have removed on stop()). The child is unref'd, so an HA a test lost track of
 *   (a `before` hook that failed after HA started) does not keep the test
 *   process alive: the process ends and takes HA with it.
 * Errors carry the tail of HA's output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort } from './net.js';
import { REPO_ROOT } from './repo.js';

/**
 * The Home Assistant releases the ha suite runs on (scripts/ha-releases.json, oldest first), each
 * from its own venv and setup script. The
 * first is the oldest we support (config.yaml `homeassistant:`; Assist needs
 * `set_conversation_response`, HA 2024.2+); 2025.4.4 the newest that runs on Python 3.13.0; 2026.11.0
 * the release a new user installs (Python 3.14).
 */
export const HA_RELEASES: readonly HaRelease[] = (JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'ha-releases.json'), 'utf8')) as HaRelease[]).map((r) => ({
  ...r,
  venv: join(REPO_ROOT, r.venv),
}));

/** One entry of scripts/ha-releases.json (shared with scripts/test.mjs); `venv` made absolute here. */
export interface HaRelease {
  version: string;
  venv: string;
  /** The command that installs it. */
  setup: string;
  /** Test files not run on it, with the reason (scripts/test.mjs). */
  notRun?: Record<string, string>;
  /** When set, the only test files run on it, each with its reason; `why` says why the rest is left out. */
  only?: Record<string, string>;
  why?: string;
}

/**
 * The release under test: env `HA_VERSION` (one of HA_RELEASES; scripts/test.mjs sets it per run),
 * default the oldest. `HA_VENV` points at another venv holding that release.
 */
export const HA_VERSION: string = process.env['HA_VERSION'] ?? HA_RELEASES[0]!.version;
const RELEASE = HA_RELEASES.find((r) => r.version === HA_VERSION);
export const HA_VENV = process.env['HA_VENV'] ?? RELEASE?.venv ?? join(REPO_ROOT, '.cache', `ha-venv-${HA_VERSION}`);
export const HASS_BIN = join(HA_VENV, 'bin', 'hass');
/** "Home Assistant 2025.4.4": for test titles and printed figures. */
export const HA_LABEL = `Home Assistant ${HA_VERSION}`;

/** Whether the release under test is `version` or newer (year.month.patch compared as numbers). */
export function haAtLeast(version: string): boolean {
  const parts = (v: string): number[] => v.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const [a, b] = [parts(HA_VERSION), parts(version)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

export interface StartOptions {
  /** HA's configured language (`homeassistant: language:`), e.g. 'en' (default) or 'pt-BR'
   * (exactly so: HA 2024.3 rejects 'pt-br' and 'pt_BR'; 'pt' is European Portuguese). */
  language?: string;
  /** IANA time zone, default 'UTC'. */
  timeZone?: string;
  latitude?: number;
  longitude?: number;
  /** Two-letter country code; omitted by default. */
  country?: string;
  /** Config dir to use. Default: a fresh temporary dir. An existing dir that this helper
   * set up before is started again with its configuration, port and token. */
  configDir?: string;
  /** Keep the config dir on stop(). Default: false for a dir this helper created, true for `configDir`. */
  keepConfigDir?: boolean;
  /** HA's log level for `logger: default:`. Default 'warning'. */
  logLevel?: 'debug' | 'info' | 'warning' | 'error';
  /** More YAML appended to configuration.yaml on the first start. */
  extraConfig?: string;
  /** Bound on each start (process spawn to RUNNING), default 180 s. */
  startTimeoutMs?: number;
  /** Another release of HA_RELEASES to run instead of the one under test (HA_VERSION): an upgrade
   * test starts the old release, stops it, then starts the release under test on the same `configDir`. */
  release?: string;
}

export interface HomeAssistant {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** ws://127.0.0.1:PORT/api/websocket */
  readonly wsUrl: string;
  readonly port: number;
  /** Long-lived access token of the owner; valid across restarts. */
  readonly token: string;
  readonly configDir: string;
  readonly language: string;
  /** Milliseconds from spawn to RUNNING, one entry per start (first start includes onboarding). */
  readonly startTimesMs: readonly number[];
  /** Authenticated REST call; throws on a non-2xx answer (with the body and HA's log tail). */
  rest<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** A new authenticated WebSocket connection. */
  socket(): Promise<HaSocket>;
  /** Graceful stop (SIGTERM, then SIGKILL after 60 s), then removes the config dir unless kept. Idempotent. */
  stop(): Promise<void>;
  /** Stops (if running) and starts again with the same config dir, port and token. */
  restart(): Promise<void>;
  /** SIGKILL, as a crash would; the config dir stays so restart() can bring HA back. */
  kill(): Promise<void>;
  /** The last lines of HA's output. */
  logTail(lines?: number): string;
  /** Process id of the running HA, or undefined when it is not running. */
  readonly pid: number | undefined;
}

interface Credentials {
  port: number;
  token: string;
  language: string;
}

const CREDENTIALS_FILE = '.signalk-test-ha.json';
const OUTPUT_LOG = 'hass-output.log';
const REQUEST_TIMEOUT_MS = 15_000;
/** Integrations the tests rely on; with --skip-pip a missing package only shows as a failed setup. */
const REQUIRED_COMPONENTS = ['http', 'api', 'websocket_api', 'config', 'conversation', 'onboarding', 'automation', 'frontend'];

/** Why HA (the release under test, or `release` of HA_RELEASES) can't be started here, or undefined when it can. */
export function haUnavailableReason(release?: string): string | undefined {
  if (release !== undefined) {
    const r = HA_RELEASES.find((x) => x.version === release);
    if (!r) return `${release} is not one of ${HA_RELEASES.map((x) => x.version).join(', ')}`;
    return existsSync(join(r.venv, 'bin', 'hass')) ? undefined : `Home Assistant ${release} is not installed: run \`${r.setup}\` (expected ${join(r.venv, 'bin', 'hass')})`;
  }
  if (!RELEASE && !process.env['HA_VENV']) return `HA_VERSION=${HA_VERSION} is not one of ${HA_RELEASES.map((r) => r.version).join(', ')} (or set HA_VENV)`;
  if (!existsSync(HASS_BIN)) return `${HA_LABEL} is not installed: run \`${RELEASE?.setup ?? 'its setup script'}\` (expected ${HASS_BIN})`;
  return undefined;
}

// ---------------------------------------------------------------------------
// process bookkeeping: every HA started here dies with the test process

const live = new Set<ChildProcess>();
/** Config dirs to remove if the test process exits without stop(). */
const doomedDirs = new Set<string>();
let exitHooked = false;
function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  const killAll = (): void => {
    for (const child of live) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
    live.clear();
    for (const dir of doomedDirs) rmSync(dir, { recursive: true, force: true });
    doomedDirs.clear();
  };
  process.once('exit', killAll);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      killAll();
      process.kill(process.pid, sig);
    });
  }
}

// ---------------------------------------------------------------------------
// small utilities

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Resolves true when `p` settles within `ms`, false otherwise; leaves no timer behind. */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((r) => {
    timer = setTimeout(() => r(false), ms);
  });
  try {
    return await Promise.race([p.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function tail(file: string, lines: number): string {
  try {
    const text = readFileSync(file, 'utf8');
    return text
      .split('\n')
      .slice(-lines - 1)
      .join('\n');
  } catch {
    return '(no output)';
  }
}

function yamlString(s: string): string {
  return JSON.stringify(s); // a JSON string is a valid YAML double-quoted scalar
}

function configurationYaml(o: {
  port: number;
  language: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  country: string | undefined;
  logLevel: string;
  extraConfig: string | undefined;
}): string {
  return [
    '# Written by test/helpers/ha.ts',
    'homeassistant:',
    '  name: SignalK Assist test',
    `  latitude: ${o.latitude}`,
    `  longitude: ${o.longitude}`,
    '  elevation: 0',
    '  unit_system: metric',
    `  time_zone: ${yamlString(o.timeZone)}`,
    `  language: ${yamlString(o.language)}`,
    ...(o.country ? [`  country: ${yamlString(o.country)}`] : []),
    'http:',
    '  server_host: 127.0.0.1',
    `  server_port: ${o.port}`,
    'api:',
    'websocket_api:',
    'config:',
    'conversation:',
    'onboarding:',
    'automation: !include automations.yaml',
    'logger:',
    `  default: ${o.logLevel}`,
    ...(o.extraConfig ? [o.extraConfig] : []),
    '',
  ].join('\n');
}

async function httpJson(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, text: await res.text() };
}

// ---------------------------------------------------------------------------
// WebSocket client (just enough for tests: commands, event subscriptions)

export interface HaEvent<D = Record<string, unknown>> {
  event_type: string;
  data: D;
  time_fired: string;
  origin: string;
  context: { id: string; parent_id: string | null; user_id: string | null };
}

export class HaSocket {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<number, (event: HaEvent) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      let msgs: unknown;
      try {
        msgs = JSON.parse(raw.toString());
      } catch {
        return;
      }
      for (const msg of Array.isArray(msgs) ? msgs : [msgs]) this.dispatch(msg as Record<string, unknown>);
    });
    ws.on('close', () => {
      for (const p of this.pending.values()) p.reject(new Error('WebSocket closed'));
      this.pending.clear();
    });
  }

  /** Opens and authenticates; bounded by timeoutMs. */
  static async connect(wsUrl: string, token: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<HaSocket> {
    const ws = new WebSocket(wsUrl);
    return await new Promise<HaSocket>((resolveSocket, reject) => {
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`WebSocket ${wsUrl}: no auth_ok within ${timeoutMs} ms`));
      }, timeoutMs);
      ws.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      const onAuth = (raw: WebSocket.RawData): void => {
        const msg = JSON.parse(raw.toString()) as { type: string; message?: string };
        if (msg.type === 'auth_required') {
          ws.send(JSON.stringify({ type: 'auth', access_token: token }));
        } else if (msg.type === 'auth_ok') {
          clearTimeout(timer);
          ws.off('message', onAuth);
          resolveSocket(new HaSocket(ws));
        } else if (msg.type === 'auth_invalid') {
          clearTimeout(timer);
          ws.close();
          reject(new Error(`WebSocket auth_invalid: ${msg.message ?? ''}`));
        }
      };
      ws.on('message', onAuth);
    });
  }

  private dispatch(msg: Record<string, unknown>): void {
    const id = typeof msg['id'] === 'number' ? msg['id'] : -1;
    if (msg['type'] === 'event') {
      this.listeners.get(id)?.(msg['event'] as HaEvent);
      return;
    }
    if (msg['type'] !== 'result') return;
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    if (msg['success']) p.resolve(msg['result']);
    else p.reject(new Error(`HA command failed: ${JSON.stringify(msg['error'])}`));
  }

  /** Sends a command (without id) and resolves with its result; bounded by timeoutMs. */
  async command<T = unknown>(cmd: Record<string, unknown>, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
    const id = this.nextId++;
    return await new Promise<T>((resolveCmd, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`HA command ${String(cmd['type'])}: no result within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolveCmd(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.ws.send(JSON.stringify({ ...cmd, id }));
    });
  }

  /** subscribe_events; resolves once subscribed, with a function that unsubscribes. */
  async subscribeEvents<D = Record<string, unknown>>(eventType: string, onEvent: (event: HaEvent<D>) => void): Promise<() => Promise<void>> {
    const id = this.nextId; // command() takes this id
    this.listeners.set(id, onEvent as (event: HaEvent) => void);
    try {
      await this.command({ type: 'subscribe_events', event_type: eventType });
    } catch (err) {
      this.listeners.delete(id);
      throw err;
    }
    return async () => {
      this.listeners.delete(id);
      await this.command({ type: 'unsubscribe_events', subscription: id });
    };
  }

  /** fire_event */
  async fireEvent(eventType: string, eventData: Record<string, unknown>): Promise<void> {
    await this.command({ type: 'fire_event', event_type: eventType, event_data: eventData });
  }

  close(): void {
    this.ws.close();
  }
}

// ---------------------------------------------------------------------------
// start

class HomeAssistantProcess implements HomeAssistant {
  readonly url: string;
  readonly wsUrl: string;
  token = '';
  readonly startTimesMs: number[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private removed = false;
  private spawnOffset = 0;

  constructor(
    readonly configDir: string,
    readonly port: number,
    readonly language: string,
    private readonly keepConfigDir: boolean,
    private readonly startTimeoutMs: number,
    private readonly hassBin: string = HASS_BIN,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.wsUrl = `ws://127.0.0.1:${port}/api/websocket`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  logTail(lines = 40): string {
    return tail(join(this.configDir, OUTPUT_LOG), lines);
  }

  /** HA's output written since the last spawn. */
  private outputSinceSpawn(): string {
    try {
      return readFileSync(join(this.configDir, OUTPUT_LOG)).subarray(this.spawnOffset).toString('utf8');
    } catch {
      return '';
    }
  }

  private fail(message: string): Error {
    return new Error(`${message}\n--- last lines of ${join(this.configDir, OUTPUT_LOG)} ---\n${this.logTail()}`);
  }

  private spawnHass(): void {
    hookExit();
    const outPath = join(this.configDir, OUTPUT_LOG);
    this.spawnOffset = existsSync(outPath) ? statSync(outPath).size : 0;
    const out = openSync(outPath, 'a');
    try {
      const child = spawn(this.hassBin, ['-c', this.configDir, '--skip-pip', '--log-no-color'], {
        stdio: ['ignore', out, out],
        cwd: this.configDir,
        env: { ...process.env, PYTHONUNBUFFERED: '1' },
      });
      this.child = child;
      live.add(child);
      // Not a reason for the test process to live on: on its exit, hookExit's handler kills HA.
      child.unref();
      this.exited = new Promise<void>((res) => {
        child.once('exit', () => {
          live.delete(child);
          if (this.child === child) this.child = undefined;
          res();
        });
        child.once('error', () => {
          live.delete(child);
          if (this.child === child) this.child = undefined;
          res();
        });
      });
    } finally {
      closeSync(out);
    }
  }

  /** Polls `probe` until it returns a value, HA exits or goes into recovery mode, or the deadline passes. */
  private async waitFor<T>(what: string, deadline: number, probe: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      if (!this.child) throw this.fail(`Home Assistant exited while waiting for ${what}`);
      if (/Activating recovery mode/.test(this.outputSinceSpawn())) {
        throw this.fail('Home Assistant went into recovery mode (a broken configuration or a missing package)');
      }
      try {
        const v = await probe();
        if (v !== undefined) return v;
      } catch {
        // not up yet (connection refused, reset, ...)
      }
      if (Date.now() > deadline) throw this.fail(`Home Assistant: no ${what} within ${this.startTimeoutMs / 1000} s`);
      await sleep(250);
    }
  }

  /** Spawns HA and waits for RUNNING; on the first start also onboards and makes a token. */
  async boot(): Promise<void> {
    const t0 = Date.now();
    const deadline = t0 + this.startTimeoutMs;
    this.spawnHass();
    try {
      if (!this.token) {
        await this.waitFor('answer on /api/onboarding', deadline, async () => {
          const r = await httpJson(`${this.url}/api/onboarding`);
          return r.status === 200 ? true : undefined;
        });
        this.token = await this.onboard();
        const creds: Credentials = { port: this.port, token: this.token, language: this.language };
        writeFileSync(join(this.configDir, CREDENTIALS_FILE), JSON.stringify(creds, null, 2));
      }
      const components = await this.waitFor('RUNNING state on /api/config', deadline, async () => {
        const r = await httpJson(`${this.url}/api/config`, { headers: { authorization: `Bearer ${this.token}` } });
        if (r.status === 401) throw new Error('unauthorized'); // token not (yet) known: keep polling till deadline
        if (r.status !== 200) return undefined;
        const config = JSON.parse(r.text) as { state?: string; components?: string[] };
        return config.state === 'RUNNING' ? (config.components ?? []) : undefined;
      });
      const missing = REQUIRED_COMPONENTS.filter((c) => !components.includes(c));
      if (missing.length) throw this.fail(`Home Assistant is running without ${missing.join(', ')} (see "Setup failed" above)`);
    } catch (err) {
      await this.kill();
      throw err;
    }
    this.startTimesMs.push(Date.now() - t0);
  }

  private async onboard(): Promise<string> {
    const clientId = `${this.url}/`;
    const user = await httpJson(`${this.url}/api/onboarding/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: clientId,
        name: 'Test Owner',
        username: 'owner',
        password: 'signalk-assist-test-password',
        language: this.language,
      }),
    });
    if (user.status !== 200) throw this.fail(`POST /api/onboarding/users: ${user.status} ${user.text}`);
    const { auth_code } = JSON.parse(user.text) as { auth_code: string };
    const tokenRes = await httpJson(`${this.url}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: auth_code, client_id: clientId }).toString(),
    });
    if (tokenRes.status !== 200) throw this.fail(`POST /auth/token: ${tokenRes.status} ${tokenRes.text}`);
    const { access_token } = JSON.parse(tokenRes.text) as { access_token: string };
    // The access token lives 30 minutes; a long-lived one survives restarts and long runs.
    const socket = await HaSocket.connect(this.wsUrl, access_token);
    try {
      return await socket.command<string>({
        type: 'auth/long_lived_access_token',
        client_name: 'signalk-assist tests',
        lifespan: 3650,
      });
    } finally {
      socket.close();
    }
  }

  async rest<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const r = await httpJson(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (r.status < 200 || r.status > 299) throw this.fail(`${method} ${path}: ${r.status} ${r.text}`);
    return (r.text ? JSON.parse(r.text) : undefined) as T;
  }

  async socket(): Promise<HaSocket> {
    return await HaSocket.connect(this.wsUrl, this.token);
  }

  private async terminate(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    if (!(await settlesWithin(this.exited, 60_000))) {
      child.kill('SIGKILL');
      await settlesWithin(this.exited, 10_000);
    }
  }

  async restart(): Promise<void> {
    if (this.removed) throw new Error('Home Assistant was stopped and its config dir removed');
    await this.terminate();
    await this.boot();
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await settlesWithin(this.exited, 10_000);
  }

  async stop(): Promise<void> {
    await this.terminate();
    if (!this.keepConfigDir && !this.removed) {
      this.removed = true;
      rmSync(this.configDir, { recursive: true, force: true });
      doomedDirs.delete(this.configDir);
    }
  }
}

/** Starts a real Home Assistant Core; see the module comment. */
export async function startHomeAssistant(opts: StartOptions = {}): Promise<HomeAssistant> {
  const reason = haUnavailableReason(opts.release);
  if (reason) throw new Error(reason);
  const hassBin = opts.release === undefined ? HASS_BIN : join(HA_RELEASES.find((r) => r.version === opts.release)!.venv, 'bin', 'hass');

  const created = opts.configDir === undefined;
  const configDir = opts.configDir ?? mkdtempSync(join(tmpdir(), 'signalk-assist-ha-'));
  mkdirSync(configDir, { recursive: true });
  const keep = opts.keepConfigDir ?? !created;
  if (!keep) {
    hookExit();
    doomedDirs.add(configDir);
  }

  let saved: Credentials | undefined;
  const credsPath = join(configDir, CREDENTIALS_FILE);
  if (existsSync(credsPath) && existsSync(join(configDir, 'configuration.yaml'))) {
    saved = JSON.parse(readFileSync(credsPath, 'utf8')) as Credentials;
  }

  const language = saved?.language ?? opts.language ?? 'en';
  const port = saved?.port ?? (await freePort());
  if (!saved) {
    writeFileSync(
      join(configDir, 'configuration.yaml'),
      configurationYaml({
        port,
        language,
        timeZone: opts.timeZone ?? 'UTC',
        latitude: opts.latitude ?? 37.8,
        longitude: opts.longitude ?? -122.4,
        country: opts.country,
        logLevel: opts.logLevel ?? 'warning',
        extraConfig: opts.extraConfig,
      }),
    );
    writeFileSync(join(configDir, 'automations.yaml'), '[]\n');
  }

  const ha = new HomeAssistantProcess(configDir, port, language, keep, opts.startTimeoutMs ?? 180_000, hassBin);
  if (saved) ha.token = saved.token;
  try {
    await ha.boot();
  } catch (err) {
    if (!keep) {
      rmSync(configDir, { recursive: true, force: true });
      doomedDirs.delete(configDir);
    }
    throw err;
  }
  return ha;
}

/**
 * Polls `probe` every `everyMs` until it returns a value (not undefined); a throw counts as "not yet".
 * Throws after `timeoutMs`, naming `what` and the last error. Shared by the HA entity, MQTT and energy tests.
 */
export async function poll<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${last instanceof Error ? last.message : String(last)})` : ''}`);
    await new Promise<void>((r) => setTimeout(r, everyMs));
  }
}

/** What Home Assistant's Assist answered one sentence: `speech` is '' and `error` the body unless HTTP 200. */
export interface AssistReply {
  status: number;
  speech: string;
  /** The conversation response's `response_type` ('action_done', 'query_answer', 'error'), or 'http_error'. */
  responseType: string;
  /** The response body when the status is not 200. */
  error?: string;
  /** Milliseconds the call took. */
  ms: number;
}

/** Asks Assist one sentence in `language` through /api/conversation/process (30 s timeout). */
export async function converse(ha: HomeAssistant, text: string, language: string): Promise<AssistReply> {
  const t0 = performance.now();
  const res = await fetch(`${ha.url}/api/conversation/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ha.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text, language }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) return { status: res.status, speech: '', responseType: 'http_error', error: body, ms };
  const json = JSON.parse(body) as { response: { speech: { plain: { speech: string } }; response_type: string } };
  return { status: 200, speech: json.response.speech.plain.speech, responseType: json.response.response_type, ms };
}

/**
 * Which source Home Assistant's default agent would answer each sentence from ('trigger': a sentence
 * trigger such as ours, 'builtin', ...), null for no match, 'error' when HA refused to say
 * (conversation/agent/homeassistant/debug, one sentence at a time).
 */
export async function sentenceSources(ha: HomeAssistant, sentences: readonly string[], language: string): Promise<(string | null)[]> {
  const socket = await ha.socket();
  try {
    const out: (string | null)[] = [];
    for (const sentence of sentences) {
      try {
        const r = await socket.command<{ results: ({ source?: string; match?: boolean } | null)[] }>({
          type: 'conversation/agent/homeassistant/debug',
          sentences: [sentence],
          language,
        });
        const x = r.results[0];
        out.push(x?.match ? (x.source ?? null) : null);
      } catch {
        out.push('error');
      }
    }
    return out;
  } finally {
    socket.close();
  }
}
