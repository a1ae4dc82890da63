/**
 * The QueryContext of unit tests: a speaker in one language (UTC, nautical-metric unless said), a
 * fixed clock, the default staleness limits, and either a model of the test's own (contextOf) or one
 * holding the given values for the self vessel (queryContext).
 */
import type { FeedState } from '../../src/domain/feed.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import type { Language, UnitPreset } from '../../src/speech/types.js';
import { VesselModel } from '../../src/vessel/model.js';

/** The instant of a test's questions when it names none. */
export const TEST_NOW = Date.parse('2026-06-01T12:00:00Z');

/** What a test context may say besides the model; every field optional. */
export interface ContextOptions extends Partial<Omit<QueryContext, 'model' | 'speaker' | 'now' | 'feed'>> {
  /** Default en. */
  language?: Language;
  /** Default nautical-metric. */
  units?: UnitPreset;
  /** The instant of the questions, epoch ms (default TEST_NOW), or a clock read at each question. */
  now?: number | (() => number);
  feed?: FeedState;
}

/** A context over `model` (see ContextOptions). */
export function contextOf(model: VesselModel, opts: ContextOptions = {}): QueryContext {
  const { language = 'en', units = 'nautical-metric', now = TEST_NOW, feed, ...rest } = opts;
  return {
    model,
    speaker: createSpeaker({ language, units, timeZone: 'UTC' }),
    now: typeof now === 'function' ? now : () => now,
    staleness: DEFAULT_STALENESS,
    invertCurrent: new Set(),
    ...(feed ? { feed } : {}),
    ...rest,
  };
}

/** A test context whose model can be given more values: `set(values, at)` (at: default `now`). */
export type TestContext = QueryContext & { set: (values: Record<string, unknown>, at?: number) => void };

/**
 * A context over a new model holding `values` (SignalK path -> value, for the self vessel) stamped
 * `at` (default `now`), received at `receivedAt` on the model's clock (default `now`).
 */
export function queryContext(values: Record<string, unknown> = {}, opts: ContextOptions & { at?: number; receivedAt?: number } = {}): TestContext {
  const { at, receivedAt, ...rest } = opts;
  const now = typeof opts.now === 'function' ? opts.now : () => (opts.now as number | undefined) ?? TEST_NOW;
  const model = new VesselModel(() => receivedAt ?? now());
  const set = (vs: Record<string, unknown>, stamp = now()) => {
    if (Object.keys(vs).length === 0) return;
    model.applyDelta({
      context: 'vessels.self',
      updates: [{ $source: 'test.1', timestamp: new Date(stamp).toISOString(), values: Object.entries(vs).map(([path, value]) => ({ path, value })) }],
    });
  };
  set(values, at);
  return { ...contextOf(model, rest), set };
}
