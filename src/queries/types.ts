/**
 * A query is a question the boat can answer, defined once and served by every output: an MCP tool,
 * an Assist sentence family, an entity (docs/design.md#layers). Queries are pure and synchronous:
 * they read the vessel model and speak through the Speaker; no I/O.
 */
import type { z } from 'zod';
import type { Speaker, Subject, SubjectWords } from '../speech/types.js';
import type { VesselModel } from '../vessel/model.js';
import type { History } from '../vessel/history.js';
import type { PressureHistory } from '../vessel/pressure-history.js';
import { feedContext, withFeed } from './feed.js';
import type { PlaceFinder } from '../places/gazetteer.js';
import type { AnchorWatch } from '../vessel/anchor-watch.js';
import type { FeedState } from '../domain/feed.js';

/** Freshness limits in ms (docs/design.md#the-time-rule). */
export interface StalenessLimits {
  /** navigation, heading, wind, depth (default 30 s) */
  navigation: number;
  /** AIS targets (default 3 min) */
  ais: number;
  /** batteries, tanks, engines (default 5 min) */
  electrical: number;
  /** temperatures and pressure (default 15 min) */
  environment: number;
}

export const DEFAULT_STALENESS: StalenessLimits = { navigation: 30_000, ais: 180_000, electrical: 300_000, environment: 900_000 };

/** Everything a query may read. */
export interface QueryContext {
  model: VesselModel;
  speaker: Speaker;
  /** Current time, epoch ms. */
  now: () => number;
  staleness: StalenessLimits;
  /** Battery banks whose current sign the device reports reversed (SignalK's positive is charging; some monitors send the reverse). */
  invertCurrent: ReadonlySet<string>;
  /** Outside pressure samples fed from the model (vessel/pressure-history.ts); absent: no trend is spoken. */
  pressureHistory?: PressureHistory;
  /** The recent history since this process started (vessel/history.ts); absent: the history queries say they have none. */
  history?: History;
  /** The SignalK feed at the time of the question; absent: up (FEED_UP). Every answer says when it is not (feed.ts). */
  feed?: FeedState;
  /** Names the nearest place a sailor knows for a position (src/places/); absent: no place names. */
  places?: PlaceFinder;
  /** Our own anchor drag alarm (vessel/anchor-watch.ts); absent: none is raised. */
  anchorWatch?: AnchorWatch;
}

/** Every result carries these (docs/design.md#the-answer-contract). */
export interface BaseResult {
  /** Speakable text, or null when nothing can be said. */
  display: string | null;
  /** ISO timestamp of the oldest reading used, or null when none. */
  timestamp: string | null;
  [key: string]: unknown;
}

/** One query. `Shape` is the zod raw shape of its arguments. */
export interface Query<Shape extends z.ZodRawShape = z.ZodRawShape, R extends BaseResult = BaseResult> {
  /** Tool name: short [a-z0-9_] (Hermes prefixes mcp__<server>__). */
  name: string;
  title: string;
  /** Says which question it answers and when to use another tool instead. */
  description: string;
  /** zod raw shape of the arguments; every field `.describe()`d with units. */
  input: Shape;
  /**
   * Result fields a compact MCP answer keeps besides display, age_s and note (mcp/answer.ts): the
   * valid choices a model needs to ask again (`available_banks`), or a listing's items. Default none.
   * A function chooses them per result (list_paths: groups without a prefix, paths with one).
   */
  compact?: readonly (keyof R & string)[] | ((result: R) => readonly (keyof R & string)[]);
  /** What Assist says is missing when the answer is empty: a locale subject, or the question's own noun phrase in every language. */
  subject: Subject | SubjectWords;
  /**
   * false: left out of `more_tools`' description, whose every clause costs the default menu's token
   * budget (mcp/surface.ts), yet in its listing and callable by name like any tool. Default true.
   */
  described?: boolean;
  /**
   * Answers from the model. Never throws on data; absent values give nulls. A query defined with
   * `defineQuery` also says when the SignalK feed is not up (feed.ts `withFeed`): then `display` is
   * never null.
   */
  run(args: z.infer<z.ZodObject<Shape>>, ctx: QueryContext): R;
}

/**
 * Defines a query (keeping its argument type inference). Its `run` is wrapped by `withFeed`, the one
 * place where every answer learns to say that the boat's SignalK server cannot be reached.
 */
export function defineQuery<Shape extends z.ZodRawShape, R extends BaseResult>(q: Query<Shape, R>): Query<Shape, R> {
  const run = q.run;
  return {
    ...q,
    run: (args, ctx) => {
      const c = feedContext(ctx);
      return withFeed(run(args, c), c);
    },
  };
}
