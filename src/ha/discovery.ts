/**
 * Supervisor discovery of the MCP endpoint: inside the add-on we tell the Supervisor where
 * our MCP server is, and Home Assistant offers its Model Context Protocol integration by itself
 * ("Discovered", one click to confirm) instead of the skipper typing a URL.
 *
 * The message, as current Home Assistant's `mcp` config flow reads it (`async_step_hassio` in
 * homeassistant/components/mcp/config_flow.py): `POST http://supervisor/discovery` with
 * `{"service": "mcp", "config": {"url": "http://<add-on hostname>:<port>/mcp"}}`. The flow takes
 * `config.url` (checked as an http(s) URL, else it aborts `invalid_discovery_info`), uses the
 * discovery uuid as the entry's unique id (a later message with a new URL updates that entry),
 * refuses a second entry with the same URL, shows the add-on's name in its confirm step, and titles
 * the entry with our MCP server's name (src/mcp/server.ts: "signalk-assist (<boat>)").
 *
 * Which URL: `/mcp` (streamable HTTP). Every Home Assistant that has `async_step_hassio` for `mcp`
 * tries streamable HTTP first (2025.4.4, SSE only, has no such step: there the discovered card
 * opens the plain URL form, and the skipper types the `/sse` URL, DOCS.md). `/sse` would also work
 * on newer releases, but only after a refused POST on every one of their per-call sessions.
 *
 * Why we never DELETE the message when the add-on stops: Home Assistant's hassio discovery view
 * (homeassistant/components/hassio/discovery.py, `async_process_del`) removes every config entry of
 * that service whose source is hassio and whose unique id is the message's uuid, i.e. the skipper's
 * MCP entry, and with it the conversation agent's choice of our tools: every add-on restart or
 * update would undo the setup. The Supervisor keeps one message per add-on and service (posting
 * again returns the same uuid, or updates it in place when the URL changed), offers messages of
 * started add-ons only, and drops them when the add-on is uninstalled. We withdraw the message only
 * when Home Assistant could no longer use it: MCP turned off, or an MCP token set (HA's client cannot
 * send one). The uuid is kept in the data dir for that.
 *
 * Only inside the add-on (SUPERVISOR_TOKEN present). Failures are logged once and never stop the
 * add-on; the token is never logged.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname as osHostname } from 'node:os';
import { join } from 'node:path';
import { httpRequest } from '../http-request.js';
import { log } from '../log.js';

/** The Supervisor's API from inside an add-on. */
export const SUPERVISOR_URL = 'http://supervisor';

/** The discovery service name (config.yaml `discovery: [mcp]`; HA's integration domain `mcp`). */
export const MCP_DISCOVERY_SERVICE = 'mcp';

/** File in the data dir holding the uuid of our message. */
export const DISCOVERY_STATE_FILE = 'supervisor-discovery.json';

/** Waits before the next attempt after a failed announcement (ms): the Supervisor may be busy at boot. */
export const RETRY_DELAYS_MS = [10_000, 60_000] as const;

/** A Docker/Supervisor host name: letters, digits and dashes (e.g. `a1b2c3d4-signalk-assist`). */
const HOSTNAME_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export interface DiscoveryOptions {
  /** SUPERVISOR_TOKEN (sent as `Authorization: Bearer`, never logged). */
  token: string;
  /** The Supervisor's base URL; default {@link SUPERVISOR_URL} (tests: a stand-in on 127.0.0.1). */
  supervisorUrl?: string;
  /** The MCP port inside the add-on (HA reaches it over the Supervisor's network, not the published one). */
  port: number;
  /** Where the message's uuid is kept (/data in the add-on). */
  dataDir: string;
  /** The container's HOSTNAME, used when the Supervisor does not tell ours. */
  envHostname?: string;
  /** Request timeout in ms (default 10000). */
  timeoutMs?: number;
  /** Waits between attempts (default {@link RETRY_DELAYS_MS}). */
  retryDelaysMs?: readonly number[];
}

/** What we remember of an announcement. */
interface Stored {
  uuid: string;
  url: string;
}

/** The discovery body for our MCP endpoint at `hostname:port`: `{service: 'mcp', config: {url}}`. */
export function mcpDiscoveryMessage(hostname: string, port: number): { service: string; config: { url: string } } {
  return { service: MCP_DISCOVERY_SERVICE, config: { url: `http://${hostname}:${port}/mcp` } };
}

/** A running announcement: `stop()` cancels pending retries (the message itself stays, see module doc). */
export interface Announcement {
  /** Resolves with the uuid once announced, or null after the last failed attempt. */
  readonly done: Promise<string | null>;
  stop(): void;
}

/**
 * Announces the MCP endpoint to the Supervisor, retrying on failure ({@link RETRY_DELAYS_MS}); the
 * first failure is logged (warning, with the URL to type instead), later ones only at debug.
 */
export function announceMcp(opts: DiscoveryOptions): Announcement {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
  const run = async (): Promise<string | null> => {
    let warned = false;
    for (let attempt = 0; attempt <= delays.length && !stopped; attempt++) {
      try {
        const { uuid, url } = await announceOnce(opts);
        log.info(`Home Assistant can add this MCP server by itself: Settings > Devices & services shows "Model Context Protocol" as discovered (${url}).`);
        return uuid;
      } catch (e) {
        const why = `Could not announce the MCP server to Home Assistant (Supervisor discovery): ${(e as Error).message}.`;
        if (!warned) log.warn(`${why} Add it by hand instead (DOCS.md, "Home Assistant's Model Context Protocol integration").`);
        else log.debug(why);
        warned = true;
      }
      if (attempt < delays.length && !stopped) await sleep(delays[attempt]!);
    }
    return null;
  };
  return {
    done: run(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
  };
}

/**
 * One announcement: our hostname (Supervisor, else HOSTNAME, else the OS's), then the POST, then the
 * uuid kept in the data dir.
 * @throws Error saying what failed (HTTP status and the Supervisor's message; never the token).
 */
export async function announceOnce(opts: DiscoveryOptions): Promise<Stored> {
  const host = await addonHostname(opts);
  const body = mcpDiscoveryMessage(host, opts.port);
  const data = await supervisor(opts, 'POST', '/discovery', body);
  const uuid = typeof data?.uuid === 'string' ? data.uuid : '';
  if (!/^[0-9a-f-]{1,64}$/i.test(uuid)) throw new Error('the Supervisor answered without a discovery uuid');
  const stored: Stored = { uuid, url: body.config.url };
  try {
    await mkdir(opts.dataDir, { recursive: true });
    // Written whole, then renamed: a reader never sees half a file.
    const file = join(opts.dataDir, DISCOVERY_STATE_FILE);
    await writeFile(`${file}.tmp`, JSON.stringify(stored) + '\n');
    await rename(`${file}.tmp`, file);
  } catch (e) {
    log.debug(`Could not keep the discovery uuid: ${(e as Error).message}`);
  }
  return stored;
}

/**
 * Withdraws an earlier announcement (MCP turned off, or an MCP token Home Assistant cannot send):
 * `DELETE /discovery/<uuid>` with the uuid kept in the data dir. Home Assistant then removes the
 * entry it made from it. Nothing kept: nothing to do. Never throws; a failure is logged once.
 * @returns whether a message was withdrawn (a 404 counts: the Supervisor no longer has it).
 */
export async function withdrawMcp(opts: DiscoveryOptions): Promise<boolean> {
  const file = join(opts.dataDir, DISCOVERY_STATE_FILE);
  let stored: Stored;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
  } catch {
    return false;
  }
  if (typeof stored?.uuid !== 'string' || !/^[0-9a-f-]{1,64}$/i.test(stored.uuid)) {
    await rm(file, { force: true });
    return false;
  }
  try {
    await supervisor(opts, 'DELETE', `/discovery/${stored.uuid}`);
  } catch (e) {
    if ((e as { status?: number }).status !== 404) {
      log.warn(`Could not withdraw the MCP server from Home Assistant's discovered integrations: ${(e as Error).message}.`);
      return false;
    }
  }
  await rm(file, { force: true });
  log.info('MCP is off for Home Assistant (option mcp off, or an MCP token set): its discovered Model Context Protocol entry is withdrawn.');
  return true;
}

/**
 * The add-on's hostname on the Supervisor's network: `GET /addons/self/info` → `data.hostname`,
 * else the container's HOSTNAME, else the OS's host name (the same name in a Supervisor container).
 * @throws Error when no usable name is found.
 */
export async function addonHostname(opts: DiscoveryOptions): Promise<string> {
  try {
    const info = await supervisor(opts, 'GET', '/addons/self/info');
    if (typeof info?.hostname === 'string' && HOSTNAME_RE.test(info.hostname)) return info.hostname;
  } catch (e) {
    log.debug(`The Supervisor did not tell the add-on's hostname (${(e as Error).message}); using HOSTNAME.`);
  }
  for (const name of [opts.envHostname, osHostname()]) if (name && HOSTNAME_RE.test(name)) return name;
  throw new Error("the add-on's hostname is unknown");
}

/**
 * One Supervisor API call. The Supervisor answers `{"result": "ok", "data": {...}}` or
 * `{"result": "error", "message": "..."}`.
 * @returns `data` on success.
 * @throws Error with `status` on a non-2xx answer or `result` other than ok; network errors as thrown.
 */
async function supervisor(opts: DiscoveryOptions, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Record<string, unknown> | undefined> {
  const base = (opts.supervisorUrl ?? SUPERVISOR_URL).replace(/\/+$/, '');
  let res: Awaited<ReturnType<typeof httpRequest>>;
  try {
    res = await httpRequest(base + path, {
      method,
      headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: opts.timeoutMs ?? 10_000,
      maxBytes: 1024 * 1024,
    });
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new Error(`the Supervisor at ${base} is not reachable${code ? ` (${code})` : ''}`);
  }
  let parsed: { result?: unknown; data?: unknown; message?: unknown } | undefined;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    parsed = undefined;
  }
  if (res.status < 200 || res.status >= 300 || (parsed && parsed.result !== undefined && parsed.result !== 'ok')) {
    const message = typeof parsed?.message === 'string' ? `: ${parsed.message.slice(0, 200)}` : '';
    throw Object.assign(new Error(`the Supervisor answered HTTP ${res.status} to ${method} ${path}${message}`), { status: res.status });
  }
  const data = parsed?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}
