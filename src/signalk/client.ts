/**
 * SignalK input: discovery (`GET /signalk`), an initial REST load of the full model, and a WebSocket
 * delta stream that feeds the vessel model, with reconnect, bounded backoff and resubscription
 * (field-reports.md #10). `Authorization: Bearer` on every request when a token is set.
 * Never throws into the caller: connection trouble is logged once per change of state.
 */
import WebSocket from 'ws';
import { request } from 'undici';
import { log } from '../log.js';
import type { VesselModel } from '../vessel/model.js';

export interface SignalKClientOptions {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Bearer token or empty. */
  token?: string;
  /** Subscribe to every vessel (AIS targets) and not only self. Default true. */
  allVessels?: boolean;
  /** Backoff bounds in ms (default 250 .. 1000): bounded so a restarted server is back within 2 s. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A stream silent for this long (no frame, no pong) is dropped and reconnected. Default 15000. */
  idleTimeoutMs?: number;
  /** REST timeout in ms. Default 5000. */
  restTimeoutMs?: number;
}

export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'stopped';

/** See module doc. */
export class SignalKClient {
  state: ConnectionState = 'disconnected';
  /** Server version from discovery, when known. */
  serverVersion: string | null = null;
  private ws: WebSocket | null = null;
  private backoff: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lastProblem: string | null = null;
  private readonly base: string;
  private readonly connectedWaiters: (() => void)[] = [];

  constructor(
    private readonly model: VesselModel,
    private readonly opts: SignalKClientOptions,
  ) {
    this.base = opts.url.replace(/\/+$/, '');
    this.backoff = opts.minBackoffMs ?? 250;
  }

  /** Starts connecting in the background. Resolves at once; use `whenConnected` to wait. */
  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Resolves when the stream is (re)connected and subscribed, or after `timeoutMs` (then false). */
  whenConnected(timeoutMs: number): Promise<boolean> {
    if (this.state === 'connected') return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), timeoutMs);
      this.connectedWaiters.push(() => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  /** Closes the stream and stops reconnecting. */
  stop(): void {
    this.stopped = true;
    this.state = 'stopped';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.ws?.removeAllListeners();
    this.ws?.on('error', () => {});
    this.ws?.terminate();
    this.ws = null;
  }

  /** Headers for REST and WebSocket requests. */
  private headers(): Record<string, string> {
    return this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {};
  }

  /**
   * GET a SignalK REST path (e.g. "/signalk/v1/api/vessels/self") and parse JSON.
   * @returns the parsed body, or undefined on 404 / non-JSON; throws on network errors and 401/403.
   */
  async getJson(path: string): Promise<unknown> {
    const res = await request(this.base + path, {
      headers: { ...this.headers(), accept: 'application/json' },
      headersTimeout: this.opts.restTimeoutMs ?? 5000,
      bodyTimeout: this.opts.restTimeoutMs ?? 5000,
    });
    if (res.statusCode === 401 || res.statusCode === 403) {
      await res.body.dump();
      throw new AuthError(res.statusCode);
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      return undefined;
    }
    const text = await res.body.text();
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  private problem(msg: string): void {
    // Log each distinct problem once, not every retry.
    if (this.lastProblem === msg) return;
    this.lastProblem = msg;
    log.warn(msg);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.state = 'connecting';
    try {
      const hello = (await this.getJson('/signalk')) as { server?: { version?: string } } | undefined;
      this.serverVersion = hello?.server?.version ?? null;
      const full = await this.getJson('/signalk/v1/api/');
      if (full !== undefined) this.model.applyFullModel(full);
    } catch (e) {
      if (e instanceof AuthError) {
        this.problem(
          `SignalK at ${this.base} refused access (HTTP ${e.status}): set a valid SignalK token (option signalk_token, flag --signalk-token or env SIGNALK_TOKEN) or approve this add-on's access request in SignalK's admin UI. Still answering from the last known values.`,
        );
      } else {
        this.problem(`SignalK at ${this.base} is not reachable (${describe(e)}); retrying. Answers use the last known values meanwhile.`);
      }
      return this.scheduleRetry();
    }
    if (this.stopped) return;
    this.openStream();
  }

  private openStream(): void {
    const wsUrl = this.base.replace(/^http/, 'ws') + '/signalk/v1/stream?subscribe=none&sendCachedValues=true&sendMeta=all';
    const ws = new WebSocket(wsUrl, { headers: this.headers(), handshakeTimeout: 5000, maxPayload: 4 * 1024 * 1024 });
    this.ws = ws;
    ws.on('open', () => {
      const context = this.opts.allVessels === false ? 'vessels.self' : 'vessels.*';
      ws.send(JSON.stringify({ context, subscribe: [{ path: '*', policy: 'instant' }] }));
      if (context !== 'vessels.self') {
        // Aids to navigation and base stations are not vessels; our own notifications come with vessels.*.
        ws.send(JSON.stringify({ context: 'vessels.self', subscribe: [{ path: 'notifications.*', policy: 'instant' }] }));
      }
      this.state = 'connected';
      this.backoff = this.opts.minBackoffMs ?? 250;
      if (this.lastProblem !== null) log.info(`SignalK stream at ${this.base} is back; resubscribed.`);
      else log.info(`SignalK stream connected to ${this.base}${this.serverVersion ? ` (server ${this.serverVersion})` : ''}.`);
      this.lastProblem = null;
      this.armIdle();
      for (const w of this.connectedWaiters.splice(0)) w();
    });
    ws.on('message', (data, isBinary) => {
      this.armIdle();
      if (isBinary) return;
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        this.model.stats.frames++;
        this.model.stats.dropped++;
        return;
      }
      try {
        this.model.applyDelta(frame);
      } catch (e) {
        // The model does not throw on data; this guards against our own bugs (DESIGN.md "Isolate failures").
        log.error(`dropped a SignalK frame: ${describe(e)}`);
      }
    });
    ws.on('pong', () => this.armIdle());
    ws.on('unexpected-response', (_req, res) => {
      if (res.statusCode === 401 || res.statusCode === 403) {
        this.problem(`SignalK stream at ${this.base} refused access (HTTP ${res.statusCode}): check the SignalK token.`);
      } else {
        this.problem(`SignalK stream at ${this.base} answered HTTP ${res.statusCode}; retrying.`);
      }
      ws.terminate();
    });
    ws.on('error', (e) => {
      if (this.state === 'connected') this.problem(`SignalK stream error: ${describe(e)}`);
    });
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.idleTimer) clearTimeout(this.idleTimer);
      if (this.stopped) return;
      if (this.state === 'connected') this.problem(`SignalK stream at ${this.base} closed; reconnecting. Answers use the last known values meanwhile.`);
      this.scheduleRetry();
    });
  }

  /** Drops a stream that has gone silent: a ping first, then a terminate if nothing comes back. */
  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const idle = this.opts.idleTimeoutMs ?? 15000;
    this.idleTimer = setTimeout(() => {
      const ws = this.ws;
      if (!ws) return;
      try {
        ws.ping();
      } catch {
        /* closing */
      }
      this.idleTimer = setTimeout(() => {
        this.problem(`SignalK stream at ${this.base} went silent; reconnecting.`);
        ws.terminate();
      }, Math.min(5000, idle));
      this.idleTimer.unref();
    }, idle);
    this.idleTimer.unref();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.state = 'disconnected';
    const max = this.opts.maxBackoffMs ?? 1000;
    const delay = Math.min(max, this.backoff) * (0.8 + Math.random() * 0.4);
    this.backoff = Math.min(max, this.backoff * 2);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}

/** HTTP 401/403 from SignalK. */
export class AuthError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function describe(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: string }).code;
    return code ? `${code}: ${e.message}` : e.message;
  }
  return String(e);
}
