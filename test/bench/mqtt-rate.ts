/**
 * Writes per minute of the MQTT entities output on the recorded N2K sample, at the default interval,
 * and the time from a Home Assistant restart to every sensor having a state.
 *
 *   node --import tsx test/bench/mqtt-rate.ts [--seconds 60]
 *
 * Starts a real Mosquitto, signalk-server replaying its N2K sample, Home Assistant with its MQTT
 * integration (config flow), and signalk-assist with --mqtt-url and default options. After the
 * sample's sensors appear (and 2 s more), counts for the window, per sensor: MQTT messages the add-on
 * published (a subscriber on the broker; state and discovery config apart) and Home Assistant's
 * state_changed events. Then restarts Home Assistant and prints how long until every sensor that
 * had a state has one again (from the restart call, and from Home Assistant reporting RUNNING).
 * Needs what test/ha needs (scripts/setup-ha.sh, scripts/install-signalk.sh, mosquitto).
 */
import mqtt from 'mqtt';
import { startAssist } from '../helpers/assist.js';
import { startHomeAssistant, type HaEvent } from '../helpers/ha.js';
import { configureMqttIntegration, startMosquitto } from '../helpers/mosquitto.js';
import { startSignalK } from '../helpers/signalk.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const WINDOW_S = arg('seconds', 60);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// A loaded machine's signalk-server may take a while to answer; what did start is stopped when another fails to.
const started = await Promise.allSettled([startHomeAssistant({ language: 'en' }), startSignalK({ sampleN2k: true, readyTimeoutMs: 120_000 }), startMosquitto()]);
const failed = started.find((r) => r.status === 'rejected');
if (failed) {
  await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
  throw failed.reason;
}
const value = <T>(r: PromiseSettledResult<T>): T => (r as PromiseFulfilledResult<T>).value;
const [ha, sk, broker] = [value(started[0]), value(started[1]), value(started[2])];
let assist: Awaited<ReturnType<typeof startAssist>> | undefined;
try {
  await configureMqttIntegration(ha, broker);
  const sub = await mqtt.connectAsync(broker.url, { username: broker.username, password: broker.password });
  const mqttLog: { at: number; topic: string }[] = [];
  const births: number[] = [];
  sub.on('message', (topic, payload, packet) => {
    if (topic === 'homeassistant/status') {
      if (payload.toString() === 'online') births.push(Date.now());
    } else if (!packet.retain) mqttLog.push({ at: Date.now(), topic });
  });
  await sub.subscribeAsync(['signalk-assist/#', 'homeassistant/sensor/#', 'homeassistant/status']);
  const socket = await ha.socket();
  const haLog: { at: number; id: string; state: string }[] = [];
  await socket.subscribeEvents<{ entity_id: string; new_state: { state: string } | null }>(
    'state_changed',
    (ev: HaEvent<{ entity_id: string; new_state: { state: string } | null }>) => {
      if (ev.data.entity_id.startsWith('sensor.signalk_')) haLog.push({ at: Date.now(), id: ev.data.entity_id, state: ev.data.new_state?.state ?? '' });
    },
  );

  assist = await startAssist({
    transport: 'http',
    args: ['--signalk-url', sk.url, '--no-assist', '--mqtt-url', broker.url, '--mqtt-username', broker.username, '--mqtt-password', broker.password],
  });
  const t0 = Date.now();
  for (;;) {
    const ids = new Set(haLog.map((e) => e.id));
    if (['sensor.signalk_depth', 'sensor.signalk_wind', 'sensor.signalk_position'].every((i) => ids.has(i))) break;
    if (Date.now() - t0 > 60_000) throw new Error('the sample sensors did not appear within 60 s');
    await sleep(250);
  }
  await sleep(2000);
  const start = Date.now();
  await sleep(WINDOW_S * 1000);
  const end = Date.now();

  const inWindow = <T extends { at: number }>(l: T[]) => l.filter((e) => e.at >= start && e.at < end);
  const perMin = (n: number) => ((n * 60) / WINDOW_S).toFixed(1);
  const ids = [...new Set(haLog.map((e) => e.id))].sort();
  console.log(`Window ${WINDOW_S} s on the N2K sample, entities_interval_s 5 (default); per minute:`);
  console.log('sensor'.padEnd(34) + 'MQTT state  MQTT config  HA state changes');
  let totals = [0, 0, 0];
  for (const id of ids) {
    const object = id.slice('sensor.'.length);
    const states = inWindow(mqttLog).filter((m) => m.topic.endsWith(`/${object}`)).length;
    const configs = inWindow(mqttLog).filter((m) => m.topic.endsWith(`/${object}/config`)).length;
    const changes = inWindow(haLog).filter((e) => e.id === id).length;
    totals = [totals[0]! + states, totals[1]! + configs, totals[2]! + changes];
    console.log(id.padEnd(34) + perMin(states).padStart(10) + perMin(configs).padStart(13) + perMin(changes).padStart(18));
  }
  const other = inWindow(mqttLog).filter((m) => m.topic.endsWith('/status')).length;
  console.log('all sensors'.padEnd(34) + perMin(totals[0]!).padStart(10) + perMin(totals[1]!).padStart(13) + perMin(totals[2]!).padStart(18));
  console.log(`status messages in the window: ${other}`);
  // Config messages come only with a sensor's first write, a change of name or unit, and a republish
  // (Home Assistant's birth message, a reconnect): they are not steady state.
  const rel = (t: number) => `${((t - start) / 1000).toFixed(1)} s`;
  console.log(`Home Assistant birth messages (seconds from the window's start): ${births.map(rel).join(', ') || 'none'}`);
  const configTimes = [
    ...new Set(
      inWindow(mqttLog)
        .filter((m) => m.topic.endsWith('/config'))
        .map((m) => rel(m.at)),
    ),
  ];
  console.log(`config messages in the window at: ${configTimes.join(', ') || 'none'}`);

  // Restart: every sensor that has a state now must have one again.
  const had = new Set<string>();
  for (const id of ids) {
    const s = await ha.rest<{ state: string }>('GET', `/api/states/${id}`);
    if (s.state !== 'unavailable') had.add(id);
  }
  socket.close();
  const r0 = Date.now();
  await ha.restart();
  const running = Date.now();
  for (;;) {
    const states = await Promise.all([...had].map((id) => ha.rest<{ state: string }>('GET', `/api/states/${id}`).catch(() => ({ state: 'missing' }))));
    if (states.every((s) => s.state !== 'unavailable' && s.state !== 'missing')) break;
    if (Date.now() - running > 120_000) throw new Error('sensors without a state 120 s after the restart');
    await sleep(100);
  }
  const done = Date.now();
  console.log(
    `Home Assistant restart: ${had.size} sensors with a state again ${done - r0} ms after the restart began (stop ${ha.startTimesMs.at(-1) !== undefined ? running - r0 - ha.startTimesMs.at(-1)! : NaN} ms, start to RUNNING ${ha.startTimesMs.at(-1)} ms), ${done - running} ms after RUNNING`,
  );
  await sub.endAsync();
} finally {
  await assist?.stop();
  await Promise.all([ha.stop(), sk.stop(), broker.stop()]);
}
