/**
 * Assist sentences from vocabulary (src/domain/vocabulary.ts): frames expand into exactly the
 * templates registered; focus words give engine_state its focus and a history question its window,
 * as every corpus question (test/cases/assist/<lang>.json) says; engine_state says the fact asked.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { expandFrame, expandFrames, glueApostrophes, phraseIn } from '../../src/domain/vocabulary.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { FAMILIES, familyArgs, focusArgs, hoursSinceLocal } from '../../src/assist/families.js';
import { findQuery } from '../../src/questions/index.js';
import { allRegisteredSentences, registeredSentences } from '../../src/assist/registered.js';
import { COMMAND_SENTENCES } from '../../src/actions/sentences/index.js';
import { COMMAND_IDS, type CommandId } from '../../src/actions/types.js';
import { query as engineState } from '../../src/questions/engine-state/query.js';
import { VesselModel } from '../../src/vessel/model.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { contextOf } from '../helpers/query-context.js';
import { CORPUS_DIR, loadCorpora } from '../helpers/assist-corpus.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

function boat(language: Language, values: Record<string, unknown>, now = T0) {
  const model = new VesselModel(() => now);
  model.applyDelta({
    context: 'vessels.self',
    updates: [{ $source: 'u.1', timestamp: new Date(now).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  });
  return contextOf(model, { language, now: () => now });
}

describe('expandFrame', () => {
  const words = { whats: ["what's", 'what is'], battery: ['battery', '<bank> bank'], bank: ['house', 'service'] };
  it('replaces each <name> by its words as one alternative, words naming words too', () => {
    assert.equal(expandFrame('<whats> the <battery> [level]', words), "(what's|what is) the (battery|(house|service) bank) [level]");
    assert.deepEqual(expandFrames(['<bank>', '<bank>', 'plain {bank} words'], words), ['(house|service)', 'plain {bank} words']);
  });
  it('throws, naming the frame, on a name without words, an empty list or a cycle', () => {
    assert.throws(() => expandFrame('how is <nothing>', words), /"how is <nothing>" names <nothing>, which has no words/);
    assert.throws(() => expandFrame('<empty>', { empty: [] }), /names <empty>, which has no words/);
    assert.throws(() => expandFrame('<a>', { a: ['<b>'], b: ['<a>'] }), /deeper than 6 levels/);
  });
  it('glueApostrophes writes elisions whole, so that "’" always stands between letters', () => {
    assert.equal(glueApostrophes("qu('|’| )on a"), "(qu'on|qu’on|qu on) a");
    assert.equal(glueApostrophes("combien (d'|d’|d )(eau|énergie) [douce]"), "combien (d'eau|d'énergie|d’eau|d’énergie|d eau|d énergie) [douce]");
    assert.equal(glueApostrophes("(what's|what’s) the depth"), "(what's|what’s) the depth");
    assert.equal(glueApostrophes("pression [(d'|d’|d )]huile"), "pression (d'huile|d’huile|d huile|huile)");
    assert.equal(glueApostrophes("[(l(e |a |'|’))]eau"), "[(l(e |a |'))]eau", 'letters outside the group: the straight twin only');
    assert.equal(glueApostrophes("est(-| )ce qu('|’| )(il y a|on a)"), "est(-| )ce (qu'il y a|qu'on a|qu’il y a|qu’on a|qu il y a|qu on a)");
  });
  it('phraseIn matches whole words in any case, apostrophes either way, punctuation ignored', () => {
    assert.ok(phraseIn('Is the port engine RUNNING?', 'running'));
    assert.ok(phraseIn('what’s the oil pressure', 'oil pressure'));
    assert.ok(!phraseIn('what are the engine hours', 'hour'));
    assert.ok(phraseIn('wie viele Motorstunden', 'motorstunden'));
    assert.ok(phraseIn('Läuft der Motor noch?', '^läuft'));
    assert.ok(!phraseIn('wie läuft der Motor', '^läuft'));
  });
});

describe('the registered templates', () => {
  it('every language: every family, nothing of ours left (no <name>), no punctuation Home Assistant rejects', () => {
    const all = allRegisteredSentences();
    assert.deepEqual(Object.keys(all), [...LANGUAGES]);
    for (const [language, families] of Object.entries(all)) {
      assert.deepEqual(Object.keys(families), [...FAMILIES.map((f) => f.id), ...COMMAND_IDS.map((c) => `action_${c}`)], language);
      for (const [id, templates] of Object.entries(families)) {
        assert.ok(templates.length > 0, `${language} ${id}`);
        for (const t of templates) {
          assert.doesNotMatch(t, /[<>.,?!;:]/, `${language} ${id}: ${t}`);
          // Home Assistant 2026 (hassil 3) also refuses "’", "…" and dashes unless "’" stands between letters.
          assert.doesNotMatch(t.replace(/\{[^}]*\}/g, '').replace(/(?<=\p{L})’(?=\p{L})/gu, ''), /[。，？¿؟!¡！；：’…—–―]/u, `${language} ${id}: ${t}`);
        }
        const expected = id.startsWith('action_')
          ? COMMAND_SENTENCES[language as Language].commands[id.slice('action_'.length) as CommandId]
          : SENTENCES[language]!.families[id]!.commands;
        assert.deepEqual(templates, [...expected]);
      }
    }
    assert.throws(() => registeredSentences('xx'), /No Assist sentences in xx/);
  });
});

describe('focus words', () => {
  const engine = FAMILIES.find((f) => f.id === 'engine')!;
  it('engine questions: the corpus focus of each question in each language (none for a general question)', () => {
    if (!existsSync(CORPUS_DIR)) assert.fail('no corpus');
    assert.deepEqual(Object.keys(loadCorpora()).sort(), [...LANGUAGES].sort(), 'a corpus per language');
    for (const [language, corpus] of Object.entries(loadCorpora())) {
      const table = SENTENCES[language]!;
      const ctx = boat(language as Language, {});
      for (const q of corpus.boat.filter((b) => b.family === 'engine')) {
        assert.deepEqual(focusArgs(engine, q.text, table.focus, ctx), q.focus ? { focus: q.focus } : {}, `${language}: "${q.text}"`);
      }
    }
  });
  it('history questions: the window each corpus question names, else the query default', () => {
    // 12:00 UTC at 38.7 N 9.1 W (Lisbon, UTC+0 in November): today = 12 hours, since the morning = 6.
    const at = { latitude: 38.7, longitude: -9.1 };
    for (const [language, corpus] of Object.entries(loadCorpora())) {
      const table = SENTENCES[language]!;
      const ctx = boat(language as Language, { 'navigation.position': at });
      for (const q of corpus.boat.filter((b) => b.family.endsWith('_history'))) {
        const family = FAMILIES.find((f) => f.id === q.family)!;
        const hours = q.window === undefined ? undefined : q.window === 'today' ? 12 : q.window === 'morning' ? 6 : q.window;
        assert.deepEqual(focusArgs(family, q.text, table.focus, ctx), hours === undefined ? {} : { hours }, `${language}: "${q.text}"`);
      }
    }
  });
  it('hoursSinceLocal: on the boat clock, at least an hour, at most a day', () => {
    const lisbon = { 'navigation.position': { latitude: 38.7, longitude: -9.1 } };
    assert.equal(hoursSinceLocal(boat('en', lisbon), 0), 12);
    assert.equal(hoursSinceLocal(boat('en', lisbon), 6), 6);
    // Auckland is UTC+13 in November: 01:00 local, so "since this morning" goes back to 06:00 yesterday.
    const auckland = { 'navigation.position': { latitude: -36.85, longitude: 174.76 } };
    assert.equal(hoursSinceLocal(boat('en', auckland), 6), 19);
    assert.equal(hoursSinceLocal(boat('en', auckland), 0), 1);
    assert.equal(hoursSinceLocal(boat('en', lisbon, T0 + 10 * 60_000), 12), 1, 'ten minutes past noon: one hour');
  });
});

describe('a bank or an engine named where no wildcard stands', () => {
  const battery = FAMILIES.find((f) => f.id === 'battery')!;
  const engine = FAMILIES.find((f) => f.id === 'engine')!;
  const ctx = boat('en', {
    'electrical.batteries.house.voltage': 12.8,
    'electrical.batteries.start.voltage': 12.6,
    'propulsion.port.revolutions': 30,
    'propulsion.starboard.revolutions': 0,
  });
  const args = (family: typeof battery, sentence: string, language = 'en') =>
    familyArgs(family, findQuery(family.query)!, {}, SENTENCES[language]!.slotWords, ctx, sentence, SENTENCES[language]!.focus);
  it("by the boat's own ids and the language's slot words; a word meaning no argument is none", () => {
    assert.deepEqual(args(battery, 'start battery voltage'), { bank: 'start' });
    assert.deepEqual(args(battery, 'House bank voltage?'), { bank: 'house' });
    assert.deepEqual(args(battery, 'battery voltage'), {});
    assert.deepEqual(args(engine, 'port engine rpm'), { focus: 'revolutions', engine: 'port' });
    assert.deepEqual(args(engine, 'engine hours'), { focus: 'runTime' });
  });
});

describe('engine_state focus: the fact asked, each engine, state first', () => {
  const twin = {
    'propulsion.port.revolutions': 1850 / 60,
    'propulsion.port.coolantTemperature': 355.15,
    'propulsion.port.oilPressure': 350_000,
    'propulsion.port.runTime': 1234.4 * 3600,
    'propulsion.starboard.revolutions': 0,
    'propulsion.starboard.coolantTemperature': 300.15,
    'propulsion.starboard.runTime': 1240 * 3600,
  };
  it('en', () => {
    const ctx = boat('en', twin);
    const say = (args: Record<string, unknown>) => engineState.run(args as never, ctx).display;
    assert.equal(say({ engine: 'port', focus: 'state' }), 'port engine, running, 1850 revolutions per minute');
    assert.equal(say({ engine: 'starboard', focus: 'state' }), 'starboard engine, stopped');
    assert.equal(say({ focus: 'state' }), 'port engine, running, 1850 revolutions per minute; starboard engine, stopped');
    assert.equal(say({ focus: 'runTime' }), 'port engine, 1234 engine hours; starboard engine, 1240 engine hours');
    assert.equal(say({ focus: 'oilPressure' }), 'port engine, oil pressure 3.5 bar');
    assert.equal(say({ focus: 'coolantTemperature' }), 'port engine, coolant 82 degrees Celsius; starboard engine, coolant 27 degrees Celsius');
    assert.equal(
      say({ engine: 'starboard', focus: 'oilPressure' }),
      'starboard engine, stopped, coolant 27 degrees Celsius, 1240 engine hours',
      'a fact no engine sends: the whole answer',
    );
  });
  it('every language says "running" for a running engine asked about', () => {
    const expected: Record<Language, string> = {
      en: 'running, 1850 revolutions per minute',
      'pt-BR': 'ligado, 1850 rotações por minuto',
      pt: 'a trabalhar, 1850 rotações por minuto',
      de: 'läuft, 1850 Umdrehungen pro Minute',
      fr: 'en marche, 1850 tours par minute',
      es: 'en marcha, 1850 revoluciones por minuto',
      nl: 'draait, 1850 toeren per minuut',
    };
    const one = { 'propulsion.main.revolutions': 1850 / 60, 'propulsion.main.oilPressure': 350_000 };
    for (const l of LANGUAGES) assert.equal(engineState.run({ focus: 'state' }, boat(l, one)).display, expected[l], l);
  });
});
