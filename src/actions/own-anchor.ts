/**
 * Our own anchor watch (docs/design.md#voice-actions), for a SignalK server with no PUT handler on
 * `navigation.anchor.position` (PUT answers 405: no anchor alarm plugin). The circle is ours:
 *
 * - kept in `<dataDir>/anchor-watch.json` (written atomically, mode 0600) and read back at start; a
 *   file that is not a watch is ignored with a log line, and replaced at the next set;
 * - applied into the vessel model as `navigation.anchor.position` (degrees) and
 *   `navigation.anchor.maxRadius` (m), `$source` {@link OWN_SOURCE}, the paths of the SignalK
 *   specification (schemas/groups/navigation.json) that the anchor alarm plugin writes, so
 *   anchor_state, the drag alarm (vessel/anchor-watch.ts) and the entities see it as they see the
 *   plugin's. SignalK itself never holds it, so the model's `reload` after every (re)connect drops it
 *   and tells listeners the paths are gone: it is applied again at once.
 * - While it is armed, the drag alarm of our AnchorWatch is raised in SignalK as well, through the
 *   notifications API (`POST /signalk/v2/api/notifications {path: 'navigation.anchor', state:
 *   'emergency'}`), so that every plotter sounds it; it is cleared (`DELETE …/notifications/<id>`)
 *   when the drag clears or the watch is raised. The notification follows the AnchorWatch exactly:
 *   when a reconnect makes the watch judge afresh (its 30 s clock restarts), the notification is
 *   cleared and raised again if the boat is still outside. An unreachable SignalK (or a 5xx) is
 *   retried after 5 s, doubling to 60 s; any other refusal is logged and not retried until the drag
 *   changes. The id is kept in the file, so a notification left raised when the add-on stopped is
 *   cleared at the next start (SignalK keeps its notifications in memory: after its own restart the
 *   clear is refused as unknown and forgotten).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../log.js';
import { writePrivateFile } from '../private-file.js';
import type { AnchorWatch } from '../vessel/anchor-watch.js';
import { isPosition } from '../vessel/cpa.js';
import { isObject, SELF, type VesselModel } from '../vessel/model.js';
import type { AnchorCircle, SignalKWrites, WriteOutcome } from './types.js';

/** Name of the watch file under the data dir (mode 0600). */
export const OWN_ANCHOR_FILE = 'anchor-watch.json';
/** The `$source` of the circle we apply into the model. */
export const OWN_SOURCE = 'signalk-assist';
/** The SignalK notification path of our drag alarm (without `notifications.`), as the plugin's. */
export const OWN_NOTIFICATION_PATH = 'navigation.anchor';

const POSITION = 'navigation.anchor.position';
const RADIUS = 'navigation.anchor.maxRadius';

/** The watch as kept: the circle and when it was set (ISO), which dates its readings in the model. */
export interface StoredCircle extends AnchorCircle {
  setAt: string;
}

/** What `<dataDir>/anchor-watch.json` holds: the circle (null once raised) and our raised notification's id. */
export interface OwnAnchorFile {
  circle: StoredCircle | null;
  notification: string | null;
}

/**
 * Whether `c` is a circle we can watch: a position with finite latitude (-90..90) and longitude
 * (-180..180) degrees, and a finite radius of at least 0 m. The 10..300 m a skipper may set is the
 * command's rule, not this one.
 */
export function isAnchorCircle(c: unknown): c is AnchorCircle {
  if (!isObject(c) || !isObject(c.position) || typeof c.radius !== 'number') return false;
  return isPosition(c.position.latitude, c.position.longitude) && Number.isFinite(c.radius) && c.radius >= 0;
}

/**
 * Reads the watch file's text: the watch, or `{error}` saying why it is not one (not JSON, a circle
 * that is no circle, a bad time or id). Pure.
 */
export function parseOwnAnchorFile(text: string): OwnAnchorFile | { error: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  if (!isObject(doc)) return { error: 'not an object' };
  const { circle, notification } = doc;
  if (notification !== null && notification !== undefined && (typeof notification !== 'string' || notification === '' || notification.length > 200)) {
    return { error: 'the notification id is not a string' };
  }
  const id = typeof notification === 'string' ? notification : null;
  if (circle === null || circle === undefined) return { circle: null, notification: id };
  if (!isAnchorCircle(circle)) return { error: 'the circle needs a position in degrees and a radius of at least 0 m' };
  const setAt = isObject(circle) && typeof circle.setAt === 'string' ? circle.setAt : '';
  if (!Number.isFinite(Date.parse(setAt))) return { error: 'the circle has no valid setAt time' };
  const { latitude, longitude } = circle.position;
  return { circle: { position: { latitude, longitude }, radius: circle.radius, setAt }, notification: id };
}

/**
 * The delta that puts `circle` (or, with null, no circle) into the model as ours: one update of
 * `navigation.anchor.position` and `.maxRadius`, `$source` OWN_SOURCE, timestamp `at` (ISO). Pure.
 */
export function ownCircleDelta(circle: AnchorCircle | null, at: string): { context: string; updates: unknown[] } {
  const values =
    circle === null
      ? [
          { path: POSITION, value: null },
          { path: RADIUS, value: null },
        ]
      : [
          { path: POSITION, value: { latitude: circle.position.latitude, longitude: circle.position.longitude } },
          { path: RADIUS, value: circle.radius },
        ];
  return { context: 'vessels.self', updates: [{ $source: OWN_SOURCE, timestamp: at, values }] };
}

/** Whether the model's own vessel shows `circle` as its anchor watch (same position and radius, whatever the source). */
export function modelShowsCircle(model: VesselModel, circle: AnchorCircle): boolean {
  const p = model.get(POSITION)?.value;
  const r = model.get(RADIUS)?.value;
  return isObject(p) && p.latitude === circle.position.latitude && p.longitude === circle.position.longitude && r === circle.radius;
}

/** Whether a write is worth trying again later: no answer, or a server error. */
function retryable(o: WriteOutcome): boolean {
  return o.status === 'unreachable' || (o.status === 'failed' && o.httpStatus >= 500);
}

function describe(o: WriteOutcome): string {
  if (o.status === 'unreachable') return `unreachable (${o.message})`;
  const message = 'message' in o && o.message ? `: ${o.message}` : '';
  return `${o.status}, HTTP ${o.httpStatus}${message}`;
}

export interface OwnAnchorWatchOptions {
  /** Folder for persistent state (created if missing), as the token's (signalk/access.ts). */
  dataDir: string;
  /** The vessel model the circle is applied into. */
  model: VesselModel;
  /** The app's drag alarm, attached to `model` (vessel/anchor-watch.ts `attachAnchorWatch`). */
  watch: AnchorWatch;
  /** Raises and clears the SignalK notification of a drag (signalk/writes.ts). */
  writes: Pick<SignalKWrites, 'raiseNotification' | 'clear'>;
  /** The drag notification's message, in the skipper's language, read when it is raised. */
  message: () => string;
  /** The clock (epoch ms) that dates a new circle; default Date.now. */
  now?: () => number;
  /** First wait before a write is retried, ms (default 5000); doubles up to `retryMaxMs` (default 60000). */
  retryMinMs?: number;
  retryMaxMs?: number;
}

/** See module doc. One per app; `stop()` when done. */
export class OwnAnchorWatch {
  private stored: StoredCircle | null = null;
  /** Our drag notification in SignalK: its id, '' when SignalK gave none, null when none is raised. */
  private notification: string | null = null;
  /** Notifications of ours from before (a previous run) still to clear. */
  private stale: string[] = [];
  private inFlight = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private backoff: number;
  /** A raise SignalK refused (not retried until the drag or the watch changes). */
  private gaveUp = false;
  private reapplyQueued = false;
  private stopped = false;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly file: string;
  private readonly now: () => number;

  constructor(private readonly opts: OwnAnchorWatchOptions) {
    this.file = join(opts.dataDir, OWN_ANCHOR_FILE);
    this.now = opts.now ?? Date.now;
    this.backoff = opts.retryMinMs ?? 5000;
    this.load();
    this.unsubscribe.push(
      opts.model.onChange((context, path, reading) => {
        if (context !== SELF || (path !== POSITION && path !== RADIUS) || reading.gone !== true || this.stored === null) return;
        // Once `reload` has finished dropping: one re-application for both paths.
        if (this.reapplyQueued) return;
        this.reapplyQueued = true;
        queueMicrotask(() => {
          this.reapplyQueued = false;
          if (this.stored !== null && !this.stopped) this.apply();
        });
      }),
      opts.watch.onChange(() => {
        this.gaveUp = false;
        this.reconcile();
      }),
    );
    if (this.stored !== null) this.apply();
    this.reconcile();
  }

  /** Our armed circle, or null. */
  circle(): AnchorCircle | null {
    if (this.stored === null) return null;
    return { position: { ...this.stored.position }, radius: this.stored.radius };
  }

  /** The id of our drag notification in SignalK, null when none is raised ('' when SignalK gave no id). */
  notificationId(): string | null {
    return this.notification;
  }

  /**
   * Arms (or moves) our watch: kept in the file and applied into the model.
   * @returns whether the model now shows it (false for a circle that is no circle: nothing changes).
   */
  arm(circle: AnchorCircle): boolean {
    if (!isAnchorCircle(circle) || this.stopped) return false;
    const { latitude, longitude } = circle.position;
    this.stored = { position: { latitude, longitude }, radius: circle.radius, setAt: new Date(this.now()).toISOString() };
    this.gaveUp = false;
    this.save();
    this.apply();
    this.reconcile();
    return modelShowsCircle(this.opts.model, this.stored);
  }

  /** Raises our watch: forgotten, its paths null in the model (where they are ours), its notification cleared. */
  disarm(): void {
    if (this.stored === null) return;
    this.stored = null;
    this.save();
    const mine = [POSITION, RADIUS].filter((p) => this.opts.model.get(p)?.source === OWN_SOURCE && this.opts.model.get(p)?.value !== null);
    if (mine.length > 0) this.opts.model.applyDelta(ownCircleDelta(null, new Date(this.now()).toISOString()));
    this.reconcile();
  }

  /** Stops listening and retrying; the file and a raised notification stay (cleared at the next start). */
  stop(): void {
    this.stopped = true;
    for (const u of this.unsubscribe) u();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private apply(): void {
    if (this.stored === null) return;
    this.opts.model.applyDelta(ownCircleDelta(this.stored, this.stored.setAt));
  }

  private load(): void {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') log.warn(`Own anchor watch: ${this.file} could not be read (${(e as Error).message}); starting without a watch.`);
      return;
    }
    const parsed = parseOwnAnchorFile(text);
    if ('error' in parsed) {
      log.warn(`Own anchor watch: ${this.file} is not an anchor watch (${parsed.error}); ignored, starting without a watch.`);
      return;
    }
    this.stored = parsed.circle;
    // A notification left raised by the previous run: cleared, then raised again if the watch drags.
    if (parsed.notification !== null) this.stale.push(parsed.notification);
    if (this.stored !== null) log.info(`Own anchor watch: armed from ${this.file} (${this.stored.radius} m circle).`);
  }

  private save(): void {
    const doc: OwnAnchorFile = { circle: this.stored, notification: this.notification ?? this.stale[0] ?? null };
    try {
      if (doc.circle === null && doc.notification === null) {
        rmSync(this.file, { force: true });
        return;
      }
      writePrivateFile(this.opts.dataDir, OWN_ANCHOR_FILE, JSON.stringify(doc, null, 2));
    } catch (e) {
      log.error(`Own anchor watch: could not write ${this.file} (${(e as Error).message}); the watch holds until the add-on restarts.`);
    }
  }

  /**
   * Brings SignalK's notification in line with the drag alarm, one write at a time: first the stale
   * ones from a previous run, then raise while armed and dragging, clear otherwise.
   */
  private reconcile(): void {
    if (this.stopped || this.inFlight || this.retryTimer !== null) return;
    const want = this.stored !== null && this.opts.watch.dragging;
    const staleId = this.stale[0];
    if (staleId !== undefined) {
      this.run(this.opts.writes.clear(staleId), (o) => {
        if (!['completed', 'unconfirmed'].includes(o.status)) log.info(`Own anchor watch: our notification from before was not cleared (${describe(o)}); left as SignalK has it.`);
        this.stale.shift();
        this.save();
      });
    } else if (want && this.notification === null && !this.gaveUp) {
      let text: string;
      try {
        text = this.opts.message();
      } catch {
        text = 'Anchor dragging';
      }
      this.run(this.opts.writes.raiseNotification(OWN_NOTIFICATION_PATH, 'emergency', text), (o) => {
        if (o.status === 'completed' || o.status === 'unconfirmed') {
          this.notification = o.id ?? '';
          this.save();
          log.info('Own anchor watch: the drag alarm is raised in SignalK.');
        } else {
          this.gaveUp = true;
          log.warn(`Own anchor watch: SignalK refused our drag alarm (${describe(o)}); the plotters will not sound it.`);
        }
      });
    } else if (!want && this.notification !== null) {
      const id = this.notification;
      if (id === '') {
        this.notification = null;
        log.warn('Own anchor watch: SignalK gave our drag alarm no id, so it cannot be cleared from here.');
        this.reconcile();
        return;
      }
      this.run(this.opts.writes.clear(id), (o) => {
        // Refused: SignalK no longer knows it (a restart forgets every notification).
        if (o.status !== 'completed' && o.status !== 'unconfirmed') log.info(`Own anchor watch: clearing our drag alarm answered ${describe(o)}; forgotten.`);
        this.notification = null;
        this.save();
      });
    }
  }

  /** Runs one write: `settle` on an answer that is final; a retry later when SignalK was unreachable or failed. */
  private run(write: Promise<WriteOutcome>, settle: (o: WriteOutcome) => void): void {
    this.inFlight = true;
    write
      .catch((e: unknown): WriteOutcome => ({ status: 'unreachable', message: (e as Error)?.message ?? String(e) }))
      .then((o) => {
        this.inFlight = false;
        if (retryable(o)) {
          if (this.stopped) return;
          log.debug(`Own anchor watch: SignalK notification write ${describe(o)}; retrying in ${this.backoff} ms.`);
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.reconcile();
          }, this.backoff);
          this.retryTimer.unref();
          this.backoff = Math.min(this.backoff * 2, this.opts.retryMaxMs ?? 60_000);
          return;
        }
        this.backoff = this.opts.retryMinMs ?? 5000;
        // Settled even after stop(): a raised notification's id is kept for the next start to clear.
        settle(o);
        this.reconcile();
      });
  }
}
