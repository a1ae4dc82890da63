/**
 * A bad MQTT broker never touches the answers: a real Mosquitto refusing the password,
 * one that goes away and comes back, and a port that accepts connections and never answers. The
 * MCP tools answer throughout, the trouble is logged once, the password never; after the broker is
 * back signalk-assist reconnects by itself and publishes the discovery configs again.
 *
 * Needs scripts/install-signalk.sh and Debian's mosquitto; skipped without mosquitto, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import mqtt from 'mqtt';
import { startAssist } from '../helpers/assist.js';
import { freePort } from '../helpers/net.js';
import { mosquittoUnavailableReason, startMosquitto, type Mosquitto } from '../helpers/mosquitto.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { BOAT_IDENTITY, houseBank, startTogether } from '../helpers/ha-boat.js';

const unavailable = mosquittoUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function until(what: string, timeoutMs: number, probe: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** The discovery config topics a fresh subscriber receives within `ms` (retained ones included). */
async function configTopics(broker: Mosquitto, ms: number): Promise<string[]> {
  const c = await mqtt.connectAsync(broker.url, { username: broker.username, password: broker.password, reconnectPeriod: 0 });
  const seen: string[] = [];
  c.on('message', (topic, payload) => {
    if (payload.length > 0) seen.push(topic);
  });
  await c.subscribeAsync('homeassistant/sensor/#');
  await sleep(ms);
  await c.endAsync();
  return seen.sort();
}

describe('a bad MQTT broker never touches the answers', { skip }, () => {
  let sk: SignalKServer;
  let broker: Mosquitto;
  const battery = '68 percent, 12.8 volts, 8.2 amps discharging';

  before(async () => {
    [sk, broker] = await startTogether(startSignalK({ baseDeltas: BOAT_IDENTITY }), startMosquitto());
    await sk.sendDelta(houseBank());
  });

  after(async () => {
    await Promise.all([sk?.stop(), broker?.stop()]);
  });

  it('answers while the broker refuses the password; says so once and never prints it', async () => {
    const wrong = 'Wrong-Password-7731';
    const a = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--mqtt-url', broker.url, '--mqtt-username', broker.username, '--mqtt-password', wrong] });
    try {
      await until('the refusal in the log', 15_000, () => /refused/.test(a.logs()));
      for (let i = 0; i < 3; i++) assert.equal((await a.call('battery_state', { bank: 'house' })).structured?.display, battery);
      await sleep(4000); // retries with backoff: 1, 2 s...
      assert.equal(a.logs().match(/Boat sensors: the MQTT broker .* refused/g)?.length, 1, a.logs());
      assert.equal(a.logs().includes(wrong), false);
      assert.equal(a.logs().includes(broker.password), false);
      assert.deepEqual(await configTopics(broker, 500), []);
    } finally {
      await a.stop();
    }
  });

  it('answers while the broker is gone; reconnects by itself and publishes the configs again', async () => {
    const a = await startAssist({
      transport: 'http',
      args: ['--signalk-url', sk.url, '--mqtt-url', broker.url, '--mqtt-username', broker.username, '--mqtt-password', broker.password],
    });
    try {
      // signalk-server publishes navigation.course.* by itself: the route sensor exists too; the house bank's
      // current gives it energy in/out sensors.
      const expected = ['alarms', 'battery_house', 'battery_house_energy_in', 'battery_house_energy_out', 'route'].map(
        (s) => `homeassistant/sensor/signalk_mmsi_244690000/signalk_${s}/config`,
      );
      await until('the configs on the broker', 15_000, async () => (await configTopics(broker, 300)).join() === expected.join());
      // Gone, with its retained messages (no persistence): only a republish brings them back.
      const port = broker.port;
      await broker.stop();
      await until('the loss in the log', 15_000, () => /lost the MQTT broker/.test(a.logs()));
      assert.equal((await a.call('battery_state', { bank: 'house' })).structured?.display, battery);
      broker = await startMosquitto({ port, username: broker.username, password: broker.password });
      await until('the configs published again', 30_000, async () => (await configTopics(broker, 300)).join() === expected.join());
      assert.match(a.logs(), /connected to the MQTT broker at mqtt:\/\/127\.0\.0\.1:\d+ again/);
      assert.equal(a.logs().includes(broker.password), false);
    } finally {
      await a.stop();
    }
  });

  it('answers while the broker accepts the connection and never replies', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((s) => sockets.add(s));
    const port = await freePort();
    await new Promise<void>((r) => silent.listen(port, '127.0.0.1', () => r()));
    const a = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--mqtt-url', `mqtt://127.0.0.1:${port}`] });
    try {
      await until('the connection to the silent broker', 10_000, () => sockets.size > 0);
      assert.equal((await a.call('battery_state', { bank: 'house' })).structured?.display, battery);
    } finally {
      await a.stop();
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });
});
