/**
 * A compound emergency played on a real signalk-server, step by step, as a sailor would live it:
 * 1. offshore with no town in reach: a fire and an engine emergency and a bilge alarm on board, a man
 *    overboard raised through signalk-server's own MOB API (POST /signalk/v2/api/notifications/mob),
 *    man-overboard, SART and EPIRB beacons heard, a ship on a collision course;
 * 2. SignalK killed;
 * 3. SignalK restarted with its data folder, then replaced by an empty one on the same port;
 * 4. the keel in the mud;
 * 5. anchored, and dragging (no anchor-alarm plugin).
 * At each step the exact answers of get_active_alarms, get_ais_targets, navigation_state (where are we,
 * and the exact position), depth_state and anchor_state in all seven languages; every answer's espeak-ng
 * seconds are printed, and those of the compound emergency (steps 1 and 2) are held to its 12 s budget. The add-on runs in this process (startApp) on a clock it can
 * move ("last contact 2 minutes ago" exactly).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { until } from '../helpers/assist.js';
import { destination, NM } from '../helpers/sphere.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { KEEL_IN_MUD as MUD, KIRITIMATI_LOST_WHERE as LOST_WHERE, KIRITIMATI_WHERE as WHERE } from '../helpers/spoken-answers.js';
import { startApp, type App } from '../../src/app.js';
import { buildConfig } from '../../src/config.js';
import { findQuery } from '../../src/questions/index.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { COMPOUND_BUDGET_S } from '../../src/speech/triage.js';

/** Off Kiritimati atoll: no town or port in the gazetteer within 300 nautical miles. */
const HERE = { latitude: -1.87, longitude: -157.4 };
const KN = 1852 / 3600;
const note = (state: string, message: string) => ({ state, method: ['visual', 'sound'], message });
const delta = (values: Record<string, unknown>, context = 'vessels.self') => ({
  context,
  updates: [{ $source: 'compound.1', values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

type Answers = Record<Language, string>;
/** The exact position at HERE ("where are we" is KIRITIMATI_WHERE). */
const EXACT: Answers = {
  en: '1 degree 52.2 minutes south, 157 degrees 24 minutes west',
  'pt-BR': '1 grau 52,2 minutos sul, 157 graus 24 minutos oeste',
  pt: '1 grau 52,2 minutos sul, 157 graus 24 minutos oeste',
  de: '1 Grad 52,2 Minuten Süd, 157 Grad 24 Minuten West',
  fr: '1 degré 52,2 minutes sud, 157 degrés 24 minutes ouest',
  es: '1 grado 52,2 minutos sur, 157 grados 24 minutos oeste',
  nl: '1 graad 52,2 minuten zuiderbreedte, 157 graden 24 minuten westerlengte',
};
const DEEP: Answers = {
  en: '48.3 meters under the keel',
  'pt-BR': '48,3 metros sob a quilha',
  pt: '48,3 metros debaixo da quilha',
  de: '48,3 Meter unter dem Kiel',
  fr: '48,3 mètres sous la quille',
  es: '48,3 metros bajo la quilla',
  nl: '48,3 meter onder de kiel',
};
const NO_ANCHOR: Answers = {
  en: 'No anchor is set.',
  'pt-BR': 'Nenhuma âncora definida.',
  pt: 'Não há nenhuma âncora definida.',
  de: 'Es ist kein Anker gesetzt.',
  fr: "Aucune ancre n'est mouillée.",
  es: 'No hay ningún ancla fijada.',
  nl: 'Er is geen anker ingesteld.',
};
const NO_ALARMS: Answers = {
  en: 'No active alarms.',
  'pt-BR': 'Nenhum alarme ativo.',
  pt: 'Nenhum alarme ativo.',
  de: 'Keine aktiven Alarme.',
  fr: 'Aucune alarme active.',
  es: 'No hay alarmas activas.',
  nl: 'Geen actieve alarmen.',
};
/** get_active_alarms: our emergencies, the man overboard, the MOB beacon; the SART, the EPIRB and the bilge alarm counted. */
const ALARMS: Answers = {
  en: '2 emergencies: Fire in engine room; Engine overheating. Man overboard. Man overboard beacon, 70 meters north-west, and 3 more.',
  'pt-BR': '2 emergências: Fire in engine room; Engine overheating. Homem ao mar. Baliza de homem ao mar, 70 metros a noroeste, e mais 3.',
  pt: '2 emergências: Fire in engine room; Engine overheating. Homem ao mar. Baliza de homem ao mar, 70 metros a noroeste, e mais 3.',
  de: '2 Notfälle: Fire in engine room; Engine overheating. Mann über Bord. Mann-über-Bord-Sender, 70 Meter Nordwest, und 3 weitere.',
  fr: '2 urgences : Fire in engine room ; Engine overheating. Homme à la mer. Balise homme à la mer, 70 mètres, nord-ouest, et 3 autres.',
  es: '2 emergencias: Fire in engine room; Engine overheating. Hombre al agua. Baliza de hombre al agua, 70 metros al noroeste, y 3 más.',
  nl: '2 noodgevallen: Fire in engine room; Engine overheating. Man over boord. Man-over-boordbaken, 70 meter noordwest, en nog 3.',
};
/** get_ais_targets: the MOB beacon, the ship on a collision course, the other beacons counted. */
const TRAFFIC: Answers = {
  en: 'Man overboard beacon, 70 meters north-west. Vessel, 1.5 miles north, 40 meters in 7 minutes, and 2 more beacons.',
  'pt-BR': 'Baliza de homem ao mar, 70 metros a noroeste. Embarcação, 1,5 milha a norte, 40 metros em 7 minutos, e mais 2 balizas.',
  pt: 'Baliza de homem ao mar, 70 metros a noroeste. Embarcação, 1,5 milhas a norte, 40 metros em 7 minutos, e mais 2 balizas.',
  de: 'Mann-über-Bord-Sender, 70 Meter Nordwest. Fahrzeug, 1,5 Seemeilen Nord, 40 Meter in 7 Minuten, und 2 weitere Notsender.',
  fr: 'Balise homme à la mer, 70 mètres, nord-ouest. Navire, 1,5 mille, nord, 40 mètres dans 7 minutes, et 2 autres balises.',
  es: 'Baliza de hombre al agua, 70 metros al noroeste. Embarcación, 1,5 millas al norte, 40 metros en 7 minutos, y 2 balizas más.',
  nl: 'Man-over-boordbaken, 70 meter noordwest. Vaartuig, 1,5 mijl noord, 40 meter over 7 minuten, en nog 2 bakens.',
};
/** Two minutes after the last contact, the MOB {mob} minutes after it was raised: the compound emergency in the fewest words (our emergencies by their messages, save in French where their count still fits). */
const LOST_ALARMS: Answers = {
  en: 'SignalK lost 2 minutes ago: Fire in engine room; Engine overheating. Man overboard {mob} minutes ago. Man overboard beacon, 70 meters north-west, and 3 more.',
  'pt-BR': 'Sem SignalK há 2 minutos: Fire in engine room; Engine overheating. Homem ao mar há {mob} minutos. Baliza de homem ao mar, 70 metros a noroeste, e mais 3.',
  pt: 'Sem SignalK há 2 minutos: Fire in engine room; Engine overheating. Homem ao mar há {mob} minutos. Baliza de homem ao mar, 70 metros a noroeste, e mais 3.',
  de: 'SignalK verloren vor 2 Minuten: Fire in engine room; Engine overheating. Mann über Bord vor {mob} Minuten. Mann-über-Bord-Sender, 70 Meter Nordwest, und 3 weitere.',
  fr: 'SignalK perdu il y a 2 minutes : 2 urgences : Fire in engine room ; Engine overheating. Homme à la mer il y a {mob} minutes. Balise homme à la mer, 70 mètres, nord-ouest, et 3 autres.',
  es: 'SignalK perdido hace 2 minutos: Fire in engine room; Engine overheating. Hombre al agua hace {mob} minutos. Baliza de hombre al agua, 70 metros al noroeste, y 3 más.',
  nl: 'SignalK 2 minuten geleden verloren: Fire in engine room; Engine overheating. Man over boord {mob} minuten geleden. Man-over-boordbaken, 70 meter noordwest, en nog 3.',
};
/** Two minutes after the last contact: the ship dead-reckoned from its last report (closer, sooner). */
const LOST_TRAFFIC: Answers = {
  en: 'SignalK lost 2 minutes ago: Man overboard beacon, 70 meters north-west. Vessel, 1.2 miles north, 40 meters in 6 minutes, and 2 more beacons.',
  'pt-BR': 'Sem SignalK há 2 minutos: Baliza de homem ao mar, 70 metros a noroeste. Embarcação, 1,2 milha a norte, 40 metros em 6 minutos, e mais 2 balizas.',
  pt: 'Sem SignalK há 2 minutos: Baliza de homem ao mar, 70 metros a noroeste. Embarcação, 1,2 milhas a norte, 40 metros em 6 minutos, e mais 2 balizas.',
  de: 'SignalK verloren vor 2 Minuten: Mann-über-Bord-Sender, 70 Meter Nordwest. Fahrzeug, 1,2 Seemeilen Nord, 40 Meter in 6 Minuten, und 2 weitere Notsender.',
  fr: 'SignalK perdu il y a 2 minutes : Balise homme à la mer, 70 mètres, nord-ouest. Navire, 1,2 mille, nord, 40 mètres dans 6 minutes, et 2 autres balises.',
  es: 'SignalK perdido hace 2 minutos: Baliza de hombre al agua, 70 metros al noroeste. Embarcación, 1,2 millas al norte, 40 metros en 6 minutos, y 2 balizas más.',
  nl: 'SignalK 2 minuten geleden verloren: Man-over-boordbaken, 70 meter noordwest. Vaartuig, 1,2 mijl noord, 40 meter over 6 minuten, en nog 2 bakens.',
};
/** No ship or beacon after the restarts (what SignalK no longer has is gone). */
const NO_TRAFFIC: Answers = {
  en: 'No vessels seen on AIS.',
  'pt-BR': 'Nenhuma embarcação no AIS.',
  pt: 'Nenhuma embarcação no AIS.',
  de: 'Keine Schiffe im AIS.',
  fr: 'Aucun navire AIS en vue.',
  es: 'No se ve ningún barco en el AIS.',
  nl: 'Geen schepen gezien op AIS.',
};
/** Our own drag alarm, in get_active_alarms. */
const DRAG_ALARM: Answers = {
  en: '1 alarm: Anchor dragging.',
  'pt-BR': '1 alarme: Âncora garrando.',
  pt: '1 alarme: Âncora a garrar.',
  de: '1 Alarm: Anker slippt.',
  fr: "1 alarme : L'ancre chasse.",
  es: '1 alarma: El ancla garrea.',
  nl: '1 alarm: Anker krabt.',
};
/** Two minutes after the last contact: the last known depth. */
const LOST_DEEP: Answers = {
  en: "I can't reach the boat's SignalK server; 2 minutes ago: 48.3 meters under the keel.",
  'pt-BR': 'Não consigo acessar o servidor SignalK do barco; há 2 minutos: 48,3 metros sob a quilha.',
  pt: 'Não consigo ligar ao servidor SignalK do barco; há 2 minutos: 48,3 metros debaixo da quilha.',
  de: 'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: 48,3 Meter unter dem Kiel.',
  fr: "Je n'arrive pas à joindre le serveur SignalK du bateau ; il y a 2 minutes : 48,3 mètres sous la quille.",
  es: 'No puedo conectar con el servidor SignalK del barco; hace 2 minutos: 48,3 metros bajo la quilla.',
  nl: 'Ik kan de SignalK server van de boot niet bereiken; 2 minuten geleden: 48,3 meter onder de kiel.',
};
/** Two minutes after the last contact, no anchor known: no "No anchor is set." (that is said only while SignalK answers). */
const LOST_ANCHOR: Answers = {
  en: "I can't reach the boat's SignalK server; last contact 2 minutes ago.",
  'pt-BR': 'Não consigo acessar o servidor SignalK do barco; último contato há 2 minutos.',
  pt: 'Não consigo ligar ao servidor SignalK do barco; último contacto há 2 minutos.',
  de: 'Ich erreiche den SignalK Server des Bootes nicht; letzter Kontakt vor 2 Minuten.',
  fr: "Je n'arrive pas à joindre le serveur SignalK du bateau ; dernier contact il y a 2 minutes.",
  es: 'No puedo conectar con el servidor SignalK del barco; último contacto hace 2 minutos.',
  nl: 'Ik kan de SignalK server van de boot niet bereiken; laatste contact 2 minuten geleden.',
};
/** 85 meters North of the anchor, its circle 40 meters, after 30 s beyond it. */
const DRAGGING: Answers = {
  en: 'Anchor dragging: 85 meters from the anchor, bearing south; the circle is 40 meters.',
  'pt-BR': 'Garrando: âncora a 85 metros, a sul, círculo de 40 metros.',
  pt: 'Estamos a garrar: âncora a 85 metros, a sul, círculo de 40 metros.',
  de: 'Anker slippt: 85 Meter entfernt, Peilung Süd, Kreis 40 Meter.',
  fr: "L'ancre chasse : à 85 mètres de l'ancre, relèvement sud, le cercle fait 40 mètres.",
  es: 'Estamos garreando: ancla a 85 metros, al sur, círculo de 40 metros.',
  nl: 'Anker krabt: anker op 85 meter, peiling zuid, cirkel van 40 meter.',
};

describe('a compound emergency, step by step, on a real signalk-server', { timeout: 600_000 }, () => {
  let sk: SignalKServer;
  let app: App;
  let dir: string;
  const skew = { ms: 0 };
  /** Every answer asserted, by step, for the espeak-ng seconds printed at the end of each step. */
  const heard: { step: string; tool: string; language: Language; text: string }[] = [];

  const ask = (tool: string, language: Language, args: Record<string, unknown> = {}): Record<string, unknown> => {
    app.setLanguage(language);
    try {
      return findQuery(tool)!.run(args as never, app.context()) as Record<string, unknown>;
    } finally {
      app.setLanguage('en');
    }
  };
  /** Asserts a tool's exact display in every language and records it. */
  const expect = (step: string, tool: string, want: Answers | ((l: Language) => string), args: Record<string, unknown> = {}) => {
    for (const language of LANGUAGES) {
      const text = ask(tool, language, args).display as string;
      assert.equal(text, typeof want === 'function' ? want(language) : want[language], `${step}: ${tool} ${JSON.stringify(args)} in ${language}`);
      heard.push({ step, tool: Object.keys(args).length > 0 ? `${tool} ${JSON.stringify(args)}` : tool, language, text });
    }
  };
  /** Every tool of a step: what's wrong, traffic, where are we, the exact position, depth and anchor. */
  const expectAll = (step: string, want: Record<'alarms' | 'traffic' | 'where' | 'exact' | 'depth' | 'anchor', Answers | ((l: Language) => string)>) => {
    expect(step, 'get_active_alarms', want.alarms);
    expect(step, 'get_ais_targets', want.traffic);
    expect(step, 'navigation_state', want.where);
    expect(step, 'navigation_state', want.exact, { position: true });
    expect(step, 'depth_state', want.depth);
    expect(step, 'anchor_state', want.anchor);
  };
  /** Prints the espeak-ng seconds of a step's answers; with `budgetS`, asserts each is said within it. */
  const printSeconds = async (step: string, budgetS?: number) => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    for (const language of LANGUAGES) {
      const mine = heard.filter((h) => h.step === step && h.language === language);
      const spoken = await say(
        mine.map((h) => h.text),
        ESPEAK_VOICE[language],
      );
      spoken.forEach((s, i) => console.log(`${step} | ${mine[i]!.tool} | ${language} | ${s.seconds.toFixed(2)} s | ${s.text}`));
      if (budgetS !== undefined)
        spoken.forEach((s, i) => assert.ok(s.seconds <= budgetS, `${step}: ${mine[i]!.tool} in ${language} runs ${s.seconds.toFixed(2)} s of espeak-ng: ${s.text}`));
    }
  };
  /** Epoch ms the man overboard was raised (signalk-server stamps it as it answers the POST). */
  let mobRaisedAt = 0;
  /** The ship on a collision course: 1.5 miles North and 40 m East, steering South at 12 knots (closest approach 40 m). */
  const SHIP = 'vessels.urn:mrn:imo:mmsi:230000009';
  const ship = () =>
    sk.sendDelta(
      delta(
        {
          'navigation.position': destination(destination(HERE, 0, 1.5 * NM), 90, 40),
          'navigation.courseOverGroundTrue': Math.PI,
          'navigation.speedOverGround': 12 * KN,
        },
        SHIP,
      ),
    );
  /** Waits for the reconnect and its full model (the loss was seen before the server came back). */
  const reconnected = async () => {
    await until(async () => app.client!.feed().status === 'up', 90_000, 'feed up again');
  };
  /** Our position and depth as a boat's sensors keep sending them (a restarted server has none). */
  const sensors = async (belowKeel: number) => {
    await sk.sendDelta(delta({ 'navigation.position': HERE, 'navigation.speedOverGround': 0, 'environment.depth.belowKeel': belowKeel }));
    await until(async () => ask('depth_state', 'en').below_keel_m === belowKeel && ask('navigation_state', 'en').latitude === HERE.latitude, 20_000, 'our sensors');
  };

  before(async () => {
    sk = await startSignalK();
    dir = mkdtempSync(join(tmpdir(), 'compound-'));
    const config = buildConfig({
      file: { signalk_url: sk.url, mcp: false, mcp_host: '127.0.0.1', mcp_port: await freePort(), assist: false, entities: false, data_dir: dir, log_level: 'error' },
      env: {},
    });
    app = await startApp(config, { now: () => Date.now() + skew.ms });
    assert.ok(await app.client!.whenConnected(60_000), 'connected');
  });
  after(async () => {
    await app?.stop();
    await sk?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('1. offshore, two emergencies, an alarm, a man overboard, three beacons and a ship on a collision course', async () => {
    await sensors(48.3);
    await sk.sendDelta(
      delta({
        'notifications.fire': note('emergency', 'Fire in engine room'),
        'notifications.propulsion.main.overTemperature': note('emergency', 'Engine overheating'),
        'notifications.bilge': note('alarm', 'Bilge water high'),
      }),
    );
    mobRaisedAt = Date.now();
    const res = await sk.request('/signalk/v2/api/notifications/mob', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(res.status, 200, await res.text());
    const beacon = (mmsi: string, bearing: number, meters: number) =>
      sk.sendDelta(
        {
          context: `vessels.urn:mrn:imo:mmsi:${mmsi}`,
          updates: [
            {
              $source: 'compound.ais',
              values: [
                { path: '', value: { mmsi } },
                { path: 'navigation.position', value: destination(HERE, bearing, meters) },
              ],
            },
          ],
        },
        { waitVisible: false },
      );
    await beacon('972000001', 315, 70);
    await beacon('970000001', 90, 14.6 * NM);
    await beacon('974000001', 180, 3 * NM);
    // Closest approach 40 m in 7.5 minutes.
    await ship();
    await until(async () => (ask('get_active_alarms', 'en').alarms as unknown[]).length === 4, 20_000, 'three alarms and the MOB');
    await until(async () => (ask('get_ais_targets', 'en').total_targets as number) >= 1, 20_000, 'the ship');
    const step = '1 compound emergency';
    expectAll(step, { alarms: ALARMS, traffic: TRAFFIC, where: WHERE, exact: EXACT, depth: DEEP, anchor: NO_ANCHOR });
    await printSeconds(step, COMPOUND_BUDGET_S);
  });

  // Everything said with the time of last contact: the compound emergency whole within 12 s, the ship
  // dead-reckoned, "where are we" the coordinates, the exact position whole.
  it('2. SignalK killed: the last known compound emergency, traffic, position and depth, with the time of last contact', async () => {
    // The ship's last report just before the loss, from where the scenario put it.
    await ship();
    await sk.kill();
    await until(async () => app.client!.feed().status === 'down', 30_000, 'feed down');
    const feed = app.client!.feed();
    assert.equal(feed.status, 'down');
    // 95 s after the last contact ("2 minutes ago"): the ship then 1.2 miles off, 6 minutes from its closest approach.
    const lostAt = (feed as { lostAt: number }).lostAt;
    skew.ms = lostAt + 95_000 - Date.now();
    const mob = String(Math.round((lostAt + 95_000 - mobRaisedAt) / 60_000));
    try {
      const step = '2 SignalK killed';
      expectAll(step, {
        alarms: (l) => LOST_ALARMS[l].replace('{mob}', mob),
        traffic: LOST_TRAFFIC,
        where: LOST_WHERE,
        exact: (l) => LOST_DEEP[l].replace(DEEP[l], EXACT[l]),
        depth: LOST_DEEP,
        anchor: LOST_ANCHOR,
      });
      await printSeconds(step, COMPOUND_BUDGET_S);
    } finally {
      skew.ms = 0;
    }
  });

  it('3. restarted with its data folder, then empty: no phantom alarm, beacon, ship or anchor', async () => {
    // Step 2 left SignalK killed and the feed down.
    await sk.restart();
    await reconnected();
    await sensors(48.3);
    for (const [step, restart] of [
      ['3a restarted with its data folder', null],
      [
        '3b restarted empty',
        async () => {
          const port = sk.port;
          await sk.kill();
          await until(async () => app.client!.feed().status === 'down', 30_000, 'feed down');
          await sk.stop();
          sk = await startSignalK({ port });
          await reconnected();
          await sensors(48.3);
        },
      ],
    ] as const) {
      if (restart) await restart();
      expectAll(step, { alarms: NO_ALARMS, traffic: NO_TRAFFIC, where: WHERE, exact: EXACT, depth: DEEP, anchor: NO_ANCHOR });
      assert.deepEqual(ask('get_active_alarms', 'en').alarms, []);
      assert.equal(ask('get_ais_targets', 'en').total_targets, 0);
      await printSeconds(step);
    }
  });

  it('4. the keel in the mud: said as the keel touching, never the transducer', async () => {
    await sk.sendDelta(delta({ 'environment.depth.belowKeel': -0.3, 'environment.depth.belowTransducer': 1.5 }));
    await until(async () => ask('depth_state', 'en').below_keel_m === -0.3, 20_000, 'the mud');
    const step = '4 keel in the mud';
    expectAll(step, { alarms: NO_ALARMS, traffic: NO_TRAFFIC, where: WHERE, exact: EXACT, depth: MUD, anchor: NO_ANCHOR });
    await printSeconds(step);
  });

  it('5. anchored, then dragging without the anchor-alarm plugin: the drag alarm after 30 s beyond the circle', async () => {
    const anchor = destination(HERE, 180, 85);
    await sk.sendDelta(delta({ 'navigation.anchor.position': anchor, 'navigation.anchor.maxRadius': 40 }));
    await until(async () => ask('anchor_state', 'en').set === true, 20_000, 'the anchor');
    // A fix a second, wandering up to 4 m, for 35 s, with the sounder wandering by 2 cm (the tide has lifted
    // the keel off); the last fix exactly 85 m North of the anchor.
    const started = Date.now();
    for (let i = 0; Date.now() - started < 35_000; i++) {
      await sk.sendDelta(
        delta({
          'navigation.position': destination(anchor, 0, 85 + 4 * Math.sin(i * 1.7)),
          'navigation.speedOverGround': 0,
          'environment.depth.belowKeel': 4.2 + 0.02 * Math.sin(i),
        }),
        { waitVisible: false },
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
    await sk.sendDelta(delta({ 'navigation.position': HERE, 'navigation.speedOverGround': 0, 'environment.depth.belowKeel': 4.2 }));
    await until(async () => ask('anchor_state', 'en').dragging === true && Math.round(ask('anchor_state', 'en').distance_m as number) === 85, 20_000, 'the drag');
    const step = '5 dragging';
    expectAll(step, { alarms: DRAG_ALARM, traffic: NO_TRAFFIC, where: WHERE, exact: EXACT, depth: (l) => DEEP[l].replace(/48(.)3/u, '4$12'), anchor: DRAGGING });
    const alarms = ask('get_active_alarms', 'en').alarms as { path: string; state: string; message: string }[];
    assert.deepEqual(
      alarms.map((a) => [a.path, a.state, a.message]),
      [['navigation.anchor', 'alarm', 'Anchor dragging']],
    );
    assert.equal(await sk.getPath('notifications.navigation.anchor'), undefined, 'nothing written to SignalK');
    await printSeconds(step);
  });
});
