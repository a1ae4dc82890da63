/**
 * SignalK input: discovery (`GET /signalk`), a REST load of the full model on every (re)connect (what
 * the server no longer holds is dropped: vessel/model.ts `reload`), and a WebSocket delta stream that feeds the vessel model, with reconnect, bounded backoff and resubscription
 * (subscriptions die with the connection). `Authorization: Bearer` on every request when a token is set.
 * Never throws into the caller: each distinct problem is logged once per outage, not every retry.
 * A slow or failing full-model load does not keep the stream away (the subscription sends cached
 * values too). Without a configured token, a 401 starts SignalK's device access request
 * (access.ts) and the granted token is used from then on.
 * Without a full model, our own notifications SignalK does not send again when we subscribe are
 * from before it restarted (feed `beforeRestart`: said as such, never as live, never dropped into
 * "no alarms"). A stream that keeps refusing us while REST answers is retried with a growing wait,
 * and the feed says the stream, not the server, is refusing us (`streamRefused`).
 */
import WebSocket from 'ws';
import { httpRequest } from '../http-request.js';
import { log } from '../log.js';
import type { FeedState } from '../domain/feed.js';
import { SELF, type VesselModel } from '../vessel/model.js';
import { SAR_SUBSCRIPTION_CONTEXTS } from '../vessel/sar.js';
import type { DeviceAccess } from './access.js';
import { CourseResources, loadCourse } from './course.js';

/**
 * Feeds one WebSocket text frame to the model: parses it and applies it, counting what is not JSON
 * as dropped. This is exactly what the stream runs for every frame (the fuzz test drives it).
 * Never throws: a bug in the model is logged and the frame dropped.
 * @returns the number of values applied.
 */
export function handleFrame(model: VesselModel, data: string): number {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    model.stats.frames++;
    model.stats.dropped++;
    return 0;
  }
  try {
    return model.applyDelta(frame);
  } catch (e) {
    log.error(`dropped a SignalK frame: ${describe(e)}`);
    return 0;
  }
}

export interface SignalKClientOptions {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Configured bearer token (option signalk_token) or empty. */
  token?: string;
  /**
   * Device access requests (used only when no token is configured): its stored token is used at
   * start, and a 401 asks SignalK for read-only access.
   */
  access?: DeviceAccess;
  /** Subscribe to every vessel (AIS targets) and not only self. Default true. */
  allVessels?: boolean;
  /**
   * Backoff bounds in ms (default 250 .. 500, each wait ±20 %): a server that is reachable again is
   * retried within 0.6 s, so the first fresh answer comes within a second of it. A refused
   * connection costs next to nothing, and each problem is logged once per outage.
   */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A stream silent for this long (no frame, no pong) is dropped and reconnected. Default 15000. */
  idleTimeoutMs?: number;
  /** REST timeout in ms. Default 5000. */
  restTimeoutMs?: number;
  /** The clock of the answers (epoch ms), for the feed's times. Default Date.now. */
  now?: () => number;
  /**
   * Longest wait (ms) between attempts while the server answers REST but its stream refuses us
   * (HTTP error on the upgrade, closed before open). The wait doubles from 1 s per refusal up to
   * this. Default 30000: the full model is not fetched twice a second forever.
   */
  maxStreamBackoffMs?: number;
}

/** Without a full model from REST, the stream's cached values are taken as received this long (ms) after subscribing. */
export const CACHED_VALUES_MS = 1000;

export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'stopped';

/**
 * See module doc. `feed()` tells the answers whether they may trust what the model lacks.
 */
export class SignalKClient {
  state: ConnectionState = 'disconnected';
  /** Server version from discovery, when known. */
  serverVersion: string | null = null;
  private ws: WebSocket | null = null;
  private backoff: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Problems logged during the current outage (cleared when the stream is back). */
  private readonly logged = new Set<string>();
  private readonly base: string;
  private readonly connectedWaiters: (() => void)[] = [];
  /** Fetches the route and waypoint resources the course names (course.ts). */
  private readonly courseResources: CourseResources;
  /** The token in use: configured, stored from an access request, or granted meanwhile. */
  private token: string;
  private connecting = false;
  private connectAgain = false;
  private accessRunning = false;
  private accessGaveUp = false;
  /** Whether this connection's full model came from REST (then everything the server holds is in). */
  private fullModelLoaded = false;
  /** Epoch ms from which this connection's data counts as received; null while not connected. */
  private receivedFrom: number | null = null;
  /** Epoch ms of the last frame or connection we had; null before the first. */
  private lastContact: number | null = null;
  /** The last greeting's serverStartId (SignalK 2.24+); null before one, or from a server that sends none. */
  private serverStartId: string | null = null;
  private readonly now: () => number;
  /** Stream refusals in a row by a server that answered discovery (reset when a stream opens). */
  private streamRefusals = 0;
  /** Our own notification paths the stream sent since this connection subscribed (only while it has no full model). */
  private resent: Set<string> | null = null;
  /** Our own notification paths from before a restart that SignalK has not sent again (feed `beforeRestart`). */
  private unconfirmed = new Set<string>();

  constructor(
    private readonly model: VesselModel,
    private readonly opts: SignalKClientOptions,
  ) {
    this.base = opts.url.replace(/\/+$/, '');
    this.backoff = opts.minBackoffMs ?? 250;
    this.token = opts.token || (opts.access?.storedToken() ?? '');
    this.courseResources = new CourseResources(model, (path) => this.getJson(path));
    this.now = opts.now ?? Date.now;
    // What the stream sends of our own notifications confirms them (module doc, feed `beforeRestart`).
    model.onChange((context, path, reading) => {
      if (context !== SELF || !path.startsWith('notifications.') || reading.gone) return;
      this.resent?.add(path);
      this.unconfirmed.delete(path);
    });
  }

  /**
   * The feed as the answers see it (domain/feed.ts FeedState). `up` once this connection's data is
   * received, which means: the REST full model loaded (it holds every value and notification the
   * server has, so an absent alarm is no alarm; up from then, while the stream opens), or, when that
   * load failed, CACHED_VALUES_MS after subscribing (the server sends its cached values at once).
   * `never` before the first contact; `down` from the last frame (or full model) when contact is lost;
   * either with `approval` while our access request waits for the user in SignalK's admin page.
   */
  feed(): FeedState {
    const now = this.now();
    const live = this.state === 'connected' || this.state === 'connecting';
    if (live && this.receivedFrom !== null && now >= this.receivedFrom) {
      this.settleResent();
      return this.unconfirmed.size > 0 ? { status: 'up', beforeRestart: { paths: this.unconfirmed } } : { status: 'up' };
    }
    // Our access request waits in SignalK's admin page (access.ts): the answers say so.
    const approval = this.accessRunning && this.opts.access?.current()?.state === 'requested';
    if (this.lastContact === null) return approval ? { status: 'never', approval } : { status: 'never' };
    if (approval) return { status: 'down', lostAt: this.lastContact, approval };
    return this.streamRefusals > 0 ? { status: 'down', lostAt: this.lastContact, streamRefused: true } : { status: 'down', lostAt: this.lastContact };
  }

  /**
   * Once a connection without a full model has had its cached values (CACHED_VALUES_MS after
   * subscribing): our own notifications the model holds that SignalK did not send again are from
   * before a restart (SignalK sends every value it holds when we subscribe).
   */
  private settleResent(): void {
    if (this.resent === null || this.state !== 'connected') return;
    for (const path of this.model.paths()) if (path.startsWith('notifications.') && !this.resent.has(path)) this.unconfirmed.add(path);
    this.resent = null;
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
      const waiter = () => {
        clearTimeout(t);
        resolve(true);
      };
      const t = setTimeout(() => {
        this.connectedWaiters.splice(this.connectedWaiters.indexOf(waiter) >>> 0, 1);
        resolve(false);
      }, timeoutMs);
      this.connectedWaiters.push(waiter);
    });
  }

  /** Closes the stream and stops reconnecting. */
  stop(): void {
    this.stopped = true;
    this.state = 'stopped';
    this.connecting = false;
    this.opts.access?.stop();
    this.courseResources.stop();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.ws?.removeAllListeners();
    this.ws?.on('error', () => {});
    this.ws?.terminate();
    this.ws = null;
  }

  /**
   * The bearer token this client reads with now (configured, stored from an access request, or
   * granted meanwhile), or '' without one; the writes use the same (signalk/writes.ts). A secret:
   * never log it (log.ts redacts the granted and stored ones).
   */
  currentToken(): string {
    return this.token;
  }

  /** Headers for REST and WebSocket requests. */
  private headers(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  /**
   * GET a SignalK REST path (e.g. "/signalk/v1/api/vessels/self") and parse JSON.
   * @returns the parsed body, or undefined on 404 / non-JSON; throws on network errors and 401/403.
   */
  async getJson(path: string): Promise<unknown> {
    const res = await httpRequest(this.base + path, {
      headers: { ...this.headers(), accept: 'application/json' },
      timeoutMs: this.opts.restTimeoutMs ?? 5000,
    });
    if (res.status === 401 || res.status === 403) throw new AuthError(res.status);
    if (res.status !== 200) return undefined;
    try {
      return JSON.parse(res.text);
    } catch {
      return undefined;
    }
  }

  private problem(msg: string): void {
    // Each distinct problem once per outage, not every retry.
    if (this.logged.has(msg)) return;
    this.logged.add(msg);
    log.warn(msg);
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connecting) return;
    this.connecting = true;
    this.connectAgain = false;
    this.state = 'connecting';
    this.receivedFrom = null;
    try {
      const hello = (await this.getJson('/signalk')) as { server?: { version?: string } } | undefined;
      this.serverVersion = hello?.server?.version ?? null;
    } catch (e) {
      this.streamRefusals = 0; // the server itself is gone, not just its stream
      return this.failed(e);
    }
    this.fullModelLoaded = false;
    try {
      const full = await this.getJson('/signalk/v1/api/');
      // What the server no longer holds is gone (a restart, with or without its data folder).
      if (full !== undefined) this.model.reload(full);
      this.fullModelLoaded = full !== undefined;
      // A full model says what SignalK holds now: nothing is left from before.
      if (this.fullModelLoaded) this.unconfirmed.clear();
      if (this.fullModelLoaded) {
        // A whole snapshot of what the server holds, just received: answers may trust it at once.
        this.lastContact = this.now();
        this.receivedFrom = this.lastContact;
      }
    } catch (e) {
      if (e instanceof AuthError) return this.failed(e);
      // A slow or broken full model must not keep the stream away: the subscription sends cached values too.
      this.problem(`SignalK at ${this.base} did not send its full model (${describe(e)}); continuing with the stream.`);
    }
    // The course (Course API v2) is not in the v1 full model: its state now, its deltas from the stream on.
    this.courseResources.reset();
    try {
      await loadCourse(this.model, (path) => this.getJson(path));
    } catch (e) {
      log.debug(`SignalK course not loaded (${describe(e)}); the stream will bring it.`);
    }
    this.connecting = false;
    if (this.stopped) return;
    this.openStream();
  }

  /** A failed connect: say why (once), maybe ask for access, and retry. */
  private failed(e: unknown): void {
    this.connecting = false;
    if (e instanceof AuthError) {
      this.authFailed(e.status);
    } else {
      this.problem(`SignalK at ${this.base} is not reachable (${describe(e)}); retrying. Answers use the last known values meanwhile.`);
    }
    this.scheduleRetry();
  }

  /** 401/403: a configured token is wrong; a stored one is forgotten; without one, ask for access. */
  private authFailed(status: number): void {
    const access = this.opts.access;
    if (this.opts.token || !access || this.accessGaveUp) {
      this.problem(
        `SignalK at ${this.base} refused access (HTTP ${status}): set a valid SignalK token (option signalk_token, flag --signalk-token or env SIGNALK_TOKEN) or approve this add-on's access request in SignalK's admin UI. Still answering from the last known values.`,
      );
      return;
    }
    if (this.token) {
      this.problem(`SignalK at ${this.base} no longer accepts the token it granted this add-on (HTTP ${status}: expired or revoked); asking for access again.`);
      access.forgetToken();
      this.token = '';
    }
    if (this.accessRunning) return;
    this.accessRunning = true;
    void access.obtain().then((token) => {
      this.accessRunning = false;
      if (this.stopped) return;
      if (token === null) {
        this.accessGaveUp = true;
        return;
      }
      this.token = token;
      this.reconnectNow();
    });
  }

  /** Connects at once (a token just arrived) instead of waiting for the next retry. */
  private reconnectNow(): void {
    this.backoff = this.opts.minBackoffMs ?? 250;
    if (this.connecting) {
      this.connectAgain = true;
      return;
    }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.ws === null) void this.connect();
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
        // Search-and-rescue devices a server files outside `vessels.` (vessel/sar.ts).
        for (const sar of SAR_SUBSCRIPTION_CONTEXTS) ws.send(JSON.stringify({ context: sar, subscribe: [{ path: '*', policy: 'instant' }] }));
      }
      this.state = 'connected';
      this.streamRefusals = 0;
      // Without a full model, what the stream sends again from now on is what SignalK still holds.
      this.resent = this.fullModelLoaded ? null : new Set();
      this.lastContact = this.now();
      this.receivedFrom = this.fullModelLoaded ? (this.receivedFrom ?? this.lastContact) : this.lastContact + CACHED_VALUES_MS;
      this.backoff = this.opts.minBackoffMs ?? 250;
      if (this.logged.size > 0) log.info(`SignalK stream at ${this.base} is back; resubscribed.`);
      else log.info(`SignalK stream connected to ${this.base}${this.serverVersion ? ` (server ${this.serverVersion})` : ''}.`);
      this.logged.clear();
      this.armIdle();
      for (const w of this.connectedWaiters.splice(0)) w();
    });
    ws.on('message', (data, isBinary) => {
      this.armIdle();
      if (this.ws === ws) this.lastContact = this.now();
      if (isBinary) return;
      const text = data.toString();
      if (text.includes('"serverStartId"') && !text.includes('"updates"')) this.noteGreeting(text);
      handleFrame(this.model, text);
    });
    ws.on('pong', () => this.armIdle());
    ws.on('unexpected-response', (_req, res) => {
      if (res.statusCode === 401 || res.statusCode === 403) {
        this.problem(
          `SignalK stream at ${this.base} refused access (HTTP ${res.statusCode}): set a valid SignalK token (option signalk_token, flag --signalk-token or env SIGNALK_TOKEN); retrying.`,
        );
      } else {
        this.problem(`SignalK at ${this.base} answers, but its data stream refused us (HTTP ${res.statusCode}); retrying with a growing wait.`);
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
      // Closed before it opened, by a server that answered discovery: its stream refuses us.
      else this.streamRefusals++;
      this.scheduleRetry();
    });
  }

  /**
   * A greeting whose serverStartId differs from the last one means SignalK restarted since: what the
   * model holds may come from before (a full model served just before the restart), so the full model
   * is loaded again. SignalK 2.23 and older send no id: nothing happens.
   */
  private noteGreeting(text: string): void {
    let id: unknown;
    try {
      id = (JSON.parse(text) as { serverStartId?: unknown }).serverStartId;
    } catch {
      return;
    }
    if (typeof id !== 'string') return;
    const previous = this.serverStartId;
    this.serverStartId = id;
    if (previous === null || previous === id) return;
    log.info(`SignalK at ${this.base} restarted (a new serverStartId); reloading its full model.`);
    this.getJson('/signalk/v1/api/').then(
      (full) => {
        if (full !== undefined && !this.stopped) this.model.reload(full);
      },
      (e) => this.problem(`SignalK at ${this.base} did not send its full model after a restart (${describe(e)}); continuing with the stream.`),
    );
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
      this.idleTimer = setTimeout(
        () => {
          this.problem(`SignalK stream at ${this.base} went silent; reconnecting.`);
          ws.terminate();
        },
        Math.min(5000, idle),
      );
      this.idleTimer.unref();
    }, idle);
    this.idleTimer.unref();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.state = 'disconnected';
    this.receivedFrom = null;
    const max = this.opts.maxBackoffMs ?? 500;
    // The stream refused again while REST answers: 1 s, 2 s, 4 s ... up to maxStreamBackoffMs, so that
    // the full model is not fetched twice a second forever (the first refusal retries at once: a
    // restarting server may refuse for a moment).
    const refused = this.streamRefusals > 1 ? Math.min(this.opts.maxStreamBackoffMs ?? 30_000, 1000 * 2 ** (this.streamRefusals - 2)) : 0;
    // Waiting for the user to approve an access request: no point knocking every second.
    const delay = this.connectAgain ? 0 : this.accessRunning ? 5000 : Math.max(refused, Math.min(max, this.backoff)) * (0.8 + Math.random() * 0.4);
    this.connectAgain = false;
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
