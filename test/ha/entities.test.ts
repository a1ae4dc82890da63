/**
 * The entities output end to end: a real signalk-server (test/helpers/signalk.ts), a real Home
 * Assistant Core 2024.3.3 (test/helpers/ha.ts) and signalk-assist as a child process with
 * --ha-url/--ha-token and the Assist output off. Checks what HA holds (GET /api/states/...) against
 * what the MCP tool answers for the same data, that the sensors come back after HA restarts, that
 * writes over a minute of the recorded N2K sample stay within the configured rate (counted from HA's
 * own state_changed events), and that stopping or turning the output off leaves no frozen numbers.
 *
 * Needs `bash scripts/setup-ha.sh` and scripts/install-signalk.sh; skipped without HA, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isSignificant, signature } from '../../src/entities/throttle.js';
import type { EntityState } from '../../src/questions/sensor.js';
import { startAssist, type AssistProcess } from '../helpers/assist.js';
import { haUnavailableReason, poll, startHomeAssistant, type HaEvent, type HomeAssistant } from '../helpers/ha.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { getState, type HaState } from '../helpers/ha-states.js';
import { entityArgs, houseBank } from '../helpers/ha-boat.js';

const unavailable = haUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** signalk-assist's arguments: Assist off unless asked, entities every 5 s. */
const assistArgs = entityArgs;

/** The family of an entity id: sensor.signalk_battery_1 -> battery, sensor.signalk_tank_fuel_0 -> tank. */
function kindOf(entityId: string): string {
  return entityId.replace('sensor.signalk_', '').replace(/_.*$/, '');
}

const asEntity = (s: HaState): EntityState => ({ entityId: s.entity_id, kind: kindOf(s.entity_id), state: s.state, attributes: s.attributes });

describe('entities on a real Home Assistant', { skip }, () => {
  let ha: HomeAssistant;
  let sk: SignalKServer;
  let assist: AssistProcess | undefined;

  before(async () => {
    [ha, sk] = await Promise.all([startHomeAssistant({ language: 'en' }), startSignalK()]);
    await sk.sendDelta(houseBank({ depth: true }));
    assist = await startAssist({ transport: 'http', args: assistArgs(sk, ha) });
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
  });

  it('shows the battery bank with state, unit, device class and the display the MCP tool returns', async () => {
    const s = await poll('sensor.signalk_battery_house in HA', 15_000, async () => {
      const st = await getState(ha, 'sensor.signalk_battery_house');
      return st?.state === '68' ? st : undefined;
    });
    const tool = await assist!.call('battery_state', { bank: 'house' });
    assert.equal(tool.isError, false);
    assert.equal(s.attributes.display, tool.structured?.display);
    assert.equal(s.attributes.display, '68 percent, 12.8 volts, 8.2 amps discharging');
    assert.equal(s.attributes.unit_of_measurement, '%');
    assert.equal(s.attributes.device_class, 'battery');
    assert.equal(s.attributes.state_class, 'measurement');
    assert.equal(s.attributes.friendly_name, 'Battery house');
    assert.equal(s.attributes.icon, 'mdi:car-battery');
    for (const k of ['bank', 'soc_fraction', 'voltage', 'current', 'available_banks', 'timestamp']) assert.deepEqual(s.attributes[k], tool.structured?.[k], k);
    assert.equal(s.attributes.stale, false);
    assert.equal(typeof s.attributes.age_seconds, 'number');

    const depth = await getState(ha, 'sensor.signalk_depth');
    assert.deepEqual([depth?.state, depth?.attributes.unit_of_measurement, depth?.attributes.device_class], ['3.2', 'm', 'distance']);
    assert.equal(depth?.attributes.display, (await assist!.call('depth_state')).structured?.display);
  });

  it('follows a new value: a significant change arrives without waiting for the interval', async () => {
    await sk.sendDelta({ updates: [{ values: [{ path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.552 }] }] });
    const s = await poll('state of charge 55', 15_000, async () => {
      const st = await getState(ha, 'sensor.signalk_battery_house');
      return st?.state === '55' ? st : undefined;
    });
    assert.equal(s.attributes.display, (await assist!.call('battery_state', { bank: 'house' })).structured?.display);
  });

  it('comes back by itself after Home Assistant restarts (within 15 s)', async () => {
    await ha.restart();
    const s = await poll('sensor.signalk_battery_house after the restart', 15_000, async () => {
      const st = await getState(ha, 'sensor.signalk_battery_house');
      return st?.state === '55' ? st : undefined;
    });
    assert.equal(s.attributes.display, '55 percent, 12.8 volts, 8.2 amps discharging');
    assert.ok(await getState(ha, 'sensor.signalk_depth'), 'depth is back too');
  });

  it('writes its sensors again on homeassistant_started (unchanged values are otherwise not re-sent)', async () => {
    // A fresh depth (3.3 m), far from going stale (30 s) during this test.
    await sk.sendDelta({ updates: [{ values: [{ path: 'environment.depth.belowKeel', value: 3.31 }] }] });
    await poll('depth 3.3', 15_000, async () => ((await getState(ha, 'sensor.signalk_depth'))?.state === '3.3' ? true : undefined));
    await ha.rest('DELETE', '/api/states/sensor.signalk_depth');
    assert.equal(await getState(ha, 'sensor.signalk_depth'), undefined);
    await sleep(6000); // more than the interval: the depth has not changed, so nothing brings it back
    assert.equal(await getState(ha, 'sensor.signalk_depth'), undefined);
    const socket = await ha.socket();
    try {
      await socket.fireEvent('homeassistant_started', {});
    } finally {
      socket.close();
    }
    const depth = await poll('sensor.signalk_depth after homeassistant_started', 15_000, () => getState(ha, 'sensor.signalk_depth'));
    assert.equal(depth.state, '3.3');
  });

  it('marks a path SignalK stopped publishing: stale, then "unavailable" after ten freshness limits', async () => {
    // One publisher at a time: this one counts depth as old after 1 s.
    await assist!.stop();
    assist = undefined;
    const quick = await startAssist({ transport: 'http', args: [...assistArgs(sk, ha), '--stale-navigation', '1'] });
    try {
      await sk.sendDelta({ updates: [{ values: [{ path: 'environment.depth.belowKeel', value: 2.94 }] }] });
      const fresh = await poll('fresh depth', 15_000, async () => {
        const st = await getState(ha, 'sensor.signalk_depth');
        return st?.state === '2.9' ? st : undefined;
      });
      assert.equal(fresh.attributes.display, '2.9 meters under the keel');
      // No more depth from SignalK: after 1 s the display carries its age, after 10 s the state is unavailable.
      const gone = await poll('unavailable depth', 25_000, async () => {
        const st = await getState(ha, 'sensor.signalk_depth');
        return st?.state === 'unavailable' ? st : undefined;
      });
      assert.equal(gone.attributes.stale, true);
      assert.match(String(gone.attributes.display), /^2\.9 meters under the keel, as of \d+ seconds ago$/);
    } finally {
      await quick.stop();
    }
    // Restart the regular publisher for the next test.
    assist = await startAssist({ transport: 'http', args: assistArgs(sk, ha) });
    await poll('battery after the restart of signalk-assist', 15_000, async () => ((await getState(ha, 'sensor.signalk_battery_house'))?.state === '55' ? true : undefined));
  });

  it('marks its sensors unavailable when it stops, and removes them when started with the output off', async () => {
    await assist!.stop();
    assist = undefined;
    const s = await getState(ha, 'sensor.signalk_battery_house');
    assert.equal(s?.state, 'unavailable');
    assert.equal(s?.attributes.friendly_name, 'Battery house');
    // Off: the HA connection exists for Assist; our leftovers go.
    const off = await startAssist({ transport: 'http', args: assistArgs(sk, ha, { assist: true, entities: false }) });
    try {
      // The leftovers are deleted one by one (publisher.ts removeEntityStates): wait for all of them.
      await poll('sensor.signalk_battery_house and sensor.signalk_depth removed', 15_000, async () =>
        (await getState(ha, 'sensor.signalk_battery_house')) === undefined && (await getState(ha, 'sensor.signalk_depth')) === undefined ? true : undefined,
      );
      assert.equal(await getState(ha, 'sensor.signalk_depth'), undefined);
    } finally {
      await off.stop();
    }
  });
});

describe('entities write rate over a minute of the recorded N2K sample', { skip }, () => {
  const INTERVAL_S = 5;
  const WINDOW_MS = 60_000;
  let ha: HomeAssistant;
  let sk: SignalKServer;
  let assist: AssistProcess | undefined;

  before(async () => {
    [ha, sk] = await Promise.all([startHomeAssistant({ language: 'en' }), startSignalK({ sampleN2k: true })]);
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
  });

  it(`stays within one write per ${INTERVAL_S} s per sensor, plus significant changes; never re-sends unchanged values`, async (t) => {
    const socket = await ha.socket();
    const events: { at: number; state: HaState }[] = [];
    await socket.subscribeEvents<{ entity_id: string; new_state: HaState | null }>('state_changed', (ev: HaEvent<{ entity_id: string; new_state: HaState | null }>) => {
      if (ev.data.entity_id.startsWith('sensor.signalk_') && ev.data.new_state) events.push({ at: Date.parse(ev.time_fired), state: ev.data.new_state });
    });
    try {
      assist = await startAssist({ transport: 'http', args: assistArgs(sk, ha) });
      // The sample's first sensors appear at once; its battery (PGN 127508) first comes 35 s into the replay.
      await poll('the sample boat sensors', 30_000, async () => {
        const ids = new Set(events.map((e) => e.state.entity_id));
        return ['sensor.signalk_depth', 'sensor.signalk_wind', 'sensor.signalk_position'].every((i) => ids.has(i)) ? true : undefined;
      });
      await sleep(2000);
      const start = Date.now();
      await sleep(WINDOW_MS);
      const end = Date.now();

      const perEntity = new Map<string, { at: number; state: HaState }[]>();
      for (const e of events) perEntity.set(e.state.entity_id, [...(perEntity.get(e.state.entity_id) ?? []), e]);
      const bound = WINDOW_MS / 1000 / INTERVAL_S + 1;
      let total = 0;
      const lines: string[] = [];
      for (const [id, list] of [...perEntity].sort()) {
        let writes = 0;
        let significant = 0;
        for (let i = 0; i < list.length; i++) {
          const prev = i > 0 ? asEntity(list[i - 1]!.state) : undefined;
          const next = asEntity(list[i]!.state);
          if (prev) assert.notEqual(signature(next), signature(prev), `${id}: an unchanged value was written again at ${list[i]!.state.last_updated}`);
          if (list[i]!.at < start || list[i]!.at >= end) continue;
          writes++;
          if (prev && isSignificant(prev, next)) significant++;
        }
        total += writes;
        lines.push(`${id}: ${writes} writes in ${WINDOW_MS / 1000} s (${significant} significant; bound ${bound} + ${significant})`);
        assert.ok(writes <= bound + significant, `${id}: ${writes} writes, more than ${bound} + ${significant} significant`);
      }
      for (const line of lines) t.diagnostic(line);
      t.diagnostic(`all sensors: ${total} writes in ${WINDOW_MS / 1000} s`);
      // Not vacuous: the sample moves, so the position (speed over ground, position words) and depth are written.
      const moving = (id: string) => (perEntity.get(id) ?? []).filter((e) => e.at >= start && e.at < end).length;
      assert.ok(moving('sensor.signalk_depth') >= 1, 'depth was written during the window');
      assert.ok(moving('sensor.signalk_wind') >= 1, 'wind was written during the window');
      const battery = perEntity.get('sensor.signalk_battery_1')?.at(-1)?.state;
      assert.ok(battery, 'battery bank 1 of the sample was published');
      assert.deepEqual([battery.attributes.device_class, battery.attributes.unit_of_measurement], ['voltage', 'V']);
    } finally {
      socket.close();
    }
  });
});
