/**
 * An existing install upgraded to the release a new user gets: Home Assistant 2025.4.4 with the
 * add-on's MQTT sensors, then Home Assistant 2026.11.0 started on the same config folder (as an
 * update does), the add-on running throughout. 2025.4.4 names the entities from the discovery's
 * `object_id`, 2026.11.0 reads only `default_entity_id`; either way the registry keys them by unique
 * id, so the upgrade must keep every entity id, its device, and the recorder's history (2026.11.0
 * migrates 2025.4.4's database), and a sensor that first appears after the upgrade must still get
 * its `sensor.signalk_*` id.
 *
 * Runs in the 2026.11.0 run (scripts/ha-releases.json: not on 2024.3.3, not in 2025.4.4's subset)
 * and needs 2025.4.4 installed too (`bash scripts/setup-ha-2025.sh`); signalk-server and Debian's
 * mosquitto as test/ha/mqtt.test.ts. Without them skipped, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAssist, type AssistProcess } from '../helpers/assist.js';
import { HA_LABEL, HA_VERSION, haAtLeast, haUnavailableReason, poll, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { configureMqttIntegration, mosquittoUnavailableReason, startMosquitto, type Mosquitto } from '../helpers/mosquitto.js';
import { signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { getState, haCommand, recordedStates, type DeviceEntry, type RegistryEntry } from '../helpers/ha-states.js';
import { BOAT_IDENTITY, DEVICE_KEY, houseBank, mqttEntityArgs } from '../helpers/ha-boat.js';

/** The release an existing install runs before the upgrade. */
const FROM = '2025.4.4';
const unavailable =
  haUnavailableReason() ??
  haUnavailableReason(FROM) ??
  mosquittoUnavailableReason() ??
  (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const skip = unavailable && !process.env['CI'] ? unavailable : false;
const wrongTarget = haAtLeast('2026.1') ? undefined : `the upgrade goes from ${FROM} to 2026.11.0; run it with HA_VERSION=2026.11.0, not ${HA_VERSION}`;

type OurEntry = Pick<RegistryEntry, 'entity_id' | 'unique_id' | 'platform' | 'device_id'>;

// Before the upgrade: the battery (and its energy counters), the alarms and the route. Depth comes after it.
const BEFORE_IDS = [
  'sensor.signalk_alarms',
  'sensor.signalk_battery_house',
  'sensor.signalk_battery_house_energy_in',
  'sensor.signalk_battery_house_energy_out',
  'sensor.signalk_route',
];

/** Our registry entries (entity id, unique id, platform, device), sorted by entity id. */
async function ourEntities(ha: HomeAssistant): Promise<OurEntry[]> {
  const list = await haCommand<RegistryEntry[]>(ha, { type: 'config/entity_registry/list' });
  return list
    .filter((e) => e.unique_id.startsWith(`${DEVICE_KEY}_`))
    .map((e) => ({ entity_id: e.entity_id, unique_id: e.unique_id, platform: e.platform, device_id: e.device_id }))
    .sort((a, b) => a.entity_id.localeCompare(b.entity_id));
}

async function boatDevices(ha: HomeAssistant): Promise<{ id: string; name: string | null }[]> {
  const list = await haCommand<DeviceEntry[]>(ha, { type: 'config/device_registry/list' });
  return list.filter((d) => d.identifiers.some(([domain, id]) => domain === 'mqtt' && id === DEVICE_KEY)).map((d) => ({ id: d.id, name: d.name }));
}

/** The battery's recorded states since `since`, without unknown/unavailable. */
const batteryHistory = (ha: HomeAssistant, since: string) => recordedStates(ha, 'sensor.signalk_battery_house', since);

describe(`an install on Home Assistant ${FROM} upgraded to ${HA_LABEL} keeps its entity ids, device and history`, { skip, timeout: 600_000 }, () => {
  let ha: HomeAssistant | undefined;
  let sk: SignalKServer;
  let broker: Mosquitto;
  let assist: AssistProcess | undefined;
  let configDir = '';
  let since = '';
  let registryBefore: OurEntry[] = [];
  let deviceBefore: { id: string; name: string | null }[] = [];

  before(async () => {
    if (wrongTarget) throw new Error(wrongTarget);
    configDir = mkdtempSync(join(tmpdir(), 'signalk-assist-ha-upgrade-'));
    since = new Date(Date.now() - 60_000).toISOString();
    sk = await startSignalK({ readyTimeoutMs: 120_000, baseDeltas: BOAT_IDENTITY });
    broker = await startMosquitto();
    ha = await startHomeAssistant({ release: FROM, language: 'en', configDir, keepConfigDir: true, extraConfig: 'recorder:\n  commit_interval: 1\nhistory:' });
    await configureMqttIntegration(ha, broker);
    await sk.sendDelta(houseBank());
    assist = await startAssist({ transport: 'http', args: mqttEntityArgs(sk, ha, broker, { staleAfterHour: true }) });
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop(), broker?.stop()]);
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it(`on ${FROM}: a new install gets sensor.signalk_* ids on one device, and records 68 then 55`, async () => {
    const h = ha!;
    registryBefore = await poll('the MQTT entities in the registry', 60_000, async () => {
      const ours = await ourEntities(h);
      return BEFORE_IDS.every((id) => ours.some((e) => e.entity_id === id)) ? ours : undefined;
    });
    assert.deepEqual(
      registryBefore.map((e) => [e.entity_id, e.unique_id, e.platform]),
      BEFORE_IDS.map((id) => [id, `${DEVICE_KEY}_${id.slice('sensor.signalk_'.length)}`, 'mqtt']),
    );
    deviceBefore = await poll('the device named Albatross', 30_000, async () => {
      const d = await boatDevices(h);
      return d.length === 1 && d[0]!.name === 'Albatross' ? d : undefined;
    });
    assert.deepEqual(new Set(registryBefore.map((e) => e.device_id)), new Set([deviceBefore[0]!.id]));
    await poll('battery state 68', 30_000, async () => ((await getState(h, 'sensor.signalk_battery_house'))?.state === '68' ? true : undefined));
    await sk.sendDelta({ updates: [{ values: [{ path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.552 }] }] });
    const states = await poll('68 then 55 in the history', 30_000, async () => {
      const list = await batteryHistory(h, since);
      return list.includes('68') && list.includes('55') ? list : undefined;
    });
    assert.deepEqual(states.slice(-2), ['68', '55']);
  });

  it(`on ${HA_LABEL}, same config folder: the same entity ids, unique ids and device, the old history, and new states`, async (t) => {
    await ha!.stop(); // the config dir is kept: the upgrade starts the new release on it
    const t0 = Date.now();
    ha = await startHomeAssistant({ language: 'en', configDir, keepConfigDir: true });
    const h = ha;
    t.diagnostic(`${HA_LABEL} on ${FROM}'s config folder: RUNNING after ${Date.now() - t0} ms (database migration included)`);
    const back = await poll('the battery back at 55 from the retained messages', 90_000, async () => {
      const s = await getState(h, 'sensor.signalk_battery_house');
      return s?.state === '55' ? s : undefined;
    });
    assert.equal(back.attributes.friendly_name, 'Albatross Battery house');
    assert.deepEqual(await ourEntities(h), registryBefore);
    assert.deepEqual(await boatDevices(h), deviceBefore);

    // History recorded by the old release is still there, and the new one adds to it.
    await sk.sendDelta({ updates: [{ values: [{ path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.421 }] }] });
    const states = await poll('68, 55 then 42 in the history', 30_000, async () => {
      const list = await batteryHistory(h, since);
      return list.includes('42') ? list : undefined;
    });
    assert.deepEqual(states.filter((x, i) => i === 0 || states[i - 1] !== x).slice(-3), ['68', '55', '42']);

    // A sensor that first appears after the upgrade is named from default_entity_id, on the same device.
    await sk.sendDelta({ updates: [{ values: [{ path: 'environment.depth.belowKeel', value: 3.15 }] }] });
    const depth = await poll('sensor.signalk_depth registered', 60_000, async () => (await ourEntities(h)).find((e) => e.unique_id === `${DEVICE_KEY}_depth`));
    assert.deepEqual([depth.entity_id, depth.device_id], ['sensor.signalk_depth', deviceBefore[0]!.id]);
  });
});
