/**
 * Speech you can trust on deck (docs/design.md#truthful-absence), against a real
 * signalk-server: what every answer says before the first connection and after the server is gone,
 * source clocks far from ours, alarm floods and hostile boat text. Exact displays.
 *
 * The add-on runs in this process (startApp) on a clock we can move: `Date.now() + skew`. Moving it
 * two minutes on after the server stops gives "last contact 2 minutes ago" exactly (age() rounds to
 * whole minutes, and the server's stop is noticed within seconds). The never-connected case also runs
 * as a user starts it: the CLI over MCP stdio.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { freePort } from '../helpers/net.js';
import { startAssist, until } from '../helpers/assist.js';
import { startApp, type App } from '../../src/app.js';
import type { Language } from '../../src/speech/types.js';
import { COMPOUND_BUDGET_S } from '../../src/speech/triage.js';
import { speakingSeconds } from '../helpers/espeak-seconds.js';
import { askApp, quietConfig } from '../helpers/in-process.js';

const delta = (values: Record<string, unknown>, timestamp = new Date().toISOString(), context = 'vessels.self') => ({
  context,
  updates: [{ $source: 'truth.1', timestamp, values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});
const note = (state: string, message: string) => ({ state, method: ['visual', 'sound'], message });

/** An add-on in this process on a movable clock, answering from the query catalogue. */
async function addOn(
  signalkUrl: string,
): Promise<{ app: App; ask: (tool: string, args?: Record<string, unknown>, language?: Language) => Record<string, unknown>; skew: { ms: number }; dir: string }> {
  const skew = { ms: 0 };
  const dir = mkdtempSync(join(tmpdir(), 'truth-'));
  const app = await startApp(await quietConfig(signalkUrl, dir), { now: () => Date.now() + skew.ms });
  const ask = (tool: string, args: Record<string, unknown> = {}, language: Language = 'en') => askApp(app, tool, args, language);
  return { app, ask, skew, dir };
}

describe('absence said truthfully', { timeout: 180_000 }, () => {
  it('never connected: every answer says it cannot reach the server, never "No active alarms."', async () => {
    const closed = await freePort();
    const { app, ask, dir } = await addOn(`http://127.0.0.1:${closed}`);
    try {
      await new Promise((r) => setTimeout(r, 1500)); // a few refused retries
      assert.deepEqual(app.client?.feed(), { status: 'never' });
      for (const tool of ['get_active_alarms', 'depth_state', 'get_ais_targets', 'get_route', 'battery_state']) {
        assert.equal(ask(tool).display, "I can't reach the boat's SignalK server.", tool);
      }
      assert.deepEqual(ask('get_active_alarms').alarms, []);
      assert.equal(ask('get_active_alarms', {}, 'pt-BR').display, 'Não consigo acessar o servidor SignalK do barco.');
      assert.equal(ask('get_active_alarms', {}, 'de').display, 'Ich erreiche den SignalK Server des Bootes nicht.');
    } finally {
      await app.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never connected, as a user starts it: serve --signalk-url on a closed port, get_active_alarms over MCP stdio', async () => {
    const closed = await freePort();
    const p = await startAssist({ transport: 'stdio', args: ['--signalk-url', `http://127.0.0.1:${closed}`], answers: 'default' });
    try {
      const r = await p.call('get_active_alarms');
      assert.equal(r.text, JSON.stringify({ display: "I can't reach the boat's SignalK server.", age_s: null }));
    } finally {
      await p.stop();
    }
  });

  describe('a server that goes away after alarms were active', () => {
    let sk: SignalKServer;
    let addon: Awaited<ReturnType<typeof addOn>>;
    before(async () => {
      sk = await startSignalK();
      await sk.sendDelta(delta({ 'environment.depth.belowKeel': 4.2 }));
      addon = await addOn(sk.url);
      assert.ok(await addon.app.client!.whenConnected(20_000), 'connected');
      await until(async () => addon.ask('depth_state').display === '4.2 meters under the keel', 20_000, 'depth');
    });
    after(async () => {
      await addon?.app.stop();
      if (addon) rmSync(addon.dir, { recursive: true, force: true });
      await sk?.stop();
    });

    it('while up: "none" is said, then the alarms, the state once, hostile text made sayable', async () => {
      assert.deepEqual(addon.app.client!.feed(), { status: 'up' });
      assert.equal(addon.ask('get_active_alarms').display, 'No active alarms.');
      await sk.sendDelta(delta({ 'notifications.environment.depth.belowKeel': note('alarm', 'Shallow water') }));
      await until(async () => addon.ask('get_active_alarms').display === '1 alarm: Shallow water.', 20_000, 'one alarm');
      await sk.sendDelta(
        delta({
          'notifications.propulsion.port.temperature': note('emergency', 'Engine overheat'),
          'notifications.tanks.fuel.0.currentLevel': note('warn', '<break time="10s"/><audio src="http://evil.example/x.mp3"/>Low <emphasis>fuel</emphasis>'),
          'notifications.navigation.anchor': note('alert', 'check https://boat.local:3000/admin/#/dashboard 🚨🚨'),
          'notifications.electrical.batteries.house.voltage': note('alert', 'Line1\nLine2\tTabbed\x07bell'),
        }),
      );
      await until(async () => (addon.ask('get_active_alarms').alarms as unknown[]).length === 5, 20_000, 'five alarms');
      // Five: every count, then the messages worst first while they fit 8 s (speech/triage.ts).
      assert.equal(
        addon.ask('get_active_alarms').display,
        '1 emergency, 1 alarm, 1 warning, and 2 alerts: Engine overheat; Shallow water; Low fuel; check; Line1 Line2 Tabbed bell.',
      );
      await sk.sendDelta(
        delta({
          'notifications.navigation.anchor': note('normal', ''),
          'notifications.electrical.batteries.house.voltage': note('normal', ''),
          'notifications.propulsion.port.temperature': note('normal', ''),
        }),
      );
      await until(async () => (addon.ask('get_active_alarms').alarms as unknown[]).length === 2, 20_000, 'two alarms');
      assert.equal(addon.ask('get_active_alarms').display, '1 alarm and 1 warning: Shallow water; Low fuel.');
      assert.equal(addon.ask('get_active_alarms', {}, 'fr').display, '1 alarme et 1 avertissement : Shallow water ; Low fuel.');
      await sk.sendDelta(
        delta({
          'notifications.navigation.anchor': note('alert', 'check https://boat.local:3000/admin/#/dashboard 🚨🚨'),
          'notifications.electrical.batteries.house.voltage': note('alert', 'Line1\nLine2\tTabbed\x07bell'),
        }),
      );
      await until(async () => (addon.ask('get_active_alarms').alarms as unknown[]).length === 4, 20_000, 'four alarms');
    });

    it('after the server stops: the last known values with when we last heard from it, in two languages', async () => {
      await sk.kill();
      await until(async () => addon.app.client!.feed().status === 'down', 30_000, 'feed down');
      addon.skew.ms += 120_000;
      // The last known values as of the last contact, as many as the 8 s speaking budget leaves room for
      // (the full list stays in the fields); none: when we last heard from it.
      const lead = "I can't reach the boat's SignalK server";
      // No message fits beside the lead: the alarms counted by state (speech/triage.ts).
      assert.equal(addon.ask('get_active_alarms').display, `${lead}; 2 minutes ago: 1 alarm, 1 warning, and 2 alerts.`);
      assert.equal((addon.ask('get_active_alarms').alarms as unknown[]).length, 4);
      assert.equal(addon.ask('depth_state').display, `${lead}; 2 minutes ago: 4.2 meters under the keel.`);
      assert.equal(addon.ask('get_ais_targets').display, `${lead}; last contact 2 minutes ago.`, 'no "No vessels seen on AIS." while we cannot see');
      assert.equal(addon.ask('depth_state', {}, 'de').display, 'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: 4,2 Meter unter dem Kiel.');
      // The counts at least, in every language (the lead in its fewest words where the whole one leaves no room).
      assert.equal(addon.ask('get_active_alarms', {}, 'pt-BR').display, 'Sem SignalK há 2 minutos: 1 alarme, 1 aviso e 2 alertas.');
    });
  });
});

describe('times you can believe, floods and hostile names', { timeout: 180_000 }, () => {
  let sk: SignalKServer;
  let addon: Awaited<ReturnType<typeof addOn>>;
  before(async () => {
    sk = await startSignalK();
    await sk.sendDelta(delta({ 'navigation.position': { latitude: 59.72, longitude: 24.73 } }));
    addon = await addOn(sk.url);
    assert.ok(await addon.app.client!.whenConnected(20_000), 'connected');
    await until(async () => addon.app.client!.feed().status === 'up', 20_000, 'feed up');
  });
  after(async () => {
    await addon?.app.stop();
    if (addon) rmSync(addon.dir, { recursive: true, force: true });
    await sk?.stop();
  });

  it('2014 stamps that keep arriving are live, not "4490 days ago"; an alarm stamped 2014 is dated when received', async () => {
    for (const [i, depth] of [50.5, 50.6, 50.7].entries()) {
      await sk.sendDelta(delta({ 'environment.depth.belowKeel': depth, 'notifications.navigation.anchor': note('alarm', 'Anchor drag') }, `2014-08-15T19:00:1${i}.000Z`));
    }
    await until(async () => addon.ask('depth_state').below_keel_m === 50.7, 20_000, 'depth');
    const depth = addon.ask('depth_state');
    assert.equal(depth.display, '50.7 meters under the keel');
    assert.ok(Date.now() + addon.skew.ms - Date.parse(depth.timestamp as string) < 20_000, `timestamp ${depth.timestamp}`);
    const alarms = addon.ask('get_active_alarms');
    assert.equal(alarms.display, '1 alarm: Anchor drag.');
    assert.ok(Date.now() + addon.skew.ms - Date.parse(alarms.timestamp as string) < 20_000, `timestamp ${alarms.timestamp}`);
    assert.equal(addon.ask('get_active_alarms', {}, 'es').display, '1 alarma: Anchor drag.');
  });

  it('a depth stamped a day ahead ages from its arrival', async () => {
    await sk.sendDelta(delta({ 'environment.depth.belowSurface': 5.5, 'environment.depth.belowKeel': 4.2 }, new Date(Date.now() + 86_400_000).toISOString()));
    await until(async () => addon.ask('depth_state').below_keel_m === 4.2, 20_000, 'depth');
    assert.equal(addon.ask('depth_state').display, '4.2 meters under the keel, 5.5 meters below the surface');
    addon.skew.ms += 90_000;
    assert.equal(addon.ask('depth_state').display, '4.2 meters under the keel, 5.5 meters below the surface, as of 2 minutes ago');
    assert.equal(addon.ask('depth_state', {}, 'nl').display, '4,2 meter onder de kiel, 5,5 meter waterdiepte, stand van 2 minuten geleden');
  });

  it('100 active alarms: worst first, the emergencies within 12 s of espeak-ng speech in English and German; a 5,000-character message is cut after a whole sentence', async () => {
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) {
      const state = i < 2 ? 'emergency' : i < 34 ? 'alarm' : 'warn';
      values[`notifications.test.sensor${String(i).padStart(3, '0')}`] = note(state, i === 0 ? 'Fire in the engine room, evacuate now. '.repeat(130) : `Sensor ${i} fault`);
    }
    await sk.sendDelta(delta(values));
    await until(async () => (addon.ask('get_active_alarms').alarms as unknown[]).length === 101, 20_000, 'flood');
    const en = addon.ask('get_active_alarms').display as string;
    // Both emergencies are said (never dropped); together they pass 8 s, so each in its first whole
    // sentence (speech/triage.ts), then the count.
    assert.equal(en, '2 emergencies, 33 alarms, and 66 warnings: Fire in the engine room, evacuate now; Sensor 1 fault; and 99 more.');
    const de = addon.ask('get_active_alarms', {}, 'de').display as string;
    assert.equal(de, '2 Notfälle, 33 Alarme und 66 Warnungen: Fire in the engine room, evacuate now; Sensor 1 fault; Sensor 2 fault; und 98 weitere.');
    // Two emergencies, one with a 77-character message, are never dropped: a compound emergency's 12 s.
    const [enS] = await speakingSeconds([en], 'en');
    const [deS] = await speakingSeconds([de], 'de');
    assert.ok(enS! <= COMPOUND_BUDGET_S, `en ${enS} s`);
    assert.ok(deS! <= COMPOUND_BUDGET_S, `de ${deS} s`);
  });

  it('a vessel named in SSML is spoken by its words', async () => {
    const ship = 'vessels.urn:mrn:imo:mmsi:230999001';
    await sk.sendDelta(delta({ 'navigation.position': { latitude: 59.72, longitude: 24.73 } }));
    await sk.sendDelta(
      delta(
        {
          '': { name: '<speak><prosody rate="x-slow">HELLO</prosody></speak>' },
          'navigation.position': { latitude: 59.73, longitude: 24.73 },
          'navigation.speedOverGround': 0,
          'navigation.courseOverGroundTrue': 0,
        },
        new Date().toISOString(),
        ship,
      ),
      { waitVisible: false },
    );
    await until(async () => addon.ask('get_ais_targets').total_targets === 1, 20_000, 'target');
    const display = addon.ask('get_ais_targets').display as string;
    assert.match(display, /^Vessel Hello, /);
    assert.ok(!/speak|prosody|rate|x-slow/i.test(display), display);
  });
});
