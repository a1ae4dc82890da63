/**
 * The speaking budget: every answer of every tool, said by the real espeak-ng, lasts at most 8 seconds,
 * in all seven languages, on the demo vessel (connected and disconnected), on the example boat (the
 * questions the demo vessel cannot ask), on the real signalk-server replaying its NMEA 2000 sample,
 * and on a boat with hostile names (digit runs, Arabic, Hebrew, CJK,
 * Cyrillic, 10,000-character names, markup); and the misreadings the field found are gone, checked on
 * espeak-ng's phonemes.
 *
 * The answers are every tool of the catalogue with the arguments a person asks with
 * (test/helpers/tool-answers.ts), with the barometer trend, the history since start and place names as
 * the add-on gives them. The longest answer per language over all boats is printed as a diagnostic
 * (`# longest en 7.8 s get_ais_targets {} ...`), and per boat.
 *
 * Cost: about 2,000 espeak-ng runs, two at a time (`--stdout`, measured as the audio streams:
 * test/helpers/espeak-seconds.ts; distinct texts only), plus the phonemes of the French words holding
 * "est", plus a minute of the N2K sample so that AIS targets are heard.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { LazyGazetteer } from '../../src/places/load.js';
import { attachHistory, History } from '../../src/vessel/history.js';
import { handleFrame } from '../../src/signalk/client.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { VesselModel } from '../../src/vessel/model.js';
import { attachPressureHistory, PressureHistory } from '../../src/vessel/pressure-history.js';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { DEFAULT_STALENESS } from '../../src/queries/types.js';
import { ESPEAK_VOICE, espeakInstalled, frenchEastMisread, say } from '../helpers/espeak.js';
import { speakingSeconds } from '../helpers/espeak-seconds.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { toolAnswers, type AnswerSources, type ToolAnswer } from '../helpers/tool-answers.js';
import { demoAfter, exampleBoat } from '../helpers/boats.js';
import { QUERIES, QUESTIONS } from '../../src/questions/index.js';
import { COMPOUND_BUDGET_S } from '../../src/speech/triage.js';
import { WIND } from '../../src/questions/wind-state/answer.js';

/** The budget: seconds of espeak-ng speech at its default rate. */
const BUDGET_S = 8;

interface Heard extends ToolAnswer {
  display: string;
  spoken: { text: string; seconds: number };
}

/** Says every answer with the language's voice (each distinct text once). */
async function hear(answers: ToolAnswer[], language: Language): Promise<Heard[]> {
  const said = answers.filter((a): a is ToolAnswer & { display: string } => a.display !== null);
  const texts = [...new Set(said.map((a) => a.display))];
  espeakRuns += texts.length;
  const seconds = await speakingSeconds(texts, ESPEAK_VOICE[language]);
  const of = new Map(texts.map((t, i) => [t, seconds[i]!]));
  return said.map((a) => ({ ...a, spoken: { text: a.display, seconds: of.get(a.display)! } }));
}

function label(h: Heard): string {
  return `${h.tool} ${JSON.stringify(h.args)}`;
}

/** espeak-ng runs for the budget (the test's cost), printed at the end. */
let espeakRuns = 0;

/** The longest answer heard per language, over every boat: printed once all boats are heard. */
const longestOf = new Map<Language, Heard & { vessel: string }>();

/**
 * An answer's budget: 8 s; 12 s for a traffic list asked for by its length (a `limit` above 1: three
 * ships with range and bearing take 8.4 to 9.2 s; speech/triage.ts COMPOUND_BUDGET_S).
 */
function budgetOf(h: Heard): number {
  const limit = (h.args as { limit?: unknown }).limit;
  return h.tool === 'get_ais_targets' && typeof limit === 'number' && limit > 1 ? COMPOUND_BUDGET_S : BUDGET_S;
}

/** Asserts the budget on every answer and returns the longest. */
/**
 * The exact position (navigation_state position true) is read as on the radio, every minute named,
 * whatever its length: it is what goes into a Mayday. It is said, timed and printed, not held to the budget.
 */
const exactPosition = (h: Heard): boolean => h.tool === 'navigation_state' && h.args.position === true;

function withinBudget(heard: Heard[], language: Language, vessel: string): Heard {
  assert.ok(heard.length > 0, `${vessel}: no answers in ${language}`);
  for (const h of heard.filter(exactPosition)) console.log(`${vessel}, ${language}: exact position ${h.spoken.seconds.toFixed(2)} s: ${h.display}`);
  const over = heard.filter((h) => h.spoken.seconds > budgetOf(h) && !exactPosition(h)).map((h) => `${h.spoken.seconds.toFixed(2)} s > ${budgetOf(h)} s ${label(h)}: ${h.display}`);
  assert.deepEqual(over, [], `${vessel}, ${language}: answers over their budget`);
  const longest = heard.filter((h) => !exactPosition(h)).reduce((a, b) => (b.spoken.seconds > a.spoken.seconds ? b : a));
  const before = longestOf.get(language);
  if (before === undefined || longest.spoken.seconds > before.spoken.seconds) longestOf.set(language, { ...longest, vessel });
  return longest;
}

/**
 * The French checks every French answer gets, over all boats: no "est" (east) read as the verb "is"
 * (espeak-ng's phonemes of each word holding "est").
 */
async function frenchChecks(texts: readonly string[]): Promise<void> {
  assert.deepEqual(await frenchEastMisread(texts), []);
}

/** Every tool answered something (a display, or null where the tool speaks nothing, as more_tools). */
function everyTool(heard: readonly ToolAnswer[], answers: readonly ToolAnswer[], language: Language, vessel: string): void {
  const tools = new Set(answers.map((a) => a.tool));
  for (const q of QUERIES) assert.ok(tools.has(q.name), `${vessel} ${language}: ${q.name} was not asked`);
  assert.ok(tools.has('more_tools'), `${vessel} ${language}: more_tools was not asked`);
  assert.ok(heard.length >= answers.length / 2, `${vessel} ${language}: only ${heard.length} of ${answers.length} answers said anything`);
}

/** Place names, loaded on first use as the add-on does. */
const places = new LazyGazetteer();

/** Names a hostile feed sends (AIS, tanks, alarms), each at most a few seconds once made sayable. */
const HOSTILE_NAMES: readonly unknown[] = [
  '12345678901234567890',
  'سفينة الأمل',
  'אוניית שלום',
  'МОРСКАЯ ЗВЕЗДА',
  '海洋之星',
  'さくら丸',
  12345,
  'Sea Breeze '.repeat(910),
  'X'.repeat(10_000),
  '<speak><break time="100s"/><audio src="http://x/y.mp3"/>NORDIC STAR</speak>',
];
/** How some of them are said (boat-text.ts sayableName). */
const HOSTILE_SAID = ['1 2 3 4', "sfynh l'ml", 'vnyyt slvm', 'Morskaya Zvezda', 'Hai Yang Zhi Xing', 'sakura Wan', 'Sea Breeze Sea', 'Xxxxxxxxxxxxxxxxxxxx', 'Nordic Star'];

/** The demo vessel two hours into its passage (barometer and recent history, AIS traffic, an active route), with place names. */
function demoModel(): { model: VesselModel; now: number; sources: AnswerSources } {
  const { model, now, sources } = demoAfter(7200);
  return { model, now, sources: { ...sources, places } };
}

describe('speaking budget: every answer at most 8 s of espeak-ng, in every language', () => {
  before(() => {
    assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng; .ci/run installs it)');
  });

  after(() => {
    // The longest answer per language over every boat, printed for the log.
    for (const language of LANGUAGES) {
      const h = longestOf.get(language);
      if (h !== undefined) console.log(`longest of all ${language} ${h.spoken.seconds.toFixed(2)} s (${h.vessel}) ${label(h)}: ${h.display}`);
    }
    console.log(`espeak-ng runs for the budget: ${espeakRuns}`);
  });

  describe('the demo vessel', () => {
    const { model, now, sources } = demoModel();
    for (const language of LANGUAGES) {
      it(language, async (t) => {
        const answers = toolAnswers(model, language, now, sources);
        const heard = await hear(answers, language);
        everyTool(heard, answers, language, 'demo');
        const longest = withinBudget(heard, language, 'demo');
        t.diagnostic(`longest ${language} ${longest.spoken.seconds.toFixed(1)} s ${label(longest)}: ${longest.display}`);
        // Every tool that has a reading on the demo boat answered something (src/questions/ onDemoBoat).
        for (const tool of QUESTIONS.filter((q) => q.onDemoBoat !== false).map((q) => q.query.name)) {
          assert.ok(
            heard.some((h) => h.tool === tool),
            `${language}: ${tool} said nothing`,
          );
        }
        // French: no "est" (east) read as the verb "is".
        if (language === 'fr') await frenchChecks(heard.map((h) => h.spoken.text));
      });
    }
  });

  describe('the demo vessel while the SignalK server cannot be reached: the last known values', () => {
    const { model, now, sources } = demoModel();
    // Contact lost 2 minutes ago, when every value was fresh: each answer with values leads with the
    // unreachable sentence and its age, then as many values as fit.
    const feed = { status: 'down', lostAt: now } as const;
    const later = now + 120_000;
    const leads: Readonly<Record<Language, string>> = {
      en: "I can't reach the boat's SignalK server; ",
      'pt-BR': 'Não consigo acessar o servidor SignalK do barco; ',
      pt: 'Não consigo ligar ao servidor SignalK do barco; ',
      de: 'Ich erreiche den SignalK Server des Bootes nicht; ',
      fr: "Je n'arrive pas à joindre le serveur SignalK du bateau ; ",
      es: 'No puedo conectar con el servidor SignalK del barco; ',
      nl: 'Ik kan de SignalK server van de boot niet bereiken; ',
    };
    const briefLeads: Readonly<Record<Language, string>> = {
      en: 'SignalK lost 2 minutes ago: ',
      'pt-BR': 'Sem SignalK há 2 minutos: ',
      pt: 'Sem SignalK há 2 minutos: ',
      de: 'SignalK verloren vor 2 Minuten: ',
      fr: 'SignalK perdu il y a 2 minutes : ',
      es: 'SignalK perdido hace 2 minutos: ',
      nl: 'SignalK 2 minuten geleden verloren: ',
    };
    for (const language of LANGUAGES) {
      it(language, async (t) => {
        const answers = toolAnswers(model, language, later, sources, feed);
        const heard = await hear(answers, language);
        everyTool(heard, answers, language, 'demo, disconnected');
        const longest = withinBudget(heard, language, 'demo, disconnected');
        t.diagnostic(`longest ${language} ${longest.spoken.seconds.toFixed(1)} s ${label(longest)}: ${longest.display}`);
        // The whole lead, or (a list where no item fits beside it, speech/triage.ts) its fewest words.
        const leadOf = (text: string) => [leads[language], briefLeads[language]].find((l) => text.startsWith(l));
        for (const h of heard) assert.ok(leadOf(h.spoken.text) !== undefined, `${language} ${label(h)}: ${h.spoken.text}`);
        // Most answers keep a value after the lead ("…; 2 minutes ago: 6.3 meters under the keel.").
        const withValues = heard.filter((h) => h.tool !== 'get_local_time' && /: \S/u.test(h.spoken.text.slice(leadOf(h.spoken.text)!.length)));
        assert.ok(withValues.length >= heard.length / 2, `${language}: only ${withValues.length} of ${heard.length} answers kept a value`);
        if (language === 'fr') await frenchChecks(heard.map((h) => h.spoken.text));
      });
    }
  });

  describe('the example boat: the questions the demo boat cannot ask (src/questions/ example)', () => {
    const { model, now, sources } = exampleBoat();
    const lacking = new Set(QUESTIONS.filter((q) => q.onDemoBoat === false).map((q) => q.query.name));
    for (const language of LANGUAGES) {
      it(language, async (t) => {
        const answers = toolAnswers(model, language, now, sources).filter((a) => lacking.has(a.tool));
        const heard = await hear(answers, language);
        for (const tool of lacking)
          assert.ok(
            heard.some((h) => h.tool === tool),
            `${language}: ${tool} said nothing`,
          );
        const longest = withinBudget(heard, language, 'example boat');
        t.diagnostic(`longest ${language} ${longest.spoken.seconds.toFixed(1)} s ${label(longest)}: ${longest.display}`);
        if (language === 'fr') await frenchChecks(heard.map((h) => h.spoken.text));
      });
    }
  });

  describe('the N2K sample on a real signalk-server', () => {
    let signalk: SignalKServer;
    let ws: WebSocket;
    const model = new VesselModel();
    const pressure = new PressureHistory();
    attachPressureHistory(model, pressure);
    const recent = new History(Date.now());
    attachHistory(model, recent);
    const sources: AnswerSources = { pressureHistory: pressure, history: recent, places };
    // Every language is asked at the same instant, when the stream stops: the answers are fresh (saying
    // them all takes a while, and a stale answer adds its age).
    let at = 0;
    before(async () => {
      signalk = await startSignalK({ sampleN2k: true });
      ws = new WebSocket(`${signalk.wsUrl}/signalk/v1/stream?subscribe=all`);
      ws.on('message', (data) => handleFrame(model, String(data)));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      // AIS targets arrive over the sample's first minute: wait for three with a usable position.
      const speaker = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
      const deadline = Date.now() + 90_000;
      for (;;) {
        const ctx = { model, speaker, now: Date.now, staleness: DEFAULT_STALENESS, invertCurrent: new Set<string>() };
        if (getAisTargets.run({}, ctx).targets.length >= 3) break;
        assert.ok(Date.now() < deadline, 'the N2K sample gave fewer than three AIS targets in 90 s');
        await new Promise((r) => setTimeout(r, 1000));
      }
      ws.close();
      at = Date.now();
    });
    after(async () => {
      ws?.terminate();
      await signalk?.stop();
    });
    for (const language of LANGUAGES) {
      it(language, async (t) => {
        const answers = toolAnswers(model, language, at, sources);
        const heard = await hear(answers, language);
        everyTool(heard, answers, language, 'N2K sample');
        const longest = withinBudget(heard, language, 'N2K sample');
        t.diagnostic(`longest ${language} ${longest.spoken.seconds.toFixed(1)} s ${label(longest)}: ${longest.display}`);
        for (const tool of ['depth_state', 'wind_state', 'navigation_state', 'get_ais_targets']) {
          assert.ok(
            heard.some((h) => h.tool === tool),
            `${language}: ${tool} said nothing`,
          );
        }
        if (language === 'fr') {
          // The sample's longitude is East, which French said as a lone "est" read "is".
          const position = heard.find((h) => h.tool === 'navigation_state' && h.args.position === true);
          assert.match(position?.display ?? '', /^\d+ degrés [\d,]+ minutes? nord, \d+ degrés [\d,]+ minutes? de longitude orientale$/);
          await frenchChecks(heard.map((h) => h.spoken.text));
        }
      });
    }
  });

  describe('a boat with hostile names: digit runs, Arabic, Hebrew, CJK, Cyrillic, 10,000 characters, markup', () => {
    const { model, now, sources } = hostileModel();
    for (const language of LANGUAGES) {
      it(language, async (t) => {
        const answers = toolAnswers(model, language, now, sources);
        const heard = await hear(answers, language);
        everyTool(heard, answers, language, 'hostile names');
        const longest = withinBudget(heard, language, 'hostile names');
        t.diagnostic(`longest ${language} ${longest.spoken.seconds.toFixed(1)} s ${label(longest)}: ${longest.display}`);
        // The hostile targets are heard (the nearest first), the alarms too.
        assert.ok(
          heard.some((h) => h.tool === 'get_ais_targets' && HOSTILE_SAID.some((n) => h.display.includes(n))),
          `${language}: no hostile target said`,
        );
        assert.ok(
          heard.some((h) => h.tool === 'get_active_alarms' && h.display !== ''),
          `${language}: no alarms said`,
        );
        if (language === 'fr') await frenchChecks(heard.map((h) => h.spoken.text));
      });
    }
  });
});

/**
 * The demo vessel with a hostile feed on top: AIS targets with the names above closing from all
 * sides, tanks and an engine named with them, and alarms whose messages are 10,000 characters, markup,
 * Arabic and CJK.
 */
function hostileModel(): { model: VesselModel; now: number; sources: AnswerSources } {
  const demo = demoModel();
  const { model, now } = demo;
  const ts = new Date(now).toISOString();
  const own = model.get('navigation.position')?.value as { latitude: number; longitude: number };
  HOSTILE_NAMES.forEach((name, i) => {
    const bearing = (i * 2 * Math.PI) / HOSTILE_NAMES.length;
    const d = 0.004 + i * 0.002;
    model.applyDelta({
      context: `vessels.urn:mrn:imo:mmsi:2440000${String(i).padStart(2, '0')}`,
      updates: [
        {
          timestamp: ts,
          values: [
            { path: '', value: { name, mmsi: `2440000${String(i).padStart(2, '0')}` } },
            { path: 'navigation.position', value: { latitude: own.latitude + d * Math.cos(bearing), longitude: own.longitude + d * Math.sin(bearing) } },
            { path: 'navigation.courseOverGroundTrue', value: (bearing + Math.PI) % (2 * Math.PI) },
            { path: 'navigation.speedOverGround', value: 4 },
            { path: 'design.aisShipType', value: { id: 70, name: 'Cargo' } },
          ],
        },
      ],
    });
  });
  const self = model.selfContext!;
  const messages = ['Water in the bilge '.repeat(530), '<speak><break time="100s"/>تسرب الوقود</speak>', '机舱火警 12345678901234567890', 'Низкое напряжение батареи'];
  model.applyDelta({
    context: self,
    updates: [
      {
        timestamp: ts,
        values: [
          ...messages.map((message, i) => ({ path: `notifications.hostile.n${i}`, value: { state: i === 0 ? 'emergency' : 'alarm', method: ['visual', 'sound'], message } })),
          { path: 'tanks.freshWater.7.currentLevel', value: 0.5 },
          { path: 'tanks.freshWater.7.name', value: 'خزان الماء العذب 1234567890' },
          { path: 'tanks.freshWater.8.currentLevel', value: 0.25 },
          { path: 'tanks.freshWater.8.name', value: '<b>淡水</b>'.repeat(2000) },
          { path: '', value: { name: 'سفينة '.repeat(2000) } },
        ],
      },
    ],
  });
  return { model, now, sources: demo.sources };
}

describe('said the way each language says it: espeak-ng phonemes', () => {
  /** espeak-ng's mnemonic for the word zero (or "nul", "null") in each language. */
  const ZERO: Readonly<Record<Language, RegExp>> = {
    en: /z'i@roU/,
    'pt-BR': /z'E\*U/,
    pt: /z'E\*u/,
    de: /n'Ul/,
    fr: /zer'?o/,
    es: /T'e\*\*o/,
    nl: /n'8l/,
  };
  const at = (iso: string) => new Date(iso);

  it('clock times: "6:06" and "18:00" are not read digit by digit ("six zero six")', async () => {
    for (const language of LANGUAGES) {
      const speaker = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
      // (Midnight is "zero horas" in Portuguese: a zero that is said.)
      const texts = [speaker.clockTime(at('2026-06-21T06:06:00Z')), speaker.clockTime(at('2026-06-21T18:00:00Z')), speaker.clockTime(at('2026-06-21T18:09:00Z'))];
      const heard = await say(texts, ESPEAK_VOICE[language]);
      for (const h of heard) assert.doesNotMatch(h.phonemes, ZERO[language], `${language}: ${h.text} -> ${h.phonemes}`);
    }
    // And the en form is "six oh six": the "oh" is heard.
    const [en] = await say([createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' }).clockTime(at('2026-06-21T06:06:00Z'))], ESPEAK_VOICE.en);
    assert.equal(en!.text, '6 oh 6 AM');
    assert.equal(en!.phonemes, "s'Iks 'oU s'Iks ,eI'Em");
  });

  it('French: "AIS" is heard in "no vessels" (not "l\'AIS" read as "lé"), and the wind "d\'est" is the direction, not the verb', async () => {
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    const none = fr.aisTargets([]);
    const east = fr.answer(WIND, { speedTrue: 8, directionTrue: Math.PI / 2, angleTrue: null, speedApparent: null, angleApparent: null })!;
    assert.equal(none, 'Aucun navire AIS en vue.');
    assert.equal(east, "vent réel 15,6 nœuds d'est");
    const [n, e] = await say([none, east], ESPEAK_VOICE.fr);
    assert.match(n!.phonemes, /aj'Es/, n!.phonemes);
    assert.match(e!.phonemes, /d'Est$/, e!.phonemes);
  });

  it('French: "est" (east) is never said alone, where espeak-ng reads it as the verb "is"', async () => {
    // The check itself catches the misreadings the field found and passes the forms read right.
    assert.deepEqual(
      await frenchEastMisread([
        '23 degrés 31,6 minutes est',
        'relèvement est',
        'route 68 degrés, est-nord-est',
        "vent d'est",
        'nord-est',
        "C'est un identifiant, il n'est pas lu.",
      ]),
      [
        "est -> 'E",
        "est-nord-est -> Enor'Est",
        // ... and each whole text as it is said (the word alone and in its sentence).
        "23 degrés 31,6 minutes est -> vE~ttrw'a d@gr'e trA~teW~ virgyl s'i min'ytz2 'E",
        "relèvement est -> r@lEvm'A~ 'E",
        "route 68 degrés, est-nord-est -> r'ut swasA~t_|y'i d@gr'e Enor'Est",
      ],
    );
    // The phrase the field heard misread ("à l'est de", read "à l'é de") is caught as a word and in its sentence.
    assert.deepEqual(await frenchEastMisread(["5 milles à l'est de Brest"]), ["l'est -> l'E", "5 milles à l'est de Brest -> s'E~k m'ilz2 a lE d@- br'Est"]);
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    // Longitudes East; a bearing, a direction, a wind, an AIS target and a route leg at each of the 16 points.
    assert.equal(fr.position(37.4, 24.73667), '37 degrés 24 nord, 24 degrés 44,2 de longitude orientale');
    assert.equal(fr.position(-33.9, 151.2), '33 degrés 54 sud, 151 degrés 12 de longitude orientale');
    const texts = [fr.position(37.4, 24.73667)!, fr.position(37.4, -9.41)!];
    for (let i = 0; i < 16; i++) {
      const rad = (i * 22.5 * Math.PI) / 180;
      texts.push(
        fr.quantity('direction', rad).text!,
        fr.bearingPoint(rad)!,
        fr.answer(WIND, { speedTrue: 5, directionTrue: rad, angleTrue: null, speedApparent: null, angleApparent: null })!,
      );
    }
    assert.equal(fr.quantity('direction', Math.PI / 2).text, '90 degrés');
    assert.equal(fr.bearingPoint(Math.PI / 2), 'au 90');
    assert.equal(fr.bearingPoint((68 * Math.PI) / 180), 'au 68');
    assert.equal(fr.bearingPoint(Math.PI / 4), 'nord-est');
    // Time zone names: Helsinki, the N2K sample's waters, is "heure d’été d’Europe orientale", not "de l’Est".
    const helsinki = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'Europe/Helsinki' });
    assert.equal(helsinki.localTime(new Date('2026-06-21T10:00:00Z'), 'Europe/Helsinki', true), '13 heures, heure d’été d’Europe orientale');
    texts.push(
      helsinki.localTime(new Date('2026-01-21T10:00:00Z'), 'Africa/Nairobi', true),
      helsinki.localTime(new Date('2026-01-21T10:00:00Z'), 'Australia/Sydney', true),
      helsinki.localTime(new Date('2026-01-21T10:00:00Z'), 'Asia/Jayapura', true),
    );
    assert.equal(
      fr.answer(WIND, { speedTrue: 5, directionTrue: (68 * Math.PI) / 180, angleTrue: null, speedApparent: null, angleApparent: null }),
      "vent réel 9,7 nœuds d'est-nord-est",
    );
    texts.push(fr.aisTargets([{ name: 'NORDIC STAR', category: 'cargo', range: 2222.4, bearing: Math.PI / 2, cpa: 555.6, tcpa: 720, closing: true }]));
    assert.equal(texts.at(-1), 'Cargo Nordic Star, 1,2 mille, au 90, se rapproche à 0,3 mille dans 12 minutes.');
    assert.deepEqual(await frenchEastMisread(texts), []);
    // And the words are heard as written: "au 90" is "o katr@vE~dis", "orientale" "orjA~t'al".
    const [bearing, east] = await say(['relèvement au 90', texts[0]!], ESPEAK_VOICE.fr);
    assert.equal(bearing!.phonemes, "r@lEvm'A~ o katr@vE~d'is");
    assert.match(east!.phonemes, /lO~Zit'yd orjA~t'al$/);
  });

  it('pt-BR: plural after zero ("0 metros", "0 pés", "0 milhas")', async () => {
    const metric = createSpeaker({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'UTC' });
    const imperial = createSpeaker({ language: 'pt-BR', units: 'nautical-imperial', timeZone: 'UTC' });
    const texts = [metric.quantity('depth', 0).text!, imperial.quantity('depth', 0).text!, metric.quantity('distance', 0).text!];
    assert.deepEqual(texts, ['0 metros', '0 pés', '0 milhas']);
    const heard = await say(texts, ESPEAK_VOICE['pt-BR']);
    assert.match(heard[0]!.phonemes, /m'Et[rR]Us$/, heard[0]!.phonemes);
  });
});
