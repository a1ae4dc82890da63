/**
 * Helpers shared by queries: reading numbers from the model, and honest staleness (the oldest
 * reading's timestamp; "as of 12 minutes ago" past a per-quantity limit, docs/design.md#the-time-rule).
 */
import { isPosition, type Track } from '../vessel/cpa.js';
import { isObject, SELF, type Reading } from '../vessel/model.js';
import { roundBinary } from '../domain/round.js';
import { feedOf } from './feed.js';
import type { QueryContext, StalenessLimits } from './types.js';

/**
 * The freshness limit (ms) that applies to a path (SignalK keeps a path's last value however old it
 * is). Notifications have none: an alarm is a state the server holds and sends again on every change,
 * so while the feed is up it is current however long ago it was raised; when the feed is down, the
 * answer says when we last heard from the server (feed.ts).
 */
export function limitFor(path: string, context: string, limits: StalenessLimits): number {
  if (path.startsWith('notifications.')) return Infinity;
  if (context !== SELF) return limits.ais;
  if (/^(navigation|environment\.(depth|wind|current)|steering)\./.test(path)) return limits.navigation;
  if (/^environment\./.test(path)) return limits.environment;
  return limits.electrical;
}

/**
 * Collects the readings an answer uses, then reports the oldest timestamp and appends the age
 * to a display when any reading is past its limit. While the feed is down, staleness is judged as of
 * the moment contact was lost (what we knew then; the answer's opening says how long ago that was,
 * feed.ts), and the age spoken is still measured to now.
 */
export class Freshness {
  private oldest: Reading | null = null;
  private staleAge = 0;
  /** Epoch ms staleness is judged at: now, or when contact was lost. */
  private readonly judgedAt: number;

  constructor(private readonly ctx: QueryContext) {
    const feed = feedOf(ctx);
    const now = ctx.now();
    this.judgedAt = feed.status === 'down' ? Math.min(now, feed.lostAt) : now;
  }

  /** Records a reading used by the answer (undefined is ignored). Returns it for chaining. */
  use(path: string, reading: Reading | undefined, context: string = SELF): Reading | undefined {
    if (!reading) return reading;
    if (this.oldest === null || reading.time < this.oldest.time) this.oldest = reading;
    if (this.judgedAt - reading.time > limitFor(path, context, this.ctx.staleness)) {
      this.staleAge = Math.max(this.staleAge, Math.max(0, this.ctx.now() - reading.time));
    }
    return reading;
  }

  /**
   * ISO timestamp of the oldest reading used, or null: the source's own when staleness is measured
   * from it, the receive time when the source's clock was not believed (vessel/model.ts readingTime:
   * ahead of ours, or far behind on a value that keeps arriving), so that the timestamp, a compact
   * answer's age_s and the spoken "as of ..." agree.
   */
  timestamp(): string | null {
    const r = this.oldest;
    if (!r) return null;
    return r.timestamp !== null && Date.parse(r.timestamp) === r.time ? r.timestamp : new Date(r.time).toISOString();
  }

  /** Age in ms of the stalest reading past its limit, or 0 when all are fresh. */
  staleMs(): number {
    return this.staleAge;
  }

  /** The display with ", as of …" appended when stale; null stays null. */
  speak(display: string | null): string | null {
    if (display === null || this.staleAge === 0) return display;
    return this.ctx.speaker.withAge(display, this.staleAge);
  }
}

/** ISO time of a reading: its source timestamp, else when it was received; null for none. */
export function stamp(r: Reading | undefined): string | null {
  return r ? (r.timestamp ?? new Date(r.time).toISOString()) : null;
}

/** The later of two readings (either may be missing): what dates a setting made of both. */
export function newest(a: Reading | undefined, b: Reading | undefined): Reading | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.time > a.time ? b : a;
}

/** Latitude and longitude (degrees) of a position reading, else null: missing, null or half-null positions, or not a real place. */
export function positionOf(reading: Reading | undefined): { latitude: number; longitude: number } | null {
  const v = reading?.value;
  return isObject(v) && isPosition(v.latitude, v.longitude) ? { latitude: v.latitude as number, longitude: v.longitude as number } : null;
}

/** A finite number from a reading, else null (null, strings, objects, NaN). */
export function num(reading: Reading | undefined): number | null {
  const v = reading?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Reads a number at a self path, recording it in `fresh`. */
export function readNumber(ctx: QueryContext, fresh: Freshness, path: string): number | null {
  const r = ctx.model.get(path);
  if (num(r) === null) {
    // A null reading still counts as used: it tells when the sensor last said "nothing".
    if (r) fresh.use(path, r);
    return null;
  }
  fresh.use(path, r);
  return num(r);
}

/**
 * Our own track from the model (position, course and speed over ground), or null without a usable
 * position (null or half-null positions). Used by the traffic and search-and-rescue answers.
 */
export function ownTrack(ctx: QueryContext): Track | null {
  const reading = ctx.model.get('navigation.position');
  const pos = positionOf(reading);
  if (!reading || !pos) return null;
  return {
    latitude: pos.latitude,
    longitude: pos.longitude,
    time: reading.time,
    cog: num(ctx.model.get('navigation.courseOverGroundTrue')),
    sog: num(ctx.model.get('navigation.speedOverGround')),
  };
}

/** Degrees per radian. */
const DEG = 180 / Math.PI;

/** A direction in degrees wrapped into [0, 360), one decimal; null beyond ±2π (a unit error). */
export function directionDeg(rad: number | null): number | null {
  if (rad === null || Math.abs(rad) > 2 * Math.PI) return null;
  const d = roundBinary((((rad * DEG) % 360) + 360) % 360, 1);
  return d === 360 || d === 0 ? 0 : d;
}
