/**
 * MQTT discovery's pure part (src/entities/discovery.ts): the boat as a device, topics, the
 * discovery config and state message of a sensor; and where the broker comes from
 * (src/entities/broker.ts): options, a URL's credentials, the Supervisor's service answer.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildConfig, ConfigError } from '../../src/config.js';
import { brokerFromOptions, brokerFromService } from '../../src/entities/broker.js';
import { boatDevice, boatTopics, discoveryConfig, statePayload } from '../../src/entities/discovery.js';
import { safeUrl } from '../../src/entities/mqtt.js';
import { planEntities } from '../../src/entities/plan.js';
import type { QueryContext } from '../../src/queries/types.js';
import type { Language } from '../../src/speech/types.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

function boat(self: string | null, identity: Record<string, unknown> = {}): { model: VesselModel; ctx(language?: Language): QueryContext; clock: { now: number } } {
  const clock = { now: T0 };
  const model = new VesselModel(() => clock.now);
  if (self) model.applyDelta({ self, version: '1.0.0' });
  const stamp = new Date(T0).toISOString();
  if (Object.keys(identity).length) model.applyDelta({ context: 'vessels.self', updates: [{ timestamp: stamp, values: [{ path: '', value: identity }] }] });
  model.applyDelta({
    context: 'vessels.self',
    updates: [
      {
        timestamp: stamp,
        values: [
          { path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.684 },
          { path: 'electrical.batteries.house.voltage', value: 12.84 },
          { path: 'electrical.batteries.house.current', value: -8.2 },
        ],
      },
    ],
  });
  return {
    model,
    clock,
    ctx: (language = 'en') => contextOf(model, { language, now: () => clock.now }),
  };
}

describe('the boat as a Home Assistant device', () => {
  it('is keyed by the MMSI of the self context and named by SignalK name, with the AIS ship type as model', () => {
    const b = boat('vessels.urn:mrn:imo:mmsi:244690000', { name: 'Albatross' });
    b.model.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'design.aisShipType', value: { id: 36, name: 'Sailing' } }] }] });
    assert.deepEqual(boatDevice(b.model), { key: 'signalk_mmsi_244690000', name: 'Albatross', mmsi: '244690000', model: 'Sailing' });
  });

  it('is keyed by the uuid when the boat has no MMSI, and has a plain name when SignalK gives none', () => {
    const b = boat('vessels.urn:mrn:signalk:uuid:c0d79334-4e25-4245-8892-54e8ccc8021d');
    assert.deepEqual(boatDevice(b.model), { key: 'signalk_uuid_c0d79334_4e25_4245_8892_54e8ccc8021d', name: 'SignalK vessel', mmsi: null, model: null });
  });

  it('is not known until SignalK says who we are: no entities keyed on a guess', () => {
    assert.equal(boatDevice(boat(null).model), null);
  });
});

describe('discovery config and state message of a sensor', () => {
  const b = boat('vessels.urn:mrn:imo:mmsi:244690000', { name: 'Albatross' });
  const device = boatDevice(b.model)!;
  const topics = boatTopics(device);
  const battery = planEntities(b.ctx()).find((e) => e.entityId === 'sensor.signalk_battery_house')!;

  it('keeps the entity id as object_id and default_entity_id, a unique id per boat, class, unit, the state topic and two availabilities', () => {
    assert.deepEqual(discoveryConfig(battery, device, topics), {
      name: 'Battery house',
      unique_id: 'signalk_mmsi_244690000_battery_house',
      object_id: 'signalk_battery_house',
      default_entity_id: 'sensor.signalk_battery_house',
      icon: 'mdi:car-battery',
      device_class: 'battery',
      state_class: 'measurement',
      unit_of_measurement: '%',
      state_topic: 'signalk-assist/signalk_mmsi_244690000/signalk_battery_house',
      value_template: '{{ value_json.state }}',
      json_attributes_topic: 'signalk-assist/signalk_mmsi_244690000/signalk_battery_house',
      json_attributes_template: '{{ value_json.attributes | tojson }}',
      availability: [
        { topic: 'signalk-assist/signalk_mmsi_244690000/status' },
        { topic: 'signalk-assist/signalk_mmsi_244690000/signalk_battery_house', value_template: "{{ 'online' if value_json.available else 'offline' }}" },
      ],
      availability_mode: 'all',
      device: { identifiers: ['signalk_mmsi_244690000'], name: 'Albatross' },
    });
    assert.equal(topics.config(battery), 'homeassistant/sensor/signalk_mmsi_244690000/signalk_battery_house/config');
  });

  it('names the sensor in the answer language', () => {
    const de = planEntities(b.ctx('de')).find((e) => e.entityId === 'sensor.signalk_battery_house')!;
    assert.equal(discoveryConfig(de, device, topics).name, de.attributes.friendly_name);
    assert.notEqual(de.attributes.friendly_name, 'Battery house');
  });

  it('sends the number, available, and the attributes without what the config carries', () => {
    const p = statePayload(battery);
    assert.equal(p.state, '68');
    assert.equal(p.available, true);
    assert.equal(p.attributes.display, '68 percent, 12.8 volts, 8.2 amps discharging');
    assert.deepEqual(Object.keys(p.attributes), ['display', 'bank', 'soc_fraction', 'voltage', 'current', 'available_banks', 'timestamp', 'age_seconds', 'stale']);
    for (const k of ['friendly_name', 'icon', 'unit_of_measurement', 'device_class', 'state_class', 'attribution']) assert.equal(k in p.attributes, false, k);
  });

  it('says "None" for unknown (the MQTT sensor\'s empty value) and not available past the unavailable limit', () => {
    assert.deepEqual([statePayload({ ...battery, state: 'unknown' }).state, statePayload({ ...battery, state: 'unknown' }).available], ['None', true]);
    assert.deepEqual([statePayload({ ...battery, state: 'unavailable' }).state, statePayload({ ...battery, state: 'unavailable' }).available], ['None', false]);
  });
});

describe('where the broker comes from', () => {
  it('takes the option URL, moving its user info into the credentials', () => {
    assert.deepEqual(brokerFromOptions({ mqtt_url: 'mqtt://boat:s3cret@192.168.1.20:1883', mqtt_username: '', mqtt_password: '' }), {
      url: 'mqtt://192.168.1.20:1883',
      username: 'boat',
      password: 's3cret',
      source: 'option mqtt_url',
    });
    assert.deepEqual(brokerFromOptions({ mqtt_url: 'mqtts://broker.lan:8883', mqtt_username: 'u', mqtt_password: 'p' }), {
      url: 'mqtts://broker.lan:8883',
      username: 'u',
      password: 'p',
      source: 'option mqtt_url',
    });
    assert.equal(brokerFromOptions({ mqtt_url: '', mqtt_username: 'u', mqtt_password: 'p' }), null);
  });

  it("reads the Supervisor's MQTT service answer", () => {
    assert.deepEqual(brokerFromService({ host: 'core-mosquitto', port: 1883, ssl: false, protocol: '3.1.1', username: 'addons', password: 'Ae3x' }), {
      url: 'mqtt://core-mosquitto:1883',
      username: 'addons',
      password: 'Ae3x',
      source: "the Supervisor's MQTT service",
    });
    assert.equal(brokerFromService({ host: 'core-mosquitto', port: 8883, ssl: true })?.url, 'mqtts://core-mosquitto:8883');
    assert.equal(brokerFromService({}), null);
    assert.equal(brokerFromService(null), null);
  });

  it('accepts mqtt:// and mqtts:// broker URLs from flags and environment, and refuses others by name', () => {
    assert.equal(buildConfig({ flags: { 'mqtt-url': 'mqtt://192.168.1.20:1883' } }).mqtt_url, 'mqtt://192.168.1.20:1883');
    assert.deepEqual(
      (({ mqtt_url, mqtt_username, mqtt_password }) => [mqtt_url, mqtt_username, mqtt_password])(
        buildConfig({ env: { MQTT_URL: 'mqtts://broker.lan:8883', MQTT_USERNAME: 'boat', MQTT_PASSWORD: 'pw' } }),
      ),
      ['mqtts://broker.lan:8883', 'boat', 'pw'],
    );
    assert.equal(buildConfig({}).mqtt_url, '');
    assert.throws(
      () => buildConfig({ flags: { 'mqtt-url': 'http://192.168.1.20:1883' } }),
      (e: unknown) => e instanceof ConfigError && e.problems.join() === '--mqtt-url: must be empty or an mqtt:// or mqtts:// URL, e.g. mqtt://192.168.1.20:1883',
    );
  });

  it('logs a broker URL without its credentials', () => {
    assert.equal(safeUrl('mqtt://boat:s3cret@192.168.1.20:1883'), 'mqtt://192.168.1.20:1883');
  });
});
