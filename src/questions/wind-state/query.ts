/**
 * wind_state: true and apparent wind in one answer, spoken "true wind 18 knots from the South-West,
 * apparent 22 knots, 35 degrees to starboard". Relative angles arrive as −π..π or 0..2π and are folded
 * (N2K sources send 0..2π, the spec −π..π); the true direction, when the boat does not send it, is its true heading plus
 * the true wind angle (what SignalK's derived-data plugin computes).
 */
import { directionDeg, Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';
import { WIND } from './answer.js';

export interface WindResult extends BaseResult {
  /** environment.wind.speedApparent, m/s */
  speed_apparent_mps: number | null;
  /** environment.wind.angleApparent in degrees, −180..180 (negative: port) */
  angle_apparent_deg: number | null;
  /** environment.wind.speedTrue, m/s */
  speed_true_mps: number | null;
  /** environment.wind.angleTrueWater (else angleTrueGround) in degrees, −180..180 (negative: port) */
  angle_true_deg: number | null;
  /** environment.wind.directionTrue in degrees 0..360, where the wind comes from (or heading + true angle) */
  direction_true_deg: number | null;
}

const TWO_PI = 2 * Math.PI;

/** A relative angle in degrees folded into (−180, 180], one decimal; null beyond ±2π (a unit error). */
export function relativeDeg(rad: number | null): number | null {
  const d = directionDeg(rad);
  if (d === null) return null;
  return d > 180 ? roundBinary(d - 360, 1) : d;
}

export const query = defineQuery({
  name: 'wind_state',
  title: 'Wind',
  description: 'Wind: true speed and the direction it blows from, apparent speed and angle off the bow. Air pressure, weather trend: barometer_state.',
  input: {},
  subject: 'wind',
  run(_args, ctx): WindResult {
    const fresh = new Freshness(ctx);
    const speedApparent = readNumber(ctx, fresh, 'environment.wind.speedApparent');
    const angleApparent = readNumber(ctx, fresh, 'environment.wind.angleApparent');
    const speedTrue = readNumber(ctx, fresh, 'environment.wind.speedTrue');
    const angleTrue = readNumber(ctx, fresh, 'environment.wind.angleTrueWater') ?? readNumber(ctx, fresh, 'environment.wind.angleTrueGround');
    let directionTrue = readNumber(ctx, fresh, 'environment.wind.directionTrue');
    if (directionTrue === null && angleTrue !== null && Math.abs(angleTrue) <= TWO_PI) {
      const heading = readNumber(ctx, fresh, 'navigation.headingTrue');
      if (heading !== null && Math.abs(heading) <= TWO_PI) directionTrue = (((heading + angleTrue) % TWO_PI) + TWO_PI) % TWO_PI;
    }
    const display = ctx.speaker.answer(WIND, { speedApparent, angleApparent, speedTrue, angleTrue, directionTrue });
    return {
      speed_apparent_mps: speedApparent,
      angle_apparent_deg: relativeDeg(angleApparent),
      speed_true_mps: speedTrue,
      angle_true_deg: relativeDeg(angleTrue),
      direction_true_deg: directionDeg(directionTrue),
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
