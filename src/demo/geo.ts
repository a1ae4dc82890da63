/**
 * Spherical-earth navigation helpers for the demo (great circles on a sphere of mean radius).
 * Angles in and out are radians except latitude/longitude, which are degrees as in SignalK.
 */
import type { Position } from './types.js';

/** Mean earth radius, metres. */
export const EARTH_RADIUS = 6371008.8;
export const TWO_PI = 2 * Math.PI;

export const toRad = (deg: number): number => (deg * Math.PI) / 180;
export const toDeg = (rad: number): number => (rad * 180) / Math.PI;

/** Wraps to [0, 2π). */
export function wrap2Pi(a: number): number {
  const r = a % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
}

/** Wraps to (−π, π]. */
export function wrapPi(a: number): number {
  const r = wrap2Pi(a);
  return r > Math.PI ? r - TWO_PI : r;
}

/** Great-circle distance in metres (haversine). */
export function distance(a: Position, b: Position): number {
  const φ1 = toRad(a.latitude);
  const φ2 = toRad(b.latitude);
  const dφ = φ2 - φ1;
  const dλ = toRad(b.longitude - a.longitude);
  const h = Math.sin(dφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(dλ / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial great-circle bearing from a to b, radians true in [0, 2π). 0 when a = b. */
export function bearing(a: Position, b: Position): number {
  const φ1 = toRad(a.latitude);
  const φ2 = toRad(b.latitude);
  const dλ = toRad(b.longitude - a.longitude);
  const y = Math.sin(dλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dλ);
  if (x === 0 && y === 0) return 0;
  return wrap2Pi(Math.atan2(y, x));
}

/** The point `dist` metres from `p` along the great circle starting on bearing `brg` (radians). */
export function destination(p: Position, brg: number, dist: number): Position {
  const δ = dist / EARTH_RADIUS;
  const φ1 = toRad(p.latitude);
  const λ1 = toRad(p.longitude);
  const sinφ2 = Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(brg);
  const φ2 = Math.asin(Math.max(-1, Math.min(1, sinφ2)));
  const λ2 = λ1 + Math.atan2(Math.sin(brg) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * sinφ2);
  return { latitude: toDeg(φ2), longitude: ((toDeg(λ2) + 540) % 360) - 180 };
}

/** The point a fraction f (0..1) of the way from a to b along their great circle. */
export function intermediate(a: Position, b: Position, f: number): Position {
  return destination(a, bearing(a, b), distance(a, b) * f);
}

/**
 * Signed cross-track distance in metres of p from the great circle from → to:
 * positive when p is to starboard (right) of the track.
 */
export function crossTrack(from: Position, to: Position, p: Position): number {
  const δ13 = distance(from, p) / EARTH_RADIUS;
  const θ13 = bearing(from, p);
  const θ12 = bearing(from, to);
  return Math.asin(Math.max(-1, Math.min(1, Math.sin(δ13) * Math.sin(θ13 - θ12)))) * EARTH_RADIUS;
}

/** East/north components (metres) of p relative to origin on a local flat plane; fine for a few km. */
export function localXY(origin: Position, p: Position): { x: number; y: number } {
  const k = (Math.PI / 180) * EARTH_RADIUS;
  return {
    x: (p.longitude - origin.longitude) * k * Math.cos(toRad(origin.latitude)),
    y: (p.latitude - origin.latitude) * k,
  };
}
