/**
 * depth_state: depth under the keel first, then below the surface and below the transducer
 * (docs/design.md#the-answer-contract; speech-cases.json "depth-under-keel-first"). A null reading is
 * "not available", never the last number (a lost bottom arrives as a null depth).
 */
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { DEPTH, type DepthReading } from './answer.js';

export interface DepthResult extends BaseResult {
  /** environment.depth.belowKeel, meters */
  below_keel_m: number | null;
  /** environment.depth.belowSurface, meters */
  below_surface_m: number | null;
  /** environment.depth.belowTransducer, meters */
  below_transducer_m: number | null;
}

const KEEL = 'environment.depth.belowKeel';
const SURFACE = 'environment.depth.belowSurface';
const TRANSDUCER = 'environment.depth.belowTransducer';

export const query = defineQuery({
  name: 'depth_state',
  title: 'Depth',
  description: 'How deep the water is: depth under the keel, below the surface and the transducer. Water temperature: water_temperature.',
  input: {},
  // The locale's subject words: depth_history's missing reading is said the same way.
  subject: 'depth',
  run(_args, ctx): DepthResult {
    const read = (path: string) => readNumber(ctx, new Freshness(ctx), path);
    const belowKeel = read(KEEL);
    const belowSurface = read(SURFACE);
    const belowTransducer = read(TRANSDUCER);
    const say = (reading: DepthReading) => ctx.speaker.answer(DEPTH, reading);
    const display = say({ belowKeel, belowSurface, belowTransducer });
    // Dated by the depths said: a transducer depth left unsaid beside the keel's must not make a fresh
    // keel depth sound old ("4.2 meters under the keel, as of 38 seconds ago").
    const fresh = new Freshness(ctx);
    const keelOnly = say({ belowKeel, belowSurface: null, belowTransducer: null });
    const withSurface = say({ belowKeel, belowSurface, belowTransducer: null });
    if (keelOnly !== null) readNumber(ctx, fresh, KEEL);
    if (withSurface !== keelOnly) readNumber(ctx, fresh, SURFACE);
    if (display !== withSurface) readNumber(ctx, fresh, TRANSDUCER);
    return {
      below_keel_m: belowKeel,
      below_surface_m: belowSurface,
      below_transducer_m: belowTransducer,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
