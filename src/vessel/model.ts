/**
 * The vessel model: the latest value of every SignalK path we have heard, per context
 * (our own vessel and every other vessel, AIS targets included), with its timestamp, source and meta.
 *
 * Fed by deltas from the WebSocket stream (or the demo vessel) and by the REST full model at start.
 * Robust by design (AIS identity updates have an empty path, meta deltas no values, and some frames
 * are bare JSON strings): frames of any shape are accepted and whatever is not a
 * valid delta is counted and dropped; nothing here throws on data.
 */

import { isClearedNotification } from '../domain/notification.js';
import { sarDeviceOf } from './sar.js';
import { TrackTable } from './tracks.js';

/** SignalK meta for a path (subset we use). */
export interface PathMeta {
  /** SI unit as in the SignalK schema: "m/s", "rad", "K", "ratio", ... */
  units?: string;
  description?: string;
  displayName?: string;
}

/** The latest reading of one path. */
export interface Reading {
  /** As SignalK sent it: a number (SI), an object (position, notification), a string, or null (no reading). */
  value: unknown;
  /** ISO timestamp the source gave, or null when none. */
  timestamp: string | null;
  /**
   * Epoch ms the value is known to date from, by the rule of {@link readingTime}: the source's
   * `timestamp` when it is plausible, else when we received the value. Every age and "as of" is
   * measured from it.
   */
  time: number;
  /** `$source` (or `source.label`) of the update, or null. */
  source: string | null;
  /**
   * True only on the reading `reload` hands listeners for a path SignalK no longer has: not a value
   * SignalK sent (an alarm gone with a restart was not cleared by anyone).
   */
  gone?: true;
}

/**
 * Why a well-formed value was refused for want of room (each counted in `ModelStats.refused` and
 * logged once): `own-paths`, our own vessel at MAX_PATHS_PER_CONTEXT with no cleared notification to
 * give way; `other-paths`, another vessel at that cap; `readings`, MAX_READINGS reached with no other
 * vessel left to give way; `contexts`, MAX_CONTEXTS reached with none to evict; `metas`, the meta table full.
 */
export type RefusalCause = 'own-paths' | 'other-paths' | 'readings' | 'contexts' | 'metas';

/** The log line for the first refusal of a cause: what was refused and what to look at (never a value from the boat). */
export function refusalAdvice(cause: RefusalCause): string {
  const what: Record<RefusalCause, string> = {
    'own-paths': `our own vessel holds ${MAX_PATHS_PER_CONTEXT} paths (${NOTIFICATION_HEADROOM} more for notifications) and none is a cleared notification: new paths of our own vessel are refused`,
    'other-paths': `another vessel sent more than ${MAX_PATHS_PER_CONTEXT} paths: its new paths are refused`,
    readings: `the model holds ${MAX_READINGS} readings and no other vessel is left to give way: new paths are refused`,
    contexts: `the model holds ${MAX_CONTEXTS} vessels: a new one is refused`,
    metas: `the model holds meta for ${MAX_PATHS_PER_CONTEXT * 2} paths: meta for new paths is refused`,
  };
  return `signalk: ${what[cause]} (counted in /health as model.refused; this is logged once). Look for a plugin or device sending a new path per event.`;
}

/** Counters of what the model accepted and dropped, for logs, `/health` and tests. */
export interface ModelStats {
  frames: number;
  values: number;
  metas: number;
  /** Everything not stored: malformed frames and values, and the refusals counted in `refused`. */
  dropped: number;
  /** Well-formed data refused for want of room, per cause (never our own vessel's for another's sake). */
  refused: Record<RefusalCause, number>;
  /** Other vessels dropped to make room (the stalest first), and our own cleared notifications removed. */
  evicted: { vessels: number; cleared: number };
}

/** The key under which our own vessel is stored, whatever its URN. */
export const SELF = 'vessels.self';

/**
 * Limits that keep memory bounded whatever a server sends, hostile input included. Our own vessel is
 * never starved by the others (docs/design.md#bounded-by-design): at the reading cap the stalest other
 * vessel gives way, and our own paths give way only to our own cleared notifications.
 */
const MAX_CONTEXTS = 2000;
const MAX_PATHS_PER_CONTEXT = 5000;
/**
 * Room our own vessel keeps above MAX_PATHS_PER_CONTEXT for its notifications alone: a new alarm is
 * never refused because other paths of ours (a plugin's, or junk) filled the vessel first.
 */
const NOTIFICATION_HEADROOM = 1000;
/** Readings across all contexts: a busy AIS area is about 20000; this bounds memory whatever comes. */
const MAX_READINGS = 100_000;
/**
 * How long a cleared notification (null, or state normal) stays in the model: SignalK's own
 * notification manager removes cleared ones after a minute or two, and a plugin that files one per
 * AIS target or event would otherwise fill our vessel over days.
 */
export const CLEARED_NOTIFICATION_TTL_MS = 2 * 60_000;
/** How often (at most) cleared notifications past their time are looked for, ms of model time. */
const SWEEP_INTERVAL_MS = 60_000;
const MAX_PATH_LENGTH = 256;
const PATH_RE = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_:$-]+)*$/;
/** Segments no SignalK path has, refused so a path can never name an object's prototype downstream. */
const FORBIDDEN_SEGMENT_RE = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

type Listener = (context: string, path: string, reading: Reading) => void;

/** See module doc. */
export class VesselModel {
  /** The self vessel's full context (e.g. "vessels.urn:mrn:imo:mmsi:263000001"), from hello or REST; null until known. */
  selfContext: string | null = null;
  readonly stats: ModelStats = {
    frames: 0,
    values: 0,
    metas: 0,
    dropped: 0,
    refused: { 'own-paths': 0, 'other-paths': 0, readings: 0, contexts: 0, metas: 0 },
    evicted: { vessels: 0, cleared: 0 },
  };
  private readonly contexts = new Map<string, Map<string, Reading>>();
  private readonly metas = new Map<string, PathMeta>();
  private readonly listeners = new Set<Listener>();
  /** Every other vessel's position, course and speed, mirrored from its readings (tracks.ts). Read it, never write it. */
  readonly tracks = new TrackTable();
  /** Readings held across all contexts (bounded by MAX_READINGS). */
  private readingCount = 0;
  /** Local epoch ms of the last frame that changed anything; null before the first. */
  lastUpdate: number | null = null;
  /** While `reload` walks a full model: every `context\u0000path` it stored. */
  private seen: Set<string> | null = null;
  /** Model time of the last sweep of cleared notifications. */
  private lastSweep: number;

  /**
   * @param now the clock (epoch ms), injectable for tests.
   * @param onRefuse told the first time each cause refuses data (the app logs it); later refusals are only counted.
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly onRefuse: (cause: RefusalCause) => void = () => {},
  ) {
    this.lastSweep = now();
  }

  /** Readings held across all contexts. */
  get readings(): number {
    return this.readingCount;
  }

  /** Contexts held (our own vessel and the others). */
  get contextCount(): number {
    return this.contexts.size;
  }

  /** Normalises a delta context to our storage key: self -> SELF; other contexts as given. */
  contextKey(context: unknown): string | null {
    if (context === undefined || context === null || context === 'vessels.self' || context === 'self') return SELF;
    if (typeof context !== 'string' || context.length === 0 || context.length > MAX_PATH_LENGTH) return null;
    if (this.selfContext !== null && context === this.selfContext) return SELF;
    return context;
  }

  /**
   * Applies one frame from the stream: a delta `{context?, updates: [{$source?, source?, timestamp?,
   * values?: [{path, value}], meta?: [{path, value}]}]}`; a hello `{self, ...}` sets `selfContext`.
   * Anything else (strings, arrays, wrong types) is counted in `stats.dropped` and ignored.
   * @returns the number of values applied.
   */
  applyDelta(frame: unknown): number {
    this.stats.frames++;
    if (!isObject(frame)) {
      this.stats.dropped++;
      return 0;
    }
    if (typeof frame.self === 'string' && frame.updates === undefined) {
      this.setSelf(frame.self);
      return 0;
    }
    const updates = frame.updates;
    if (!Array.isArray(updates)) {
      this.stats.dropped++;
      return 0;
    }
    const key = this.contextKey(frame.context);
    if (key === null) {
      this.stats.dropped++;
      return 0;
    }
    let applied = 0;
    for (const update of updates) {
      if (!isObject(update)) {
        this.stats.dropped++;
        continue;
      }
      const source = sourceOf(update);
      const timestamp = typeof update.timestamp === 'string' ? update.timestamp : null;
      const received = this.now();
      if (Array.isArray(update.values)) {
        for (const pv of update.values) applied += this.applyValue(key, pv, timestamp, received, source);
      }
      if (Array.isArray(update.meta)) {
        for (const m of update.meta) this.applyMeta(m);
      }
    }
    if (applied > 0) this.lastUpdate = this.now();
    if (this.now() - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweepCleared();
    return applied;
  }

  /**
   * Removes our own cleared notifications (null, or state normal or nominal: domain/notification.ts)
   * not changed for CLEARED_NOTIFICATION_TTL_MS, as SignalK's notification manager does; called from
   * `applyDelta` at most once a minute. Listeners are not told: a cleared notification says nothing.
   * @returns how many were removed.
   */
  sweepCleared(): number {
    const now = this.now();
    this.lastSweep = now;
    const mine = this.contexts.get(SELF);
    if (!mine) return 0;
    let removed = 0;
    for (const [p, r] of mine) {
      if (p.startsWith('notifications.') && isClearedNotification(r.value) && now - r.time >= CLEARED_NOTIFICATION_TTL_MS) {
        mine.delete(p);
        removed++;
      }
    }
    this.readingCount -= removed;
    this.stats.evicted.cleared += removed;
    return removed;
  }

  /**
   * Loads a REST full model (`GET /signalk/v1/api/`) or one vessel (`GET /signalk/v1/api/vessels/self`,
   * pass its context). Leaves are nodes with a `value` key; `meta` nodes set path meta.
   */
  applyFullModel(doc: unknown, vesselContext?: string): void {
    if (!isObject(doc)) return;
    if (vesselContext !== undefined) {
      this.walk(this.contextKey(vesselContext), doc, '', 0);
      return;
    }
    if (typeof doc.self === 'string') this.setSelf(doc.self.startsWith('vessels.') ? doc.self : `vessels.${doc.self}`);
    // `aton` is the schema's group name; signalk-server files aids to navigation under `atons`. Of
    // those only search-and-rescue devices are kept (vessel/sar.ts): buoys are not answered.
    for (const group of ['vessels', 'aircraft', 'aton', 'atons', 'sar', 'shore'] as const) {
      const g = doc[group];
      if (!isObject(g)) continue;
      for (const [id, node] of Object.entries(g)) {
        if (group === 'atons' && sarDeviceOf(`atons.${id}`) === null) continue;
        this.walk(this.contextKey(`${group}.${id}`), node, '', 0);
      }
    }
  }

  /**
   * Replaces what the server may have dropped by a fresh full model (`GET /signalk/v1/api/`), on every
   * (re)connect: after a restart the server holds only what it has now, with or without its data
   * folder. Everything in `doc` is applied as by `applyFullModel`; then what `doc` no longer holds is
   * dropped: our own notifications (an alarm that is gone is no alarm), our anchor watch
   * (`navigation.anchor.*`: a circle nobody set), and every other context it does not name (AIS
   * targets, search-and-rescue devices). Our other readings stay (a position or a depth the server
   * has not heard yet is still the last known). Listeners hear each dropped own path as a reading
   * with value null (SignalK's "no value"); a dropped context is removed from `tracks`.
   * @returns the number of readings dropped.
   */
  reload(doc: unknown): number {
    const seen = new Set<string>();
    this.seen = seen;
    try {
      this.applyFullModel(doc);
    } finally {
      this.seen = null;
    }
    let dropped = 0;
    const now = this.now();
    for (const [key, readings] of [...this.contexts]) {
      if (key !== SELF) {
        let any = false;
        for (const p of readings.keys()) if (seen.has(`${key}\u0000${p}`)) any = true;
        if (any) continue;
        dropped += readings.size;
        this.readingCount -= readings.size;
        this.contexts.delete(key);
        this.tracks.remove(key);
        continue;
      }
      for (const p of [...readings.keys()]) {
        if (!(p.startsWith('notifications.') || p.startsWith('navigation.anchor.')) || seen.has(`${key}\u0000${p}`)) continue;
        readings.delete(p);
        this.readingCount--;
        dropped++;
        const gone: Reading = { value: null, timestamp: null, time: now, source: null, gone: true };
        for (const l of this.listeners) {
          try {
            l(key, p, gone);
          } catch {
            // As in `set`: one bad listener must not stop the others.
          }
        }
      }
    }
    if (dropped > 0) this.lastUpdate = now;
    return dropped;
  }

  /** Latest reading of a path in a context (default self), or undefined if never heard. */
  get(path: string, context: string = SELF): Reading | undefined {
    return this.contexts.get(context)?.get(path);
  }

  /** Meta for a path (shared across contexts, as SignalK meta is per path), or undefined. */
  meta(path: string): PathMeta | undefined {
    return this.metas.get(path);
  }

  /** All paths with a reading in a context, unsorted. */
  paths(context: string = SELF): IterableIterator<string> {
    return (this.contexts.get(context) ?? new Map<string, Reading>()).keys();
  }

  /** Whether the context has any reading. */
  has(context: string): boolean {
    return this.contexts.has(context);
  }

  /** All contexts except self. */
  *otherContexts(): IterableIterator<string> {
    for (const c of this.contexts.keys()) if (c !== SELF) yield c;
  }

  /** Subscribes to changes; returns the unsubscribe function. Listener errors are isolated. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Age in ms of a reading at `now` (0 if from the future). */
  ageOf(reading: Reading): number {
    return Math.max(0, this.now() - reading.time);
  }

  private setSelf(self: string): void {
    const full = self.startsWith('vessels.') ? self : `vessels.${self}`;
    if (this.selfContext === full) return;
    this.selfContext = full;
    // Values that arrived under the full URN before we knew it was us move to SELF.
    const early = this.contexts.get(full);
    if (early) {
      this.contexts.delete(full);
      this.tracks.remove(full);
      const mine = this.contextMap(SELF);
      for (const [p, r] of early) {
        if (!mine) break;
        if (mine.has(p)) this.readingCount--; // two readings of one path become one
        mine.set(p, r);
      }
    }
  }

  private contextMap(key: string): Map<string, Reading> | null {
    let m = this.contexts.get(key);
    if (!m) {
      if (this.contexts.size >= MAX_CONTEXTS && !this.evictStalest(key)) {
        this.refuse('contexts');
        return null;
      }
      m = new Map();
      this.contexts.set(key, m);
      if (key !== SELF) this.tracks.add(key);
    }
    return m;
  }

  /**
   * Makes room by dropping the other vessel heard from least recently (a busy port sees thousands of
   * AIS targets over days), never self nor `keep` (the context being written). O(readings), only at a cap.
   */
  private evictStalest(keep: string): boolean {
    let victim: string | null = null;
    let victimTime = Infinity;
    for (const [key, readings] of this.contexts) {
      if (key === SELF || key === keep) continue;
      let latest = -Infinity;
      for (const r of readings.values()) if (r.time > latest) latest = r.time;
      if (latest < victimTime) {
        victimTime = latest;
        victim = key;
      }
    }
    if (victim === null) return false;
    this.readingCount -= this.contexts.get(victim)!.size;
    this.contexts.delete(victim);
    this.tracks.remove(victim);
    this.stats.evicted.vessels++;
    return true;
  }

  /** Removes our own oldest-stored cleared notification to make room for a new own path; false when there is none. */
  private evictCleared(mine: Map<string, Reading>): boolean {
    for (const [p, r] of mine) {
      if (!p.startsWith('notifications.') || !isClearedNotification(r.value)) continue;
      mine.delete(p);
      this.readingCount--;
      this.stats.evicted.cleared++;
      return true;
    }
    return false;
  }

  /**
   * Whether a new `path` fits in context `key` (map `m`), making room as the limits say (see them):
   * other vessels give way at the reading cap, the stalest first; our own vessel gives way only its
   * own cleared notifications, and keeps NOTIFICATION_HEADROOM for notifications. A refusal is
   * counted and reported once per cause.
   */
  private roomFor(key: string, m: Map<string, Reading>, path: string): boolean {
    const own = key === SELF;
    const cap = own && path.startsWith('notifications.') ? MAX_PATHS_PER_CONTEXT + NOTIFICATION_HEADROOM : MAX_PATHS_PER_CONTEXT;
    if (m.size >= cap && !(own && this.evictCleared(m))) {
      this.refuse(own ? 'own-paths' : 'other-paths');
      return false;
    }
    while (this.readingCount >= MAX_READINGS) {
      if (this.evictStalest(key)) continue;
      if (own && this.evictCleared(m)) continue;
      this.refuse('readings');
      return false;
    }
    return true;
  }

  private refuse(cause: RefusalCause): void {
    this.stats.dropped++;
    if (this.stats.refused[cause]++ === 0) {
      try {
        this.onRefuse(cause);
      } catch {
        // A failing logger must not stop the stream.
      }
    }
  }

  private applyValue(key: string, pv: unknown, timestamp: string | null, received: number, source: string | null): number {
    if (!isObject(pv) || typeof pv.path !== 'string' || !('value' in pv)) {
      this.stats.dropped++;
      return 0;
    }
    if (pv.path === '') {
      // Identity updates (AIS name, mmsi, ...): an object whose keys are top-level paths.
      if (!isObject(pv.value)) {
        this.stats.dropped++;
        return 0;
      }
      let n = 0;
      for (const [k, v] of Object.entries(pv.value)) n += this.set(key, k, v, timestamp, received, source);
      return n;
    }
    return this.set(key, pv.path, pv.value, timestamp, received, source);
  }

  /** Stores a value received at `received` (epoch ms); its `time` follows {@link readingTime}. */
  private set(key: string, path: string, value: unknown, timestamp: string | null, received: number, source: string | null): number {
    // An over-long vessel name (10,000 characters) is kept cut, not dropped: the vessel is still named.
    // Any other over-long text is refused: a giant string where a number belongs is not a reading.
    if (path === 'name' && typeof value === 'string' && value.length > MAX_STRING_CHARS) value = cutString(value);
    // So is an alarm whose message is over-long: the alarm is still heard, its message cut.
    if (path.startsWith('notifications.') && isObject(value) && typeof value.message === 'string' && value.message.length > MAX_STRING_CHARS) {
      value = { ...value, message: cutString(value.message) };
    }
    if (path.length > MAX_PATH_LENGTH || !PATH_RE.test(path) || FORBIDDEN_SEGMENT_RE.test(path) || !isSignalKValue(value)) {
      this.stats.dropped++;
      return 0;
    }
    const m = this.contextMap(key);
    if (!m) return 0; // counted by contextMap
    const isNew = !m.has(path);
    if (isNew && !this.roomFor(key, m, path)) return 0;
    const time = readingTime(timestamp, value, received, m.get(path));
    const reading: Reading = { value, timestamp, time, source };
    m.set(path, reading);
    this.seen?.add(`${key}\u0000${path}`);
    if (isNew) this.readingCount++;
    if (key !== SELF) this.tracks.update(key, path, value, time);
    this.stats.values++;
    for (const l of this.listeners) {
      try {
        l(key, path, reading);
      } catch {
        // One bad listener must not stop the stream.
      }
    }
    return 1;
  }

  private applyMeta(m: unknown): void {
    if (!isObject(m) || typeof m.path !== 'string' || !isObject(m.value) || m.path.length > MAX_PATH_LENGTH) {
      this.stats.dropped++;
      return;
    }
    this.mergeMeta(m.path, m.value);
  }

  private mergeMeta(path: string, value: Record<string, unknown>): void {
    if (!PATH_RE.test(path) || FORBIDDEN_SEGMENT_RE.test(path)) return;
    const cur = this.metas.get(path) ?? {};
    // Bounded like values: a unit longer than any unit is not one; texts are cut at a word (cutString).
    if (typeof value.units === 'string' && value.units.length <= MAX_META_UNITS_CHARS) cur.units = value.units;
    if (typeof value.description === 'string') cur.description = cutString(value.description, MAX_META_TEXT_CHARS);
    if (typeof value.displayName === 'string') cur.displayName = cutString(value.displayName, MAX_META_NAME_CHARS);
    if (!this.metas.has(path) && this.metas.size >= MAX_PATHS_PER_CONTEXT * 2) {
      this.refuse('metas');
      return;
    }
    this.metas.set(path, cur);
    this.stats.metas++;
  }

  private walk(key: string | null, node: unknown, prefix: string, depth: number): void {
    if (key === null || !isObject(node) || depth > 12) return;
    if ('value' in node && prefix !== '') {
      const timestamp = typeof node.timestamp === 'string' ? node.timestamp : null;
      this.set(key, prefix, node.value, timestamp, this.now(), sourceOf(node));
      if (isObject(node.meta)) this.mergeMeta(prefix, node.meta);
      return;
    }
    for (const [k, child] of Object.entries(node)) {
      if (k === 'meta' && prefix !== '' && isObject(child)) {
        this.mergeMeta(prefix, child);
        continue;
      }
      if (!isObject(child)) {
        // Top-level scalars of a vessel (name, mmsi, uuid) are values without a `value` wrapper.
        if (depth === 0 && (typeof child === 'string' || typeof child === 'number')) {
          this.set(key, k, child, null, this.now(), null);
        }
        continue;
      }
      this.walk(key, child, prefix ? `${prefix}.${k}` : k, depth + 1);
    }
  }
}

/** A value heard for the first time may carry its source's timestamp back this far (ms): 24 hours. */
export const MAX_CACHED_AGE_MS = 24 * 3600_000;
/** A new emission's timestamp may lag its arrival by this much (ms) before its source's clock is judged wrong. */
export const MAX_DELAY_MS = 10_000;
/**
 * When a value dates from (epoch ms), for every age and "as of"
 * (docs/design.md#the-time-rule). Age is measured from when we received the value; the source's `timestamp` is used instead
 * only when it is plausible:
 * - no timestamp, or not a date: the receive time;
 * - in the future (by any amount): the receive time, so a clock ahead of ours (a day, a wrong zone)
 *   can never keep a value fresh;
 * - the path's last timestamp again with the same value: a re-sent value (the REST full model, then
 *   the stream's cached values, a reconnect): it keeps the time it had;
 * - a new emission (a new timestamp or a new value) lagging its arrival by at most 10 s
 *   (`MAX_DELAY_MS`): the timestamp (transport delay); by more: the receive time, since a value that
 *   keeps arriving is live, whatever its source's clock says (a sample log from 2014, a zone error);
 * - heard for the first time: the timestamp when it is at most 24 hours (`MAX_CACHED_AGE_MS`) old,
 *   which is how a server's cache hands over a value that stopped changing; older is a wrong clock
 *   (no real-time clock, GPS week rollover, a replayed log), so the receive time.
 * Never later than `received`.
 */
export function readingTime(timestamp: string | null, value: unknown, received: number, previous: Reading | undefined): number {
  if (timestamp === null) return received;
  const t = Date.parse(timestamp);
  // Not a date, in the future, or ahead by less than the tolerance: the receive time.
  if (!Number.isFinite(t) || t >= received) return received;
  if (previous !== undefined && previous.timestamp === timestamp && sameValue(previous.value, value)) return previous.time;
  const lag = received - t;
  if (previous !== undefined) return lag <= MAX_DELAY_MS ? t : received;
  return lag <= MAX_CACHED_AGE_MS ? t : received;
}

/** Whether two SignalK values are the same (objects by content; only asked when a timestamp repeats). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** A plain, non-array object. */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function sourceOf(update: Record<string, unknown>): string | null {
  if (typeof update.$source === 'string') return update.$source;
  const s = update.source;
  if (isObject(s) && typeof s.label === 'string') return s.label;
  return null;
}

/** Longest text value kept, in characters; a longer one is cut to it (cutString). */
const MAX_STRING_CHARS = 4096;
/** Longest meta `units` kept (SignalK's are a few characters: "m/s", "ratio"); a longer one is ignored. */
const MAX_META_UNITS_CHARS = 32;
/** Longest meta `description` kept (a sentence; list_paths returns it), cut at a word beyond. */
const MAX_META_TEXT_CHARS = 256;
/** Longest meta `displayName` kept, cut at a word beyond. */
const MAX_META_NAME_CHARS = 64;

/**
 * A text of at most `max` characters: as it is when it fits, else cut at its last whitespace (when
 * one is in the last quarter) or at the limit, never within a surrogate pair.
 */
function cutString(text: string, max: number = MAX_STRING_CHARS): string {
  if (text.length <= max) return text;
  const space = text.slice(0, max + 1).search(/\s\S*$/);
  if (space > max * 0.75) return text.slice(0, space);
  const end = /[\uDC00-\uDFFF]/.test(text[max]!) ? max - 1 : max;
  return text.slice(0, end);
}

/** Largest object value kept (positions, notifications, identities are a few dozen nodes). */
const MAX_VALUE_NODES = 512;
const MAX_VALUE_CHARS = 8192;
const MAX_VALUE_DEPTH = 6;

/**
 * What we keep as a value: null, finite numbers, strings up to 4096 characters (a longer vessel `name`
 * is cut to that before it is judged, see cutString), booleans, and small
 * objects (positions, notifications, identities): at most 512 nodes, 8192 string characters and 6
 * levels in all, every number finite. NaN/Infinity and giant or deep structures are dropped, which
 * bounds each reading's memory.
 */
function isSignalKValue(v: unknown): boolean {
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v);
    case 'string':
      return v.length <= MAX_STRING_CHARS;
    case 'boolean':
      return true;
    case 'object':
      return v === null || fits(v, 0, { nodes: MAX_VALUE_NODES, chars: MAX_VALUE_CHARS });
    default:
      return false;
  }
}

/** Walks a value within a shared budget, stopping at the first thing over it. */
function fits(v: unknown, depth: number, budget: { nodes: number; chars: number }): boolean {
  if (--budget.nodes < 0) return false;
  switch (typeof v) {
    case 'string':
      return (budget.chars -= v.length) >= 0;
    case 'number':
      return Number.isFinite(v);
    case 'boolean':
      return true;
    case 'object': {
      if (v === null) return true;
      if (depth >= MAX_VALUE_DEPTH) return false;
      if (Array.isArray(v)) {
        if (v.length > budget.nodes) return false;
        for (const e of v) if (!fits(e, depth + 1, budget)) return false;
        return true;
      }
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        if (!fits((v as Record<string, unknown>)[k], depth + 1, budget)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
