/**
 * Our own anchor alarm: "are we dragging?" judged from our own numbers, for a boat whose SignalK has an
 * anchor circle (`navigation.anchor.position` and `maxRadius`) but nothing that raises an alarm on it
 * (no anchor-alarm plugin, or the plugin stopped). Nothing is written to SignalK: the state is ours,
 * said by get_active_alarms, the announcements and the anchor sensor.
 *
 * Hysteresis, so that a GNSS fix wandering at the edge of the circle does not chatter:
 * - the first fix beyond the circle (distance > maxRadius) starts a clock;
 * - a fix back inside by DRAG_MARGIN_M stops it (fixes within the margin inside the edge do not);
 * - the drag is raised at the first fix at least DRAG_AFTER_MS after the clock started that is beyond
 *   the circle by DRAG_MARGIN_M;
 * - it clears only at a fix back inside by DRAG_MARGIN_M, or when the anchor circle is gone.
 * A consumer GNSS fix wanders about 5 m (95 %) at anchor, so 5 m either side of the edge separates
 * a drag from the noise; 30 s of fixes beyond the edge separates it from a single bad fix or a gust
 * swinging the boat to the end of its rode. A boat dragging at a quarter knot covers 4 m in 30 s, so a
 * real drag is told within about a minute of crossing the circle, and told once.
 * Times are the position readings' (vessel/model.ts `Reading.time`), so a replay or a test clock works.
 */
import { courseToPoint } from './course-calc.js';
import { isObject, SELF, type Reading, type VesselModel } from './model.js';

/** Meters beyond the circle (to raise) and inside it (to clear or to stop the clock): GNSS wander at anchor. */
export const DRAG_MARGIN_M = 5;
/** Milliseconds beyond the circle before a drag is raised. */
export const DRAG_AFTER_MS = 30_000;

/** `gone`: cleared because SignalK no longer has the anchor circle after a restart (the model's reload), not by anything at anchor. */
type Listener = (dragging: boolean, gone: boolean) => void;

/** See module doc. One per vessel model. */
export class AnchorWatch {
  /** Epoch ms of the first fix beyond the circle in this excursion; null while inside. */
  private outsideSince: number | null = null;
  /** Epoch ms of the fix that raised the drag; null when not dragging. */
  raisedAt: number | null = null;
  private readonly listeners = new Set<Listener>();

  /** Whether the drag alarm is raised. */
  get dragging(): boolean {
    return this.raisedAt !== null;
  }

  /**
   * One fix: `distanceM` from the boat to the anchor and `radiusM` of the circle (meters), at `at`
   * (epoch ms). Either null: no anchor circle (raised, or never set), which clears everything;
   * `gone` when that is because SignalK no longer has the circle after a restart (listeners are told).
   */
  update(distanceM: number | null, radiusM: number | null, at: number, gone = false): void {
    if (distanceM === null || radiusM === null || !Number.isFinite(distanceM) || !Number.isFinite(radiusM) || radiusM < 0) {
      this.outsideSince = null;
      this.set(null, gone);
      return;
    }
    const backInside = distanceM <= radiusM - DRAG_MARGIN_M;
    if (backInside) {
      this.outsideSince = null;
      this.set(null);
      return;
    }
    if (this.dragging) return;
    if (distanceM > radiusM) this.outsideSince ??= at;
    if (this.outsideSince !== null && at - this.outsideSince >= DRAG_AFTER_MS && distanceM > radiusM + DRAG_MARGIN_M) this.set(at);
  }

  /** Listens to the drag being raised (true) or cleared (false); returns the unsubscribe function. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(raisedAt: number | null, gone = false): void {
    const was = this.dragging;
    this.raisedAt = raisedAt;
    if (was === this.dragging) return;
    for (const l of this.listeners) {
      try {
        l(this.dragging, gone);
      } catch {
        // One bad listener must not stop the others.
      }
    }
  }
}

const WATCHED = new Set(['navigation.position', 'navigation.anchor.position', 'navigation.anchor.maxRadius']);

/**
 * Feeds `watch` from our own position and anchor circle on every change of them (distance by
 * vessel/course-calc.ts, as anchor_state computes it without the server's currentRadius). Returns the
 * unsubscribe function.
 */
export function attachAnchorWatch(model: VesselModel, watch: AnchorWatch): () => void {
  return model.onChange((context, path, reading) => {
    if (context !== SELF || !WATCHED.has(path)) return;
    const own = model.get('navigation.position');
    const boat = latLon(own);
    const anchor = latLon(model.get('navigation.anchor.position'));
    const radius = model.get('navigation.anchor.maxRadius')?.value;
    if (anchor === null || typeof radius !== 'number') return watch.update(null, null, own?.time ?? 0, reading.gone === true);
    // Without a fix there is nothing to judge: the state stands until the next one.
    if (boat === null || own === undefined) return;
    watch.update(courseToPoint(boat, anchor, null, null).distance, radius, own.time);
  });
}

function latLon(r: Reading | undefined): { latitude: number; longitude: number } | null {
  const v = r?.value;
  if (!isObject(v) || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') return null;
  if (!Number.isFinite(v.latitude) || !Number.isFinite(v.longitude) || Math.abs(v.latitude) > 90 || Math.abs(v.longitude) > 180) return null;
  return { latitude: v.latitude, longitude: v.longitude };
}
