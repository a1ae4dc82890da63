/**
 * navigation_state: where we are and how we move, in one answer.
 *
 * With a named place in reach (src/places/gazetteer.ts has the ranking rule): the place,
 * the speed and the course over ground in degrees, "3 miles south-west of Cascais, 6.5 knots, course
 * 186 degrees", or "in the harbour of Horta, ..." within a mile of a harbour. Beside a place the
 * course has no compass point and the heading is left out: with them the answer ran 9 to 13 s of
 * espeak-ng (the 8 s budget; answer.ts). The place is in the result (`place`) with its distance
 * and bearing.
 *
 * With a position but no place in reach (the open ocean: nothing within the gazetteer's 300 nautical
 * miles, or no sayable place) the coordinates are the answer, minutes as a bare number: "1 degree 52.2
 * South, 157 degrees 24 West" (with the speed and course it ran 8.7 to 10.6 s of espeak-ng; "speed and
 * heading" says the motion). Without a position or a gazetteer (`ctx.places`), the motion: "6.5 knots,
 * course 186 degrees, South, heading 191 degrees".
 *
 * The coordinates are in the result always; `position: true` ("exact position", "our position for a
 * Mayday") says them alone, instead of everything else, with the minutes named as read on the radio:
 * "59 degrees 43.4 minutes North, 24 degrees 44.2 minutes East", even where that passes 8 seconds. A null or half-null position is absent
 * (some senders null only one of latitude and longitude). Without a true heading, a magnetic heading plus the magnetic variation is
 * true; a magnetic heading alone is spoken as magnetic.
 */
import { z } from 'zod';
import { directionDeg, Freshness, num, positionOf, readNumber } from '../../queries/common.js';
import type { PlaceFix } from '../../places/gazetteer.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { NAVIGATION, WHERE } from './answer.js';

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
  /**
   * The named place the answer says, from the position: its name as the data spells it,
   * `kind` town or harbour, `distance_m` meters and `bearing_deg` degrees true FROM the place TO the
   * boat, `in_harbour`. Null without a position, a gazetteer, or a place within reach.
   */
  place: PlaceFix | null;
}

const TWO_PI = 2 * Math.PI;

export const query = defineQuery({
  name: 'navigation_state',
  title: 'Position, speed, course and heading',
  description: 'How fast the boat goes and where: speed over ground, course over ground, heading; position true says the position. Next waypoint: get_route.',
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
    const place = pos && ctx.places ? ctx.places.near(pos.latitude, pos.longitude) : null;
    const placed = place && sayPosition !== true ? ctx.speaker.place(place) : null;
    const near = placed === null ? null : ctx.speaker.answer(WHERE, { place: placed, sog, cog });
    // No place to name: "where are we" still says where (the coordinates), never the motion alone.
    const where = near ?? (pos !== null && ctx.places !== undefined && sayPosition !== true ? ctx.speaker.position(pos.latitude, pos.longitude) : null);
    // A place or coordinates said are a position used: its age counts. The heading is not said beside it
    // (answer.ts sayWhere), so then it is read without counting for the answer's age.
    if (where !== null) fresh.use('navigation.position', reading);
    const counted = where === null ? fresh : new Freshness(ctx);
    let headingTrue = readNumber(ctx, counted, 'navigation.headingTrue');
    // The magnetic heading is reported in every case, but only counts for staleness when it is spoken.
    const headingMagnetic = headingTrue === null ? readNumber(ctx, counted, 'navigation.headingMagnetic') : num(ctx.model.get('navigation.headingMagnetic'));
    if (headingTrue === null && headingMagnetic !== null && Math.abs(headingMagnetic) <= TWO_PI) {
      // SignalK: variation is east positive, so true = magnetic + variation.
      const variation = readNumber(ctx, counted, 'navigation.magneticVariation');
      if (variation !== null && Math.abs(variation) <= Math.PI) headingTrue = (((headingMagnetic + variation) % TWO_PI) + TWO_PI) % TWO_PI;
    }
    const motion =
      where !== null
        ? null
        : ctx.speaker.answer(NAVIGATION, {
            latitude: sayPosition === true ? (pos?.latitude ?? null) : null,
            longitude: sayPosition === true ? (pos?.longitude ?? null) : null,
            sog,
            cog,
            headingTrue,
            headingMagnetic,
          });
    const display = where ?? motion;
    return {
      latitude: pos?.latitude ?? null,
      longitude: pos?.longitude ?? null,
      sog_mps: sog,
      cog_true_deg: directionDeg(cog),
      heading_true_deg: directionDeg(headingTrue),
      heading_magnetic_deg: directionDeg(headingMagnetic),
      place,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
