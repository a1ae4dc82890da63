/**
 * The entities output, put together: MQTT discovery when a broker is available (real
 * Home Assistant entities), else Home Assistant's states API (publisher.ts), said once in the log.
 * Switching removes what the other way left, before the first write (bounded wait for Home
 * Assistant): with MQTT, the states an earlier states-API run posted (they would hold the entity ids
 * the MQTT entities want, which would get `_2`); without, the boat devices an earlier MQTT run
 * registered (HA's MQTT integration then clears their discovery configs on the broker; removing an
 * entity also removes a plain state written under its id). Turned off, both kinds go.
 * On, the battery energy counters (vessel/energy.ts) count from the start, whichever way the
 * sensors go and however long the broker takes to be found.
 */
import { log } from '../log.js';
import type { QueryContext } from '../queries/types.js';
import { attachEnergyMeter, EnergyMeter } from '../vessel/energy.js';
import type { VesselModel } from '../vessel/model.js';
import { EntityPublisher, HaStatesSink, removeEntityStates, type HaPort } from './publisher.js';
import type { Broker } from './mqtt.js';

export interface EntityOutputOptions {
  /** The Home Assistant connection; null when none is configured (MQTT still works). */
  ha: (HaPort & { send<T = unknown>(message: { type: string; [k: string]: unknown }): Promise<T> }) | null;
  /** Whether the output is on. */
  enabled: boolean;
  /** The broker (resolved in the background: the Supervisor may be slow), or null. */
  broker: Promise<Broker | null>;
  model: VesselModel;
  context: () => QueryContext;
  intervalMs: number;
  now?: () => number;
  /** The battery energy counter (app.ts builds it, the history keeps what it counts); absent: one of its own. */
  energy?: EnergyMeter;
}

export interface EntityOutput {
  stop(): Promise<void>;
}

/** A device in Home Assistant's device registry (`config/device_registry/list`). */
interface DeviceEntry {
  id: string;
  identifiers: [string, string][];
  config_entries: string[];
}

/**
 * Removes the boat devices an MQTT run registered (identifiers `["mqtt", "signalk_..."]`) through
 * `config/device_registry/remove_config_entry`; Home Assistant's MQTT integration then publishes
 * empty discovery configs for their entities. Returns how many devices went.
 */
export async function removeMqttDevices(ha: NonNullable<EntityOutputOptions['ha']>): Promise<number> {
  const devices = await ha.send<DeviceEntry[]>({ type: 'config/device_registry/list' });
  const ours = devices.filter((d) => d.identifiers.some(([domain, id]) => domain === 'mqtt' && id.startsWith('signalk_')));
  for (const d of ours) {
    for (const entry of d.config_entries) await ha.send({ type: 'config/device_registry/remove_config_entry', device_id: d.id, config_entry_id: entry });
  }
  if (ours.length) log.info(`Removed ${ours.length} boat device(s) an earlier MQTT run left in Home Assistant.`);
  return ours.length;
}

/** How long MQTT waits for Home Assistant to clear states-API leftovers before publishing anyway. */
const HA_WAIT_MS = 15_000;

/** Runs `what` once Home Assistant is first ready, or gives up after `ms`. */
function firstReady(ha: NonNullable<EntityOutputOptions['ha']>, ms: number, what: (ha: NonNullable<EntityOutputOptions['ha']>) => Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve();
    }, ms);
    const off = ha.onReady(async () => {
      off();
      clearTimeout(timer);
      await what(ha);
      resolve();
    });
  });
}

/** Starts the entities output; see the module doc. Never rejects; failures are logged. */
export function startEntityOutput(o: EntityOutputOptions): EntityOutput {
  let publisher: EntityPublisher | null = null;
  let stopped = false;
  const offs: (() => void)[] = [];
  const cleanup = (what: (ha: NonNullable<EntityOutputOptions['ha']>) => Promise<unknown>, label: string) => {
    const ha = o.ha;
    if (!ha) return;
    const off = ha.onReady(async () => {
      off();
      await what(ha).catch((e: unknown) => log.warn(`Could not remove ${label}: ${(e as Error)?.message ?? String(e)}`));
    });
    offs.push(off);
  };

  if (!o.enabled) {
    cleanup(removeEntityStates, 'the boat sensors an earlier run left');
    cleanup(removeMqttDevices, 'the boat device an earlier MQTT run left');
    return { stop: async () => offs.forEach((f) => f()) };
  }

  let energy = o.energy;
  if (!energy) {
    energy = new EnergyMeter(o.model, o.context().invertCurrent);
    offs.push(attachEnergyMeter(o.model, energy));
  }

  const started = o.broker.then(async (broker) => {
    if (stopped) return;
    if (broker) {
      // First the states-API leftovers, so the MQTT entities get their ids (a state holds its id).
      if (o.ha)
        await firstReady(o.ha, HA_WAIT_MS, (ha) =>
          removeEntityStates(ha).catch((e: unknown) => log.warn(`Could not remove the boat sensors an earlier run left: ${(e as Error)?.message ?? String(e)}`)),
        );
      if (stopped) return;
      // Loaded only with a broker: MQTT.js is about a third of the bundle.
      const { MqttSink } = await import('./mqtt.js');
      if (stopped) return;
      const sink = new MqttSink({ broker, model: o.model });
      publisher = new EntityPublisher({ sink, model: o.model, context: o.context, intervalMs: o.intervalMs, now: o.now, energy });
      publisher.start();
      sink.start();
    } else if (o.ha) {
      log.info(
        'No MQTT broker: boat sensors go to Home Assistant as plain states (no history across its restarts). Install the Mosquitto add-on, or set mqtt_url, for real entities.',
      );
      // First the MQTT leftovers: removing an entity also removes the state a plain write put under its id.
      await firstReady(o.ha, HA_WAIT_MS, (ha) =>
        removeMqttDevices(ha).catch((e: unknown) => log.warn(`Could not remove the boat device an earlier MQTT run left: ${(e as Error)?.message ?? String(e)}`)),
      );
      if (stopped) return;
      publisher = new EntityPublisher({ sink: new HaStatesSink(o.ha), model: o.model, context: o.context, intervalMs: o.intervalMs, now: o.now, energy });
      publisher.start();
    }
  });

  return {
    async stop() {
      stopped = true;
      offs.forEach((f) => f());
      // A broker still being looked up is not waited for: `stopped` keeps it from starting.
      void started.catch(() => {});
      await publisher?.stop();
    },
  };
}
