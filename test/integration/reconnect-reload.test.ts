/**
 * After SignalK restarts, the model is what SignalK has now: on a real signalk-server, alarms, an
 * anchor circle and an AIS target are raised; the server is killed and started again with its data
 * folder, then replaced by an empty one on the same port. After each reconnect the exact answers of
 * get_active_alarms and anchor_state say only what the server holds (no phantom fire, no phantom anchor).
 * The add-on runs in this process (startApp), connected as on a boat.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { freePort } from '../helpers/net.js';
import { until } from '../helpers/assist.js';
import { startApp, type App } from '../../src/app.js';
import { buildConfig } from '../../src/config.js';
import { findQuery } from '../../src/questions/index.js';
import type { Language } from '../../src/speech/types.js';

const values = (v: Record<string, unknown>, context = 'vessels.self') => ({
  context,
  updates: [{ $source: 'reload.1', values: Object.entries(v).map(([path, value]) => ({ path, value })) }],
});
const note = (state: string, message: string) => ({ state, method: ['visual', 'sound'], message });
const HERE = { latitude: 38.69, longitude: -9.415 };
const AIS = 'vessels.urn:mrn:imo:mmsi:230000002';

describe('SignalK restart: the model is what SignalK has now', { timeout: 240_000 }, () => {
  let sk: SignalKServer;
  let app: App;
  let dir: string;
  const ask = (tool: string, language: Language = 'en') => {
    app.setLanguage(language);
    try {
      return findQuery(tool)!.run({} as never, app.context()) as Record<string, unknown>;
    } finally {
      app.setLanguage('en');
    }
  };
  /** Kills the server and waits until the add-on has seen the stream go. */
  const killed = async () => {
    await sk.kill();
    await until(async () => app.client!.feed().status === 'down', 30_000, 'feed down');
  };
  /** Waits for the reconnect and its full model. */
  const reconnected = async () => {
    await until(async () => app.client!.feed().status === 'up', 60_000, 'feed up again');
  };
  /** Raises fire, engine and shallow-water alarms, an anchor 11 m South with a 50 m circle, and an AIS target. */
  const raise = async () => {
    await sk.sendDelta(
      values({
        'navigation.position': HERE,
        'notifications.fire': note('emergency', 'Fire in engine room'),
        'notifications.propulsion.main.overTemperature': note('alarm', 'Engine overheating'),
        'notifications.environment.depth.belowKeel': note('warn', 'Shallow water'),
        'navigation.anchor.position': { latitude: HERE.latitude - 0.0001, longitude: HERE.longitude },
        'navigation.anchor.maxRadius': 50,
      }),
    );
    await sk.sendDelta(values({ 'navigation.position': { latitude: 38.7, longitude: -9.42 }, 'navigation.speedOverGround': 3 }, AIS));
    await until(
      async () =>
        (ask('get_active_alarms').alarms as { path: string }[]).some((a) => a.path === 'fire') && ask('anchor_state').set === true && ask('get_ais_targets').total_targets === 1,
      20_000,
      'alarms, anchor and target',
    );
  };

  before(async () => {
    sk = await startSignalK();
    dir = mkdtempSync(join(tmpdir(), 'reload-'));
    const config = buildConfig({
      file: { signalk_url: sk.url, mcp: false, mcp_host: '127.0.0.1', mcp_port: await freePort(), assist: false, entities: false, data_dir: dir, log_level: 'error' },
      env: {},
    });
    app = await startApp(config);
    assert.ok(await app.client!.whenConnected(60_000), 'connected');
  });
  after(async () => {
    await app?.stop();
    await sk?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('before the restart: three alarms and the anchor are said', async () => {
    await raise();
    // The triage's speaking estimate puts the three messages at 7.9 s (espeak-ng says them in 6.3 s), so
    // the two after the emergency are counted; all three alarms are in the answer's fields.
    assert.equal(ask('get_active_alarms').display, '1 emergency, 1 alarm, and 1 warning: Fire in engine room; and 2 more.');
    assert.equal((ask('get_active_alarms') as { alarms?: unknown[] }).alarms?.length, 3);
    assert.equal(ask('anchor_state').display, 'Anchored; 11 meters from the anchor, bearing south; inside the 50 meter circle.');
    assert.equal(ask('get_ais_targets').total_targets, 1);
  });

  it('killed and restarted with its data folder: none of them is said, a new alarm is', async () => {
    await killed();
    await sk.restart();
    await reconnected();
    assert.deepEqual(ask('get_active_alarms').alarms, []);
    assert.equal(ask('get_active_alarms').display, 'No active alarms.');
    assert.equal(ask('get_active_alarms', 'de').display, 'Keine aktiven Alarme.');
    assert.equal(ask('anchor_state').display, 'No anchor is set.');
    assert.equal(ask('anchor_state', 'fr').display, "Aucune ancre n'est mouillée.");
    assert.equal(ask('get_ais_targets').total_targets, 0);
    // What the restarted server raises is said as before.
    await sk.sendDelta(values({ 'notifications.bilge': note('alarm', 'Bilge high') }));
    await until(async () => ask('get_active_alarms').display === '1 alarm: Bilge high.', 20_000, 'the new alarm');
  });

  it('raised again, then the server replaced by an empty one: none of them is said', async () => {
    await raise();
    assert.equal((ask('get_active_alarms').alarms as unknown[]).length, 4);
    const port = sk.port;
    await killed();
    await sk.stop();
    sk = await startSignalK({ port });
    await reconnected();
    assert.equal(ask('get_active_alarms').display, 'No active alarms.');
    assert.equal(ask('get_active_alarms', 'pt-BR').display, 'Nenhum alarme ativo.');
    assert.equal(ask('anchor_state').display, 'No anchor is set.');
    assert.equal(ask('anchor_state', 'nl').display, 'Er is geen anker ingesteld.');
    assert.equal(ask('get_ais_targets').total_targets, 0);
  });
});
