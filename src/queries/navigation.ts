/**
 * navigation_state: where we are and how we move, in one answer: position, speed and course over
 * ground, heading. Spoken "6.5 knots, course 186 degrees, South, heading 191 degrees, South"; the
 * position is in the result always and spoken only when asked (`position: true`), instead of the
 * motion: "59 degrees 43.4 North, 24 degrees 44.2 East" (all together ran 12 to 21 s: field report 13).
 * A null or
 * half-null position is absent (field-reports.md #3). Without a true heading, a magnetic heading plus
 * the magnetic variation is true; a magnetic heading alone is spoken as magnetic.
 */
import { z } from 'zod';
import { Freshness, num, positionOf, readNumber } from './common.js';
import { defineQuery, type BaseResult } from './types.js';
import { directionDeg } from './wind.js';

export interface NavigationResult extends BaseResult {
  /** navigation.position latitude, degrees (north positive) */
  latitude: number | null;
  /** navigation.position longitude, degrees (east positive) */
  longitude: number | null;
  /** navigation.speedOverGround, m/s */
  sog_mps: number | null;
  /** navigation.courseOverGroundTrue, degrees 0..360 */
  cog_true_deg: number | null;
  /** navigation.headingTrue (or headingMagnetic + magneticVariation), degrees 0..360 */
  heading_true_deg: number | null;
  /** navigation.headingMagnetic, degrees 0..360 */
  heading_magnetic_deg: number | null;
}

const TWO_PI = 2 * Math.PI;

export const navigationState = defineQuery({
  name: 'navigation_state',
  title: 'Position, speed, course and heading',
  description:
    'How fast the boat goes and where: speed over ground, course over ground, heading; position true says the position. Next waypoint: get_route.',
  input: {
    position: z.boolean().optional().describe('Latitude and longitude instead of motion'),
  },
  subject: 'position',
  run({ position: sayPosition }, ctx): NavigationResult {
    const fresh = new Freshness(ctx);
    // The position counts for the answer's age only when it is spoken (the motion is said otherwise).
    const reading = ctx.model.get('navigation.position');
    if (sayPosition === true) fresh.use('navigation.position', reading);
    const pos = positionOf(reading);
    const sog = readNumber(ctx, fresh, 'navigation.speedOverGround');
    const cog = readNumber(ctx, fresh, 'navigation.courseOverGroundTrue');
    let headingTrue = readNumber(ctx, fresh, 'navigation.headingTrue');
    // The magnetic heading is reported in every case, but only counts for staleness when it is spoken.
    const headingMagnetic = headingTrue === null ? readNumber(ctx, fresh, 'navigation.headingMagnetic') : num(ctx.model.get('navigation.headingMagnetic'));
    if (headingTrue === null && headingMagnetic !== null && Math.abs(headingMagnetic) <= TWO_PI) {
      // SignalK: variation is east positive, so true = magnetic + variation.
      const variation = readNumber(ctx, fresh, 'navigation.magneticVariation');
      if (variation !== null && Math.abs(variation) <= Math.PI) headingTrue = (((headingMagnetic + variation) % TWO_PI) + TWO_PI) % TWO_PI;
    }
    const display = ctx.speaker.navigation({
      latitude: sayPosition === true ? pos?.latitude ?? null : null,
      longitude: sayPosition === true ? pos?.longitude ?? null : null,
      sog,
      cog,
      headingTrue,
      headingMagnetic,
    });
    return {
      latitude: pos?.latitude ?? null,
      longitude: pos?.longitude ?? null,
      sog_mps: sog,
      cog_true_deg: directionDeg(cog),
      heading_true_deg: directionDeg(headingTrue),
      heading_magnetic_deg: directionDeg(headingMagnetic),
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
