/**
 * Request-per-call answering: the design of the other SignalK MCP servers ("REST
 * request per call"), kept only as the benchmark's baseline. Each tool call GETs the
 * SignalK REST documents its query needs, loads them into a fresh VesselModel and runs the same
 * query on it, so the two designs differ only in where the data comes from.
 *
 * The benchmark's own code (the product carries no mode that exists only to be measured
 * against): test/bench/rest-baseline.ts serves it over MCP.
 */
import { chooseBank } from '../../src/questions/battery-state/query.js';
import type { Query, QueryContext } from '../../src/queries/types.js';
import { SELF, VesselModel } from '../../src/vessel/model.js';

/** GETs a SignalK REST path ("/signalk/v1/api/...") and parses JSON; undefined on 404. */
export type GetJson = (path: string) => Promise<unknown>;

/** What one call of a query fetches: self subtrees (dotted paths), per round, or all vessels. */
export interface RestNeeds {
  /** Rounds of self paths; each round's GETs run in parallel, rounds one after another. */
  rounds: ((args: Record<string, unknown>, found: VesselModel) => string[])[];
  /** GET /signalk/v1/api/vessels (every vessel, AIS targets included). */
  vessels?: boolean;
}

const API = '/signalk/v1/api';

/**
 * The REST requests per query, as the other SignalK MCP servers make them (a REST request per call):
 * battery discovers the banks (GET electrical/batteries) and then reads the chosen bank's paths;
 * depth reads its three paths; wind its tree and the heading; alarms the notifications tree; AIS
 * the whole vessels tree (own position and motion included).
 * A query not listed here reads the whole self tree (what a server without per-tool knowledge does).
 */
export const REST_NEEDS: Record<string, RestNeeds> = {
  battery_state: {
    rounds: [
      () => ['electrical.batteries'],
      (args, found) => {
        const bank = bankToRead(found, typeof args.bank === 'string' ? args.bank : undefined);
        if (bank === null) return [];
        const p = `electrical.batteries.${bank}`;
        return [`${p}.capacity.stateOfCharge`, `${p}.voltage`, `${p}.current`];
      },
    ],
  },
  depth_state: { rounds: [() => ['environment.depth.belowKeel', 'environment.depth.belowSurface', 'environment.depth.belowTransducer']] },
  get_active_alarms: { rounds: [() => ['notifications']] },
  read_sensor: {
    rounds: [
      (args) => [
        String(args.path ?? '')
          .trim()
          .replace(/^\/+|\/+$/g, '')
          .replace(/\//g, '.')
          .replace(/^(vessels\.)?self\./i, ''),
      ],
    ],
  },
  wind_state: { rounds: [() => ['environment.wind', 'navigation.headingTrue']] },
  get_ais_targets: { rounds: [], vessels: true },
};

/** Fallback for queries without an entry: the whole self tree. */
const WHOLE_SELF: RestNeeds = { rounds: [() => ['']] };

/**
 * Builds a per-call context factory: every call fetches what the query needs (see REST_NEEDS)
 * into a fresh model, then the query runs on it exactly as it would on the live model.
 * @param base the live context (speaker, staleness, clock); its model is not read.
 * @param getJson REST GET with the client's auth (SignalKClient.getJson).
 */
export function restContextFor(base: () => QueryContext, getJson: GetJson): (query: Query, args: Record<string, unknown>) => Promise<QueryContext> {
  let selfContext: Promise<string | null> | null = null;
  const self = () => {
    // Our own URN never changes: learnt once, as any server would.
    selfContext ??= getJson(`${API}/self`).then(
      (s) => (typeof s === 'string' ? s : null),
      () => null,
    );
    return selfContext;
  };
  return async (query, args) => {
    const ctx = base();
    const model = new VesselModel(ctx.now);
    const needs = REST_NEEDS[query.name] ?? WHOLE_SELF;
    const jobs: Promise<void>[] = [];
    if (needs.vessels) {
      jobs.push(
        Promise.all([self(), getJson(`${API}/vessels`)]).then(([urn, vessels]) => {
          if (vessels !== undefined) model.applyFullModel({ ...(urn ? { self: urn } : {}), vessels });
        }),
      );
    }
    const rounds = (async () => {
      for (const round of needs.rounds) {
        await Promise.all(round(args, model).map(async (p) => loadSelf(model, p, await getJson(`${API}/vessels/self${p ? '/' + p.replace(/\./g, '/') : ''}`))));
      }
    })();
    await Promise.all([...jobs, rounds]);
    return { ...ctx, model };
  };
}

/** Loads a REST document found at a self path into the model, as if the full model held it there. */
export function loadSelf(model: VesselModel, path: string, doc: unknown): void {
  if (doc === undefined) return;
  let node: unknown = doc;
  const parts = path === '' ? [] : path.split('.');
  for (let i = parts.length - 1; i >= 0; i--) node = { [parts[i]!]: node };
  model.applyFullModel(node, SELF);
}

/** The bank a battery call reads, chosen by the query's own rule from the banks REST listed. */
function bankToRead(found: VesselModel, asked: string | undefined): string | null {
  const banks = new Set<string>();
  for (const p of found.paths()) {
    const m = /^electrical\.batteries\.([^.]+)\./.exec(p);
    if (m?.[1]) banks.add(m[1]);
  }
  return chooseBank([...banks].sort(), asked);
}
