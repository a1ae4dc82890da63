/**
 * The boat the Home Assistant entity tests put on a real signalk-server (Albatross, MMSI 244690000,
 * its house bank and depth), signalk-assist's arguments for entities over MQTT, and starting
 * Home Assistant, signalk-server and Mosquitto together.
 */
import type { HomeAssistant } from './ha.js';
import type { Mosquitto } from './mosquitto.js';
import type { Delta, SignalKServer } from './signalk.js';

/** The boat's MMSI: it keys the MQTT device and signalk-server's self context. */
export const BOAT_MMSI = '244690000';
/** The MQTT device identifier (and unique-id prefix) of that boat. */
export const DEVICE_KEY = `signalk_mmsi_${BOAT_MMSI}`;

/** The boat's name and MMSI as signalk-server keeps them (its admin UI writes baseDeltas.json). */
export const BOAT_IDENTITY: Delta[] = [{ context: 'vessels.self', updates: [{ values: [{ path: '', value: { name: 'Albatross', mmsi: BOAT_MMSI } }] }] }];

/**
 * The house bank at 68.4 %, 12.84 V and 8.2 A discharging ("68 percent, 12.8 volts, 8.2 amps
 * discharging"); with `depth`, also 3.15 m below the keel (said "3.2").
 */
export function houseBank(o: { depth?: boolean } = {}): Delta {
  return {
    updates: [
      {
        values: [
          { path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.684 },
          { path: 'electrical.batteries.house.voltage', value: 12.84 },
          { path: 'electrical.batteries.house.current', value: -8.2 },
          ...(o.depth ? [{ path: 'environment.depth.belowKeel', value: 3.15 }] : []),
        ],
      },
    ],
  };
}

/** signalk-assist's arguments for Home Assistant: Assist off unless asked, entities (plain states) every 5 s unless turned off. */
export function entityArgs(sk: SignalKServer, ha: HomeAssistant, o: { assist?: boolean; entities?: boolean } = {}): string[] {
  return [
    '--signalk-url',
    sk.url,
    '--ha-url',
    ha.url,
    '--ha-token',
    ha.token,
    o.assist ? '--assist' : '--no-assist',
    o.entities === false ? '--no-entities' : '--entities',
    '--entities-interval',
    '5',
  ];
}

/**
 * signalk-assist's arguments for entities over MQTT: Assist off, entities every 5 s, the broker's
 * credentials last (dropping from `--mqtt-url` on gives plain states). `staleAfterHour` raises the
 * navigation and electrical stale limits to an hour, so a slow Home Assistant never sees a reading go stale.
 */
export function mqttEntityArgs(sk: SignalKServer, ha: HomeAssistant, broker: Mosquitto, o: { staleAfterHour?: boolean } = {}): string[] {
  return [
    ...entityArgs(sk, ha),
    ...(o.staleAfterHour ? ['--stale-navigation', '3600', '--stale-electrical', '3600'] : []),
    '--mqtt-url',
    broker.url,
    '--mqtt-username',
    broker.username,
    '--mqtt-password',
    broker.password,
  ];
}

/**
 * Starts servers at once and resolves to them in order. If one fails, the ones that did start are
 * stopped (a failed start leaves nothing running) and its error is thrown.
 */
export async function startTogether<T extends readonly Promise<{ stop(): Promise<void> }>[]>(...starts: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const started = await Promise.allSettled(starts);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  return started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
