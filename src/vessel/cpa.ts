/**
 * Relative motion of two vessels: range, true bearing, closest point of approach (CPA) and the time
 * to it (TCPA), the way a radar plot or an AIS display computes them.
 *
 * Method:
 * - Range and bearing between the two reported positions come from geolib (`getPreciseDistance`:
 *   Vincenty on the WGS84 ellipsoid; `getGreatCircleBearing`: initial great-circle bearing).
 * - They are turned into the target's position relative to us in a local East-North plane centred on
 *   our position (azimuthal equidistant: distance and bearing are kept exactly). Over the few nautical
 *   miles AIS covers, treating that plane as flat and both vessels as moving in straight lines at
 *   constant speed is the standard relative-motion model: the error of the flat plane is far below
 *   the error of the reported COG and SOG.
 * - Each position is dead-reckoned from the time it was reported to the common instant `at` with its
 *   own COG and SOG, so that a target heard 2 minutes ago is plotted where it is now.
 * - With r the relative position and v the relative velocity (target minus own), the distance is
 *   smallest at TCPA = -(r·v)/(v·v), and CPA = |r + v·TCPA|.
 *
 * SI in and out: metres, seconds, m/s, radians for courses; bearings are returned in degrees because
 * the tool contract names them `bearing_true_deg`.
 */
import { getGreatCircleBearing, getPreciseDistance } from 'geolib';

/** A vessel's last report. */
export interface Track {
  /** degrees, WGS84, -90..90 */
  latitude: number;
  /** degrees, WGS84, -180..180 */
  longitude: number;
  /** Epoch ms at which the position was reported. */
  time: number;
  /** Course over ground, true, radians (0..2π; negative accepted); null when unknown. */
  cog: number | null;
  /** Speed over ground, m/s; null when unknown. */
  sog: number | null;
}

/** Where a target is and where it will pass, seen from our vessel at one instant. */
export interface Encounter {
  /** Distance to the target now, metres. */
  rangeM: number;
  /** True bearing from us to the target now, degrees 0..360 (never 360). */
  bearingTrueDeg: number;
  /**
   * Distance at the closest point of approach, metres. Equals `rangeM` when the range is not
   * decreasing (diverging or no relative motion). Null when either vessel's motion is unknown.
   */
  cpaM: number | null;
  /**
   * Seconds from now to the closest point of approach: positive ahead, negative when it is already
   * past (diverging). Null when there is no relative motion or either vessel's motion is unknown.
   */
  tcpaS: number | null;
  /** True when the range is decreasing (TCPA at least {@link CPA_NOW_S} ahead); null when either vessel's motion is unknown. */
  closing: boolean | null;
}

/** A 2-D vector in the local plane: metres (positions) or m/s (velocities), east and north. */
export interface Vec {
  e: number;
  n: number;
}

/** Below this speed over ground a vessel is treated as stopped, whatever its COG says (GPS noise). 0.05 m/s is 0.1 knots. */
export const STOPPED_MPS = 0.05;
/** A closest point less than this many seconds ahead is now: the target is no longer closing. */
export const CPA_NOW_S = 1;
/** Below this relative speed the range does not change in any useful time: no CPA time (0.01 m/s is 0.02 knots). */
export const MIN_RELATIVE_MPS = 0.01;
/**
 * AIS codes SOG in tenths of a knot: 1023 is "not available" and 1022 "102.2 knots or more" (ITU-R
 * M.1371, messages 1-3, 18). Decoders pass them through as 52.6 and 52.58 m/s: from 102.2 knots up a
 * speed is not a measurement. No ship sails that fast.
 */
const MAX_SOG_MPS = 102.2 * 1852 / 3600 - 1e-3;
/** AIS COG 3600 (360.0 degrees) is "not available"; a real course is below it (0..359.9). */
const MAX_COG_RAD = 2 * Math.PI - 1e-4;
const DEG = 180 / Math.PI;

/**
 * Velocity (m/s, east and north) from COG and SOG; null when unknown, impossible or one of AIS's
 * "not available" codes.
 * A vessel slower than {@link STOPPED_MPS} is stopped: its velocity is zero even without a COG
 * (anchored AIS targets often send no course).
 */
export function velocity(cog: number | null, sog: number | null): Vec | null {
  if (sog === null || !Number.isFinite(sog) || sog < 0 || sog > MAX_SOG_MPS) return null;
  if (sog < STOPPED_MPS) return { e: 0, n: 0 };
  if (cog === null || !Number.isFinite(cog) || Math.abs(cog) >= MAX_COG_RAD) return null;
  return { e: sog * Math.sin(cog), n: sog * Math.cos(cog) };
}

/** Whether a position is a real place: finite, latitude within ±90, longitude within ±180. */
export function isPosition(latitude: unknown, longitude: unknown): boolean {
  return typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/**
 * Closest approach in the local plane, for a target at relative position `r` (m) moving at relative
 * velocity `v` (m/s, target minus own). Pure vector algebra, no geodesy:
 * - |v| below {@link MIN_RELATIVE_MPS}: the range stays as it is: cpa = |r|, tcpa null, not closing;
 * - TCPA = -(r·v)/(v·v); when it is under {@link CPA_NOW_S} the closest point is now or past:
 *   cpa = |r| (the closest the target will still come), tcpa as computed (negative: past), not closing;
 * - else cpa = |r + v·TCPA|, closing.
 */
export function closestApproach(r: Vec, v: Vec): { cpaM: number; tcpaS: number | null; closing: boolean } {
  const range = Math.hypot(r.e, r.n);
  const vv = v.e * v.e + v.n * v.n;
  if (vv < MIN_RELATIVE_MPS * MIN_RELATIVE_MPS) return { cpaM: range, tcpaS: null, closing: false };
  const tcpa = -(r.e * v.e + r.n * v.n) / vv;
  // Within a second of the closest point it is now: "closing ... in 1 second" would tell nothing.
  if (tcpa < CPA_NOW_S) return { cpaM: range, tcpaS: tcpa, closing: false };
  return { cpaM: Math.hypot(r.e + v.e * tcpa, r.n + v.n * tcpa), tcpaS: tcpa, closing: true };
}

/**
 * Range, true bearing, CPA and TCPA of `target` seen from `own` at the instant `at` (epoch ms).
 * Both positions are dead-reckoned to `at` when their motion is known (ages below zero count as zero).
 * Returns null when either position is not a real place (see {@link isPosition}).
 */
export function encounter(own: Track, target: Track, at: number): Encounter | null {
  if (!isPosition(own.latitude, own.longitude) || !isPosition(target.latitude, target.longitude)) return null;
  const from = { latitude: own.latitude, longitude: own.longitude };
  const to = { latitude: target.latitude, longitude: target.longitude };
  let distance = getPreciseDistance(from, to, 0.001);
  // Vincenty can fail to converge for nearly antipodal points: no AIS target is there, but never return NaN.
  if (!Number.isFinite(distance)) return null;
  if (distance < 0) distance = 0;
  const bearing = distance === 0 ? 0 : getGreatCircleBearing(from, to) / DEG;
  const vOwn = velocity(own.cog, own.sog);
  const vTarget = velocity(target.cog, target.sog);
  const ageOwn = Math.max(0, at - own.time) / 1000;
  const ageTarget = Math.max(0, at - target.time) / 1000;
  // Relative position at `at`: the reported offset, plus how far the target has moved since its
  // report, minus how far we have moved since ours.
  const r: Vec = {
    e: distance * Math.sin(bearing) + (vTarget?.e ?? 0) * ageTarget - (vOwn?.e ?? 0) * ageOwn,
    n: distance * Math.cos(bearing) + (vTarget?.n ?? 0) * ageTarget - (vOwn?.n ?? 0) * ageOwn,
  };
  const rangeM = Math.hypot(r.e, r.n);
  let bearingTrueDeg = rangeM === 0 ? 0 : (Math.atan2(r.e, r.n) * DEG + 360) % 360;
  if (bearingTrueDeg >= 360) bearingTrueDeg = 0;
  if (vOwn === null || vTarget === null) return { rangeM, bearingTrueDeg, cpaM: null, tcpaS: null, closing: null };
  return { rangeM, bearingTrueDeg, ...closestApproach(r, { e: vTarget.e - vOwn.e, n: vTarget.n - vOwn.n }) };
}

/**
 * Limits inside which a closing target is a collision risk and is spoken before everything else:
 * CPA within 1 nautical mile and TCPA within 30 minutes. Our choice, in the range small-craft
 * chartplotters and AIS apps offer as their guard-zone defaults; the sailor's rule of thumb is that
 * a close pass within half an hour needs action now.
 */
export const RISK_CPA_M = 1852;
export const RISK_TCPA_S = 1800;

/** A target as ranked: its encounter (null when it cannot be placed). */
export interface Ranked {
  encounter: Encounter | null;
}

/**
 * Risk score of a closing target inside the risk limits: CPA and TCPA each as a fraction of its limit,
 * added (0 = collision now, 2 = at the edge of both limits). Equal weights mean a pass 0.1 nautical
 * miles closer counts as much as one 3 minutes sooner. Null for targets that are not a risk.
 */
export function riskScore(e: Encounter | null): number | null {
  if (!e || e.closing !== true || e.cpaM === null || e.tcpaS === null) return null;
  if (e.cpaM > RISK_CPA_M || e.tcpaS > RISK_TCPA_S) return null;
  return e.cpaM / RISK_CPA_M + e.tcpaS / RISK_TCPA_S;
}

/**
 * Order for "the most relevant targets": risks first (closing, CPA and TCPA within the limits; lowest
 * {@link riskScore} first), then every other target by range, nearest first; targets that cannot be
 * placed last. A comparator for `Array.prototype.sort` (stable, so equal targets keep their order).
 */
export function compareRisk(a: Ranked, b: Ranked): number {
  const ra = riskScore(a.encounter);
  const rb = riskScore(b.encounter);
  if (ra !== null || rb !== null) {
    if (ra === null) return 1;
    if (rb === null) return -1;
    return ra - rb;
  }
  const da = a.encounter?.rangeM ?? Number.POSITIVE_INFINITY;
  const db = b.encounter?.rangeM ?? Number.POSITIVE_INFINITY;
  return da === db ? 0 : da < db ? -1 : 1;
}
