/**
 * The entities output: writes the sensors of plan.ts to a destination (an {@link EntitySink}) as
 * often as throttle.ts allows. Two sinks: Home Assistant's states API (`POST /api/states/<id>`,
 * docs/design.md#home-assistant-glue, {@link HaStatesSink}) and MQTT
 * discovery (mqtt.ts). Both follow the same throttle and significance rules.
 *
 * Driving: the model's change listener only marks the sensors dirty (no work per delta); a timer
 * ({@link DEFAULT_TICK_MS}) plans and decides while dirty, and at least once per interval anyway, so
 * that staleness and "unavailable" show up when a path falls silent. When the sink says its
 * destination lost what it had (a reconnect, Home Assistant's restart), every sensor is written
 * again. On stop the sink marks the sensors unavailable; when the output is off,
 * {@link removeEntityStates} deletes the states an earlier run left behind.
 *
 * Failures are isolated: a failed write is retried after an interval and logged once per streak; it
 * never reaches the MCP side.
 */
import type { Connection } from 'home-assistant-js-websocket';
import { log } from '../log.js';
import type { QueryContext } from '../queries/types.js';
import type { EnergyMeter } from '../vessel/energy.js';
import type { VesselModel } from '../vessel/model.js';
import type { EntityState } from '../questions/sensor.js';
import { ATTRIBUTION, ENTITY_PREFIX, planEntities } from './plan.js';
import { decide, type SendReason, type Sent } from './throttle.js';

/** How often the timer looks at dirty sensors: "at once" for a significant change means within this. */
export const DEFAULT_TICK_MS = 500;
/** Bound on marking sensors unavailable at stop (the CLI exits 3 s after a stop signal whatever happens). */
const STOP_TIMEOUT_MS = 2000;

/** What the publisher needs of the Home Assistant connection (src/ha/connection.ts HaConnection). */
export interface HaPort {
  readonly conn: Connection | null;
  rest<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  onReady(listener: (conn: Connection) => void | Promise<void>): () => void;
}

/** Where the sensors go. */
export interface EntitySink {
  /** Where, for the log: "Home Assistant", "the MQTT broker". */
  readonly where: string;
  /** Whether writes can go now. */
  ready(): boolean;
  /** Writes one sensor; rejects on failure (retried by the publisher). */
  write(e: EntityState): Promise<void>;
  /** Calls `listener` whenever the destination may have lost what was written: every sensor is written again. */
  onRepublish(listener: () => void): () => void;
  /** Marks the sensors unavailable (the last written states are given) and lets go. The publisher bounds it in time. */
  close(last: EntityState[]): Promise<void>;
}

/**
 * The states API sink. States posted this way have no unique_id and vanish when Home Assistant
 * restarts, so every sensor is written again on each (re)connect and on `homeassistant_started`.
 */
export class HaStatesSink implements EntitySink {
  readonly where = 'Home Assistant';
  private subscribedConn: Connection | null = null;

  constructor(private readonly ha: HaPort) {}

  ready(): boolean {
    return this.ha.conn?.connected === true;
  }

  async write(e: EntityState): Promise<void> {
    await this.ha.rest('POST', `/api/states/${e.entityId}`, { state: e.state, attributes: e.attributes });
  }

  onRepublish(listener: () => void): () => void {
    // The connection that was last written to in full: a listener added while HaConnection runs its
    // ready listeners is called twice for one connect; a second full write would race the first.
    let handled: Connection | null = null;
    return this.ha.onReady(async (conn) => {
      if (handled === conn) return;
      handled = conn;
      listener();
      if (this.subscribedConn !== conn) {
        // The library resubscribes by itself after a reconnect of the same Connection.
        this.subscribedConn = conn;
        conn.addEventListener('disconnected', () => {
          if (handled === conn) handled = null;
        });
        await conn.subscribeEvents(() => {
          log.debug('Home Assistant started: writing the boat sensors again.');
          listener();
        }, 'homeassistant_started');
      }
    });
  }

  async close(last: EntityState[]): Promise<void> {
    if (!this.ready()) return;
    await Promise.allSettled(last.map((s) => this.ha.rest('POST', `/api/states/${s.entityId}`, { state: 'unavailable', attributes: s.attributes })));
  }
}

export interface EntityPublisherOptions {
  sink: EntitySink;
  model: VesselModel;
  /** The query context of the moment (language and units may change while running). */
  context: () => QueryContext;
  /** Least time between two ordinary writes of one sensor, ms (option entities_interval_s). */
  intervalMs: number;
  /** The battery energy counters behind the energy sensors (plan.ts); none: no energy sensors. */
  energy?: EnergyMeter;
  /** Timer period, ms (default {@link DEFAULT_TICK_MS}). */
  tickMs?: number;
  now?: () => number;
}

/** Counters, for logs and the health endpoint. */
export interface PublisherStats {
  /** Successful writes, by reason; `republish` counts the writes after a (re)connect or HA start. */
  writes: Record<SendReason | 'republish', number>;
  failures: number;
  /** Sensors currently known to the destination. */
  entities: number;
}

/** See module doc. */
export class EntityPublisher {
  readonly stats: PublisherStats = { writes: { new: 0, significant: 0, interval: 0, republish: 0 }, failures: 0, entities: 0 };
  private readonly sent = new Map<string, Sent>();
  private readonly inFlight = new Set<string>();
  private readonly retryAt = new Map<string, number>();
  private readonly now: () => number;
  private dirty = true;
  private lastEval = -Infinity;
  /** Bumped on every republish: a write started before it does not count as written after it. */
  private generation = 0;
  private republishing = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribers: (() => void)[] = [];
  private failing = false;
  private announced = false;

  constructor(private readonly opts: EntityPublisherOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** Starts listening to the model and to the sink's (re)connects. */
  start(): void {
    this.unsubscribers.push(
      this.opts.model.onChange(() => {
        this.dirty = true;
      }),
    );
    this.unsubscribers.push(this.opts.sink.onRepublish(() => this.republish()));
    this.timer = setInterval(() => this.tick(), this.opts.tickMs ?? DEFAULT_TICK_MS);
    this.timer.unref();
  }

  /**
   * Stops writing and has the sink mark every sensor written so far "unavailable" (bounded: gives up
   * after a few seconds), so dashboards don't show frozen numbers while the add-on is stopped.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const u of this.unsubscribers.splice(0)) u();
    const last = [...this.sent.values()].map((s) => s.state);
    this.sent.clear();
    let timeout: NodeJS.Timeout | undefined;
    const closing = this.opts.sink.close(last).catch(() => {});
    await Promise.race([closing, new Promise<void>((r) => (timeout = setTimeout(r, STOP_TIMEOUT_MS)))]);
    clearTimeout(timeout);
  }

  /** Forgets what Home Assistant had and writes every sensor again. */
  private republish(): void {
    this.generation++;
    this.sent.clear();
    this.retryAt.clear();
    this.republishing = true;
    this.dirty = true;
    this.evaluate();
  }

  private tick(): void {
    if (this.dirty || this.now() - this.lastEval >= this.opts.intervalMs) this.evaluate();
  }

  /** Plans the sensors and writes those the throttle lets through. Synchronous; writes run in the background. */
  private evaluate(): void {
    if (!this.opts.sink.ready()) return;
    const now = this.now();
    this.dirty = false;
    this.lastEval = now;
    let plan: EntityState[];
    try {
      plan = planEntities(this.opts.context(), this.opts.energy);
    } catch (e) {
      log.error(`Boat sensors could not be computed: ${(e as Error)?.stack ?? String(e)}`);
      return;
    }
    const republish = this.republishing;
    this.republishing = false;
    for (const e of plan) {
      if (this.inFlight.has(e.entityId) || (this.retryAt.get(e.entityId) ?? -Infinity) > now) {
        this.dirty = true;
        continue;
      }
      const d = decide(this.sent.get(e.entityId), e, now, this.opts.intervalMs);
      if (d.action === 'wait') this.dirty = true;
      else if (d.action === 'send') void this.write(e, republish && d.reason === 'new' ? 'republish' : d.reason, now);
    }
    if (!this.announced && plan.length > 0) {
      this.announced = true;
      log.info(`Publishing ${plan.length} boat sensors to ${this.opts.sink.where}: ${plan.map((e) => e.entityId).join(', ')}.`);
    }
  }

  private async write(e: EntityState, reason: SendReason | 'republish', at: number): Promise<void> {
    const generation = this.generation;
    this.inFlight.add(e.entityId);
    try {
      await this.opts.sink.write(e);
      if (generation === this.generation) this.sent.set(e.entityId, { state: e, at });
      this.stats.writes[reason]++;
      this.stats.entities = this.sent.size;
      if (this.failing) log.info(`Boat sensors are being written to ${this.opts.sink.where} again.`);
      this.failing = false;
      log.debug(`entities: ${e.entityId} = ${e.state} (${reason})`);
    } catch (err) {
      this.stats.failures++;
      this.retryAt.set(e.entityId, this.now() + this.opts.intervalMs);
      this.dirty = true;
      if (!this.failing) log.warn(`Could not write ${e.entityId} to ${this.opts.sink.where}: ${(err as Error)?.message ?? String(err)}. Retrying.`);
      this.failing = true;
    } finally {
      this.inFlight.delete(e.entityId);
    }
  }
}

/**
 * Deletes the sensors an earlier run published (those carrying our `attribution`), for when the
 * entities output is turned off. Returns how many were removed. Rejects on a REST failure.
 */
export async function removeEntityStates(ha: Pick<HaPort, 'rest'>): Promise<number> {
  const states = await ha.rest<{ entity_id: string; attributes?: Record<string, unknown> }[]>('GET', '/api/states');
  const ours = states.filter((s) => s.entity_id.startsWith(ENTITY_PREFIX) && s.attributes?.attribution === ATTRIBUTION);
  for (const s of ours) await ha.rest('DELETE', `/api/states/${s.entity_id}`);
  if (ours.length) log.info(`Boat sensors are off: removed ${ours.length} from Home Assistant.`);
  return ours.length;
}
