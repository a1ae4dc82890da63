/**
 * The anchor watch answer (`Speaker.anchor`, tool anchor_state).
 *
 * Examples (en): "Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.",
 * "Outside the anchor circle: 62 meters from the anchor, bearing south-west; the circle is 50 meters.",
 * "Anchor dragging: 85 meters from the anchor, bearing south; the circle is 40 meters." (our own drag
 * alarm, vessel/anchor-watch.ts), "No anchor is set." Outside, the bearing to the anchor is kept: a skipper
 * who is dragging wants it most.
 *
 * Units in: metres (SignalK `navigation.anchor.currentRadius` or ours, `navigation.anchor.maxRadius`),
 * radians (the bearing from the boat to the anchor). Lengths are said in whole metres, or whole feet in
 * the imperial preset (units.ts `length`): a swinging boat moves metres, so tenths are noise. Inside or
 * outside is judged on the values as sent, as the anchor-alarm plugin judges them (distance greater than
 * the radius: outside). Words: the locale's `anchor` block.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { AnchorReading } from '../types.js';
import { LIMITS } from '../../domain/quantities.js';
import { UNIT_RULES } from '../units.js';

/** The anchor sentence for a reading; see the module doc. Never null. */
export function anchor(words: Locale, n: Numbers, r: AnchorReading): string {
  const a = words.anchor;
  if (!r.set) return a.none;
  const distance = spokenLength(n, r.distance);
  if (distance === null) return a.noDistance;
  const radius = spokenLength(n, r.maxRadius);
  const rule = UNIT_RULES.length![n.units];
  const circle = radius === null ? null : n.decimal(n.units === 'nautical-imperial' ? a.circle.imperial : a.circle.metric, rule.fromSI(r.maxRadius as number), 0);
  const point = r.bearing === null ? null : n.bearingPoint(r.bearing);
  const bearing = point === null ? null : fill(a.bearing, { point });
  if (radius !== null && circle !== null && (r.dragging === true || (r.distance as number) > (r.maxRadius as number))) {
    const where = n.join([fill(a.fromInline, { distance }), bearing]) ?? distance;
    return fill(r.dragging === true ? a.dragging : a.outside, { where, radius, circle });
  }
  const where = n.join([fill(a.from, { distance }), bearing]) ?? distance;
  return circle === null ? fill(a.anchored, { where }) : fill(a.inside, { where, circle });
}

/** "38 meters" / "125 feet": whole units of the preset's length, metres in; null when unknown or impossible. */
/**
 * A length said in the preset's unit, whole meters or whole feet ("85 meters"), or null beyond
 * LIMITS.length: the distance to an anchor, here and in the voice actions' questions.
 */
export function spokenLength(n: Numbers, metres: number | null): string | null {
  if (metres === null || !Number.isFinite(metres) || metres < LIMITS.length.min || metres > LIMITS.length.max) return null;
  const rule = UNIT_RULES.length![n.units];
  return n.withUnit(rule.fromSI(metres), rule.word, 0);
}
