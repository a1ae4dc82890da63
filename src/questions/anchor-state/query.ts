/**
 * anchor_state: the anchor watch. "Are we dragging?" answered from SignalK's
 * `navigation.anchor.*` paths (specification schemas/groups/navigation.json): `position` (degrees),
 * `maxRadius` (the alarm circle, m) and `currentRadius` (distance to the anchor, m), plus
 * `bearingTrue` (rad, from the boat's bow to the anchor), which the widely used anchor-alarm plugin
 * (signalk-anchoralarm-plugin) also writes. The plugin sets these to null when the anchor is raised.
 *
 * Without `currentRadius` (another anchor app, or the plugin stopped while our GPS goes on) the
 * distance and bearing are ours, from our position to the anchor (src/vessel/course-calc.ts). The
 * anchor's position and circle are settings, not measurements: like a route's waypoint they do not
 * age the answer; the distance's readings (currentRadius, or our position) do ("as of ...", and then
 * the bearing is left unsaid to keep the answer short). Outside the circle the bearing is said (a
 * dragging skipper wants it most); our own drag alarm (vessel/anchor-watch.ts) is said as "Anchor
 * dragging: ..." and given as `dragging`.
 * Pure: reads the model only.
 */
import { roundTo } from '../../domain/round.js';
import { LIMITS } from '../../domain/quantities.js';
import { courseToPoint, type LatLon } from '../../vessel/course-calc.js';
import { Freshness, newest, num, positionOf, stamp } from '../../queries/common.js';
import { sayNone } from '../../queries/feed.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';

export interface AnchorResult extends BaseResult {
  /** Whether an anchor is set: its position, or the server's distance to it, is known. */
  set: boolean;
  /** navigation.anchor.position, degrees; null when none is set. */
  anchor_position: LatLon | null;
  /** Distance from the boat to the anchor, metres: navigation.anchor.currentRadius, else ours (`calc_source`). */
  distance_m: number | null;
  /** True bearing from the boat to the anchor, degrees 0..360, one decimal: navigation.anchor.bearingTrue, else ours. */
  bearing_true_deg: number | null;
  /** navigation.anchor.maxRadius, metres: the anchor alarm's circle; null when none is set. */
  max_radius_m: number | null;
  /** Whether the boat is within the circle (distance not above maxRadius); null without both. */
  inside: boolean | null;
  /** Whole seconds since the oldest reading the distance came from; null when none. */
  age_s: number | null;
  /** Who measured the distance: `signalk` (currentRadius), `signalk-assist` (ours, from our position), or null. */
  calc_source: 'signalk' | 'signalk-assist' | null;
  /**
   * Whether our own drag alarm is raised (vessel/anchor-watch.ts: beyond the circle by 5 m after 30 s
   * outside; also in get_active_alarms). `inside` is the distance now; this is the alarm's hysteresis.
   */
  dragging: boolean;
}

const ANCHOR = 'navigation.anchor';
const OWN = 'navigation.position';
const TWO_PI = 2 * Math.PI;

export const query = defineQuery({
  name: 'anchor_state',
  title: 'Anchor watch',
  // Out of more_tools' description (types.ts `described`): the default menu's token budget is full; its
  // opening names "anchor" instead (mcp/surface.ts).
  described: false,
  description: 'Anchor watch: are we dragging, distance and bearing to the anchor, inside its circle or not. Our own position: navigation_state.',
  input: {},
  compact: ['inside'],
  subject: 'position',
  run(_args, ctx): AnchorResult {
    const model = ctx.model;
    const positionReading = model.get(`${ANCHOR}.position`);
    const radiusReading = model.get(`${ANCHOR}.maxRadius`);
    const currentReading = model.get(`${ANCHOR}.currentRadius`);
    const anchor = positionOf(positionReading);
    const maxRadius = nonNegative(num(radiusReading));
    const serverDistance = nonNegative(num(currentReading));
    const setting = newest(positionReading, radiusReading);

    if (anchor === null && serverDistance === null) {
      const display = sayNone(ctx, ctx.speaker.anchor({ set: false, distance: null, bearing: null, maxRadius: null }));
      return {
        set: false,
        anchor_position: null,
        distance_m: null,
        bearing_true_deg: null,
        max_radius_m: null,
        inside: null,
        age_s: null,
        calc_source: null,
        dragging: false,
        display,
        timestamp: stamp(newest(setting, currentReading)),
      };
    }

    const fresh = new Freshness(ctx);
    const ownReading = model.get(OWN);
    const own = positionOf(ownReading);
    let distance: number | null = null;
    let bearing: number | null = null;
    let calcSource: AnchorResult['calc_source'] = null;
    // The server's distance, unless it stopped while our position goes on (older than ours by more than
    // the navigation limit): then ours, which is the live one.
    const serverLagging =
      own !== null && anchor !== null && currentReading !== undefined && ownReading !== undefined && ownReading.time - currentReading.time > ctx.staleness.navigation;
    if (serverDistance !== null && !serverLagging) {
      fresh.use(`${ANCHOR}.currentRadius`, currentReading);
      distance = serverDistance;
      calcSource = 'signalk';
      const bearingReading = model.get(`${ANCHOR}.bearingTrue`);
      const published = num(bearingReading);
      if (published !== null && Math.abs(published) <= TWO_PI) {
        fresh.use(`${ANCHOR}.bearingTrue`, bearingReading);
        bearing = ((published % TWO_PI) + TWO_PI) % TWO_PI;
      } else if (own !== null && anchor !== null) {
        fresh.use(OWN, ownReading);
        bearing = courseToPoint(own, anchor, null, null).bearingTrue;
      }
    } else if (own !== null && anchor !== null) {
      fresh.use(OWN, ownReading);
      const calc = courseToPoint(own, anchor, null, null);
      distance = calc.distance;
      bearing = calc.bearingTrue;
      calcSource = 'signalk-assist';
    }

    // A stale answer leaves the bearing unsaid: it kept "as of ..." answers within 8 s of speech
    // (docs/design.md#the-speaking-budget), and the circle and distance are what the skipper must hear. The field keeps it.
    const dragging = ctx.anchorWatch?.dragging === true;
    const display = ctx.speaker.anchor({ set: true, distance, bearing: fresh.staleMs() > 0 ? null : bearing, maxRadius, dragging });
    const timestamp = fresh.timestamp();
    const at = timestamp === null ? NaN : Date.parse(timestamp);
    return {
      set: true,
      anchor_position: anchor,
      distance_m: distance === null ? null : roundTo(distance, 1),
      bearing_true_deg: bearing === null ? null : roundTo((bearing * 180) / Math.PI, 1) % 360,
      max_radius_m: maxRadius,
      inside: distance === null || maxRadius === null ? null : distance <= maxRadius,
      age_s: Number.isFinite(at) ? Math.max(0, Math.round((ctx.now() - at) / 1000)) : null,
      calc_source: calcSource,
      dragging,
      display: fresh.speak(display),
      // The setting dates the answer only when no measurement does (as get_route's course).
      timestamp: timestamp ?? stamp(setting),
    };
  },
});

/**
 * A length that can be real, else null: the limits past which the speaker says no length
 * (domain/quantities.ts LIMITS.length, 0 to 100 km). A negative radius is a fault, 1e308 m no circle; the
 * fields then say what the answer says (no circle, `inside` null).
 */
function nonNegative(v: number | null): number | null {
  return v !== null && v >= LIMITS.length.min && v <= LIMITS.length.max ? v : null;
}
