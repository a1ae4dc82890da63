/**
 * Sets and raises the anchor watch (docs/design.md#voice-actions), the I/O behind the anchor commands:
 *
 * - through the anchor alarm plugin's PUT handlers where SignalK has them (`PUT
 *   /signalk/v1/api/vessels/self/navigation/anchor/position {"value": {latitude, longitude}}`, then
 *   `…/navigation/anchor/maxRadius {"value": meters}`; `position` null raises it). Each answer is
 *   checked before the next is sent: the plugin answers `202 COMPLETED`, or `202 FAILED` without a
 *   fix, which is a failure and ends the set;
 * - else (the first PUT answers 405: no handler, no plugin) through our own watch
 *   (actions/own-anchor.ts), which is `completed` once the vessel model shows it.
 * Never through the plugin's REST routes (`/plugins/anchoralarm/*`): signalk-server puts `/plugins`
 * behind admin, and the add-on never asks for admin.
 * The radius a skipper may set (10..300 m) and the fix's age are the command's rules (engine.ts);
 * here a circle that is no circle (a non-finite or negative radius, a position out of range) is
 * refused before anything is sent.
 */
import { isObject, type VesselModel } from '../vessel/model.js';
import { isAnchorCircle, type OwnAnchorWatch } from './own-anchor.js';
import type { AnchorCircle, AnchorControl, SignalKWrites, WriteOutcome } from './types.js';

const POSITION = 'navigation.anchor.position';
const RADIUS = 'navigation.anchor.maxRadius';

export interface AnchorControlOptions {
  /** SignalK's writes with the add-on's token (signalk/writes.ts). */
  writes: SignalKWrites;
  /** The vessel model: where the plugin's circle is read from. */
  model: VesselModel;
  /** Our own watch, for a server without the plugin. */
  own: OwnAnchorWatch;
}

/** The refusal of a circle that is no circle; `httpStatus` 0: nothing was sent. */
const NOT_A_CIRCLE: WriteOutcome = {
  status: 'refused',
  httpStatus: 0,
  message: 'not an anchor watch: it needs a position in degrees and a radius of at least 0 meters',
};

/**
 * The anchor watch's control (contract: actions/types.ts `AnchorControl`). `set` and `raise` resolve,
 * never reject:
 * - `set`: the plugin's outcome (`completed` when both PUTs were confirmed, `unconfirmed` when either
 *   was accepted but not seen on the stream, otherwise the first failing answer, after which nothing
 *   more is sent); or, on a 405, `completed` with that 405 as `httpStatus` and `own: true` once our
 *   own watch shows in the model (`failed` if it does not). A plugin watch set while ours was armed
 *   replaces ours (ours is raised once both PUTs are accepted).
 * - `raise`: ours is cleared when armed (`completed`, `httpStatus` 0: nothing sent); else `PUT
 *   position null` and its outcome (405 `unsupported`: SignalK has no watch to raise).
 */
export function createAnchorControl(opts: AnchorControlOptions): AnchorControl {
  const { writes, model, own } = opts;
  const accepted = (o: WriteOutcome) => o.status === 'completed' || o.status === 'unconfirmed';

  return {
    current() {
      const ours = own.circle();
      if (ours !== null) return { ...ours, own: true };
      const p = model.get(POSITION)?.value;
      const radius = model.get(RADIUS)?.value;
      if (!isObject(p)) return null;
      const circle = { position: { latitude: p.latitude, longitude: p.longitude }, radius };
      return isAnchorCircle(circle) ? { ...circle, own: false } : null;
    },

    async set(circle: AnchorCircle) {
      if (!isAnchorCircle(circle)) return { outcome: NOT_A_CIRCLE, own: false };
      const { latitude, longitude } = circle.position;
      const first = await writes.put(POSITION, { latitude, longitude });
      if (first.status === 'unsupported') {
        const shown = own.arm(circle);
        const outcome: WriteOutcome = shown
          ? { status: 'completed', httpStatus: first.httpStatus }
          : { status: 'failed', httpStatus: first.httpStatus, message: 'our own anchor watch did not reach the vessel model' };
        return { outcome, own: true };
      }
      if (!accepted(first)) return { outcome: first, own: false };
      const second = await writes.put(RADIUS, circle.radius);
      if (!accepted(second)) return { outcome: second, own: false };
      // One watch only: the plugin's now holds the circle.
      own.disarm();
      const outcome: WriteOutcome = first.status === 'unconfirmed' && second.status === 'completed' ? { status: 'unconfirmed', httpStatus: second.httpStatus } : second;
      return { outcome, own: false };
    },

    async raise() {
      if (own.circle() !== null) {
        own.disarm();
        return { outcome: { status: 'completed', httpStatus: 0 }, own: true };
      }
      return { outcome: await writes.put(POSITION, null), own: false };
    },
  };
}
