/**
 * depth_state: depth under the keel first, then below the surface and below the transducer
 * (DESIGN.md tool contract; speech-cases.json "depth-under-keel-first"). A null reading is
 * "not available", never the last number (field-reports.md #2).
 */
import { Freshness, readNumber } from './common.js';
import { defineQuery, type BaseResult } from './types.js';

export interface DepthResult extends BaseResult {
  /** environment.depth.belowKeel, meters */
  below_keel_m: number | null;
  /** environment.depth.belowSurface, meters */
  below_surface_m: number | null;
  /** environment.depth.belowTransducer, meters */
  below_transducer_m: number | null;
}

export const depthState = defineQuery({
  name: 'depth_state',
  title: 'Depth',
  description:
    'How deep the water is: depth under the keel, below the surface and the transducer. Water temperature: read_sensor.',
  input: {},
  subject: 'depth',
  run(_args, ctx): DepthResult {
    const fresh = new Freshness(ctx);
    const belowKeel = readNumber(ctx, fresh, 'environment.depth.belowKeel');
    const belowSurface = readNumber(ctx, fresh, 'environment.depth.belowSurface');
    const belowTransducer = readNumber(ctx, fresh, 'environment.depth.belowTransducer');
    const display = ctx.speaker.depth({ belowKeel, belowSurface, belowTransducer });
    return {
      below_keel_m: belowKeel,
      below_surface_m: belowSurface,
      below_transducer_m: belowTransducer,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
