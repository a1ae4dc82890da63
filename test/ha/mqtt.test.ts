/**
 * Boat sensors as real Home Assistant entities through MQTT discovery, end to end: a real
 * Mosquitto (test/helpers/mosquitto.ts), a real signalk-server, a real Home Assistant Core whose MQTT
 * integration is set up through the config-flow API, and signalk-assist as a child process with
 * --mqtt-url and credentials. Checks the entity and device registries, the `display` attribute
 * against the MCP answer, the recorder's history, availability when the add-on stops and starts, and
 * that the entities come back after Home Assistant restarts while the add-on is paused (retained
 * messages alone). Written for any Home Assistant version the helper runs (2024.3, 2025.4).
 *
 * Needs `bash scripts/setup-ha.sh`, scripts/install-signalk.sh and Debian's mosquitto; skipped
 * without them, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startAssist, type AssistProcess } from '../helpers/assist.js';
import { haUnavailableReason, poll, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { configureMqttIntegration, mosquittoUnavailableReason, startMosquitto, type Mosquitto } from '../helpers/mosquitto.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { getState, haCommand, recordedStates, type DeviceEntry, type RegistryEntry } from '../helpers/ha-states.js';
import { BOAT_IDENTITY, DEVICE_KEY, houseBank, mqttEntityArgs, startTogether } from '../helpers/ha-boat.js';

const unavailable = haUnavailableReason() ?? mosquittoUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

// signalk-server 2 publishes navigation.course.* (null: no course) by itself, so the route sensor exists, unknown.
// The house bank sends its current: its energy counters (test/ha/energy.test.ts) exist, at 0 after one sample.
const IDS = [
  'sensor.signalk_alarms',
  'sensor.signalk_battery_house',
  'sensor.signalk_battery_house_energy_in',
  'sensor.signalk_battery_house_energy_out',
  'sensor.signalk_depth',
  'sensor.signalk_route',
];

describe('boat sensors through MQTT discovery on a real Home Assistant', { skip }, () => {
  let ha: HomeAssistant;
  let sk: SignalKServer;
  let broker: Mosquitto;
  let assist: AssistProcess | undefined;
  const deviceKey = DEVICE_KEY;
  const args = () => mqttEntityArgs(sk, ha, broker, { staleAfterHour: true });

  before(async () => {
    [ha, sk, broker] = await startTogether(
      startHomeAssistant({ language: 'en', extraConfig: 'recorder:\n  commit_interval: 1\nhistory:' }),
      startSignalK({ readyTimeoutMs: 120_000, baseDeltas: BOAT_IDENTITY }),
      startMosquitto(),
    );
    await configureMqttIntegration(ha, broker);
    // The boat's identity: its MMSI keys the device (and signalk-server's self context); its name names it.
    const self = (await (await fetch(`${sk.url}/signalk/v1/api/self`)).json()) as string;
    assert.equal(self, 'vessels.urn:mrn:imo:mmsi:244690000');
    assert.equal(deviceKey, 'signalk_mmsi_244690000');
    await sk.sendDelta(houseBank({ depth: true }));
    assist = await startAssist({ transport: 'http', args: args() });
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop(), broker?.stop()]);
  });

  it('registers one device named after the boat, holding its sensors with unique ids, device classes and units', async () => {
    const entries = await poll('the MQTT entities in the registry', 60_000, async () => {
      const list = await haCommand<{ entity_id: string }[]>(ha, { type: 'config/entity_registry/list' });
      const ours = list
        .filter((e) => e.entity_id.startsWith('sensor.signalk_'))
        .map((e) => e.entity_id)
        .sort();
      return IDS.every((id) => ours.includes(id)) ? ours : undefined;
    });
    assert.deepEqual(entries, IDS);
    const full = await Promise.all(IDS.map((id) => haCommand<RegistryEntry>(ha, { type: 'config/entity_registry/get', entity_id: id })));
    assert.deepEqual(
      full.map((e) => [e.entity_id, e.platform, e.unique_id, e.original_device_class]),
      [
        ['sensor.signalk_alarms', 'mqtt', `${deviceKey}_alarms`, null],
        ['sensor.signalk_battery_house', 'mqtt', `${deviceKey}_battery_house`, 'battery'],
        ['sensor.signalk_battery_house_energy_in', 'mqtt', `${deviceKey}_battery_house_energy_in`, 'energy'],
        ['sensor.signalk_battery_house_energy_out', 'mqtt', `${deviceKey}_battery_house_energy_out`, 'energy'],
        ['sensor.signalk_depth', 'mqtt', `${deviceKey}_depth`, 'distance'],
        ['sensor.signalk_route', 'mqtt', `${deviceKey}_route`, null],
      ],
    );
    // The name may reach signalk-assist after the boat's identity: the device is renamed then.
    const devices = await poll('the device named Albatross', 15_000, async () => {
      const list = (await haCommand<DeviceEntry[]>(ha, { type: 'config/device_registry/list' })).filter((d) => d.identifiers.some(([domain]) => domain === 'mqtt'));
      return list.some((d) => d.name === 'Albatross') ? list : undefined;
    });
    assert.deepEqual(
      devices.map((d) => [d.name, d.identifiers]),
      [['Albatross', [['mqtt', deviceKey]]]],
    );
    assert.deepEqual(new Set(full.map((e) => e.device_id)), new Set([devices[0]!.id]));

    const battery = await poll('battery state 68', 30_000, async () => {
      const s = await getState(ha, 'sensor.signalk_battery_house');
      return s?.state === '68' ? s : undefined;
    });
    assert.deepEqual(
      [battery.attributes.unit_of_measurement, battery.attributes.device_class, battery.attributes.state_class, battery.attributes.friendly_name],
      ['%', 'battery', 'measurement', 'Albatross Battery house'],
    );
    const depth = await getState(ha, 'sensor.signalk_depth');
    assert.deepEqual([depth?.state, depth?.attributes.unit_of_measurement, depth?.attributes.device_class], ['3.2', 'm', 'distance']);
  });

  it('carries the MCP answer: display, the fields, age_seconds and stale', async () => {
    const s = await getState(ha, 'sensor.signalk_battery_house');
    const tool = await assist!.call('battery_state', { bank: 'house' });
    assert.equal(s?.attributes.display, tool.structured?.display);
    assert.equal(s?.attributes.display, '68 percent, 12.8 volts, 8.2 amps discharging');
    for (const k of ['bank', 'soc_fraction', 'voltage', 'current', 'available_banks', 'timestamp']) assert.deepEqual(s?.attributes[k], tool.structured?.[k], k);
    assert.equal(s?.attributes.stale, false);
    assert.equal(typeof s?.attributes.age_seconds, 'number');
    const depth = await getState(ha, 'sensor.signalk_depth');
    assert.equal(depth?.attributes.display, (await assist!.call('depth_state')).structured?.display);
  });

  it('keeps history in the recorder: two updates, two states', async () => {
    const since = new Date(Date.now() - 600_000).toISOString();
    await sk.sendDelta({ updates: [{ values: [{ path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.552 }] }] });
    await poll('state of charge 55', 15_000, async () => ((await getState(ha, 'sensor.signalk_battery_house'))?.state === '55' ? true : undefined));
    const states = await poll('68 then 55 in the history', 30_000, async () => {
      const list = await recordedStates(ha, 'sensor.signalk_battery_house', since);
      return list.includes('68') && list.includes('55') ? list : undefined;
    });
    assert.deepEqual(states.slice(-2), ['68', '55']);
  });

  it('goes unavailable when the add-on stops, and back when it starts', async () => {
    await assist!.stop();
    assist = undefined;
    for (const id of IDS) await poll(`${id} unavailable`, 15_000, async () => ((await getState(ha, id))?.state === 'unavailable' ? true : undefined));
    assist = await startAssist({ transport: 'http', args: args() });
    await poll('battery back at 55', 30_000, async () => ((await getState(ha, 'sensor.signalk_battery_house'))?.state === '55' ? true : undefined));
    assert.equal((await getState(ha, 'sensor.signalk_depth'))?.state, '3.2');
  });

  it('survives a Home Assistant restart with the add-on paused (retained configs and states alone)', async (t) => {
    // Paused, the add-on can neither answer HA's birth message nor publish; its connection stays
    // open (the broker allows 1.5 keepalives, 90 s), so its last will does not fire.
    process.kill(assist!.pid!, 'SIGSTOP');
    try {
      await ha.restart();
      const running = Date.now();
      const states = await poll('every sensor with its state', 60_000, async () => {
        const got = await Promise.all(IDS.map((id) => getState(ha, id)));
        return got.every((s) => s !== undefined && s.state !== 'unavailable') ? got.map((s) => s!.state) : undefined;
      });
      t.diagnostic(`Home Assistant start (spawn to RUNNING): ${ha.startTimesMs.at(-1)} ms; RUNNING to every sensor with a state: ${Date.now() - running} ms`);
      assert.deepEqual(states, ['0', '55', '0', '0', '3.2', 'unknown']);
      const battery = await getState(ha, 'sensor.signalk_battery_house');
      assert.equal(battery?.attributes.display, '55 percent, 12.8 volts, 8.2 amps discharging');
    } finally {
      process.kill(assist!.pid!, 'SIGCONT');
    }
  });

  it('switching to plain states removes the MQTT device; switching back removes the plain states and keeps the entity ids', async () => {
    const mqttDevices = async () =>
      (await haCommand<DeviceEntry[]>(ha, { type: 'config/device_registry/list' })).filter((d) => d.identifiers.some(([domain]) => domain === 'mqtt'));
    await assist!.stop();
    const plain = args().slice(0, args().indexOf('--mqtt-url'));
    assist = await startAssist({ transport: 'http', args: plain });
    await poll('the MQTT device removed', 30_000, async () => ((await mqttDevices()).length === 0 ? true : undefined));
    const s = await poll('a plain battery state', 30_000, async () => {
      const st = await getState(ha, 'sensor.signalk_battery_house');
      return st?.state === '55' ? st : undefined;
    });
    assert.equal(s.attributes.attribution, 'SignalK via signalk-assist');
    const registered = (await haCommand<{ entity_id: string }[]>(ha, { type: 'config/entity_registry/list' })).filter((e) => e.entity_id.startsWith('sensor.signalk_'));
    assert.deepEqual(registered, []);

    await assist!.stop();
    assist = await startAssist({ transport: 'http', args: args() });
    const ids = await poll('the MQTT entities registered again', 60_000, async () => {
      const list = (await haCommand<{ entity_id: string }[]>(ha, { type: 'config/entity_registry/list' }))
        .map((e) => e.entity_id)
        .filter((id) => id.startsWith('sensor.signalk_'))
        .sort();
      return list.length >= IDS.length ? list : undefined;
    });
    assert.deepEqual(ids, IDS, 'the same entity ids, no _2: the plain states were removed first');
    const back = await poll('battery 55 from MQTT', 30_000, async () => {
      const st = await getState(ha, 'sensor.signalk_battery_house');
      return st?.state === '55' && st.attributes.attribution === undefined ? st : undefined;
    });
    assert.equal(back.attributes.friendly_name, 'Albatross Battery house');
    assert.equal((await mqttDevices()).map((d) => d.name).join(), 'Albatross');
  });
});
