/**
 * The battery energy sensors (src/vessel/energy.ts, src/entities/plan.ts) on a real Home
 * Assistant through MQTT discovery, as test/ha/mqtt.test.ts sets it up: a real Mosquitto, a real
 * signalk-server, Home Assistant's MQTT integration configured through the config-flow API, and
 * signalk-assist as a child process. A known power profile goes through the SignalK server as deltas
 * with explicit timestamps (the counters integrate over the deltas' own times), and the kWh Home
 * Assistant ends up with is checked exactly; then the sensors are registered with the energy device
 * class, total_increasing and kWh, saved as a battery in the energy dashboard's preferences
 * (`energy/save_prefs`), and `energy/validate` reports no issue for them. Home Assistant's recorder
 * defines a sensor's long-term statistics at its first five-minute compile (minute 0, 5, 10, ... and
 * 10 s), so the last check may wait up to ten minutes. Written for 2024.3 and 2025.4.
 *
 * Needs `bash scripts/setup-ha.sh`, scripts/install-signalk.sh and Debian's mosquitto; skipped
 * without them, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startAssist, type AssistProcess } from '../helpers/assist.js';
import { haAtLeast, haUnavailableReason, poll, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { configureMqttIntegration, mosquittoUnavailableReason, startMosquitto, type Mosquitto } from '../helpers/mosquitto.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { getState, haCommand } from '../helpers/ha-states.js';
import { BOAT_IDENTITY, mqttEntityArgs, startTogether } from '../helpers/ha-boat.js';

const unavailable = haUnavailableReason() ?? mosquittoUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

const IN = 'sensor.signalk_battery_house_energy_in';
const OUT = 'sensor.signalk_battery_house_energy_out';
const V = 'electrical.batteries.house.voltage';
const I = 'electrical.batteries.house.current';

/** One issue of `energy/validate` (homeassistant/components/energy/validate.py ValidationIssue, as_dict). */
interface ValidationIssue {
  type: string;
  affected_entities: [string, unknown][];
  translation_placeholders: Record<string, string> | null;
}

describe('battery energy sensors on a real Home Assistant, accepted by its energy dashboard', { skip }, () => {
  let ha: HomeAssistant;
  let sk: SignalKServer;
  let broker: Mosquitto;
  let assist: AssistProcess | undefined;

  before(async () => {
    [ha, sk, broker] = await startTogether(
      startHomeAssistant({ language: 'en', extraConfig: 'recorder:\n  commit_interval: 1\nhistory:\nenergy:' }),
      startSignalK({ readyTimeoutMs: 120_000, baseDeltas: BOAT_IDENTITY }),
      startMosquitto(),
    );
    await configureMqttIntegration(ha, broker);
    assist = await startAssist({ transport: 'http', args: mqttEntityArgs(sk, ha, broker) });
    // signalk-assist is live (its sensors are in Home Assistant) before the profile starts: every delta reaches its counters.
    await poll('the alarms sensor', 60_000, async () => ((await getState(ha, 'sensor.signalk_alarms'))?.state === '0' ? true : undefined));
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop(), broker?.stop()]);
  });

  it('counts a known power profile, sent through SignalK with timestamps, to the exact kWh', async () => {
    // A 48 V bank at 300 A, 14.4 kW: charging for 1 s (14 400 J); then to discharging at 300 A over
    // 1 s, crossing zero after 0.5 s (3 600 J in, 3 600 J out); then 0.75 s more discharging (10 800 J
    // out). In: 18 000 J = 0.005 kWh; out: 14 400 J = 0.004 kWh. The timestamps lie a few seconds in
    // the past, within the 10 s the model believes a source's clock (vessel/model.ts readingTime).
    const base = Date.now() - 3500;
    const profile: [number, number][] = [
      [0, 300],
      [1000, 300],
      [2000, -300],
      [2750, -300],
    ];
    for (const [ms, amps] of profile) {
      await sk.sendDelta({
        updates: [
          {
            timestamp: new Date(base + ms).toISOString(),
            values: [
              { path: V, value: 48 },
              { path: I, value: amps },
            ],
          },
        ],
      });
    }
    const states = await poll('energy in 0.005 and out 0.004', 30_000, async () => {
      const got = [(await getState(ha, IN))?.state, (await getState(ha, OUT))?.state];
      return got[0] === '0.005' && got[1] === '0.004' ? got : undefined;
    });
    assert.deepEqual(states, ['0.005', '0.004']);
    const into = (await getState(ha, IN))!;
    assert.deepEqual(
      [
        into.attributes.friendly_name,
        into.attributes.device_class,
        into.attributes.state_class,
        into.attributes.unit_of_measurement,
        into.attributes.energy_j,
        into.attributes.bank,
      ],
      ['Albatross Battery house energy in', 'energy', 'total_increasing', 'kWh', 18_000, 'house'],
    );
    assert.match(String(into.attributes.display), /^0 kilowatt hours charged since \d{1,2}(:\d\d| oh \d)? [AP]M$/);
    assert.equal((await getState(ha, OUT))?.attributes.energy_j, 14_400);
  });

  it('registers them with device class energy and state class total_increasing, on the boat device', async () => {
    interface Entry {
      entity_id: string;
      unique_id: string;
      platform: string;
      device_id: string | null;
      original_device_class: string | null;
      capabilities: Record<string, unknown> | null;
    }
    const [a, b, battery] = await Promise.all([IN, OUT, 'sensor.signalk_battery_house'].map((id) => haCommand<Entry>(ha, { type: 'config/entity_registry/get', entity_id: id })));
    assert.deepEqual(
      [a, b].map((e) => [e!.entity_id, e!.platform, e!.unique_id, e!.original_device_class, e!.capabilities]),
      [
        [IN, 'mqtt', 'signalk_mmsi_244690000_battery_house_energy_in', 'energy', { state_class: 'total_increasing' }],
        [OUT, 'mqtt', 'signalk_mmsi_244690000_battery_house_energy_out', 'energy', { state_class: 'total_increasing' }],
      ],
    );
    assert.equal(a!.device_id, battery!.device_id);
    assert.ok(a!.device_id);
    // The recorder keeps long-term statistics for them as sums in kWh (what the energy dashboard reads).
    const ids = await haCommand<{ statistic_id: string; has_sum: boolean; statistics_unit_of_measurement: string | null }[]>(ha, {
      type: 'recorder/list_statistic_ids',
      statistic_type: 'sum',
    });
    const ours = ids
      .filter((s) => s.statistic_id === IN || s.statistic_id === OUT)
      .map((s) => [s.statistic_id, s.has_sum, s.statistics_unit_of_measurement])
      .sort();
    assert.deepEqual(ours, [
      [IN, true, 'kWh'],
      [OUT, true, 'kWh'],
    ]);
  });

  it('is saved as a battery in the energy preferences, and energy/validate finds no issue', async (t) => {
    // Home Assistant's battery source: stat_energy_from is the energy out of the battery, stat_energy_to the energy into it.
    const battery = { type: 'battery', stat_energy_from: OUT, stat_energy_to: IN };
    const saved = await haCommand<{ energy_sources: unknown[] }>(ha, { type: 'energy/save_prefs', energy_sources: [battery] });
    assert.deepEqual(saved.energy_sources, [battery]);
    assert.deepEqual((await haCommand<{ energy_sources: unknown[] }>(ha, { type: 'energy/get_prefs' })).energy_sources, [battery]);
    const started = Date.now();
    let first: ValidationIssue[][] | undefined;
    const result = await poll('energy/validate without issues', 11 * 60_000, async () => {
      const r = await haCommand<{ energy_sources: ValidationIssue[][]; device_consumption: unknown[]; device_consumption_water?: unknown[] }>(ha, { type: 'energy/validate' });
      first ??= r.energy_sources;
      // Until the recorder's first compile the only issue allowed is statistics_not_defined, for our two sensors.
      for (const issue of r.energy_sources.flat()) {
        assert.equal(issue.type, 'statistics_not_defined', JSON.stringify(issue));
        for (const [id] of issue.affected_entities) assert.ok(id === IN || id === OUT, id);
      }
      return r.energy_sources.flat().length === 0 ? r : undefined;
    });
    // HA 2026.x also validates water consumption devices (`device_consumption_water`; absent in 2025.4.4, there in 2026.11.0): none here either.
    const water = haAtLeast('2026.1') ? { device_consumption_water: [] } : {};
    assert.deepEqual(result, { energy_sources: [[]], device_consumption: [], ...water });
    t.diagnostic(`first energy/validate: ${JSON.stringify(first)}; no issue after ${Math.round((Date.now() - started) / 1000)} s (the recorder's five-minute compile)`);
  });
});
