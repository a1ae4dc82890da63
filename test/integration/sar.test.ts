/**
 * Man overboard and distress beacons against a real SignalK server, through the MCP SDK's
 * client over streamable HTTP, in English and German (two add-on processes, `--language`).
 *
 * AIS: 100 ordinary targets and three search-and-rescue devices are injected over the WebSocket, each
 * device in one of the contexts servers file them under: an AIS-SART (970) under `sar.`, a MOB device
 * (972) under `atons.` and an EPIRB (974) under `vessels.`. Nothing moves, so ranges are the placed
 * geometry (test/helpers/sphere.ts, spherical; the spoken rounding, a tenth of a mile, is far coarser
 * than the difference from the product's ellipsoid). Each device is named first in turn (the nearest
 * is said fully, the others counted), then retired by clearing its position.
 *
 * Alarms: 100 notifications, then signalk-server's own man-overboard button (`POST
 * /signalk/v2/api/notifications/mob`, which raises `notifications.mob.<id>` at our position); we then
 * move 150 m north, so the man overboard is 150 m South.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess, type ToolCall } from '../helpers/assist.js';
import { destination, NM } from '../helpers/sphere.js';
import { ttsViolations } from '../../src/speech/safety.js';

const ORIGIN = { latitude: 59.72, longitude: 24.73 };

const delta = (values: Record<string, unknown>, context = 'vessels.self') => ({
  context,
  updates: [{ $source: 'sar.1', timestamp: new Date().toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

interface Device {
  context: string;
  mmsi: string;
  kind: string;
  range_m: number | null;
  bearing_true_deg: number | null;
}

const SART = { context: 'sar.urn:mrn:imo:mmsi:970123456', at: destination(ORIGIN, 90, 1.2 * NM) };
const MOB = { context: 'atons.urn:mrn:imo:mmsi:972001234', at: destination(ORIGIN, 225, 0.3 * NM) };
const EPIRB = { context: 'vessels.urn:mrn:imo:mmsi:974998877', at: destination(ORIGIN, 0, 2.5 * NM) };

describe('man overboard and distress beacons against a real SignalK server', { timeout: 300_000 }, () => {
  let signalk: SignalKServer;
  let en: AssistProcess;
  let de: AssistProcess;
  before(async () => {
    signalk = await startSignalK();
    [en, de] = await Promise.all([
      startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--language', 'en'] }),
      startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--language', 'de'] }),
    ]);
  });
  after(async () => {
    await en?.stop();
    await de?.stop();
    await signalk?.stop();
  });

  const call = async (assist: AssistProcess, tool: string, args: Record<string, unknown> = {}): Promise<ToolCall> => {
    const r = await assist.call(tool, args);
    assert.equal(r.isError, false, `${tool}: ${r.text}`);
    return r;
  };
  const display = (r: ToolCall, language: 'en' | 'de'): string => {
    const d = r.structured!.display as string;
    assert.deepEqual(ttsViolations(d, language), [], d);
    return d;
  };
  const devicesOf = (r: ToolCall) => r.structured!.sar_devices as Device[];

  it('says there are none while the feed is up and nothing is heard', async () => {
    await signalk.sendDelta(delta({ 'navigation.position': ORIGIN }));
    await until(async () => (await en.call('man_overboard')).structured?.display === 'No man overboard or distress beacons.', 15_000, 'the none answer');
    assert.equal(display(await call(de, 'man_overboard'), 'de'), 'Kein Mann über Bord und keine Seenotfunkbake.');
  });

  it('names a SART, an MOB device and an EPIRB among 100 ordinary targets first, in each of the three contexts', async () => {
    for (let i = 0; i < 100; i++) {
      const at = destination(ORIGIN, (i * 7.3) % 360, 0.5 * NM + i * 30);
      await signalk.sendDelta(delta({ '': { name: `TARGET ${i}` }, 'navigation.position': at }, `vessels.urn:mrn:imo:mmsi:${230000100 + i}`), { waitVisible: false });
    }
    for (const d of [SART, MOB, EPIRB]) await signalk.sendDelta(delta({ 'navigation.position': d.at }, d.context));
    await until(
      async () => {
        const r = await en.call('get_ais_targets', { limit: 1 });
        return r.structured?.total_targets === 100 && (r.structured?.sar_devices as Device[] | undefined)?.length === 3;
      },
      30_000,
      '100 targets and 3 devices in signalk-assist',
    );

    const r = await call(en, 'get_ais_targets', { limit: 1 });
    // The riskiest ship does not fit beside the three beacons in 8 s: counted.
    assert.equal(display(r, 'en'), 'Man overboard beacon, 0.3 miles south-west, and 2 more beacons, and 1 more ship.');
    assert.equal((r.structured!.targets as unknown[]).length, 1, 'limit still caps the ships');
    assert.deepEqual(
      devicesOf(r).map((d) => [d.kind, d.context]),
      [
        ['mob', MOB.context],
        ['sart', SART.context],
        ['epirb', EPIRB.context],
      ],
    );
    const [mob, sart, epirb] = devicesOf(r);
    assert.ok(Math.abs(mob!.range_m! - 0.3 * NM) < 5 && Math.abs(mob!.bearing_true_deg! - 225) < 0.5, JSON.stringify(mob));
    assert.ok(Math.abs(sart!.range_m! - 1.2 * NM) < 10 && Math.abs(sart!.bearing_true_deg! - 90) < 0.5, JSON.stringify(sart));
    assert.ok(Math.abs(epirb!.range_m! - 2.5 * NM) < 20 && Math.abs(epirb!.bearing_true_deg! - 0) < 0.5, JSON.stringify(epirb));

    assert.equal(display(await call(de, 'get_ais_targets'), 'de'), 'Mann-über-Bord-Sender, 0,3 Seemeilen Südwest, und 2 weitere Notsender, und 1 weiteres Schiff.');
    assert.equal(display(await call(en, 'get_active_alarms'), 'en'), 'Man overboard beacon, 0.3 miles south-west, and 2 more beacons.');
    assert.equal(display(await call(en, 'man_overboard'), 'en'), 'Man overboard beacon, 0.3 miles south-west, and 2 more beacons.');

    // Each device first in turn: the nearest goes, the next is said fully; the riskiest ship counted when it does not fit.
    await signalk.sendDelta(delta({ 'navigation.position': null }, MOB.context));
    await until(async () => devicesOf(await en.call('get_ais_targets')).length === 2, 15_000, 'the MOB device retired');
    assert.equal(display(await call(en, 'get_ais_targets'), 'en'), 'Rescue transponder, 1.2 miles east, and 1 more beacon, and 1 more ship.');
    assert.equal(display(await call(de, 'get_ais_targets'), 'de'), 'Rettungstransponder, 1,2 Seemeilen Ost, und 1 weiterer Notsender, und 1 weiteres Schiff.');

    await signalk.sendDelta(delta({ 'navigation.position': null }, SART.context));
    await until(async () => devicesOf(await en.call('get_ais_targets')).length === 1, 15_000, 'the SART retired');
    // Nothing moves, so no ship is a collision risk: the device, then the nearest ship.
    assert.equal(display(await call(en, 'get_ais_targets'), 'en'), 'Distress beacon, 2.5 miles north. Vessel Target 0, 0.5 miles north.');
    assert.equal(display(await call(de, 'man_overboard'), 'de'), 'Seenotfunkbake, 2,5 Seemeilen Nord.');

    await signalk.sendDelta(delta({ 'navigation.position': null }, EPIRB.context));
    await until(async () => devicesOf(await en.call('get_ais_targets')).length === 0, 15_000, 'the EPIRB retired');
    assert.equal(display(await call(en, 'get_ais_targets'), 'en'), 'Vessel Target 0, 0.5 miles north.');
  });

  it("says signalk-server's man-overboard alarm among 100 alarms with range and bearing, after our emergencies", async () => {
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) values[`notifications.engine.sensor${i}`] = { state: i < 2 ? 'emergency' : 'alarm', method: ['visual'], message: `Sensor ${i} fault` };
    await signalk.sendDelta(delta(values), { waitVisible: false });
    await until(async () => ((await en.call('get_active_alarms')).structured?.alarms as unknown[] | undefined)?.length === 100, 15_000, '100 alarms');

    const res = await signalk.request('/signalk/v2/api/notifications/mob', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(res.status, 200, await res.text());
    // We sail on 150 m north of where the button was pressed.
    await signalk.sendDelta(delta({ 'navigation.position': destination(ORIGIN, 0, 150) }));
    await until(async () => ((await en.call('get_active_alarms')).structured?.alarms as unknown[] | undefined)?.length === 101, 15_000, 'the MOB alarm');
    await until(async () => ((await en.call('man_overboard')).structured!.mob_alarms as { range_m: number | null }[])[0]?.range_m !== 0, 15_000, 'our new position');

    const r = await call(en, 'get_active_alarms');
    // The triage: our two emergencies, then the man overboard; the alarms counted.
    assert.equal(display(r, 'en'), '2 emergencies: Sensor 0 fault; Sensor 1 fault. Man overboard, 150 meters south, and 98 more alarms.');
    const first = (r.structured!.alarms as { path: string; state: string; message: string }[])[0]!;
    assert.match(first.path, /^mob\.[0-9a-f-]{36}$/);
    assert.equal(first.state, 'emergency');
    assert.equal(first.message, 'Person Overboard!');
    assert.equal(display(await call(de, 'get_active_alarms'), 'de'), '2 Notfälle: Sensor 0 fault; Sensor 1 fault. Mann über Bord, 150 Meter Süd, und 98 weitere Alarme.');
    assert.equal(display(await call(en, 'man_overboard'), 'en'), 'Man overboard, 150 meters south.');
  });
});
