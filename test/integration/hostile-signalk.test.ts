/**
 * A hostile SignalK server (test/helpers/hostile-signalk.ts, a stand-in: what is tested is our
 * handling of what a server could send) and hostile MCP clients, one test per defect of the round,
 * each asserting the exact answer. The add-on runs in this process (startApp) with MCP over HTTP on
 * 127.0.0.1; answers are asked over real MCP (the SDK's client) or through the same queries. Memory
 * bounds are asserted as sizes (readings held, bytes read, characters kept), never as times; every
 * wait is bounded.
 */
import { after, afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { startHostileSignalK, type HostileSignalK } from '../helpers/hostile-signalk.js';
import { freePort } from '../helpers/net.js';
import { until } from '../helpers/assist.js';
import { startApp, type App } from '../../src/app.js';
import { buildConfig } from '../../src/config.js';
import { findQuery } from '../../src/questions/index.js';
import { startAnnounceOutput } from '../../src/announce/index.js';
import { answerQuestion } from '../../src/assist/answerer.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import type { ServiceCall } from '../../src/announce/calls.js';
import type { HaConnection } from '../../src/ha/connection.js';
import { MAX_BODY_BYTES } from '../../src/mcp/http.js';
import { MAX_SSE_SESSIONS } from '../../src/mcp/sse.js';
import { MAX_LISTED_CHARS } from '../../src/questions/list-paths/query.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { ESPEAK_VOICE } from '../helpers/espeak.js';
import { speakingSeconds } from '../helpers/espeak-seconds.js';

/** Each language's answer said by espeak-ng within the 8-second speaking budget. */
async function withinBudget(said: Partial<Record<Language, string | null>>): Promise<void> {
  for (const [language, text] of Object.entries(said) as [Language, string | null][]) {
    const [s] = await speakingSeconds([String(text)], ESPEAK_VOICE[language]);
    assert.ok(s! <= 8, `${language}: ${s!.toFixed(1)} s for ${JSON.stringify(text)}`);
  }
}

const SELF = 'vessels.self';
const HERE = { latitude: 38.69, longitude: -9.415 };
const note = (state: string, message: string) => ({ state, method: ['visual', 'sound'], message });
const mmsi = (i: number) => `vessels.urn:mrn:imo:mmsi:${String(230_000_000 + i)}`;

/** One boat: the stand-in server, the add-on connected to it, an MCP client over HTTP. */
interface Boat {
  sk: HostileSignalK;
  app: App;
  mcp: Client;
  /** A tool over MCP: its structured answer. */
  call(tool: string, args?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** A query in `language` through the same code MCP runs. */
  ask(tool: string, args?: Record<string, unknown>, language?: Language): Record<string, unknown>;
  stop(): Promise<void>;
}

const boats: Boat[] = [];
afterEach(async () => {
  for (const b of boats.splice(0)) await b.stop();
});

/** Starts a stand-in with our position and depth, and the add-on connected to it (its full model loaded). */
async function boat(): Promise<Boat> {
  const sk = await startHostileSignalK();
  sk.set(SELF, { 'navigation.position': HERE, 'environment.depth.belowKeel': 4.2 });
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  const config = buildConfig({
    file: { signalk_url: sk.url, mcp: true, mcp_host: '127.0.0.1', mcp_port: await freePort(), assist: false, entities: false, data_dir: dir, log_level: 'error' },
    env: {},
  });
  const app = await startApp(config);
  assert.ok(await app.client!.whenConnected(30_000), 'connected to the stand-in');
  await until(async () => app.model.get('environment.depth.belowKeel')?.value === 4.2, 10_000, 'the first values');
  const mcp = new Client({ name: 'hostile-test', version: '0.0.0' });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${app.http!.port}/mcp?answers=full`)));
  const b: Boat = {
    sk,
    app,
    mcp,
    async call(tool, args = {}) {
      const r = await mcp.callTool({ name: tool, arguments: args }, undefined, { timeout: 30_000 });
      assert.notEqual(r.isError, true, JSON.stringify(r.content));
      return r.structuredContent as Record<string, unknown>;
    },
    ask(tool, args = {}, language = 'en') {
      app.setLanguage(language);
      try {
        return findQuery(tool)!.run(args as never, app.context()) as Record<string, unknown>;
      } finally {
        app.setLanguage('en');
      }
    },
    async stop() {
      await mcp.close().catch(() => {});
      await app.stop();
      await sk.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  boats.push(b);
  return b;
}

/** The stand-in drops every stream (a restart); resolves once the add-on has seen it go and is back up. */
async function reconnected(b: Boat): Promise<void> {
  b.sk.dropStreams();
  await until(async () => b.app.client!.feed().status === 'down', 10_000, 'the stream to go');
  await until(async () => b.app.client!.feed().status === 'up', 20_000, 'the stream back');
}

/** 2,000 AIS targets with 50 paths each through the stream: 100,000 readings of other vessels. */
async function aisFlood(b: Boat): Promise<void> {
  for (let i = 1; i <= 2000; i++) {
    const values: Record<string, unknown> = {
      'navigation.position': { latitude: HERE.latitude + (i % 40) * 0.01, longitude: HERE.longitude + Math.floor(i / 40) * 0.01 },
      'navigation.speedOverGround': 3,
      'navigation.courseOverGroundTrue': 1,
    };
    for (let k = 0; k < 47; k++) values[`sensors.ais.static.field${k}`] = k;
    b.sk.set(mmsi(i), values);
  }
  await until(async () => b.app.model.contextCount >= 1500, 60_000, 'the AIS flood in the model');
}

/** 5,000 cleared notifications on our own vessel, as a plugin filing one per AIS target leaves them. */
async function clearedFlood(b: Boat): Promise<void> {
  for (let i = 0; i < 5000; i += 250) {
    const values: Record<string, unknown> = {};
    for (let k = i; k < i + 250; k++) values[`notifications.navigation.closestApproach.urn:mrn:imo:mmsi:2300${String(k).padStart(5, '0')}`] = note('normal', 'Clear');
    b.sk.set(SELF, values);
  }
  await until(async () => b.app.model.get('notifications.navigation.closestApproach.urn:mrn:imo:mmsi:230004999') !== undefined, 60_000, 'the cleared notifications');
}

const MOB_SAID = 'Man overboard.';
const ALARMS_MOB = 'Man overboard.';
const ALARMS_FIRE_MOB = '1 emergency: Fire in the engine room. Man overboard.';
/** get_ais_targets without a limit, in each language: one ship 4.9 miles north-east, its name said as `said`. */
const oneShipNorthEast = (said: string): Record<Language, string> => ({
  en: `Vessel ${said}, 4.9 miles north-east.`,
  'pt-BR': `Embarcação ${said}, 4,9 milhas a nordeste.`,
  pt: `Embarcação ${said}, 4,9 milhas a nordeste.`,
  de: `Fahrzeug ${said}, 4,9 Seemeilen Nordost.`,
  fr: `Navire ${said}, 4,9 milles, nord-est.`,
  es: `Embarcación ${said}, 4,9 millas al noreste.`,
  nl: `Vaartuig ${said}, 4,9 mijl noordoost.`,
});
/** The answer under each long real name (the AIS name as sent). */
const D3_ALL: Record<string, Record<Language, string>> = {
  'MAERSK KENSINGTON': oneShipNorthEast('Maersk Kensington'),
  'CMA CGM MARCO POLO': oneShipNorthEast('CMA CGM Marco Polo'),
};
const D4_DESTINATION = 'ALL CREW ABANDON SHIP';
const D11_DISPLAY = '1 alarm: Bilge high.';
const READ_FIRE = 'emergency, Fire in the engine room';
const ANNOUNCED = '2 emergencies: Man overboard!; Fire in the engine room.';
/** get_active_alarms in each language with an alarm from before a restart whose full model failed. */
const D5_ALL: Record<Language, string> = {
  en: 'Last known before SignalK restarted: 1 alarm: Shallow water.',
  'pt-BR': 'Últimos valores antes de o SignalK reiniciar: 1 alarme: Shallow water.',
  pt: 'Últimos valores antes de o SignalK reiniciar: 1 alarme: Shallow water.',
  de: 'Zuletzt bekannt vor dem Neustart von SignalK: 1 Alarm: Shallow water.',
  fr: 'Dernières valeurs connues avant le redémarrage de SignalK : 1 alarme : Shallow water.',
  es: 'Últimos valores antes de que SignalK se reiniciara: 1 alarma: Shallow water.',
  nl: 'Laatst bekend voor de herstart van SignalK: 1 alarm: Shallow water.',
};
const D6_DISPLAY = '30 paths';
const D10_DISPLAY = '1 emergency and 1 alarm: Fire in the engine room; Bilge high.';
/** The stream-refused answer of anchor_state (no anchor known) in each language: the lead and the age of the last data. */
const D9_NONE: Record<Language, RegExp> = {
  en: /^SignalK's data stream is refusing us; last data (.+)\.$/,
  'pt-BR': /^O fluxo de dados do SignalK está nos recusando; últimos dados (.+)\.$/,
  pt: /^O fluxo de dados do SignalK está a recusar-nos; últimos dados (.+)\.$/,
  de: /^Der Datenstrom von SignalK weist uns ab; letzte Daten (.+)\.$/,
  fr: /^Le flux de données de SignalK nous refuse ; dernières données (.+)\.$/,
  es: /^El flujo de datos de SignalK nos rechaza; últimos datos (.+)\.$/,
  nl: /^De datastroom van SignalK weigert ons; laatste gegevens (.+)\.$/,
};
/** The stream-refused answer of depth_state in each language: the lead, the age of the last data, the depth. */
const D9_PATTERN: Record<Language, RegExp> = {
  en: /^SignalK's data stream is refusing us; (.+): 4\.2 meters under the keel\.$/,
  'pt-BR': /^O fluxo de dados do SignalK está nos recusando; (.+): 4,2 metros sob a quilha\.$/,
  pt: /^O fluxo de dados do SignalK está a recusar-nos; (.+): 4,2 metros debaixo da quilha\.$/,
  de: /^Der Datenstrom von SignalK weist uns ab; (.+): 4,2 Meter unter dem Kiel\.$/,
  fr: /^Le flux de données de SignalK nous refuse ; (.+) : 4,2 mètres sous la quille\.$/,
  es: /^El flujo de datos de SignalK nos rechaza; (.+): 4,2 metros bajo la quilla\.$/,
  nl: /^De datastroom van SignalK weigert ons; (.+): 4,2 meter onder de kiel\.$/,
};
/** Everything each language says, printed when an exact answer differs (the wording lives in src/speech/). */
const inAll = (b: Boat, tool: string, args: Record<string, unknown> = {}) => Object.fromEntries(LANGUAGES.map((l) => [l, b.ask(tool, args, l).display]));

/** Home Assistant as the announce path sees it, recording the service calls (HA is not what is tested here). */
function recordingHa(calls: ServiceCall[]): HaConnection {
  return { conn: { connected: true }, send: async (call: ServiceCall) => void calls.push(call), onReady: () => () => {} } as unknown as HaConnection;
}

describe('hostile SignalK server: one test per defect', { timeout: 200_000 }, () => {
  it('D1: with 100,000 AIS readings held, a new man overboard of our own is said', async () => {
    const b = await boat();
    await aisFlood(b);
    b.sk.set(SELF, { 'notifications.mob.crew1': note('emergency', 'Man overboard!'), 'environment.depth.belowSurface': 6.1 });
    await until(async () => b.app.model.get('notifications.mob.crew1') !== undefined, 10_000, 'the MOB');
    assert.equal((await b.call('get_active_alarms')).display, ALARMS_MOB);
    assert.equal((await b.call('man_overboard')).display, MOB_SAID);
    assert.equal((await b.call('read_sensor', { path: 'environment.depth.belowSurface' })).value, 6.1);
    // Bounded as a size: the model never holds more readings than its cap.
    assert.ok(b.app.model.readings <= 100_000, `${b.app.model.readings} readings`);
  });

  it('D2: with 5,000 cleared notifications on our own vessel, a new fire and man overboard are said', async () => {
    const b = await boat();
    await clearedFlood(b);
    b.sk.set(SELF, { 'notifications.fire.engineRoom': note('emergency', 'Fire in the engine room'), 'notifications.mob.crew3': note('emergency', 'Man overboard!') });
    await until(async () => b.app.model.get('notifications.mob.crew3') !== undefined, 10_000, 'the MOB');
    assert.equal((await b.call('get_active_alarms')).display, ALARMS_FIRE_MOB);
    assert.equal((await b.call('man_overboard')).display, MOB_SAID);
    assert.equal((await b.call('read_sensor', { path: 'notifications.fire.engineRoom' })).display, READ_FIRE);
  });

  it('2,000 AIS targets x 50 paths and 5,000 cleared notifications: a new MOB and a fire are said over MCP, by Assist and announced', async () => {
    const b = await boat();
    const calls: ServiceCall[] = [];
    const announcer = startAnnounceOutput({
      ha: recordingHa(calls),
      model: b.app.model,
      context: () => b.app.context(),
      targets: ['assist_satellite.cockpit'],
      tts: '',
      cleared: false,
      minIntervalMs: 0,
    });
    try {
      await aisFlood(b);
      await clearedFlood(b);
      b.sk.set(SELF, { 'notifications.mob.crew1': note('emergency', 'Man overboard!'), 'notifications.fire.engineRoom': note('emergency', 'Fire in the engine room') });
      await until(async () => b.app.model.get('notifications.fire.engineRoom') !== undefined, 10_000, 'the fire');
      assert.equal((await b.call('get_active_alarms')).display, ALARMS_FIRE_MOB);
      assert.equal((await b.call('man_overboard')).display, MOB_SAID);
      // Assist: the answer the add-on fires for Home Assistant's `signalk_query` event of each family
      // (Home Assistant's own part, matching the sentence, is test/ha's).
      const assist = (family: string) => answerQuestion({ request_id: family, family, slots: {} }, b.app.context(), SENTENCES.en!)?.text;
      assert.equal(assist('alarms'), ALARMS_FIRE_MOB);
      assert.equal(assist('man_overboard'), MOB_SAID);
      await until(async () => calls.length > 0, 10_000, 'the announcement');
      assert.deepEqual(
        calls.map((c) => c.service_data.message),
        [ANNOUNCED],
      );
      assert.ok(b.app.model.readings <= 100_000, `${b.app.model.readings} readings`);
    } finally {
      announcer.stop();
    }
  });

  it('D3: the only ship is described, whatever the length of its name, in every language', async () => {
    const b = await boat();
    // 4.9 miles north-east of us, 3 m/s, course 4.0 rad.
    const target = { latitude: HERE.latitude + 0.0577, longitude: HERE.longitude + 0.0737 };
    const said: Record<string, Record<string, unknown>> = {};
    for (const [i, name] of ['MAERSK KENSINGTON', 'CMA CGM MARCO POLO'].entries()) {
      b.sk.set(mmsi(9000 + i), { name, 'navigation.position': target, 'navigation.speedOverGround': 3, 'navigation.courseOverGroundTrue': 4 });
      await until(async () => b.app.model.get('name', mmsi(9000 + i)) !== undefined, 10_000, name);
      said[name] = inAll(b, 'get_ais_targets');
      b.sk.forget();
      b.sk.set(SELF, { 'navigation.position': HERE, 'environment.depth.belowKeel': 4.2 });
      b.sk.dropStreams(); // a reconnect with a full model: the ship is gone
      await until(async () => b.app.model.get('name', mmsi(9000 + i)) === undefined, 20_000, 'the ship gone');
    }
    assert.deepEqual(said, D3_ALL);
    for (const languages of Object.values(said)) await withinBudget(languages as Record<Language, string>);
  });

  it('D4: read_sensor says text from the boat cleaned and capped', async () => {
    const b = await boat();
    const hostile = `<speak><break time="10s"/><audio src="http://evil.example/x.mp3"/>ALL CREW ABANDON SHIP\u202e\u0007 https://evil.example</speak>`;
    b.sk.set(SELF, { 'navigation.destination.commonName': hostile, name: 'N'.repeat(4096) });
    await until(async () => b.app.model.get('navigation.destination.commonName') !== undefined, 10_000, 'the text');
    assert.equal((await b.call('read_sensor', { path: 'navigation.destination.commonName' })).display, D4_DESTINATION);
    // A 4,096-character name with no word in it is not read out (minutes of speech before the cap).
    assert.equal((await b.call('read_sensor', { path: 'name' })).display, "The boat's value for this can't be read.");
  });

  it('D11: double-encoded markup in an alarm message never reaches display as entity text', async () => {
    const b = await boat();
    b.sk.set(SELF, { 'notifications.bilge': note('alarm', 'Bilge high &amp;lt;break time="5s"/&amp;gt;') });
    await until(async () => b.app.model.get('notifications.bilge') !== undefined, 10_000, 'the alarm');
    assert.equal((await b.call('get_active_alarms')).display, D11_DISPLAY);
  });

  it('D5: after a restart whose full model fails, alarms from before are said as last known before the restart', async () => {
    const b = await boat();
    b.sk.set(SELF, { 'notifications.environment.depth.belowKeel': note('alarm', 'Shallow water') });
    await until(async () => b.ask('get_active_alarms').display === '1 alarm: Shallow water.', 10_000, 'the alarm');
    // SignalK restarts without it; its REST full model answers 500.
    b.sk.forget();
    b.sk.set(SELF, { 'navigation.position': HERE, 'environment.depth.belowKeel': 4.3 });
    b.sk.rest('500');
    await reconnected(b);
    const before = await b.call('get_active_alarms');
    assert.equal(before.display, 'Last known before SignalK restarted: 1 alarm: Shallow water.');
    assert.deepEqual(
      (before.alarms as { path: string; before_restart?: boolean }[]).map((a) => [a.path, a.before_restart]),
      [['environment.depth.belowKeel', true]],
    );
    assert.deepEqual(inAll(b, 'get_active_alarms'), D5_ALL);
    await withinBudget(D5_ALL);
    // A man overboard from before the restart is not said as live either.
    // What SignalK raises after the restart is live.
    b.sk.set(SELF, { 'notifications.bilge': note('alarm', 'Bilge high') });
    await until(async () => b.ask('get_active_alarms').display === '1 alarm: Bilge high.', 10_000, 'the new alarm said live');
    // A later reconnect with a working full model: only what SignalK holds.
    b.sk.rest('ok');
    await reconnected(b);
    const after = await b.call('get_active_alarms');
    assert.equal(after.display, '1 alarm: Bilge high.');
    assert.deepEqual(
      (after.alarms as { path: string }[]).map((a) => a.path),
      ['bilge'],
    );
  });

  it('D5: a man overboard from before such a restart is said as last known before it, never as none', async () => {
    const b = await boat();
    b.sk.set(SELF, { 'notifications.mob.crew2': note('emergency', 'Man overboard!') });
    await until(async () => b.ask('man_overboard').display === MOB_SAID, 10_000, 'the MOB');
    b.sk.forget();
    b.sk.rest('html');
    await reconnected(b);
    assert.equal((await b.call('man_overboard')).display, `Last known before SignalK restarted: ${MOB_SAID}`);
    const old = (await b.call('man_overboard')).mob_alarms as { path: string; state: string; message: string }[];
    assert.deepEqual(
      old.map((m) => [m.path, m.state, m.message]),
      [['mob.crew2', 'emergency', 'Man overboard!']],
    );
    assert.equal((await b.call('get_active_alarms')).display, `Last known before SignalK restarted: ${ALARMS_MOB}`);
  });

  it('D6: meta strings are capped and list_paths stays small, whatever the server sends', async () => {
    const b = await boat();
    const huge = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 30; i++) {
      b.sk.send({ context: SELF, updates: [{ $source: 'junk.1', meta: [{ path: `sensors.junk.j${i}`, value: { description: huge, displayName: huge, units: huge } }] }] });
      b.sk.set(SELF, { [`sensors.junk.j${i}`]: i });
    }
    await until(async () => b.app.model.get('sensors.junk.j29') !== undefined, 20_000, 'the junk');
    const kept = Array.from({ length: 30 }, (_, i) => b.app.model.meta(`sensors.junk.j${i}`) ?? {});
    const chars = kept.reduce((n, m) => n + (m.description?.length ?? 0) + (m.displayName?.length ?? 0) + (m.units?.length ?? 0), 0);
    assert.ok(chars <= 30 * (256 + 64 + 32), `${chars} meta characters kept for 30 paths`);
    const listed = await b.mcp.callTool({ name: 'list_paths', arguments: { prefix: 'sensors.junk' } });
    const bytes = JSON.stringify(listed).length;
    assert.ok(bytes <= 4 * MAX_LISTED_CHARS, `list_paths answered ${bytes} bytes`);
    assert.equal((listed.structuredContent as { display: string }).display, D6_DISPLAY);
  });

  it('D7: an endless request body is answered 413 and the connection closed as soon as the limit is passed', async () => {
    const b = await boat();
    const { written, response } = await endlessBody(b.app.http!.port);
    assert.match(response, /^HTTP\/1\.1 413 /);
    assert.ok(response.endsWith(JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: `Request body larger than ${MAX_BODY_BYTES} bytes` }, id: null })), response);
    // Bounded as a size: what we managed to send before the server closed (its buffers included).
    assert.ok(written <= 32 * 1024 * 1024, `${written} bytes sent before the connection closed`);
  });

  it('D8: 40 idle legacy SSE streams do not lock a new SSE client out', async () => {
    const b = await boat();
    const base = `http://127.0.0.1:${b.app.http!.port}`;
    const idle: AbortController[] = [];
    const statuses: number[] = [];
    const streams: Response[] = [];
    try {
      for (let i = 0; i < 40; i++) {
        const ac = new AbortController();
        idle.push(ac);
        const r = await fetch(`${base}/sse`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
        statuses.push(r.status);
        streams.push(r);
      }
      assert.deepEqual(statuses, Array(40).fill(200));
      // The first one opened, idle the longest, was closed to make room: its stream ends.
      const first = streams[0]!.body!.getReader();
      for (;;) if ((await first.read()).done) break;
      // Home Assistant 2025.4's transport: legacy SSE.
      const legacy = new Client({ name: 'legacy-sse', version: '0.0.0' });
      await legacy.connect(new SSEClientTransport(new URL(`${base}/sse`)));
      try {
        const r = await legacy.callTool({ name: 'get_active_alarms', arguments: {} }, undefined, { timeout: 30_000 });
        assert.equal((r.content as { text: string }[])[0]!.text.includes('No active alarms.'), true, JSON.stringify(r.content));
      } finally {
        await legacy.close();
      }
      assert.ok(MAX_SSE_SESSIONS < 40);
    } finally {
      for (const ac of idle) ac.abort();
    }
  });

  it('D9: a refused stream while REST answers: a growing wait, and answers say the stream is refusing us', async () => {
    const b = await boat();
    b.sk.stream('500');
    b.sk.resetCounts();
    b.sk.dropStreams();
    await until(async () => b.app.client!.feed().status === 'down', 10_000, 'the stream to go');
    const t0 = Date.now();
    let said: Record<string, string | null> = {};
    let none: Record<string, string | null> = {};
    await until(
      async () => {
        const d = b.ask('depth_state').display;
        if (typeof d !== 'string' || !d.startsWith("SignalK's data stream is refusing us;")) return false;
        said = inAll(b, 'depth_state') as Record<string, string | null>;
        none = inAll(b, 'anchor_state') as Record<string, string | null>;
        return true;
      },
      15_000,
      'the stream-refused answer',
    );
    for (const [language, display] of Object.entries(said)) assert.match(String(display), D9_PATTERN[language as Language], `${language}: ${display}`);
    // Nothing to say but that: the stream's lead with the age of the last data, never "can't reach".
    for (const [language, display] of Object.entries(none)) assert.match(String(display), D9_NONE[language as Language], `${language}: ${display}`);
    await withinBudget(said);
    await withinBudget(none);
    // Over 15 s the old client fetched the full model about 30 times; the growing wait: at most 8.
    await new Promise((r) => setTimeout(r, Math.max(0, 15_000 - (Date.now() - t0))));
    assert.ok(b.sk.counts.fullModel <= 8, `${b.sk.counts.fullModel} full-model GETs in 15 s`);
    assert.ok(b.sk.counts.fullModel >= 3, `${b.sk.counts.fullModel} full-model GETs: still retrying`);
  });

  it('D10: states in off-spec casing are said as the alarms they are', async () => {
    const b = await boat();
    b.sk.set(SELF, { 'notifications.bilge': { state: 'ALARM', message: 'Bilge high' }, 'notifications.fire': { state: 'Emergency', message: 'Fire in the engine room' } });
    await until(async () => b.app.model.get('notifications.fire') !== undefined, 10_000, 'the notifications');
    assert.equal((await b.call('get_active_alarms')).display, D10_DISPLAY);
  });
});

/**
 * POSTs a chunked body that never ends to /mcp over a raw socket, 64 KB at a time (at most 256 MB),
 * until the server closes the connection; returns what was written and what came back.
 */
async function endlessBody(port: number): Promise<{ written: number; response: string }> {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  let closed = false;
  socket.on('data', (d: Buffer) => (response += d.toString()));
  socket.on('error', () => {});
  const done = new Promise<void>((r) => socket.on('close', () => r()));
  socket.on('close', () => (closed = true));
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.write(
    `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n`,
  );
  const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 0x20), Buffer.from('\r\n')]);
  let written = 0;
  const deadline = Date.now() + 30_000;
  while (!closed && written < 256 * 1024 * 1024 && Date.now() < deadline) {
    const ok = socket.write(chunk);
    written += chunk.length;
    if (!ok) await Promise.race([new Promise((r) => socket.once('drain', r)), done, new Promise((r) => setTimeout(r, 2000))]);
  }
  socket.destroy();
  await done;
  const body = response.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  return { written, response: `${response.split('\r\n')[0]}\r\n${body}` };
}

after(async () => {
  for (const b of boats.splice(0)) await b.stop();
});
