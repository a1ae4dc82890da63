/**
 * SignalK device access requests: how the add-on gets a token from a SignalK server with security
 * on, without the user typing one (SignalK's "Access Requests"): read-only by default, read-write when
 * voice actions are on (option `permissions`). The admin decides: a request for read-write may be
 * approved read-only (signalk-server `src/tokensecurity.ts` grants the permission the approval names),
 * so what was granted is asked of SignalK before writing (signalk/writes.ts `writeAccess`).
 *
 * 1. POST /signalk/v1/access/requests {clientId, description: "signalk-assist", permissions: "readonly"
 *    or "readwrite"} answers 202 with an href to poll; the request shows in SignalK's admin UI under
 *    Security > Access Requests. We log once what the user must do and emit an AccessEvent (the Home
 *    Assistant side turns it into a persistent notification).
 * 2. GET <href> until it is COMPLETED (bounded backoff, 0.5 s doubling to 5 s): APPROVED carries the
 *    token, DENIED ends the flow. SignalK keeps pending requests in memory only (a SignalK restart or
 *    its one-hour pruning forgets them), so a poll answering "not found" asks again.
 * 3. The token is stored in `<dataDir>/signalk-token.json` (mode 0600) with the server origin it
 *    belongs to, and read back at the next start. It is sent to that origin only.
 *
 * The clientId (a UUID) and a pending request's href live in `<dataDir>/signalk-device.json`, so a
 * restart while waiting keeps polling the same request instead of asking twice (SignalK refuses a
 * second request from a clientId with one pending).
 * Tokens are registered with the logger's redaction (log.ts) the moment they are read or received.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { httpRequest } from '../http-request.js';
import { addSecret, log } from '../log.js';
import { readJsonFile as readJson, writePrivateFile as writePrivate } from '../private-file.js';

/** Where the flow stands; given to listeners (e.g. a Home Assistant persistent notification). */
export interface AccessEvent {
  /**
   * requested: waiting for the user to approve (message says where);
   * approved: a token was granted and stored;
   * denied: the user denied the request (restart the add-on to ask again);
   * unavailable: the server takes no device requests (security off, or device requests disabled).
   */
  state: 'requested' | 'approved' | 'denied' | 'unavailable';
  /** SignalK base URL. */
  server: string;
  /** The clientId SignalK lists the request under. */
  clientId: string;
  /** One English sentence or two for a person: what happened and what to do. Never holds a token. */
  message: string;
}

export interface DeviceAccessOptions {
  /** SignalK base URL, e.g. http://192.168.1.20:3000 */
  url: string;
  /** Folder for persistent state (created if missing). */
  dataDir: string;
  /** Shown in SignalK's admin UI. Default "signalk-assist". */
  description?: string;
  /** Poll backoff bounds in ms (default 500 .. 5000). */
  minPollMs?: number;
  maxPollMs?: number;
  /** Timeout of each HTTP request in ms (default 5000). */
  requestTimeoutMs?: number;
  /**
   * The permission asked for (default `readonly`): `readwrite` when voice actions may write
   * (docs/design.md#voice-actions). The approval message names it.
   */
  permissions?: 'readonly' | 'readwrite';
}

/** Name of the token file under the data dir (mode 0600). */
export const TOKEN_FILE = 'signalk-token.json';
/** Name of the device state file (clientId, pending request) under the data dir. */
export const DEVICE_FILE = 'signalk-device.json';

interface DeviceState {
  clientId: string;
  /** href of a pending request and the server origin it was made to. */
  pending?: { href: string; origin: string };
}

interface StoredToken {
  origin: string;
  token: string;
  /** ISO time it was granted. */
  obtained: string;
}

/** See module doc. */
export class DeviceAccess {
  private readonly base: string;
  private readonly origin: string;
  private readonly listeners = new Set<(e: AccessEvent) => void>();
  private last: AccessEvent | null = null;
  private running: Promise<string | null> | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  private toldUser = false;

  constructor(private readonly opts: DeviceAccessOptions) {
    this.base = opts.url.replace(/\/+$/, '');
    this.origin = new URL(this.base).origin;
  }

  /** Subscribes to flow events; the latest one (if any) is delivered at once. Returns the unsubscribe function. */
  onEvent(listener: (e: AccessEvent) => void): () => void {
    this.listeners.add(listener);
    if (this.last) safeCall(listener, this.last);
    return () => this.listeners.delete(listener);
  }

  /** The latest event, or null before any. */
  current(): AccessEvent | null {
    return this.last;
  }

  /** The stored token for this server, or null (none, unreadable, or granted by another server). */
  storedToken(): string | null {
    const t = readJson(join(this.opts.dataDir, TOKEN_FILE)) as Partial<StoredToken> | null;
    if (!t || typeof t.token !== 'string' || t.token === '' || t.origin !== this.origin) return null;
    addSecret(t.token);
    return t.token;
  }

  /** Deletes the stored token (SignalK no longer accepts it: expired or revoked). */
  forgetToken(): void {
    rmSync(join(this.opts.dataDir, TOKEN_FILE), { force: true });
  }

  /**
   * Runs the access request (joins the running one if any).
   * @returns the granted token, or null when denied, unavailable or stopped. Never rejects.
   */
  obtain(): Promise<string | null> {
    if (!this.running) {
      this.running = this.run()
        .catch((e: unknown) => {
          log.error(`SignalK access request failed: ${(e as Error).message}`);
          return null;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  /** Stops polling; a running obtain() resolves null. */
  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  /** What the user must do while our request waits. */
  private approveMessage(): string {
    return `SignalK at ${this.base} needs you to approve this add-on: open SignalK's admin page, Security > Access Requests, and approve "${this.opts.description ?? 'signalk-assist'}" with ${this.opts.permissions === 'readwrite' ? 'read-write' : 'read-only'} permission. Answers start as soon as it is approved.`;
  }

  private emit(state: AccessEvent['state'], clientId: string, message: string): void {
    this.last = { state, server: this.base, clientId, message };
    for (const l of this.listeners) safeCall(l, this.last);
  }

  private async run(): Promise<string | null> {
    const device = this.loadDevice();
    const minPoll = this.opts.minPollMs ?? 500;
    const maxPoll = this.opts.maxPollMs ?? 5000;
    let delay = minPoll;
    const backoff = async () => {
      await this.sleep(delay);
      delay = Math.min(maxPoll, delay * 2);
    };
    while (!this.stopped) {
      const pending = device.pending?.origin === this.origin ? device.pending.href : null;
      if (pending === null) {
        const r = await this.send('POST', '/signalk/v1/access/requests', {
          clientId: device.clientId,
          description: this.opts.description ?? 'signalk-assist',
          permissions: this.opts.permissions ?? 'readonly',
        });
        if (r === null) {
          await backoff(); // server unreachable: try again
          continue;
        }
        const href = isRecord(r.body) && typeof r.body.href === 'string' ? r.body.href : null;
        if (r.status === 202 && href && href.startsWith('/')) {
          device.pending = { href, origin: this.origin };
          this.saveDevice(device);
          const message = this.approveMessage();
          if (!this.toldUser) log.warn(message);
          else log.debug(`SignalK access request renewed (the server had forgotten the previous one).`);
          this.toldUser = true;
          this.emit('requested', device.clientId, message);
          delay = minPoll;
          continue;
        }
        if (r.status === 403 || r.status === 404) {
          const message = `SignalK at ${this.base} does not take access requests (HTTP ${r.status}): allow them in SignalK's admin page (Security > Settings > Allow New Device Registration), allow read-only access, or set the option signalk_token.`;
          log.warn(message);
          this.emit('unavailable', device.clientId, message);
          return null;
        }
        // 400 "already requested" (a pending request we lost track of) or a server error: wait, ask again.
        log.debug(`SignalK access request answered HTTP ${r.status}; asking again later.`);
        delay = maxPoll;
        await backoff();
        continue;
      }

      const r = await this.send('GET', pending);
      if (r === null) {
        await backoff();
        continue;
      }
      const body = isRecord(r.body) ? r.body : {};
      if (r.status !== 200 || (body.state !== 'PENDING' && body.state !== 'COMPLETED')) {
        // Not found: SignalK restarted or pruned the request. Ask again.
        delete device.pending;
        this.saveDevice(device);
        await backoff();
        continue;
      }
      if (body.state === 'PENDING') {
        // A request made before a restart of ours is still waiting: the answers say so too.
        if (this.last?.state !== 'requested') this.emit('requested', device.clientId, this.approveMessage());
        await backoff();
        continue;
      }
      const ar = isRecord(body.accessRequest) ? body.accessRequest : {};
      delete device.pending;
      this.saveDevice(device);
      if (ar.permission === 'APPROVED' && typeof ar.token === 'string' && ar.token !== '') {
        addSecret(ar.token);
        this.saveToken(ar.token);
        const message = `SignalK at ${this.base} approved this add-on's access request; the token is stored and used from now on.`;
        log.info(message);
        this.emit('approved', device.clientId, message);
        return ar.token;
      }
      if (ar.permission === 'DENIED') {
        const message = `SignalK at ${this.base} denied this add-on's access request. Restart the add-on to ask again, or set the option signalk_token.`;
        log.warn(message);
        this.emit('denied', device.clientId, message);
        return null;
      }
      // COMPLETED without a verdict (e.g. a rejected request): ask again after a while.
      delay = maxPoll;
      await backoff();
    }
    return null;
  }

  /** One HTTP exchange; null when the server could not be reached (or we are stopping). */
  private async send(method: 'GET' | 'POST', path: string, json?: unknown): Promise<{ status: number; body: unknown } | null> {
    if (this.stopped) return null;
    const timeout = this.opts.requestTimeoutMs ?? 5000;
    try {
      const res = await httpRequest(this.base + path, {
        method,
        headers: json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
        timeoutMs: timeout,
      });
      let body: unknown = null;
      try {
        body = JSON.parse(res.text);
      } catch {
        /* plain-text error pages */
      }
      return { status: res.status, body };
    } catch {
      return null;
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      t.unref();
      const self = this;
      function done() {
        clearTimeout(t);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }

  private loadDevice(): DeviceState {
    const d = readJson(join(this.opts.dataDir, DEVICE_FILE)) as Partial<DeviceState> | null;
    if (d && typeof d.clientId === 'string' && /^[0-9a-f-]{36}$/.test(d.clientId)) {
      const p = d.pending;
      const pending = p && typeof p.href === 'string' && typeof p.origin === 'string' ? { href: p.href, origin: p.origin } : undefined;
      return { clientId: d.clientId, ...(pending ? { pending } : {}) };
    }
    const fresh: DeviceState = { clientId: randomUUID() };
    this.saveDevice(fresh);
    return fresh;
  }

  private saveDevice(d: DeviceState): void {
    writePrivate(this.opts.dataDir, DEVICE_FILE, JSON.stringify(d, null, 2));
  }

  private saveToken(token: string): void {
    const t: StoredToken = { origin: this.origin, token, obtained: new Date().toISOString() };
    writePrivate(this.opts.dataDir, TOKEN_FILE, JSON.stringify(t, null, 2));
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function safeCall(listener: (e: AccessEvent) => void, e: AccessEvent): void {
  try {
    listener(e);
  } catch (err) {
    log.error(`SignalK access listener failed: ${(err as Error).message}`);
  }
}
