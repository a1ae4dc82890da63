/**
 * One connection to Home Assistant, shared by the Assist and entity outputs: REST over node:http
 * (src/http-request.ts) and the WebSocket API through home-assistant-js-websocket over `ws` (Node 20
 * has no global WebSocket). Configured by a base URL and a token: inside the add-on `http://supervisor/core`
 * with SUPERVISOR_TOKEN, elsewhere e.g. `http://127.0.0.1:8123` with a long-lived token
 * (docs/design.md#home-assistant-glue). It reconnects by itself and never throws into the MCP side:
 * callers get `ready` / `disconnected` callbacks and rejected promises they handle.
 */
import WebSocket from 'ws';
import { httpRequest } from '../http-request.js';
import {
  createConnection,
  createLongLivedTokenAuth,
  ERR_CANNOT_CONNECT,
  ERR_INVALID_AUTH,
  type Connection,
  type ConnectionOptions,
  type HaWebSocket,
  type MessageBase,
} from 'home-assistant-js-websocket';
import { log } from '../log.js';

export interface HaConnectionOptions {
  /** Base URL without /api, e.g. http://supervisor/core or http://127.0.0.1:8123 */
  url: string;
  token: string;
  /** REST timeout in ms (default 10000). */
  timeoutMs?: number;
  /**
   * True inside the add-on (the Supervisor's proxy and SUPERVISOR_TOKEN): a refused token is then
   * advised on with what a skipper can do there, not a flag they cannot pass.
   */
  supervisor?: boolean;
}

/**
 * What to do about a token Home Assistant refused. Inside the add-on the token is the Supervisor's
 * own, given at start: a restart gets a fresh one, and the add-on must have Home Assistant API
 * access (config.yaml `homeassistant_api: true`). Elsewhere: the flag or environment variable.
 */
export function refusedTokenAdvice(supervisor: boolean): string {
  return supervisor
    ? 'restart the add-on (Settings > Apps > SignalK Assist > Restart); if it keeps happening, update or reinstall it: it needs Home Assistant API access (homeassistant_api: true in its config.yaml)'
    : 'give a valid long-lived access token (--ha-token or HA_TOKEN; Home Assistant: your profile > Security > Long-lived access tokens)';
}

/** An HA REST error with its status. */
export class HaHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HaHttpError';
  }
}

type Listener = (conn: Connection) => void | Promise<void>;

/** See module doc. */
export class HaConnection {
  /** The WebSocket connection while connected, else null. */
  conn: Connection | null = null;
  /** HA's configured language (from GET /api/config), once known. */
  language: string | null = null;
  private readonly base: string;
  private readonly readyListeners = new Set<Listener>();
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private lastProblem: string | null = null;

  constructor(private readonly opts: HaConnectionOptions) {
    this.base = opts.url.replace(/\/+$/, '');
  }

  /**
   * Calls HA's REST API. `path` starts with /api. Returns parsed JSON (or text when not JSON).
   * @throws HaHttpError on a non-2xx status; network errors as thrown by httpRequest (src/http-request.ts).
   */
  async rest<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const res = await httpRequest(this.base + path, {
      method,
      headers: { authorization: `Bearer ${this.opts.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.opts.timeoutMs ?? 10_000,
    });
    const text = res.text;
    if (res.status < 200 || res.status >= 300) {
      throw new HaHttpError(res.status, `Home Assistant answered HTTP ${res.status} to ${method} ${path}: ${text.slice(0, 200)}`);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  /** Sends a WebSocket command and resolves with its result. Rejects when disconnected. */
  send<T = unknown>(message: MessageBase): Promise<T> {
    if (!this.conn?.connected) return Promise.reject(new Error('Home Assistant is not connected'));
    return this.conn.sendMessagePromise<T>(message);
  }

  /**
   * Runs `listener` every time the WebSocket is (re)connected and authenticated — the place to
   * (re)subscribe and (re)publish. Errors in a listener are logged, never thrown.
   */
  onReady(listener: Listener): () => void {
    this.readyListeners.add(listener);
    if (this.conn?.connected) void this.runListener(listener, this.conn);
    return () => this.readyListeners.delete(listener);
  }

  /** Starts connecting in the background (retries forever with a bounded delay). */
  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Closes the connection and stops retrying. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.conn?.close();
    this.conn = null;
  }

  private problem(msg: string): void {
    if (this.lastProblem === msg) return;
    this.lastProblem = msg;
    log.warn(msg);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    try {
      const auth = createLongLivedTokenAuth(this.base, this.opts.token);
      const conn = await createConnection({ auth, createSocket: (o) => wsSocket(o), setupRetry: 0 });
      if (this.stopped) {
        conn.close();
        return;
      }
      this.conn = conn;
      conn.addEventListener('ready', () => void this.onConnected(conn));
      conn.addEventListener('disconnected', () => this.problem('Home Assistant connection lost; reconnecting. MCP answers are not affected.'));
      conn.addEventListener('reconnect-error', (_c, err) => {
        if (err === ERR_INVALID_AUTH) this.problem(`Home Assistant refused the token after reconnecting: ${refusedTokenAdvice(this.opts.supervisor ?? false)}.`);
      });
      await this.onConnected(conn);
    } catch (e) {
      if (e === ERR_INVALID_AUTH) this.problem(`Home Assistant at ${this.base} refused the token: ${refusedTokenAdvice(this.opts.supervisor ?? false)}. Retrying.`);
      else if (e === ERR_CANNOT_CONNECT) this.problem(`Home Assistant at ${this.base} is not reachable; retrying. MCP answers are not affected.`);
      else this.problem(`Home Assistant connection failed: ${(e as Error)?.message ?? String(e)}; retrying.`);
      this.retryTimer = setTimeout(() => void this.connect(), 2000);
      this.retryTimer.unref();
    }
  }

  private async onConnected(conn: Connection): Promise<void> {
    if (this.lastProblem !== null) log.info('Home Assistant connection is back.');
    else log.info(`Connected to Home Assistant ${conn.haVersion} at ${this.base}.`);
    this.lastProblem = null;
    try {
      const config = await this.rest<{ language?: string }>('GET', '/api/config');
      this.language = typeof config.language === 'string' ? config.language : this.language;
    } catch (e) {
      log.warn(`Could not read Home Assistant's configuration: ${(e as Error).message}`);
    }
    for (const l of this.readyListeners) await this.runListener(l, conn);
  }

  private async runListener(l: Listener, conn: Connection): Promise<void> {
    try {
      await l(conn);
    } catch (e) {
      log.error(`Home Assistant output failed to set up: ${(e as Error)?.stack ?? String(e)}`);
    }
  }
}

/**
 * home-assistant-js-websocket's socket factory, on `ws`: opens the socket, answers auth_required
 * with the token, resolves on auth_ok. One attempt; the library's reconnect loop calls again.
 */
function wsSocket(options: ConnectionOptions): Promise<HaWebSocket> {
  const auth = options.auth!;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(auth.wsUrl, { handshakeTimeout: 10_000 });
    const timer = setTimeout(() => socket.terminate(), 15_000);
    let settled = false;
    const fail = (err: number) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      reject(err);
    };
    socket.on('error', () => fail(ERR_CANNOT_CONNECT));
    socket.on('close', () => fail(ERR_CANNOT_CONNECT));
    socket.on('message', (data) => {
      let msg: { type?: string; ha_version?: string };
      try {
        msg = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (msg.type === 'auth_required') socket.send(JSON.stringify({ type: 'auth', access_token: auth.accessToken }));
      else if (msg.type === 'auth_invalid') fail(ERR_INVALID_AUTH);
      else if (msg.type === 'auth_ok') {
        clearTimeout(timer);
        settled = true;
        socket.removeAllListeners('message');
        socket.removeAllListeners('close');
        socket.removeAllListeners('error');
        socket.on('error', () => {});
        const ha = socket as unknown as HaWebSocket;
        ha.haVersion = msg.ha_version ?? '';
        socket.send(JSON.stringify({ type: 'supported_features', id: 1, features: { coalesce_messages: 1 } }));
        resolve(ha);
      }
    });
  });
}
