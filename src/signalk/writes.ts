/**
 * The SignalK writes of voice actions (domain/writes.ts `SignalKWrites`), on signalk-server's REST
 * APIs, with the token the reading client uses (client.ts `currentToken`):
 * - notifications API v2 (signalk-server `src/api/notifications/index.ts`): `POST
 *   /signalk/v2/api/notifications/mob`, `POST /signalk/v2/api/notifications`, `GET
 *   /signalk/v2/api/notifications`, `POST …/<id>/silence`, `POST …/<id>/acknowledge`, `POST
 *   …/silenceAll`, `DELETE …/<id>`;
 * - v1 PUT (`src/put.ts`): `PUT /signalk/v1/api/vessels/self/<path> {value}`, answered with a request
 *   object `{state, statusCode, href, message?}`; a PENDING one is polled at its `href`;
 * - the level of our token: `GET /skServer/loginStatus` (`src/serverroutes.ts`, `getLoginStatus` of
 *   `src/tokensecurity.ts`), which writes nothing.
 *
 * Success only when SignalK confirms (docs/design.md#voice-actions): a 2xx whose body says `state:
 * "COMPLETED"`, and then the matching delta in the vessel model (fed by the client's stream) within
 * `confirmMs` of sending, else `unconfirmed`. The model is watched from before the request is sent,
 * so a delta that arrives before the HTTP answer still counts.
 *
 * A read-write token goes with every write when there is one, also where signalk-server 2.23 asks for
 * none (its notifications API makes no write check; 2.24 does: SignalK/signalk-server#2528). Without
 * a token (security off) no Authorization header is sent. Every method resolves, never rejects; the
 * token is never logged. An id or path that cannot be SignalK's is not sent: `failed` with
 * `httpStatus` 0 and a message saying why.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ServerNotification, SignalKWrites, WriteAccess, WriteOutcome } from '../domain/writes.js';
import { httpRequest } from '../http-request.js';
import { isObject, type Reading, SELF, type VesselModel } from '../vessel/model.js';

export interface SignalKWritesOptions {
  /** SignalK base URL, e.g. http://192.168.1.20:3000 */
  url: string;
  /** The bearer token to send, read at every request ('' = none: security off). */
  token: () => string;
  /** The vessel model the app's SignalKClient feeds: where the confirming deltas are seen. */
  model: VesselModel;
  /** The clock (epoch ms) of the confirmation window. Default Date.now. */
  now?: () => number;
  /** How long after sending a write its delta may come (and a PENDING request may complete), ms. Default 3000. */
  confirmMs?: number;
  /** Longest silence of each HTTP request, ms. Default 5000. */
  timeoutMs?: number;
}

/**
 * What one SignalK answer says, before any delta is looked for: a WriteOutcome, where `completed`
 * means only "SignalK said COMPLETED", or `pending` (a v1 PUT answered `state: "PENDING"`, to be polled
 * at `href`).
 */
export type SignalKAnswer = Exclude<WriteOutcome, { status: 'unconfirmed' | 'unreachable' }> | { status: 'pending'; httpStatus: number; href: string | null };

/** Longest SignalK message kept (it may be spoken): longer ones are cut. */
const MAX_MESSAGE_CHARS = 200;

/**
 * Reads one SignalK answer (pure). The rows, from signalk-server 2.23's routes:
 * - 401 or 403 -> `unauthorized`, whatever the body (2.23 sends text, "You do not have permission…",
 *   or `{"error":"Permission Denied"}` when JSON is asked; the autopilot API `{state:"FAILED",
 *   statusCode:403}`);
 * - 405 -> `unsupported` (v1 PUT without a handler: `{"state":"COMPLETED","statusCode":405,
 *   "message":"PUT not supported for <path>"}`);
 * - 5xx -> `failed`, with SignalK's message when the body has one;
 * - 2xx with `state: "COMPLETED"` -> `completed` (with `id` when the body has a string one);
 *   `"FAILED"` -> `failed` with its message (the anchor alarm plugin's `202 FAILED`); `"PENDING"` ->
 *   `pending` with its `href`. A 2xx whose body carries another `statusCode` (a polled request:
 *   `GET /signalk/v1/requests/<id>` answers 200 with the request's own code) is read by that code;
 * - any other 4xx with SignalK's `{state, message}` -> `refused` with that message ("Alarm cannot be
 *   silenced!", "Alarm already acknowledged!", "Alarm cannot be cleared!", "Alarm not found!");
 * - anything else (HTML, plain text, JSON that is not SignalK's shape) -> `failed` without a message.
 */
export function outcomeOf(status: number, bodyText: string): SignalKAnswer {
  if (status === 401 || status === 403) return { status: 'unauthorized', httpStatus: status };
  if (status === 405) return { status: 'unsupported', httpStatus: status };
  const body = parseJson(bodyText);
  const shaped = isObject(body) && typeof body.state === 'string' ? body : null;
  const message = shaped && typeof shaped.message === 'string' && shaped.message.trim() !== '' ? cut(shaped.message.trim()) : null;
  if (status >= 500) return { status: 'failed', httpStatus: status, message };
  if (status >= 200 && status < 300) {
    if (shaped === null) return { status: 'failed', httpStatus: status, message: null };
    const inner = shaped.statusCode;
    if (typeof inner === 'number' && Number.isInteger(inner) && inner >= 300 && inner <= 599) return outcomeOf(inner, bodyText);
    if (shaped.state === 'COMPLETED') {
      const id = typeof shaped.id === 'string' && shaped.id !== '' ? shaped.id : undefined;
      return id === undefined ? { status: 'completed', httpStatus: status } : { status: 'completed', httpStatus: status, id };
    }
    if (shaped.state === 'PENDING') return { status: 'pending', httpStatus: status, href: typeof shaped.href === 'string' && shaped.href.startsWith('/') ? shaped.href : null };
    return { status: 'failed', httpStatus: status, message };
  }
  if (status >= 400 && message !== null) return { status: 'refused', httpStatus: status, message };
  return { status: 'failed', httpStatus: status, message: null };
}

/**
 * What our token may do, from the answer to `GET /skServer/loginStatus` (pure):
 * `{authenticationRequired: false}` -> `open` (security off: signalk-server's dummysecurity);
 * without a token -> `none`; `{status: "loggedIn", userLevel}` -> `readwrite` for `readwrite` or
 * `admin`, `readonly` for `readonly`; `notLoggedIn` with a token -> `none` (SignalK refuses it:
 * expired, revoked or from another server); anything else (not 200, not JSON, an unknown level) ->
 * `unknown`. signalk-server gives a device token's level here (`getPrincipal` of
 * `src/tokensecurity.ts`), checked on 2.23.0.
 */
export function writeAccessOf(status: number, bodyText: string, hasToken: boolean): WriteAccess {
  if (status !== 200) return 'unknown';
  const body = parseJson(bodyText);
  if (!isObject(body)) return 'unknown';
  if (body.authenticationRequired === false) return 'open';
  if (body.authenticationRequired !== true) return 'unknown';
  if (!hasToken) return 'none';
  if (body.status === 'notLoggedIn') return 'none';
  if (body.status !== 'loggedIn') return 'unknown';
  if (body.userLevel === 'readwrite' || body.userLevel === 'admin') return 'readwrite';
  if (body.userLevel === 'readonly') return 'readonly';
  return 'unknown';
}

/** One entry of the v2 listing: the notification and the context SignalK files it under ('' for API-raised ones). */
export interface ListedNotification {
  context: string;
  notification: ServerNotification;
}

/** Longest notification path kept from the listing (as vessel/model.ts keeps paths). */
const MAX_PATH_CHARS = 256;

/**
 * Parses `GET /signalk/v2/api/notifications` (`{<id>: {context, path, value: {state, method,
 * message, status, createdAt?, position?}}}`, signalk-server `src/api/notifications`) defensively,
 * never throwing: null when the body is not an object of entries; an entry without an object value
 * or a text path (1 to 256 characters, no control characters) is dropped; `path` gets the
 * `notifications.` prefix where it lacks it; other fields of the wrong type are defaulted as
 * signalk-server's `Alarm` starts them (`src/api/notifications/alarm.ts`): state `normal`, message
 * `''`, method `[]` (only text entries kept), status silenced/acknowledged false, canSilence and
 * canAcknowledge true, canClear false; `createdAt` null unless a text date; `position` left out when
 * the value has none, null when it is null or not a latitude/longitude in range.
 */
export function parseNotificationListing(body: unknown): ListedNotification[] | null {
  if (!isObject(body)) return null;
  const out: ListedNotification[] = [];
  for (const [id, entry] of Object.entries(body)) {
    if (id === '' || !isObject(entry) || !isObject(entry.value)) continue;
    const rawPath = entry.path;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (typeof rawPath !== 'string' || rawPath === '' || rawPath.length > MAX_PATH_CHARS || /[\u0000-\u001f\u007f]/.test(rawPath)) continue;
    const v = entry.value;
    const s = isObject(v.status) ? v.status : {};
    const flag = (x: unknown, d: boolean) => (typeof x === 'boolean' ? x : d);
    const notification: ServerNotification = {
      id,
      path: rawPath.startsWith('notifications.') ? rawPath : `notifications.${rawPath}`,
      state: typeof v.state === 'string' ? v.state : 'normal',
      message: typeof v.message === 'string' ? v.message : '',
      method: Array.isArray(v.method) ? v.method.filter((m): m is string => typeof m === 'string') : [],
      status: {
        silenced: flag(s.silenced, false),
        acknowledged: flag(s.acknowledged, false),
        canSilence: flag(s.canSilence, true),
        canAcknowledge: flag(s.canAcknowledge, true),
        canClear: flag(s.canClear, false),
      },
      createdAt: typeof v.createdAt === 'string' && Number.isFinite(Date.parse(v.createdAt)) ? v.createdAt : null,
    };
    if ('position' in v) notification.position = positionOf(v.position);
    out.push({ context: typeof entry.context === 'string' ? entry.context : '', notification });
  }
  return out;
}

/** A position `{latitude, longitude}` in degrees within range, else null. */
function positionOf(x: unknown): { latitude: number; longitude: number } | null {
  if (!isObject(x)) return null;
  const { latitude, longitude } = x;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return { latitude, longitude };
}

/** A notification id as signalk-server makes them (a UUID); anything else is not sent in a URL. */
const ID_RE = /^[A-Za-z0-9_:-]{1,128}$/;
/** One segment of a SignalK path (the spec's camelCase names, numbers, instance ids). */
const SEGMENT_RE = /^[A-Za-z0-9_:$-]+$/;

/**
 * See module doc. The level of the token is asked with `GET /skServer/loginStatus` (writeAccessOf),
 * not with a trial write: it gives `readonly` and `readwrite` apart and creates no PUT request.
 */
export function createSignalKWrites(opts: SignalKWritesOptions): SignalKWrites {
  const base = opts.url.replace(/\/+$/, '');
  const model = opts.model;
  const now = opts.now ?? Date.now;
  const confirmMs = opts.confirmMs ?? 3000;
  const timeoutMs = opts.timeoutMs ?? 5000;

  function headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = { accept: 'application/json' };
    if (json) h['content-type'] = 'application/json';
    const token = opts.token();
    if (token) h.authorization = `Bearer ${token}`;
    return h;
  }

  /** One exchange; a network error or time-out is `unreachable`. */
  async function exchange(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown): Promise<{ status: number; text: string } | { error: string }> {
    try {
      const res = await httpRequest(base + path, {
        method,
        headers: headers(json !== undefined),
        body: json === undefined ? undefined : JSON.stringify(json),
        timeoutMs,
        maxBytes: 8 * 1024 * 1024,
      });
      return { status: res.status, text: res.text };
    } catch (e) {
      return { error: describe(e) };
    }
  }

  /** Polls a PENDING v1 request at `href` until it is no longer pending or the deadline passes. */
  async function poll(first: SignalKAnswer & { status: 'pending' }, deadline: number): Promise<SignalKAnswer> {
    let answer: SignalKAnswer = first;
    while (answer.status === 'pending' && answer.href !== null && now() < deadline) {
      await sleep(Math.min(250, Math.max(0, deadline - now())));
      const r = await exchange('GET', answer.href);
      // A poll that gets no answer (or a pruned request) leaves the write pending: unconfirmed.
      if ('error' in r || r.status === 404) continue;
      // The request answers 200 with the write's own code (202 while pending, then the handler's): that code is the outcome's.
      const own = r.status === 200 ? (parseJson(r.text) as { statusCode?: unknown } | undefined)?.statusCode : undefined;
      const next = outcomeOf(typeof own === 'number' && Number.isInteger(own) && own >= 200 && own <= 299 ? own : r.status, r.text);
      answer = next.status === 'pending' ? { ...next, href: next.href ?? answer.href } : next;
    }
    return answer;
  }

  /** The notifications the listing names, or null when SignalK did not answer it. */
  async function listing(): Promise<ListedNotification[] | null> {
    const r = await exchange('GET', '/signalk/v2/api/notifications');
    if ('error' in r || r.status !== 200) return null;
    return parseNotificationListing(parseJson(r.text));
  }

  /** The model's key of a listed context: API-raised ones ('') are ours. */
  const contextKey = (context: string) => (context === '' ? SELF : model.contextKey(context));

  /**
   * Sends one write and decides its outcome. `confirm` (null: SignalK's answer alone decides) names
   * the paths whose changes are collected from before the request is sent (`relevant`) and, once
   * SignalK has answered COMPLETED (with the id it gave, if any), what confirms it (`expect`; null:
   * nothing can, the write stays unconfirmed); `seen` tells it whether a change collected so far
   * matches an expectation.
   */
  async function write(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    json: unknown,
    confirm: { relevant: (path: string) => boolean; expect: (answerId: string | undefined, seen: (e: Expectation) => boolean) => Promise<Expectation | null> } | null,
  ): Promise<WriteOutcome> {
    const deadline = now() + confirmMs;
    const watch = confirm === null ? null : new Watch(model, confirm.relevant);
    try {
      const r = await exchange(method, path, json);
      if ('error' in r) return { status: 'unreachable', message: r.error };
      let answer = outcomeOf(r.status, r.text);
      if (answer.status === 'pending') answer = await poll(answer, deadline);
      if (answer.status === 'pending') return { status: 'unconfirmed', httpStatus: answer.httpStatus };
      if (answer.status !== 'completed' || watch === null || confirm === null) return answer;
      const id = answer.id;
      const done: WriteOutcome = id === undefined ? { status: 'completed', httpStatus: answer.httpStatus } : { status: 'completed', httpStatus: answer.httpStatus, id };
      const unconfirmed: WriteOutcome = id === undefined ? { status: 'unconfirmed', httpStatus: answer.httpStatus } : { status: 'unconfirmed', httpStatus: answer.httpStatus, id };
      const expect = await confirm.expect(id, (e) => watch.seen(e));
      if (expect === null) return unconfirmed;
      return (await watch.until(expect, deadline, now)) ? done : unconfirmed;
    } finally {
      watch?.close();
    }
  }

  /**
   * What confirms an action on notification `id`: its delta showing `shows`, found by the `id` the
   * value carries (as 2.23 sends it) or by the context and path the v2 listing gives for the id. The
   * listing is asked only when no such delta came with SignalK's answer.
   */
  function onNotification(id: string, shows: (value: unknown, reading: Reading) => boolean) {
    return {
      relevant: isNotificationPath,
      expect: async (_answerId: string | undefined, seen: (e: Expectation) => boolean): Promise<Expectation> => {
        const byId: Expectation = { matches: (_c, p, r) => p.startsWith('notifications.') && isObject(r.value) && r.value.id === id && shows(r.value, r) };
        if (seen(byId)) return byId;
        const listed = (await listing())?.find((n) => n.notification.id === id);
        if (!listed) return byId;
        const key = contextKey(listed.context);
        const path = listed.notification.path;
        return {
          matches: (c, p, r) => byId.matches(c, p, r) || (c === key && p === path && shows(r.value, r)),
          current: () => {
            const r = key === null ? undefined : model.get(path, key);
            return r !== undefined && shows(r.value, r);
          },
        };
      },
    };
  }

  return {
    async writeAccess(): Promise<WriteAccess> {
      const r = await exchange('GET', '/skServer/loginStatus');
      if ('error' in r) return 'unknown';
      return writeAccessOf(r.status, r.text, opts.token() !== '');
    },

    raiseMob(message: string): Promise<WriteOutcome> {
      return write('POST', '/signalk/v2/api/notifications/mob', message.trim() === '' ? {} : { message }, {
        relevant: isNotificationPath,
        expect: async (id) => {
          if (id === undefined) return null;
          const path = `notifications.mob.${id}`;
          const shows = (r: Reading) => isObject(r.value);
          return { matches: (c, p, r) => c === SELF && p === path && shows(r), current: () => present(model.get(path), shows) };
        },
      });
    },

    async notifications(): Promise<ServerNotification[] | null> {
      const listed = await listing();
      if (listed === null) return null;
      // Our own vessel's: API-raised ones ('') and those filed under our context (once the model knows it).
      const self = model.selfContext;
      return listed.filter((n) => self === null || contextKey(n.context) === SELF).map((n) => n.notification);
    },

    silence(id: string): Promise<WriteOutcome> {
      if (!ID_RE.test(id)) return Promise.resolve(notSent(`not a notification id: ${JSON.stringify(cut(id))}`));
      const silenced = (v: unknown) => isObject(v) && ((isObject(v.status) && v.status.silenced === true) || (Array.isArray(v.method) && !v.method.includes('sound')));
      return write('POST', `/signalk/v2/api/notifications/${encodeURIComponent(id)}/silence`, undefined, onNotification(id, silenced));
    },

    acknowledge(id: string): Promise<WriteOutcome> {
      if (!ID_RE.test(id)) return Promise.resolve(notSent(`not a notification id: ${JSON.stringify(cut(id))}`));
      const acknowledged = (v: unknown) => isObject(v) && isObject(v.status) && v.status.acknowledged === true;
      return write('POST', `/signalk/v2/api/notifications/${encodeURIComponent(id)}/acknowledge`, undefined, onNotification(id, acknowledged));
    },

    silenceAll(): Promise<WriteOutcome> {
      // No single delta confirms it (each alarm changes, emergencies not at all): SignalK's answer does.
      return write('POST', '/signalk/v2/api/notifications/silenceAll', undefined, null);
    },

    clear(id: string): Promise<WriteOutcome> {
      if (!ID_RE.test(id)) return Promise.resolve(notSent(`not a notification id: ${JSON.stringify(cut(id))}`));
      // Cleared: state normal, or no value at all (SignalK's "no value"; our model forgets cleared ones after a while).
      const cleared = (v: unknown, r: Reading) => v === null || r.gone === true || (isObject(v) && v.state === 'normal');
      return write('DELETE', `/signalk/v2/api/notifications/${encodeURIComponent(id)}`, undefined, onNotification(id, cleared));
    },

    put(path: string, value: unknown): Promise<WriteOutcome> {
      const segments = path.split('.');
      if (!segments.every((s) => SEGMENT_RE.test(s))) return Promise.resolve(notSent(`not a SignalK path: ${JSON.stringify(cut(path))}`));
      const rest = segments.map(encodeURIComponent).join('/');
      // `notifications.<x>.method|state` (signalk-server's built-in notification handler) change a
      // field of the notification the model holds whole at `notifications.<x>`.
      const field = path.startsWith('notifications.') && /\.(method|state)$/.test(path) ? (path.endsWith('.method') ? 'method' : 'state') : null;
      const at = field === null ? path : path.slice(0, -(field.length + 1));
      // null asks for no reading: a null value, or none at all.
      const shows = (r: Reading) => {
        const got = field === null ? r.value : isObject(r.value) ? r.value[field] : undefined;
        return value === null ? got === null || got === undefined || r.gone === true : isDeepStrictEqual(got, value);
      };
      return write(
        'PUT',
        `/signalk/v1/api/vessels/self/${rest}`,
        { value },
        {
          relevant: (p) => p === at,
          expect: async () => ({ matches: (c, p, r) => c === SELF && p === at && shows(r), current: () => shows(model.get(at) ?? GONE) }),
        },
      );
    },

    raiseNotification(path: string, state: 'alarm' | 'emergency', message: string): Promise<WriteOutcome> {
      const bare = path.startsWith('notifications.') ? path.slice('notifications.'.length) : path;
      if (!bare.split('.').every((s) => SEGMENT_RE.test(s))) return Promise.resolve(notSent(`not a SignalK path: ${JSON.stringify(cut(path))}`));
      const full = `notifications.${bare}`;
      const shows = (r: Reading) => isObject(r.value) && r.value.state === state;
      return write(
        'POST',
        '/signalk/v2/api/notifications',
        { path: bare, state, message },
        {
          relevant: (p) => p === full,
          expect: async () => ({ matches: (c, p, r) => c === SELF && p === full && shows(r), current: () => present(model.get(full), shows) }),
        },
      );
    },
  };
}

/** What confirms a write: a delta `matches`, or (checked once SignalK has answered) the model's value now. */
interface Expectation {
  matches(context: string, path: string, reading: Reading): boolean;
  current?(): boolean;
}

/** A reading that stands for "no reading" (the path is not in the model). */
const GONE: Reading = { value: null, timestamp: null, time: 0, source: null, gone: true };

/**
 * Collects the model's changes of the paths `relevant` names, from before a write is sent (bounded),
 * and waits for one that matches an expectation known only once SignalK has answered (a MOB's id).
 */
class Watch {
  /** Changes kept, oldest first; `dropped` older ones were let go (a flood of them). */
  private readonly changes: { context: string; path: string; reading: Reading }[] = [];
  private dropped = 0;
  private wake: (() => void) | null = null;
  private readonly off: () => void;

  constructor(model: VesselModel, relevant: (path: string) => boolean) {
    this.off = model.onChange((context, path, reading) => {
      if (!relevant(path)) return;
      if (this.changes.length >= MAX_WATCHED) {
        // A flood: the oldest half goes; the write's own delta, if it came, is among the newest.
        this.changes.splice(0, MAX_WATCHED / 2);
        this.dropped += MAX_WATCHED / 2;
      }
      this.changes.push({ context, path, reading });
      this.wake?.();
    });
  }

  /** Whether a change collected so far matches. */
  seen(expect: Expectation): boolean {
    return this.changes.some((s) => expect.matches(s.context, s.path, s.reading));
  }

  /** True once a collected change matches (or the model's value does now), false at the deadline. */
  async until(expect: Expectation, deadline: number, now: () => number): Promise<boolean> {
    let next = 0; // the number of changes ever collected that were looked at
    for (;;) {
      for (next = Math.max(next, this.dropped); next < this.dropped + this.changes.length; next++) {
        const s = this.changes[next - this.dropped];
        if (s && expect.matches(s.context, s.path, s.reading)) return true;
      }
      if (expect.current?.()) return true;
      const left = deadline - now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const t = setTimeout(done, left);
        const self = this;
        function done() {
          clearTimeout(t);
          self.wake = null;
          resolve();
        }
        this.wake = done;
      });
    }
  }

  close(): void {
    this.off();
    this.wake?.();
  }
}

/** Changes a Watch keeps at most. */
const MAX_WATCHED = 2000;

const isNotificationPath = (path: string) => path.startsWith('notifications.');

/** A reading that exists and passes. */
function present(r: Reading | undefined, shows: (r: Reading) => boolean): boolean {
  return r !== undefined && shows(r);
}

/** An action refused before anything was sent (an id or path that cannot be a SignalK one). */
function notSent(message: string): WriteOutcome {
  return { status: 'failed', httpStatus: 0, message };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cut(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: string }).code;
    return code ? `${code}: ${e.message}` : e.message;
  }
  return String(e);
}
