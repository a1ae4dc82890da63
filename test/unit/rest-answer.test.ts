/**
 * The benchmark's request-per-call baseline (test/bench/rest-answer.ts) gives the same answers as
 * the live model and makes the requests the design says: served here from the recorded full model
 * (test/samples/full-model-n2k-only-raw.json) the way signalk-server serves its REST subtrees.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { VesselModel } from '../../src/vessel/model.js';
import type { QueryContext } from '../../src/queries/types.js';
import { findQuery } from '../../src/questions/index.js';
import { restContextFor } from '../bench/rest-answer.js';
import { contextOf } from '../helpers/query-context.js';

const full = JSON.parse(readFileSync(new URL('../samples/full-model-n2k-only-raw.json', import.meta.url), 'utf8')) as {
  self: string;
  vessels: Record<string, Record<string, unknown>>;
};
const selfId = full.self.replace(/^vessels\./, '');
// The capture is about a minute into the sample: answer as of then, so nothing is stale.
const NOW = Date.parse('2026-11-30T03:33:00Z');

/** GET as signalk-server answers it: a subtree of the model, or undefined (404). */
function serve(requested: string[]) {
  return async (path: string): Promise<unknown> => {
    requested.push(path);
    if (path === '/signalk/v1/api/self') return full.self;
    if (path === '/signalk/v1/api/vessels') return full.vessels;
    const m = /^\/signalk\/v1\/api\/vessels\/self(?:\/(.*))?$/.exec(path);
    if (!m) return undefined;
    let node: unknown = full.vessels[selfId];
    for (const part of (m[1] ?? '').split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
    return node;
  };
}

function liveContext(): QueryContext {
  const model = new VesselModel(() => NOW);
  model.applyFullModel(full);
  return contextOf(model, { now: () => NOW });
}

describe('request-per-call baseline', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'battery_state',
      {},
      [
        '/signalk/v1/api/vessels/self/electrical/batteries',
        '/signalk/v1/api/vessels/self/electrical/batteries/1/capacity/stateOfCharge',
        '/signalk/v1/api/vessels/self/electrical/batteries/1/voltage',
        '/signalk/v1/api/vessels/self/electrical/batteries/1/current',
      ],
    ],
    [
      'depth_state',
      {},
      [
        '/signalk/v1/api/vessels/self/environment/depth/belowKeel',
        '/signalk/v1/api/vessels/self/environment/depth/belowSurface',
        '/signalk/v1/api/vessels/self/environment/depth/belowTransducer',
      ],
    ],
    ['wind_state', {}, ['/signalk/v1/api/vessels/self/environment/wind', '/signalk/v1/api/vessels/self/navigation/headingTrue']],
    ['get_active_alarms', {}, ['/signalk/v1/api/vessels/self/notifications']],
    ['get_ais_targets', { limit: 1 }, ['/signalk/v1/api/self', '/signalk/v1/api/vessels']],
    ['read_sensor', { path: 'navigation/speedOverGround' }, ['/signalk/v1/api/vessels/self/navigation/speedOverGround']],
  ];
  for (const [tool, args, expected] of cases) {
    it(`${tool}: the same answer as the live model, from the requests of its design`, async () => {
      const live = liveContext();
      const query = findQuery(tool);
      assert.ok(query, tool);
      const requested: string[] = [];
      const ctx = await restContextFor(() => live, serve(requested))(query, args);
      assert.notEqual(ctx.model, live.model, 'a fresh model per call');
      const fromRest = query.run(args as never, ctx);
      const fromLive = query.run(args as never, live);
      assert.deepEqual(fromRest, fromLive);
      assert.deepEqual(requested.sort(), [...expected].sort());
    });
  }

  it('answers something real for the benchmarked questions', async () => {
    const live = liveContext();
    for (const tool of ['battery_state', 'depth_state', 'wind_state', 'get_ais_targets']) {
      assert.notEqual(findQuery(tool)!.run({} as never, live).display, null, tool);
    }
  });
});
