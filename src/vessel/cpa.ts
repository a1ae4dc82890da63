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
 * Ranking many targets ({@link Plane}, {@link estimate}, {@link riskKeyBounds}): geolib's two calls
 * cost a few microseconds per target, so a busy AIS picture is first placed approximately, with the
 * same direction (the great-circle initial bearing, written out) and a flat distance on the ellipsoid
 * at the mid-latitude (meridian and prime-vertical radii of curvature) instead of Vincenty's. The
 * flat distance is off by about d³·sec²φ/(24R²) (3 cm at 10 nautical miles at 60°N); every
 * estimate carries a bound on its error ({@link Estimate.errorM}), and the relative velocity does
 * not depend on the positions. From that bound follow bounds on where the exact figures can put the
 * target in {@link compareRisk}'s order, and the caller computes the exact {@link encounter} only for
 * the targets that can be among those it reports (vessel/ais.ts `rankTargets`).
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
const MAX_SOG_MPS = (102.2 * 1852) / 3600 - 1e-3;
/** AIS COG 3600 (360.0 degrees) is "not available"; a real course is below it (0..359.9). */
const MAX_COG_RAD = 2 * Math.PI - 1e-4;
const DEG = 180 / Math.PI;
const RAD = Math.PI / 180;

/**
 * Velocity (m/s, east and north) from COG and SOG; null when unknown, impossible or one of AIS's
 * "not available" codes.
 * A vessel slower than {@link STOPPED_MPS} is stopped: its velocity is zero even without a COG
 * (anchored AIS targets often send no course).
 */
export function velocity(cog: number | null, sog: number | null): Vec | null {
  const m = motion(cog, sog);
  if (m === UNKNOWN) return null;
  if (m === STOPPED) return { e: 0, n: 0 };
  return { e: (sog as number) * Math.sin(cog as number), n: (sog as number) * Math.cos(cog as number) };
}

/** The three cases of {@link velocity}, without building a vector (see {@link estimate}). */
const UNKNOWN = 0;
const STOPPED = 1;
const MOVING = 2;
function motion(cog: number | null, sog: number | null): typeof UNKNOWN | typeof STOPPED | typeof MOVING {
  if (sog === null || !Number.isFinite(sog) || sog < 0 || sog > MAX_SOG_MPS) return UNKNOWN;
  if (sog < STOPPED_MPS) return STOPPED;
  if (cog === null || !Number.isFinite(cog) || Math.abs(cog) >= MAX_COG_RAD) return UNKNOWN;
  return MOVING;
}

/** Whether a position is a real place: finite, latitude within ±90, longitude within ±180. */
export function isPosition(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
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
  if (e?.closing !== true || e.cpaM === null || e.tcpaS === null) return null;
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

/** WGS84 semi-major axis (m) and first eccentricity squared. */
const WGS84_A = 6378137;
const WGS84_E2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);
/** Mean earth radius (m) in the error bound of {@link estimate}. */
const EARTH_R = 6371000;
/**
 * Domain of {@link estimate}: both latitudes within ±85° and the flat distance within 500 km (the
 * error bound is checked there, test/unit/ais-rank.test.ts). Outside it the caller uses
 * {@link encounter}; no AIS receiver hears that far.
 */
const ESTIMATE_MAX_LAT_DEG = 85;
const ESTIMATE_MAX_M = 500_000;
/**
 * Error bound of the flat distance: {@link ESTIMATE_K}·d³·sec²φm/R², plus 2 mm (geolib rounds its
 * distance to the millimetre here) and 1e-9·d for floating point. 0.25 is five times the largest
 * ratio seen against geolib's Vincenty on random pairs up to 1,000 km apart within ±85° (0.052).
 */
const ESTIMATE_K = 0.25;

/**
 * Our vessel prepared once for {@link estimate}: where it is (radians, with the sine and cosine of
 * the latitude), and how far it has moved since its report (m, east and north) at the instant `at`.
 */
export interface Plane {
  readonly own: Track;
  readonly at: number;
  readonly lat: number;
  readonly sinLat: number;
  readonly cosLat: number;
  /** Our velocity (m/s), null when unknown. */
  readonly vOwn: Vec | null;
  /** Our dead-reckoned displacement since our report, m (zero without a velocity). */
  readonly shiftE: number;
  readonly shiftN: number;
}

/**
 * The approximate relative geometry of one target: see {@link estimate}. Numbers only, written in
 * place, so that one object serves every target of an answer (a fresh object with vectors per target
 * was 300 bytes of garbage each).
 */
export interface Estimate {
  /** Relative position at the plane's instant, m east and north; within {@link errorM} of the one {@link encounter} uses. */
  rE: number;
  rN: number;
  /** Relative velocity, target minus own, m/s: exactly the one {@link encounter} uses; 0 when `moving` is false. */
  vE: number;
  vN: number;
  /** False when either vessel's motion is unknown (no CPA, not a risk, never an echo). */
  moving: boolean;
  /** Bound on the distance between the estimated relative position and the one {@link encounter} computes, m. */
  errorM: number;
}

/** An {@link Estimate} to be filled by {@link estimate}. */
export function newEstimate(): Estimate {
  return { rE: 0, rN: 0, vE: 0, vN: 0, moving: false, errorM: 0 };
}

/**
 * Prepares {@link estimate} for our track at the instant `at` (epoch ms). Null when our position is
 * not a real place or beyond ±85° latitude (then every target needs {@link encounter}).
 */
export function planeAround(own: Track, at: number): Plane | null {
  if (!isPosition(own.latitude, own.longitude) || Math.abs(own.latitude) > ESTIMATE_MAX_LAT_DEG) return null;
  const lat = own.latitude * RAD;
  const vOwn = velocity(own.cog, own.sog);
  const age = Math.max(0, at - own.time) / 1000;
  return { own, at, lat, sinLat: Math.sin(lat), cosLat: Math.cos(lat), vOwn, shiftE: (vOwn?.e ?? 0) * age, shiftN: (vOwn?.n ?? 0) * age };
}

/**
 * Writes into `out` the target's relative position and velocity at the plane's instant,
 * approximately, with a bound on the position's error (see the module's Method); the same dead
 * reckoning as {@link encounter}. Returns false, leaving `out` unspecified, outside the checked
 * domain (target beyond ±85° latitude or 500 km, or not a real place): use {@link encounter} then.
 */
export function estimate(plane: Plane, target: Track, out: Estimate): boolean {
  if (!isPosition(target.latitude, target.longitude) || Math.abs(target.latitude) > ESTIMATE_MAX_LAT_DEG) return false;
  const lat2 = target.latitude * RAD;
  let dLonDeg = target.longitude - plane.own.longitude;
  if (dLonDeg > 180) dLonDeg -= 360;
  else if (dLonDeg < -180) dLonDeg += 360;
  const dLon = dLonDeg * RAD;
  const dLat = lat2 - plane.lat;
  const sin2 = Math.sin(lat2);
  const cos2 = Math.cos(lat2);
  // Flat distance on the ellipsoid at the mid-latitude m, whose cos² and sin² are (1 ± cos(φ1 + φ2)) / 2.
  const cosSum = plane.cosLat * cos2 - plane.sinLat * sin2;
  const cos2Mid = (1 + cosSum) / 2;
  const w = 1 - WGS84_E2 * ((1 - cosSum) / 2);
  const primeVertical = WGS84_A / Math.sqrt(w);
  const meridian = (primeVertical * (1 - WGS84_E2)) / w;
  const north = meridian * dLat;
  const east = primeVertical * Math.sqrt(cos2Mid) * dLon;
  const d = Math.sqrt(north * north + east * east);
  if (d > ESTIMATE_MAX_M) return false;
  // Direction: the initial great-circle bearing's sine and cosine, unnormalised.
  const ue = cos2 * Math.sin(dLon);
  const un = plane.cosLat * sin2 - plane.sinLat * cos2 * Math.cos(dLon);
  const u = Math.sqrt(ue * ue + un * un);
  const scale = u === 0 ? 0 : d / u;
  // The target's velocity as `velocity` gives it, without the vector object (garbage per target).
  const m = motion(target.cog, target.sog);
  const tE = m === MOVING ? (target.sog as number) * Math.sin(target.cog as number) : 0;
  const tN = m === MOVING ? (target.sog as number) * Math.cos(target.cog as number) : 0;
  const age = Math.max(0, plane.at - target.time) / 1000;
  const vOwn = plane.vOwn;
  out.rE = ue * scale + tE * age - plane.shiftE;
  out.rN = un * scale + tN * age - plane.shiftN;
  out.moving = vOwn !== null && m !== UNKNOWN;
  out.vE = out.moving ? tE - (vOwn as Vec).e : 0;
  out.vN = out.moving ? tN - (vOwn as Vec).n : 0;
  out.errorM = (ESTIMATE_K * d * d * d) / (EARTH_R * EARTH_R * cos2Mid) + 1e-9 * d + 0.002;
  return true;
}

/**
 * Below every key of a target that is not a risk: risk scores are at most 2 (see {@link riskKey}).
 */
const NOT_RISK_KEY = 3;

/**
 * {@link compareRisk}'s order as one number: the {@link riskScore} (0..2) of a risk, 3 + range for any
 * other placed target, +Infinity for a target that cannot be placed. `compareRisk(a, b)` has the sign
 * of `riskKey(a) - riskKey(b)` (up to rounding of 3 + range: used for bounds only).
 */
export function riskKey(e: Encounter | null): number {
  if (e === null) return Number.POSITIVE_INFINITY;
  return riskScore(e) ?? NOT_RISK_KEY + e.rangeM;
}

/** Bounds on a {@link riskKey}, written in place like {@link Estimate}. */
export interface KeyBounds {
  lo: number;
  hi: number;
}

/**
 * Writes into `out` bounds on the {@link riskKey} of the exact encounter, from an estimate whose
 * position is within `errorM` of the exact one (the velocity is exact): range and CPA move by at most
 * `errorM`, TCPA by at most `errorM`/|v|; a target near the edge of a risk limit may be a risk or
 * not, and gets the lowest and highest key of either.
 */
export function riskKeyBounds(est: Estimate, out: KeyBounds): void {
  const { rE, rN, vE, vN, errorM } = est;
  const range = Math.sqrt(rE * rE + rN * rN);
  const rangeLo = NOT_RISK_KEY + Math.max(0, range - errorM);
  const rangeHi = NOT_RISK_KEY + range + errorM;
  out.lo = rangeLo;
  out.hi = rangeHi;
  const vv = vE * vE + vN * vN;
  if (!est.moving || vv < MIN_RELATIVE_MPS * MIN_RELATIVE_MPS) return;
  const speed = Math.sqrt(vv);
  const tcpa = -(rE * vE + rN * vN) / vv;
  // Distance from the relative track (CPA when closing): |r × v| / |v|.
  const cross = Math.abs(rE * vN - rN * vE) / speed;
  const tLo = tcpa - errorM / speed;
  const tHi = tcpa + errorM / speed;
  const cLo = Math.max(0, cross - errorM);
  const cHi = cross + errorM;
  if (tHi >= CPA_NOW_S && tLo <= RISK_TCPA_S && cLo <= RISK_CPA_M) out.lo = cLo / RISK_CPA_M + Math.max(CPA_NOW_S, tLo) / RISK_TCPA_S;
  if (tLo >= CPA_NOW_S && tHi <= RISK_TCPA_S && cHi <= RISK_CPA_M) out.hi = cHi / RISK_CPA_M + tHi / RISK_TCPA_S;
}
