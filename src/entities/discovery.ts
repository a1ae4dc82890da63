/**
 * Home Assistant MQTT discovery for the boat sensors. Pure: turns the sensors of plan.ts
 * into the topics and payloads that make them real Home Assistant entities (entity registry, one
 * device per boat, recorder history, surviving restarts), without I/O. mqtt.ts publishes them.
 *
 * Topics, for a boat whose device key is `signalk_mmsi_244690000`:
 * - `homeassistant/sensor/signalk_mmsi_244690000/<object id>/config` (retained): the discovery
 *   config (HA docs "MQTT Discovery": `<discovery_prefix>/<component>/[<node_id>/]<object_id>/config`);
 * - `signalk-assist/signalk_mmsi_244690000/<object id>` (retained): `{"state", "available", "attributes"}`,
 *   read by the sensor's value template, availability template and json attributes template;
 * - `signalk-assist/signalk_mmsi_244690000/status` (retained): `online`, or `offline` from a clean stop
 *   or the broker's last will, so every sensor goes unavailable when the add-on is gone.
 * Retained configs and states let Home Assistant rebuild the entities after its own restart with no
 * help from the add-on.
 *
 * Entity ids stay `sensor.signalk_battery_house` on every release because the config carries both
 * keys Home Assistant has read for it: `object_id` (HA 2024.3 to 2025.x; 2026.x's schema drops it
 * unread) and `default_entity_id` (2025.10 and later; the object id with its domain). Each release's
 * MQTT schema removes the key it does not know, so sending both is safe. An entity already in the
 * registry keeps its id whatever the config says: the unique id is the key.
 */
import type { VesselModel } from '../vessel/model.js';
import { slug, type EntityState } from '../questions/sensor.js';

/** Home Assistant's default discovery prefix (its MQTT integration option `discovery_prefix`). */
export const DISCOVERY_PREFIX = 'homeassistant';
/** Our own topics. */
export const TOPIC_ROOT = 'signalk-assist';
/** Home Assistant's birth and will topic (its default `birth_message`): `online` after it (re)starts. */
export const HA_STATUS_TOPIC = 'homeassistant/status';

/** The boat as a Home Assistant device. */
export interface BoatDevice {
  /** Stable key, e.g. "signalk_mmsi_244690000" or "signalk_uuid_c0d7..."; names topics and unique ids. */
  key: string;
  /** The boat's SignalK `name`, else "SignalK vessel". */
  name: string;
  /** Its MMSI, when SignalK gives one. */
  mmsi: string | null;
  /** What kind of vessel SignalK says it is (`design.aisShipType` name, e.g. "Sailing"), else null. SignalK has no manufacturer path. */
  model: string | null;
}

/**
 * The boat's identity from the model: the self context (`vessels.urn:mrn:imo:mmsi:244690000` or
 * `vessels.urn:mrn:signalk:uuid:<uuid>`, SignalK spec "Vessel identity"), else its `mmsi` or `uuid`
 * values. Null until SignalK has said who we are: entities keyed on a guess would be duplicated later.
 */
export function boatDevice(model: VesselModel): BoatDevice | null {
  const ctx = model.selfContext ?? '';
  const value = (p: string): string | null => {
    const v = model.get(p)?.value;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  };
  const mmsi = /:mmsi:(\d{9})$/.exec(ctx)?.[1] ?? value('mmsi');
  const uuid = /:uuid:([0-9A-Za-z-]+)$/.exec(ctx)?.[1] ?? value('uuid');
  const id = mmsi ? `mmsi_${mmsi}` : uuid ? `uuid_${slug(uuid)}` : null;
  if (!id) return null;
  const name = value('name')?.trim();
  const shipType = model.get('design.aisShipType')?.value as { name?: unknown } | null | undefined;
  const kind = typeof shipType?.name === 'string' && shipType.name.trim() !== '' ? shipType.name.trim() : null;
  return { key: `signalk_${id}`, name: name || 'SignalK vessel', mmsi, model: kind };
}

/** The object id of a sensor: its entity id without `sensor.` ("signalk_battery_house"). */
export function objectId(e: Pick<EntityState, 'entityId'>): string {
  return e.entityId.slice('sensor.'.length);
}

/** Where one boat's messages go. */
export interface BoatTopics {
  status: string;
  state(e: Pick<EntityState, 'entityId'>): string;
  config(e: Pick<EntityState, 'entityId'>): string;
}

export function boatTopics(device: Pick<BoatDevice, 'key'>): BoatTopics {
  const base = `${TOPIC_ROOT}/${device.key}`;
  return {
    status: `${base}/status`,
    state: (e) => `${base}/${objectId(e)}`,
    config: (e) => `${DISCOVERY_PREFIX}/sensor/${device.key}/${objectId(e)}/config`,
  };
}

/** Attributes the discovery config carries itself, so they are not repeated as state attributes. */
const IN_CONFIG = new Set(['friendly_name', 'icon', 'unit_of_measurement', 'device_class', 'state_class', 'attribution']);

/**
 * The discovery config of one sensor (HA docs "MQTT Sensor"). `name` is the sensor's translated
 * name; with a device, Home Assistant shows it after the device name ("Albatross Battery house").
 */
export function discoveryConfig(e: EntityState, device: BoatDevice, topics: BoatTopics): Record<string, unknown> {
  const a = e.attributes;
  const stateTopic = topics.state(e);
  return {
    name: a.friendly_name,
    unique_id: `${device.key}_${objectId(e).replace(/^signalk_/, '')}`,
    object_id: objectId(e),
    default_entity_id: e.entityId,
    ...(typeof a.icon === 'string' ? { icon: a.icon } : {}),
    ...(typeof a.device_class === 'string' ? { device_class: a.device_class } : {}),
    ...(typeof a.state_class === 'string' ? { state_class: a.state_class } : {}),
    ...(typeof a.unit_of_measurement === 'string' ? { unit_of_measurement: a.unit_of_measurement } : {}),
    state_topic: stateTopic,
    value_template: '{{ value_json.state }}',
    json_attributes_topic: stateTopic,
    json_attributes_template: '{{ value_json.attributes | tojson }}',
    availability: [{ topic: topics.status }, { topic: stateTopic, value_template: "{{ 'online' if value_json.available else 'offline' }}" }],
    availability_mode: 'all',
    device: { identifiers: [device.key], name: device.name, ...(device.model ? { model: device.model } : {}) },
  };
}

/**
 * The state message of one sensor: `state` is the number as text, or "None" (the MQTT sensor's
 * payload for unknown); `available` is false when the readings are older than the unavailable
 * limit (plan.ts); `attributes` are display, the query's fields, timestamp, age_seconds and stale.
 */
export function statePayload(e: EntityState): { state: string; available: boolean; attributes: Record<string, unknown> } {
  const attributes: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e.attributes)) if (!IN_CONFIG.has(k)) attributes[k] = v;
  const numeric = e.state !== 'unknown' && e.state !== 'unavailable';
  return { state: numeric ? e.state : 'None', available: e.state !== 'unavailable', attributes };
}
